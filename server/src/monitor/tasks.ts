import { purgeTask, type TaskDef } from '../platform/tasks'
import { sysJobLog } from './schema'

/** The monitoring module's tasks: its own log's clean-up, and a refresh of every process's caches. */
export const MONITOR_TASKS: TaskDef[] = [
  purgeTask('cleanJobLog', '调度日志', sysJobLog, sysJobLog.createTime),
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
