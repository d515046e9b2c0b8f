import type { SQL } from 'drizzle-orm'
import type { SessionAccess } from '../../auth/session'
import type { AppContext } from '../../context'
import { actableDepts, dataScopeFilter } from '../../directory'
import { ServiceError } from '../../http/errors'
import type { Kind } from '../tables'

/**
 * Data scope of statistics rows: the organisation (`org_id`, a department) is the row's department, so a user sees
 * and fills in the organisations their roles grant (and, with "self" scope, the rows they created).
 */
export const rowScope = (ctx: AppContext, user: SessionAccess, k: Kind): Promise<SQL | undefined> =>
  dataScopeFilter(ctx, user, { deptId: k.table.orgId, createBy: k.table.createBy })

/** The organisations the caller may fill in for, by id with their names (departments in scope, live). */
export async function visibleOrgs(ctx: AppContext, user: SessionAccess, ids?: number[]) {
  return (await actableDepts(ctx, user, ids)).map((d) => ({
    orgId: d.deptId,
    orgName: d.deptName,
    parentId: d.parentId,
    orderNum: d.orderNum,
  }))
}

/** The organisation's name when the caller may fill in for it; a clear refusal otherwise. */
export async function orgForEntry(ctx: AppContext, user: SessionAccess, orgId: number): Promise<string> {
  const [org] = await visibleOrgs(ctx, user, [orgId])
  if (!org) throw new ServiceError(`填报单位（编号 ${orgId}）不存在或不在您的数据权限范围内`, 403)
  return org.orgName
}
