import type { FastifyRequest } from 'fastify'
import type { AppContext } from '../../context'
import { describeClient } from '../../auth/session'
import { sysLogininfor } from './schema'

/** One row per login attempt, logout and session end: who, from where, with what, and the outcome. */
export async function recordLogin(
  ctx: AppContext,
  request: FastifyRequest,
  userName: string,
  status: '0' | '1',
  msg: string,
) {
  const { browser, os } = describeClient(request)
  await ctx.db.insert(sysLogininfor).values({
    userName: userName.slice(0, 50),
    ipaddr: request.ip,
    browser,
    os,
    status,
    msg: msg.slice(0, 255),
    loginTime: ctx.clock.now(),
  })
}
