import { moduleResources, field as f, type RowOf } from '../resource'
import { MDM_DICTS } from './dicts'
import { MASTERDATA_PERMISSIONS as P } from './permissions'

const define = moduleResources('masterdata', P)

/** 主数据管理's described resources: models, data sources, collection tasks, subscribers, topics, rule templates, the operate log. */

export const MDM_MODEL = define('model', {
  title: '主数据模型',
  noun: '模型',
  name: 'modelName',
  sheet: '主数据模型',
  sort: { fields: ['modelId', 'modelCode', 'createTime'], order: [['modelId', 'asc']] },
  unique: [{ fields: ['modelCode'] }, { fields: ['modelName'] }],
  fields: [
    f.id('modelId', '模型编号', { list: { width: 90 } }),
    f.text('modelCode', '模型编码', {
      required: true,
      maxLength: 50,
      pattern: { regex: '[A-Z][A-Z0-9_]{1,49}', message: '模型编码须为大写字母开头的大写字母、数字或下划线' },
      ...f.everywhere(140, { readOnly: 'edit' }),
    }),
    f.text('modelName', '模型名称', { required: true, maxLength: 100, ...f.everywhere() }),
    f.dict('modelType', '数据类型', MDM_DICTS.modelType, {
      required: true,
      default: '1',
      list: { width: 100 },
      form: { span: 12 },
      export: true,
    }),
    f.dict('category', '分类', MDM_DICTS.category, { ...f.everywhere(100) }),
    f.boolean('needApproval', '修改需审批', { default: false, list: { width: 100 }, form: { span: 12 }, export: true }),
    f.dept('ownerDeptId', '数据责任部门', { list: { width: 140 }, form: { span: 12 }, export: true }),
    f.integer('version', '发布版本', { readonly: true, list: { width: 90 }, export: true }),
    f.dict('modelStatus', '状态', MDM_DICTS.modelStatus, {
      readonly: true,
      list: { width: 90 },
      search: true,
      export: true,
    }),
    f.textarea('description', '说明', { maxLength: 500, form: true }),
    f.createTime({ list: { width: 170 }, export: true }),
  ],
})
export type MdmModelRow = RowOf<typeof MDM_MODEL>

export const MDM_SOURCE = define('source', {
  title: '数据源',
  noun: '数据源',
  name: 'sourceName',
  sort: { fields: ['sourceId', 'createTime'], order: [['sourceId', 'asc']] },
  unique: [{ fields: ['sourceName'] }],
  fields: [
    f.id('sourceId', '编号', { list: { width: 80 } }),
    f.text('sourceName', '数据源名称', { required: true, maxLength: 100, ...f.everywhere() }),
    f.dict('sourceType', '类型', MDM_DICTS.sourceType, { required: true, ...f.everywhere(130) }),
    ...f.inRegion('数据库连接', { span: 12 }, [
      f.text('host', '主机', { maxLength: 200, list: { width: 140 } }),
      f.integer('port', '端口', { min: 1, max: 65535 }),
      f.text('dbName', '数据库', { maxLength: 100 }),
      f.text('schemaName', '模式', { maxLength: 100 }),
      f.text('username', '账号', { maxLength: 100, form: { tooltip: '请使用只读账号' } }),
      // sealed with AES-GCM on the server; every answer carries null (never the password)
      f.textarea('password', '密码', { maxLength: 200, form: { placeholder: '不修改请留空' } }),
    ]),
    f.text('apiUrl', '接口地址', {
      maxLength: 500,
      rules: ['url'],
      form: { region: 'HTTP 接口', placeholder: 'https://…，返回 JSON 数组或 {rows: […]}' },
    }),
    f.text('fileUrl', 'Excel 文件', { maxLength: 500, readonly: true, list: { hidden: true } }),
    f.text('ownerSystem', '所属业务系统', { maxLength: 100, list: { width: 140 }, form: { span: 12 }, export: true }),
    f.datetime('lastTestTime', '最近测试', { readonly: true, list: { width: 170 } }),
    f.text('lastTestResult', '测试结果', { readonly: true, maxLength: 500, list: { width: 200 } }),
    f.status({ list: { width: 80 }, form: { span: 12 }, export: true }),
    f.remark({ form: true }),
    f.createTime({ list: { width: 170, hidden: true }, export: true }),
  ],
})
export type MdmSourceRow = RowOf<typeof MDM_SOURCE>

