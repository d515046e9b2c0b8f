import { DAYS_PARAM, type TaskDef } from '../../platform/tasks'
import { purgeLoginLogs, purgeOperLogs } from './query'

/** Clean-ups of the two logs, for scheduled jobs (seeded paused by the monitoring module). */
export const LOG_TASKS: TaskDef[] = [
  {
    name: 'cleanOperLog',
    title: '清理早于 days 天的操作日志',
    params: [DAYS_PARAM],
    run: async (ctx, [d]) => `已清理操作日志 ${await purgeOperLogs(ctx, d as number)} 条`,
  },
  {
    name: 'cleanLoginLog',
    title: '清理早于 days 天的登录日志',
    params: [DAYS_PARAM],
    run: async (ctx, [d]) => `已清理登录日志 ${await purgeLoginLogs(ctx, d as number)} 条`,
  },
]
