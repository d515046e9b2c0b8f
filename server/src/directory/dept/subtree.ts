import { and, eq, or, sql, type SQL } from 'drizzle-orm'
import { defineCache } from '../../cache'
import { ACCESS_CACHE, type AppContext } from '../../context'
import { sysDept } from './schema'

/**
 * A department's subtree ids, kept: every department write clears `access` (here and, through the cache bus, in
 * every process), and with it this cache. A list filtered by department then runs one statement, not two.
 */
export const DEPT_SUBTREE_CACHE = defineCache<number, readonly number[]>('deptSubtree', 60_000, {
  clearedWith: [ACCESS_CACHE],
})

/** A department and every department below it (its id appears in their ancestors). */
export const deptSubtreeCondition = (deptId: number): SQL =>
  or(eq(sysDept.deptId, deptId), sql`${String(deptId)} = any(string_to_array(${sysDept.ancestors}, ','))`)!

/**
 * Ids of a department and its whole subtree (cached: `DEPT_SUBTREE_CACHE`). They are read first and passed as a list, so the planner knows how
 * many rows they select (a subquery on `ancestors` is estimated at a couple of rows, which sends big subtrees
 * down slow nested loops).
 */
export function deptSubtreeIds(ctx: AppContext, deptId: number): Promise<readonly number[]> {
  return ctx.caches.of(DEPT_SUBTREE_CACHE).getOrLoad(deptId, async () => {
    const rows = await ctx.db
      .select({ id: sysDept.deptId })
      .from(sysDept)
      .where(and(deptSubtreeCondition(deptId), eq(sysDept.delFlag, '0')))
    return rows.map((r) => r.id)
  })
}