export const MDM_COLLECT_TASK = define('collectTask', {
  title: '采集任务',
  noun: '采集任务',
  path: '/masterdata/collect/task',
  id: 'taskId',
  name: 'taskName',
  permissions: P.collect,
  sort: { fields: ['taskId', 'lastRunTime'], order: [['taskId', 'desc']] },
  unique: [{ fields: ['taskName'] }],
  fields: [
    f.id('taskId', '编号', { list: { width: 80 } }),
    f.text('taskName', '任务名称', { required: true, maxLength: 100, ...f.everywhere() }),
    f.integer('modelId', '目标模型', { required: true, min: 1, ...f.everywhere(120) }),
    f.integer('sourceId', '数据源', { required: true, min: 1, ...f.everywhere(120) }),
    f.textarea('sourceObject', '源表 / SQL / 路径', {
      required: true,
      maxLength: 2000,
      list: { width: 180 },
      form: true,
      export: true,
    }),
    f.integer('priority', '来源优先级', {
      default: 10,
      min: 0,
      max: 1000,
      list: { width: 100 },
      form: { span: 12, tooltip: '数值大者优先：黄金记录的每个字段取自有值的最高优先级来源' },
    }),
    f.text('cron', '调度（cron）', {
      maxLength: 100,
      rules: ['cron'],
      list: { width: 130 },
      form: { span: 12, placeholder: '留空为手动执行' },
    }),
    f.datetime('lastRunTime', '最近执行', { readonly: true, list: { width: 170 } }),
    f.dict('lastRunStatus', '执行结果', MDM_DICTS.runStatus, { readonly: true, list: { width: 100 } }),
    f.status({ list: { width: 80 }, form: { span: 12 } }),
    f.createTime({ list: { width: 170, hidden: true }, export: true }),
  ],
})
export type MdmCollectTaskRow = RowOf<typeof MDM_COLLECT_TASK>

export const MDM_SUBSCRIBER = define('subscriber', {
  title: '订阅系统',
  noun: '订阅系统',
  name: 'subscriberName',
  sort: { fields: ['subscriberId'], order: [['subscriberId', 'asc']] },
  unique: [{ fields: ['subscriberCode'] }, { fields: ['subscriberName'] }],
  fields: [
    f.id('subscriberId', '编号', { list: { width: 80 } }),
    f.text('subscriberCode', '系统编码', {
      required: true,
      maxLength: 50,
      pattern: { regex: '[A-Za-z][A-Za-z0-9_-]{1,49}', message: '系统编码须为字母开头的字母、数字、下划线或连字符' },
      ...f.everywhere(130),
    }),
    f.text('subscriberName', '系统名称', { required: true, maxLength: 100, ...f.everywhere() }),
    f.text('endpointUrl', '推送地址', { maxLength: 500, rules: ['url'], list: true, form: true, export: true }),
    f.dict('authType', '认证方式', MDM_DICTS.authType, {
      required: true,
      default: 'none',
      list: { width: 110 },
      form: { span: 12 },
      export: true,
    }),
    f.text('authUser', '账号', { maxLength: 100, form: { span: 12 } }),
    // basic password, bearer token or HMAC key; sealed, never returned
    f.textarea('secret', '密钥 / 令牌', { maxLength: 500, form: { placeholder: '不修改请留空' } }),
    f.status({ list: { width: 80 }, form: { span: 12 }, export: true }),
    f.remark({ form: true }),
    f.createTime({ list: { width: 170 }, export: true }),
  ],
})
export type MdmSubscriberRow = RowOf<typeof MDM_SUBSCRIBER>

