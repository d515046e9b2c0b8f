/** Dictionary types of 系统管理 that code names (the seeded `sys_dict_type` rows), and the codes it compares with. */
export const SYSTEM_DICT_TYPES = {
  userSex: 'sys_user_sex',
  showHide: 'sys_show_hide',
  normalDisable: 'sys_normal_disable',
  yesNo: 'sys_yes_no',
  noticeType: 'sys_notice_type',
  noticeStatus: 'sys_notice_status',
  operType: 'sys_oper_type',
  commonStatus: 'sys_common_status',
} as const

/** sys_normal_disable: a row in use or switched off. */
export const STATUS = { NORMAL: '0', DISABLED: '1' } as const
export type Status = (typeof STATUS)[keyof typeof STATUS]

/** sys_yes_no */
export const YES_NO = { YES: 'Y', NO: 'N' } as const

/** sys_common_status: how an attempt ended (login log, job log). */
export const OUTCOME = { SUCCESS: '0', FAILURE: '1' } as const

/** sys_oper_type: what a logged write did (the operation log's business type). */
export const BUSINESS_TYPE = {
  OTHER: 0,
  INSERT: 1,
  UPDATE: 2,
  DELETE: 3,
  GRANT: 4,
  EXPORT: 5,
  IMPORT: 6,
  FORCE: 7,
  GENCODE: 8,
  CLEAN: 9,
} as const
export type BusinessType = (typeof BUSINESS_TYPE)[keyof typeof BUSINESS_TYPE]

/** sys_role.data_scope: which rows a role's holders see. */
export const DATA_SCOPE = { ALL: '1', CUSTOM: '2', DEPT: '3', DEPT_AND_CHILD: '4', SELF: '5' } as const
export type DataScopeCode = (typeof DATA_SCOPE)[keyof typeof DATA_SCOPE]
