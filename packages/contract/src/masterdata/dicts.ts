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

/** 模型状态: draft until first published, published, retired (no new records). */
export const MODEL_STATUS = { draft: '0', published: '1', retired: '2' } as const
/** 记录状态: effective, waiting for approval (a new record), retired. */
export const RECORD_STATUS = { effective: '0', pending: '1', retired: '2' } as const
/** 推送状态 of a distribution log row. */
export const PUSH_STATUS = { pending: '0', success: '1', retrying: '2', abandoned: '3' } as const
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
