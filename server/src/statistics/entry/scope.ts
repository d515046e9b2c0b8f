import { and, eq, inArray, sql, type SQL } from 'drizzle-orm'
import type { SessionAccess } from '../../auth/session'
import { dataScopeFilter, inIds } from '../../auth/data-scope'
import type { AppContext } from '../../context'
import { ServiceError } from '../../http/errors'
import { sysDept } from '../../system/dept/schema'
import type { Kind } from '../tables'

/**
 * Data scope of statistics rows: the organisation (`org_id`, a department) is the row's department, so a user sees
 * and fills in the organisations their roles grant (and, with "self" scope, the rows they created).
 */
export const rowScope = (ctx: AppContext, user: SessionAccess, k: Kind): Promise<SQL | undefined> =>
  dataScopeFilter(ctx, user, { deptId: k.table.orgId, createBy: k.table.createBy })

/** The organisations the caller may fill in for, by id with their names (departments in scope, live, enabled). */
export async function visibleOrgs(ctx: AppContext, user: SessionAccess, ids?: number[]) {
  const grant = user.isAdmin ? ({ all: true } as const) : await ctx.services.dataScope.grant(user)
  // "Self" scope names no department; such a user fills in for their own department only.
  const where = grant.all
    ? undefined
    : grant.deptIds.length
      ? inIds(sysDept.deptId, grant.deptIds)
      : user.deptId !== null
        ? eq(sysDept.deptId, user.deptId)
        : sql`false`
  return ctx.db
    .select({
      orgId: sysDept.deptId,
      orgName: sysDept.deptName,
      parentId: sysDept.parentId,
      orderNum: sysDept.orderNum,
    })
    .from(sysDept)
    .where(and(eq(sysDept.delFlag, '0'), where, ids ? inArray(sysDept.deptId, ids) : undefined))
    .orderBy(sysDept.parentId, sysDept.orderNum, sysDept.deptId)
}

/** The organisation's name when the caller may fill in for it; a clear refusal otherwise. */
export async function orgForEntry(ctx: AppContext, user: SessionAccess, orgId: number): Promise<string> {
  const [org] = await visibleOrgs(ctx, user, [orgId])
  if (!org) throw new ServiceError(`填报单位（编号 ${orgId}）不存在或不在您的数据权限范围内`, 403)
  return org.orgName
}
