import { and, eq, or, sql, type SQL } from 'drizzle-orm'
import type { AppContext } from '../../context'
import { sysDept } from './schema'

/** A department and every department below it (its id appears in their ancestors). */
export const deptSubtreeCondition = (deptId: number): SQL =>
  or(eq(sysDept.deptId, deptId), sql`${String(deptId)} = any(string_to_array(${sysDept.ancestors}, ','))`)!

/**
 * Ids of a department and its whole subtree. They are read first and passed as a list, so the planner knows how
 * many rows they select (a subquery on `ancestors` is estimated at a couple of rows, which sends big subtrees
 * down slow nested loops).
 */
export async function deptSubtreeIds(ctx: AppContext, deptId: number): Promise<number[]> {
  const rows = await ctx.db
    .select({ id: sysDept.deptId })
    .from(sysDept)
    .where(and(deptSubtreeCondition(deptId), eq(sysDept.delFlag, '0')))
  return rows.map((r) => r.id)
}
