import type { FastifyRequest } from 'fastify'
import type { AppContext } from '../../context'
import { describeClient } from '../../auth/session'
import type { OperationRecord } from '../../platform/services'
import { sysLogininfor, sysOperLog } from './schema'

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

/** The operation log's store (the platform's `operationLog` service): one `sys_oper_log` row per logged write. */
export async function storeOperation(ctx: AppContext, record: OperationRecord) {
  await ctx.db.insert(sysOperLog).values(record)
}
