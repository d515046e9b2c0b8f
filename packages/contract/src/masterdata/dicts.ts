import { dictionary, numberedDictionary, type DictionaryDescription } from '../dictionary'

/** 主数据管理's dictionaries (seeded by the server; §8.1 of the domain design). */
export const MDM_DICTS = {
  modelType: 'mdm_model_type',
  category: 'mdm_category',
  modelStatus: 'mdm_model_status',
  dataType: 'mdm_data_type',
  checkType: 'mdm_check_type',
  recordStatus: 'mdm_record_status',
  sourceType: 'mdm_source_type',
  authType: 'mdm_auth_type',
  distMode: 'mdm_dist_mode',
  pushStatus: 'mdm_push_status',
  operType: 'mdm_oper_type',
  runStatus: 'mdm_run_status',
  ruleKind: 'mdm_rule_kind',
} as const

const D = MDM_DICTS
/** The remark of a dictionary type of 主数据. */
const note = (what: string) => `主数据：${what}`

/** 模型状态: draft until first published, published, retired (no new records). */
const MODEL = dictionary(D.modelStatus, '模型状态', {
  draft: ['0', '草稿', 'info'],
  published: ['1', '已发布', 'success'],
  retired: ['2', '已停用', 'danger'],
})
export const MODEL_STATUS = MODEL.values
/** 记录状态: effective, waiting for approval (a new record), retired. */
const RECORD = dictionary(
  D.recordStatus,
  '主数据记录状态',
  { effective: ['0', '生效', 'success'], pending: ['1', '待审核', 'warning'], retired: ['2', '停用', 'danger'] },
  { remark: note('记录状态') },
)
export const RECORD_STATUS = RECORD.values
/** 推送状态 of a distribution log row. */
const PUSH = dictionary(
  D.pushStatus,
  '推送状态',
  {
    pending: ['0', '待推送', 'info'],
    success: ['1', '成功', 'success'],
    retrying: ['2', '重试中', 'warning'],
    abandoned: ['3', '已放弃', 'danger'],
  },
  { remark: note('分发日志的推送状态') },
)
export const PUSH_STATUS = PUSH.values
/** 数据源类型: the first four are supported; the others are listed and refused clearly. */
export const SOURCE_TYPES = [
  { value: 'postgresql', label: 'PostgreSQL', supported: true },
  { value: 'mysql', label: 'MySQL / MariaDB', supported: true },
  { value: 'http', label: 'HTTP JSON 接口', supported: true },
  { value: 'excel', label: 'Excel 文件', supported: true },
  { value: 'oracle', label: 'Oracle（暂不支持）', supported: false },
  { value: 'sqlserver', label: 'SQL Server（暂不支持）', supported: false },
  { value: 'dm', label: '达梦 DM（暂不支持）', supported: false },
  { value: 'kingbase', label: '人大金仓 Kingbase（暂不支持）', supported: false },
] as const
export type SourceType = (typeof SOURCE_TYPES)[number]['value']

/** 主数据管理's dictionaries in the order the server seeds them (remarked `主数据：<name>` unless they say otherwise). */
export const MASTERDATA_DICTIONARIES: readonly DictionaryDescription[] = [
  {
    type: D.modelType,
    name: '主数据类型',
    remark: note('模型的数据类型'),
    items: [
      ['1', '主数据', 'primary'],
      ['2', '参考数据（码表）', 'info'],
    ],
  },
  numberedDictionary(D.category, '主数据分类', ['组织类', '人员类', '客商类', '物资类', '财务类', '项目类'], {
    remark: note('模型分类'),
  }),
  MODEL,
  {
    type: D.dataType,
    name: '主数据字段类型',
    remark: note('字段的数据类型'),
    items: [
      ['string', '字符串'],
      ['text', '长文本'],
      ['integer', '整数'],
      ['decimal', '小数'],
      ['date', '日期'],
      ['datetime', '日期时间'],
      ['boolean', '是否'],
      ['dict', '字典'],
      ['dept', '部门'],
      ['modelRef', '引用模型'],
    ],
  },
  {
    type: D.checkType,
    name: '质量校验类型',
    remark: note('质量规则的校验类型'),
    items: [
      ['required', '非空'],
      ['pattern', '正则'],
      ['length', '长度'],
      ['range', '数值范围'],
      ['reference', '引用存在'],
      ['unique', '唯一'],
    ],
  },
  RECORD,
  {
    type: D.sourceType,
    name: '数据源类型',
    items: SOURCE_TYPES.map((t) => [t.value, t.label, t.supported ? 'default' : 'info'] as const),
  },
  {
    type: D.authType,
    name: '订阅认证方式',
    remark: note('订阅系统的认证方式'),
    items: [
      ['none', '无'],
      ['basic', 'Basic'],
      ['bearer', 'Bearer 令牌'],
      ['hmac', 'HMAC 签名'],
    ],
  },
  {
    type: D.distMode,
    name: '分发方式',
    items: [
      ['realtime', '实时推送', 'primary'],
      ['incremental', '定时增量'],
      ['full', '定时全量'],
      ['pull', '订阅方拉取'],
    ],
  },
  PUSH,
  {
    type: D.operType,
    name: '主数据操作类型',
    remark: note('操作日志的操作类型'),
    items: [
      ['1', '新增', 'primary'],
      ['2', '修改', 'warning'],
      ['3', '停用', 'danger'],
      ['4', '恢复', 'success'],
      ['5', '采集', 'info'],
      ['6', '模型发布', 'primary'],
      ['7', '提交审批', 'info'],
      ['8', '审批通过', 'success'],
      ['9', '审批驳回', 'danger'],
    ],
  },
  {
    type: D.runStatus,
    name: '采集执行状态',
    remark: note('采集执行结果'),
    items: [
      ['running', '执行中', 'primary'],
      ['success', '成功', 'success'],
      ['failed', '失败', 'danger'],
    ],
  },
  {
    type: D.ruleKind,
    name: '规则类别',
    remark: note('规则库的类别'),
    items: [
      ['code', '编码规则', 'primary'],
      ['inspect', '质量规则', 'success'],
    ],
  },
]
