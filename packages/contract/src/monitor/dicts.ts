/** Dictionary types of 系统监控 that code names. */
export const MONITOR_DICT_TYPES = {
  jobStatus: 'sys_job_status',
  jobGroup: 'sys_job_group',
} as const

/** What a scheduled job does with fires it missed (Quartz's misfire instructions). */
export const MISFIRE_POLICY = { RUN_ALL: '1', RUN_ONCE: '2', SKIP: '3' } as const