export const MDM_DISTRIBUTION = define('distribution', {
  title: '分发配置',
  noun: '分发配置',
  id: 'distId',
  sort: { fields: ['distId'], order: [['distId', 'desc']] },
  unique: [{ fields: ['modelId', 'subscriberId'], message: '{verb}分发配置失败，该模型已分发给此订阅系统' }],
  fields: [
    f.id('distId', '编号', { list: { width: 80 } }),
    f.integer('modelId', '模型', { required: true, min: 1, ...f.everywhere(120) }),
    f.integer('subscriberId', '订阅系统', { required: true, min: 1, ...f.everywhere(120) }),
    f.dict('distMode', '分发方式', MDM_DICTS.distMode, {
      required: true,
      default: 'realtime',
      list: { width: 110 },
      form: { span: 12 },
      export: true,
    }),
    f.text('cron', '调度（cron）', { maxLength: 100, rules: ['cron'], form: { span: 12 } }),
    f.boolean('onCreate', '新增时分发', { default: true, form: { span: 8 } }),
    f.boolean('onUpdate', '修改时分发', { default: true, form: { span: 8 } }),
    f.boolean('onRetire', '停用时分发', { default: true, form: { span: 8 } }),
    f.textarea('fieldCodes', '分发字段', {
      maxLength: 2000,
      list: { width: 180 },
      form: { placeholder: '字段编码，逗号分隔；留空为全部字段' },
    }),
    f.textarea('fieldRename', '字段改名', {
      maxLength: 2000,
      form: { placeholder: '模型字段=订阅方字段，逗号分隔，如 name=custName' },
    }),
    f.textarea('filterExpr', '过滤条件', {
      maxLength: 2000,
      form: { placeholder: '字段=值，逗号分隔（全部满足才分发），如 category=1' },
    }),
    f.integer('maxRetry', '最多重试', { default: 3, min: 0, max: 20, form: { span: 12 } }),
    f.integer('retryIntervalSec', '重试间隔（秒）', { default: 60, min: 1, max: 86400, form: { span: 12 } }),
    f.status({ list: { width: 80 }, form: { span: 12 }, export: true }),
    f.createTime({ list: { width: 170 }, export: true }),
  ],
})
export type MdmDistributionRow = RowOf<typeof MDM_DISTRIBUTION>

export const MDM_RULE = define('rule', {
  title: '规则库',
  noun: '规则',
  name: 'ruleName',
  sort: { fields: ['ruleId'], order: [['ruleId', 'asc']] },
  unique: [{ fields: ['ruleName'] }],
  fields: [
    f.id('ruleId', '编号', { list: { width: 80 } }),
    f.text('ruleName', '规则名称', { required: true, maxLength: 100, ...f.everywhere() }),
    f.dict('ruleKind', '规则类别', MDM_DICTS.ruleKind, { required: true, ...f.everywhere(100) }),
    f.dict('checkType', '校验类型', MDM_DICTS.checkType, { list: { width: 100 }, form: { span: 12 }, export: true }),
    f.text('content', '编码格式 / 表达式', {
      required: true,
      maxLength: 500,
      list: true,
      form: { tooltip: '编码规则如 KH-{yyyy}-{seq5}；正则校验如 [0-9A-Z]{18}' },
      export: true,
    }),
    f.text('message', '提示信息', { maxLength: 200, form: true }),
    f.status({ list: { width: 80 }, form: { span: 12 } }),
    f.remark({ form: true }),
  ],
})
export type MdmRuleRow = RowOf<typeof MDM_RULE>

export const MDM_OPLOG = define('oplog', {
  title: '主数据操作日志',
  noun: '操作日志',
  id: 'logId',
  sheet: '主数据操作日志',
  sort: { fields: ['logId', 'operTime'], order: [['logId', 'desc']] },
  fields: [
    f.id('logId', '日志编号', { list: { width: 90 }, export: true }),
    f.integer('modelId', '模型', { list: { width: 100 }, search: true, export: true }),
    f.text('recordCode', '主数据编码', { list: { width: 150 }, search: true, export: true }),
    f.dict('operType', '操作类型', MDM_DICTS.operType, { list: { width: 90 }, search: true, export: true }),
    f.text('changedFields', '变更字段', { maxLength: 2000, list: true, export: true }),
    f.textarea('beforeData', '变更前', { maxLength: 100000, list: { hidden: true }, export: true }),
    f.textarea('afterData', '变更后', { maxLength: 100000, list: { hidden: true }, export: true }),
    f.text('channel', '途径', { list: { width: 120 }, search: true, export: true }),
    f.text('operName', '操作人', { list: { width: 100 }, search: true, export: true }),
    f.datetime('operTime', '操作时间', {
      readonly: true,
      list: { width: 170, sorter: true },
      search: { params: ['beginTime', 'endTime'] },
      export: true,
    }),
  ],
})
export type MdmOplogRow = RowOf<typeof MDM_OPLOG>
