import { lt } from 'drizzle-orm'
import type { AppContext } from '../../context'
import { daysAgo } from '../../platform/tasks'
import { sysLogininfor, sysOperLog } from './schema'

/* ---------- operation log ---------- */

/** Deletes operation-log rows older than `days` days; returns how many. */
export async function purgeOperLogs(ctx: AppContext, days: number) {
  const rows = await ctx.db
    .delete(sysOperLog)
    .where(lt(sysOperLog.operTime, daysAgo(ctx, days)))
    .returning({ id: sysOperLog.operId })
  return rows.length
}

/* ---------- login log ---------- */

/** Deletes login-log rows older than `days` days; returns how many. */
export async function purgeLoginLogs(ctx: AppContext, days: number) {
  const rows = await ctx.db
    .delete(sysLogininfor)
    .where(lt(sysLogininfor.loginTime, daysAgo(ctx, days)))
    .returning({ id: sysLogininfor.infoId })
  return rows.length
}
