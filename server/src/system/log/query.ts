import { desc, inArray, lt } from 'drizzle-orm'
import type { AppContext } from '../../context'
import { equals, like, within } from '../../db/filters'
import { daysAgo } from '../../platform/tasks'
import { listing } from '../../http/listing'
import { sysLogininfor, sysOperLog } from './schema'

/* ---------- operation log ---------- */

export const operLogs = listing(sysOperLog, {
  id: sysOperLog.operId,
  filters: {
    title: like(sysOperLog.title),
    operName: like(sysOperLog.operName),
    operIp: like(sysOperLog.operIp),
    businessType: equals(sysOperLog.businessType),
    status: equals(sysOperLog.status),
    params: within(sysOperLog.operTime),
  },
  sortable: {
    operId: sysOperLog.operId,
    operTime: sysOperLog.operTime,
    costTime: sysOperLog.costTime,
    operName: sysOperLog.operName,
    title: sysOperLog.title,
    businessType: sysOperLog.businessType,
    status: sysOperLog.status,
  },
  order: [desc(sysOperLog.operId)],
  notFound: '操作日志不存在',
  keptCount: true, // migration 0002_row_counts
})

export const deleteOperLogs = async (ctx: AppContext, ids: number[]) => {
  await ctx.db.delete(sysOperLog).where(inArray(sysOperLog.operId, ids))
}
export const cleanOperLogs = (ctx: AppContext) => ctx.db.delete(sysOperLog)

/** Deletes operation-log rows older than `days` days; returns how many. */
export async function purgeOperLogs(ctx: AppContext, days: number) {
  const rows = await ctx.db
    .delete(sysOperLog)
    .where(lt(sysOperLog.operTime, daysAgo(ctx, days)))
    .returning({ id: sysOperLog.operId })
  return rows.length
}

/* ---------- login log ---------- */

export const loginLogs = listing(sysLogininfor, {
  id: sysLogininfor.infoId,
  filters: {
    ipaddr: like(sysLogininfor.ipaddr),
    userName: like(sysLogininfor.userName),
    status: equals(sysLogininfor.status),
    params: within(sysLogininfor.loginTime),
  },
  sortable: {
    infoId: sysLogininfor.infoId,
    loginTime: sysLogininfor.loginTime,
    accessTime: sysLogininfor.loginTime, // the family's name for it
    userName: sysLogininfor.userName,
    ipaddr: sysLogininfor.ipaddr,
    status: sysLogininfor.status,
  },
  order: [desc(sysLogininfor.infoId)],
  notFound: '登录日志不存在',
  keptCount: true,
})

export const deleteLoginLogs = async (ctx: AppContext, ids: number[]) => {
  await ctx.db.delete(sysLogininfor).where(inArray(sysLogininfor.infoId, ids))
}
export const cleanLoginLogs = (ctx: AppContext) => ctx.db.delete(sysLogininfor)

/** Deletes login-log rows older than `days` days; returns how many. */
export async function purgeLoginLogs(ctx: AppContext, days: number) {
  const rows = await ctx.db
    .delete(sysLogininfor)
    .where(lt(sysLogininfor.loginTime, daysAgo(ctx, days)))
    .returning({ id: sysLogininfor.infoId })
  return rows.length
}
