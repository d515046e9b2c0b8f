import { and, desc, gt, type SQL } from 'drizzle-orm'
import { endSessionById } from '../../auth/session'
import { sysSession } from '../../auth/schema'
import type { AppContext } from '../../context'
import { contains } from '../../db/like'
import { ServiceError } from '../../http/errors'

/** The most sessions the online list returns (the family's screen pages them in the browser). */
export const ONLINE_LIST_LIMIT = 5000

/** Live sessions. `tokenId` is the public session id, never the token or its hash. */
export async function listOnline(ctx: AppContext, q: { ipaddr?: string; userName?: string }) {
  const where: (SQL | undefined)[] = [gt(sysSession.expireTime, ctx.clock.now())]
  if (q.ipaddr) where.push(contains(sysSession.ipaddr, q.ipaddr))
  if (q.userName) where.push(contains(sysSession.userName, q.userName))
  const rows = await ctx.db
    .select({
      tokenId: sysSession.sessionId,
      userId: sysSession.userId,
      userName: sysSession.userName,
      deptName: sysSession.deptName,
      ipaddr: sysSession.ipaddr,
      browser: sysSession.browser,
      os: sysSession.os,
      loginTime: sysSession.loginTime,
      lastAccessTime: sysSession.lastAccessTime,
      expireTime: sysSession.expireTime,
    })
    .from(sysSession)
    .where(and(...where))
    .orderBy(desc(sysSession.loginTime))
    .limit(ONLINE_LIST_LIMIT)
  return rows.map((r) => ({ ...r, loginLocation: '' }))
}

/** Ends sessions by their public ids at once, in every process: the next request with those tokens is refused. */
export async function forceLogout(ctx: AppContext, tokenIds: string[]) {
  let ended = 0
  for (const id of tokenIds) if (await endSessionById(ctx, id)) ended++
  if (!ended) throw new ServiceError('会话不存在或已结束', 404)
  return ended
}
