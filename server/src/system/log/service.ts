import type { AppContext } from '../../context'
import type { LoginRecord, OperationRecord } from '../../platform/services'
import { sysLogininfor, sysOperLog } from './schema'

/** The login log's store (the platform's `loginLog` service): one `sys_logininfor` row per sign-in, refusal or sign-out. */
export async function storeLogin(ctx: AppContext, record: LoginRecord) {
  await ctx.db.insert(sysLogininfor).values(record)
}

/** The operation log's store (the platform's `operationLog` service): one `sys_oper_log` row per logged write. */
export async function storeOperation(ctx: AppContext, record: OperationRecord) {
  await ctx.db.insert(sysOperLog).values(record)
}
