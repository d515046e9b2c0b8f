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

/** `projectStatus` (§2.5). */
export const PROJECT_STATUS = {
  draft: '0',
  approving: '1',
  running: '2',
  suspended: '3',
  accepting: '4',
  done: '5',
  canceled: '6',
} as const

/** `health`: 绿 / 黄 / 红. */
export const HEALTH = { green: '0', yellow: '1', red: '2' } as const

/** `nodeStatus` of a plan node. */
export const NODE_STATUS = { todo: '0', doing: '1', done: '2', late: '3', canceled: '4' } as const

/** `reportStatus` of a progress report: 草稿, 已提交, 已阅. */
export const REPORT_STATUS_CODE = { draft: '0', submitted: '1', read: '2' } as const

/** `approveStatus` of a plan change: 审批中, 已通过, 已撤回. */
export const CHANGE_STATUS = { approving: '1', approved: '2', withdrawn: '3' } as const

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
