/** The rows 系统监控 sends, as the browser reads them (dates as `yyyy-MM-dd HH:mm:ss` text). */

/** A live session on the online-users screen. `tokenId` is its public id, never the token. */
export interface OnlineUser {
  tokenId: string
  userId?: number
  userName: string
  deptName?: string | null
  ipaddr?: string | null
  loginLocation?: string | null
  browser?: string | null
  os?: string | null
  loginTime?: string | null
  lastAccessTime?: string | null
  expireTime?: string | null
}

export interface JobRow {
  jobId: number
  jobName: string
  /** sys_job_group */
  jobGroup: string
  /** A task of the server's registry: `name` or `name(literal, …)`. */
  invokeTarget: string
  /** Quartz form, seconds first. */
  cronExpression: string
  /** 1 run every missed fire, 2 run once, 3 skip (MISFIRE_POLICY). */
  misfirePolicy: string
  /** 0 may overlap, 1 may not. */
  concurrent: string
  /** sys_job_status */
  status: string
  remark?: string | null
  /** When the expression fires next (computed, not stored). */
  nextValidTime?: string | null
  createBy?: string | null
  createTime?: string | null
  updateBy?: string | null
  updateTime?: string | null
}

export interface JobLogRow {
  jobLogId: number
  jobId?: number | null
  jobName: string
  jobGroup: string
  invokeTarget: string
  jobMessage?: string | null
  /** sys_common_status */
  status: string
  exceptionInfo?: string | null
  startTime?: string | null
  endTime?: string | null
  createTime?: string | null
}
