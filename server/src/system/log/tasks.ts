import { purgeTask, type TaskDef } from '../../platform/tasks'
import { sysLogininfor, sysOperLog } from './schema'

/** Clean-ups of the two logs, for scheduled jobs (seeded paused by the monitoring module). */
export const LOG_TASKS: TaskDef[] = [
  purgeTask('cleanOperLog', '操作日志', sysOperLog, sysOperLog.operTime),
  purgeTask('cleanLoginLog', '登录日志', sysLogininfor, sysLogininfor.loginTime),
]
