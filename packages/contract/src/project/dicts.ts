import { dictionary, numberedDictionary, type DictionaryDescription } from '../dictionary'

/** 项目管理's dictionary types (seeded by the server, §8.1) and the codes the code compares with. */
export const PROJECT_DICT_TYPES = {
  type: 'proj_type',
  level: 'proj_level',
  source: 'proj_source',
  status: 'proj_status',
  health: 'rag',
  nodeType: 'proj_node_type',
  nodeStatus: 'plan_node_status',
  memberRole: 'proj_member_role',
  reportStatus: 'proj_report_status',
  riskLevel: 'proj_risk_level',
  changeStatus: 'proj_change_status',
} as const

const D = PROJECT_DICT_TYPES
/** The remark of a dictionary type of 项目管理. */
const note = (what: string) => `项目管理：${what}`

/** `projectStatus` (§2.5). */
const STATUS = dictionary(D.status, '项目状态', {
  draft: ['0', '草稿', 'info'],
  approving: ['1', '立项审批中', 'warning'],
  running: ['2', '进行中', 'primary'],
  suspended: ['3', '已暂停', 'default'],
  accepting: ['4', '待验收', 'warning'],
  done: ['5', '已完成', 'success'],
  canceled: ['6', '已取消', 'danger'],
})
export const PROJECT_STATUS = STATUS.values

/** `health`: 绿 / 黄 / 红. */
const HEALTH_LIGHT = dictionary(
  D.health,
  '状态灯',
  { green: ['0', '绿', 'success'], yellow: ['1', '黄', 'warning'], red: ['2', '红', 'danger'] },
  { remark: note('红黄绿灯') },
)
export const HEALTH = HEALTH_LIGHT.values

/** `nodeStatus` of a plan node. */
const NODE = dictionary(
  D.nodeStatus,
  '计划节点状态',
  {
    todo: ['0', '未开始', 'info'],
    doing: ['1', '进行中', 'primary'],
    done: ['2', '已完成', 'success'],
    late: ['3', '已延期', 'danger'],
    canceled: ['4', '已取消', 'default'],
  },
  { remark: note('工作计划节点状态') },
)
export const NODE_STATUS = NODE.values

/** `reportStatus` of a progress report: 草稿, 已提交, 已阅. */
const REPORT = dictionary(
  D.reportStatus,
  '汇报状态',
  { draft: ['0', '草稿', 'info'], submitted: ['1', '已提交', 'primary'], read: ['2', '已阅', 'success'] },
  { remark: note('进展汇报状态') },
)
export const REPORT_STATUS_CODE = REPORT.values

/** `approveStatus` of a plan change: 审批中, 已通过, 已撤回. */
const CHANGE = dictionary(
  D.changeStatus,
  '调整状态',
  { approving: ['1', '审批中', 'warning'], approved: ['2', '已通过', 'success'], withdrawn: ['3', '已撤回', 'info'] },
  { remark: note('计划调整审批状态') },
)
export const CHANGE_STATUS = CHANGE.values

/** The dictionaries of §8.1 for projects, in the order the server seeds them (remarked `项目管理：<name>` unless they say otherwise). */
export const PROJECT_DICTIONARIES: readonly DictionaryDescription[] = [
  {
    type: D.type,
    name: '项目类型',
    items: [
      ['1', '重点工作', 'primary'],
      ['2', '改革任务', 'warning'],
      ['3', '基建', 'default'],
      ['4', '信息化', 'info'],
      ['5', '科研', 'success'],
      ['6', '品种', 'success'],
      ['9', '其他', 'default'],
    ],
  },
  {
    type: D.level,
    name: '项目级别',
    defaultValue: '3',
    items: [
      ['1', '集团级重点', 'danger'],
      ['2', '二级单位重点', 'warning'],
      ['3', '一般', 'default'],
    ],
  },
  numberedDictionary(D.source, '任务来源', [
    '上级部署',
    '集团年度重点工作',
    '党委会·董事会决议',
    '领导批示',
    '单位自主',
  ]),
  STATUS,
  HEALTH_LIGHT,
  {
    type: D.nodeType,
    name: '计划节点类型',
    remark: note('工作计划节点'),
    items: [
      ['1', '阶段', 'primary'],
      ['2', '里程碑', 'warning'],
      ['3', '任务', 'default'],
    ],
  },
  NODE,
  {
    type: D.memberRole,
    name: '项目角色',
    remark: note('成员的项目角色'),
    defaultValue: '3',
    items: [
      ['1', '项目经理', 'primary'],
      ['2', '技术负责人', 'warning'],
      ['3', '成员', 'default'],
      ['4', '联络员', 'info'],
    ],
  },
  REPORT,
  {
    type: D.riskLevel,
    name: '风险等级',
    items: [
      ['1', '低', 'success'],
      ['2', '中', 'warning'],
      ['3', '高', 'danger'],
    ],
  },
  CHANGE,
]

/** The business types approved through the workflow (§8.3) and their default process keys. */
export const PROJECT_BIZ = {
  establish: { bizType: 'project.establish', key: 'proj_approve', title: '项目立项' },
  accept: { bizType: 'project.accept', key: 'proj_accept', title: '项目验收' },
  planChange: { bizType: 'project.planChange', key: 'proj_plan_change', title: '计划调整' },
} as const

/** The views' component paths (menu components and hidden routes). */
export const PROJECT_COMPONENTS = {
  index: 'variety/variety_index',
  add: 'variety/variety_add',
  edit: 'variety/variety_edit',
  detail: 'variety/variety_detail',
  workPlan: 'workPlan/index',
  gantt: 'workPlan/gantt',
  report: 'variety/report',
  filing: 'variety/filing',
} as const
