import { and, asc, desc, eq, gt, inArray, lt, sql, type SQL } from 'drizzle-orm'
import type { AppContext } from '../../context'
import { contains } from '../../db/like'
import { keptRowCount } from '../../db/row-count'
import { orderByFromAllowlist, pageOfTable, rangeBounds, type Paging } from '../../http/paging'
import { ServiceError } from '../../http/errors'
import { sysLogininfor, sysOperLog } from './schema'

/* ---------- operation log ---------- */

export interface OperLogFilters {
  title?: string
  operName?: string
  businessType?: number
  status?: number
  operIp?: string
  params?: { beginTime?: string; endTime?: string }
}

const operSortable = {
  operId: sysOperLog.operId,
  operTime: sysOperLog.operTime,
  costTime: sysOperLog.costTime,
  operName: sysOperLog.operName,
  title: sysOperLog.title,
  businessType: sysOperLog.businessType,
  status: sysOperLog.status,
}

export function operLogFilter(q: OperLogFilters): SQL | undefined {
  const where: SQL[] = []
  if (q.title) where.push(contains(sysOperLog.title, q.title))
  if (q.operName) where.push(contains(sysOperLog.operName, q.operName))
  if (q.operIp) where.push(contains(sysOperLog.operIp, q.operIp))
  if (q.businessType !== undefined) where.push(eq(sysOperLog.businessType, q.businessType))
  if (q.status !== undefined) where.push(eq(sysOperLog.status, q.status))
  const { begin, end } = rangeBounds(q.params)
  if (begin) where.push(sql`${sysOperLog.operTime} >= ${begin}`)
  if (end) where.push(sql`${sysOperLog.operTime} <= ${end}`)
  return and(...where)
}

export const listOperLogs = (ctx: AppContext, q: OperLogFilters & Paging) =>
  pageOfTable(
    ctx.db,
    sysOperLog,
    operLogFilter(q),
    orderByFromAllowlist(q, operSortable, [desc(sysOperLog.operId)]),
    q,
    () => keptRowCount(ctx.db, 'sys_oper_log'),
  )

export async function getOperLog(ctx: AppContext, operId: number) {
  const [row] = await ctx.db.select().from(sysOperLog).where(eq(sysOperLog.operId, operId))
  if (!row) throw new ServiceError('操作日志不存在', 404)
  return row
}

export const deleteOperLogs = (ctx: AppContext, ids: number[]) =>
  ctx.db.delete(sysOperLog).where(inArray(sysOperLog.operId, ids))
export const cleanOperLogs = (ctx: AppContext) => ctx.db.delete(sysOperLog)

/** Deletes operation-log rows older than `days` days; returns how many. */
export async function purgeOperLogs(ctx: AppContext, days: number) {
  const before = new Date(ctx.clock.now().getTime() - days * 86_400_000)
  const rows = await ctx.db
    .delete(sysOperLog)
    .where(lt(sysOperLog.operTime, before))
    .returning({ id: sysOperLog.operId })
  return rows.length
}

export const operLogBatch = (ctx: AppContext, where: SQL | undefined, after: number, size: number) =>
  ctx.db
    .select()
    .from(sysOperLog)
    .where(and(where, gt(sysOperLog.operId, after)))
    .orderBy(asc(sysOperLog.operId))
    .limit(size)

/* ---------- login log ---------- */

export interface LoginLogFilters {
  ipaddr?: string
  userName?: string
  status?: '0' | '1'
  params?: { beginTime?: string; endTime?: string }
}

const loginSortable = {
  infoId: sysLogininfor.infoId,
  loginTime: sysLogininfor.loginTime,
  userName: sysLogininfor.userName,
  ipaddr: sysLogininfor.ipaddr,
  status: sysLogininfor.status,
}

export function loginLogFilter(q: LoginLogFilters): SQL | undefined {
  const where: SQL[] = []
  if (q.ipaddr) where.push(contains(sysLogininfor.ipaddr, q.ipaddr))
  if (q.userName) where.push(contains(sysLogininfor.userName, q.userName))
  if (q.status) where.push(eq(sysLogininfor.status, q.status))
  const { begin, end } = rangeBounds(q.params)
  if (begin) where.push(sql`${sysLogininfor.loginTime} >= ${begin}`)
  if (end) where.push(sql`${sysLogininfor.loginTime} <= ${end}`)
  return and(...where)
}

export const listLoginLogs = (ctx: AppContext, q: LoginLogFilters & Paging) =>
  pageOfTable(
    ctx.db,
    sysLogininfor,
    loginLogFilter(q),
    orderByFromAllowlist(q, loginSortable, [desc(sysLogininfor.infoId)]),
    q,
    () => keptRowCount(ctx.db, 'sys_logininfor'),
  )

export const deleteLoginLogs = (ctx: AppContext, ids: number[]) =>
  ctx.db.delete(sysLogininfor).where(inArray(sysLogininfor.infoId, ids))
export const cleanLoginLogs = (ctx: AppContext) => ctx.db.delete(sysLogininfor)

/** Deletes login-log rows older than `days` days; returns how many. */
export async function purgeLoginLogs(ctx: AppContext, days: number) {
  const before = new Date(ctx.clock.now().getTime() - days * 86_400_000)
  const rows = await ctx.db
    .delete(sysLogininfor)
    .where(lt(sysLogininfor.loginTime, before))
    .returning({ id: sysLogininfor.infoId })
  return rows.length
}

export const loginLogBatch = (ctx: AppContext, where: SQL | undefined, after: number, size: number) =>
  ctx.db
    .select()
    .from(sysLogininfor)
    .where(and(where, gt(sysLogininfor.infoId, after)))
    .orderBy(asc(sysLogininfor.infoId))
    .limit(size)
