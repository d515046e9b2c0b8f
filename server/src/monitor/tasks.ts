import { lt } from 'drizzle-orm'
import { DAYS_PARAM, daysAgo, type TaskDef } from '../platform/tasks'
import { sysJobLog } from './schema'

/** The monitoring module's tasks: its own log's clean-up, and a refresh of every process's caches. */
export const MONITOR_TASKS: TaskDef[] = [
  {
    name: 'cleanJobLog',
    title: '清理早于 days 天的调度日志',
    params: [DAYS_PARAM],
    run: async (ctx, [d]) => {
      const rows = await ctx.db
        .delete(sysJobLog)
        .where(lt(sysJobLog.createTime, daysAgo(ctx, d as number)))
        .returning({ id: sysJobLog.jobLogId })
      return `已清理调度日志 ${rows.length} 条`
    },
  },
  {
    name: 'refreshCaches',
    title: '清空各进程的权限、菜单、参数与字典缓存',
    params: [],
    run: async (ctx) => {
      ctx.bus.publish({ kind: 'clearAll' })
      return '缓存已刷新'
    },
  },
]
