import { lt } from 'drizzle-orm'
import type { TaskDef } from '../platform/tasks'
import { sysCaptcha, sysSession } from './schema'

/** The platform's housekeeping task: sessions and login challenges past their time. */
export const SESSION_TASKS: TaskDef[] = [
  {
    name: 'cleanExpiredSessions',
    title: '清理已过期的会话与登录挑战',
    params: [],
    run: async (ctx) => {
      const now = ctx.clock.now()
      const sessions = await ctx.db
        .delete(sysSession)
        .where(lt(sysSession.expireTime, now))
        .returning({ h: sysSession.tokenHash })
      const challenges = await ctx.db
        .delete(sysCaptcha)
        .where(lt(sysCaptcha.expireTime, now))
        .returning({ u: sysCaptcha.uuid })
      return `已清理过期会话 ${sessions.length} 个、登录挑战 ${challenges.length} 个`
    },
  },
]
