import { and, asc, eq, inArray, sql } from 'drizzle-orm'
import type { SessionAccess } from '../../auth/session'
import { inIds } from '../../auth/data-scope'
import type { AppContext } from '../../context'
import { namesByIds } from '../names'
import { scopeGrant } from '../role/data-scope'
import { sysDept } from './schema'

/** A department (an organisation node: group, company, department) as other domains see it. */
export interface DirectoryDept {
  deptId: number
  parentId: number
  deptName: string
  orderNum: number
  /** Ids from the root down to the parent. */
  ancestors: number[]
  /** '0' enabled, '1' disabled. */
  status: string
}

const DEPT_COLUMNS = {
  deptId: sysDept.deptId,
  parentId: sysDept.parentId,
  deptName: sysDept.deptName,
  orderNum: sysDept.orderNum,
  ancestors: sysDept.ancestors,
  status: sysDept.status,
}

const live = eq(sysDept.delFlag, '0')
const DISPLAY_ORDER = [asc(sysDept.parentId), asc(sysDept.orderNum), asc(sysDept.deptId)]

const toDept = (r: { ancestors: string } & Omit<DirectoryDept, 'ancestors'>): DirectoryDept => ({
  ...r,
  ancestors: r.ancestors
    .split(',')
    .filter((s) => s !== '' && s !== '0')
    .map(Number),
})

/** Existing departments by id, in display order (parent, order, id); unknown ids are left out. */
export async function deptsByIds(ctx: AppContext, ids: readonly number[]): Promise<DirectoryDept[]> {
  if (!ids.length) return []
  const rows = await ctx.db
    .select(DEPT_COLUMNS)
    .from(sysDept)
    .where(and(live, inArray(sysDept.deptId, [...new Set(ids)])))
    .orderBy(...DISPLAY_ORDER)
  return rows.map(toDept)
}

/** Every enabled department, flat and in display order (a picker builds the tree from `parentId`). */
export async function enabledDepts(ctx: AppContext): Promise<DirectoryDept[]> {
  const rows = await ctx.db
    .select(DEPT_COLUMNS)
    .from(sysDept)
    .where(and(live, eq(sysDept.status, '0')))
    .orderBy(...DISPLAY_ORDER)
  return rows.map(toDept)
}

/** Names for department ids (list columns); deleted departments keep their name. */
export function deptNames(ctx: AppContext, ids: readonly (number | null)[]): Promise<Map<number, string>> {
  return namesByIds(ctx, sysDept, sysDept.deptId, sysDept.deptName, ids)
}

/** A department's chain from the root down to itself (a company above a workshop, a number's org code). */
export async function deptPath(ctx: AppContext, deptId: number): Promise<DirectoryDept[]> {
  const [self] = await deptsByIds(ctx, [deptId])
  if (!self) return []
  const above = await deptsByIds(ctx, self.ancestors)
  return [...self.ancestors.map((id) => above.find((d) => d.deptId === id)!).filter(Boolean), self]
}

/**
 * The departments `caller` may act for (fill in, report, own a record): those their data scope grants, or their
 * own department when the scope names none ("self"); all for an administrator or a grant of everything. Live ones
 * in display order, limited to `ids` when given.
 */
export async function actableDepts(
  ctx: AppContext,
  caller: SessionAccess,
  ids?: readonly number[],
): Promise<DirectoryDept[]> {
  const grant = caller.isAdmin ? ({ all: true } as const) : await scopeGrant(ctx, caller)
  const where = grant.all
    ? undefined
    : grant.deptIds.length
      ? inIds(sysDept.deptId, grant.deptIds)
      : caller.deptId !== null
        ? eq(sysDept.deptId, caller.deptId)
        : sql`false`
  const rows = await ctx.db
    .select(DEPT_COLUMNS)
    .from(sysDept)
    .where(and(live, where, ids ? inIds(sysDept.deptId, ids) : undefined))
    .orderBy(...DISPLAY_ORDER)
  return rows.map(toDept)
}
