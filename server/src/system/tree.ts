import type { TreeSelect } from '@wp/contract'
import { eq } from 'drizzle-orm'
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core'
import { z } from 'zod'
import type { SessionUser } from '../auth/session'
import type { AppContext } from '../context'
import { ok } from '../http/envelope'
import { BusinessType } from '../http/oplog'
import type { Router } from '../http/route'
import { idParam } from '../http/validation'

/**
 * Builds a picker tree from flat rows in display order. A row whose parent is not among the rows becomes a
 * root, so a tree limited by data scope still shows every visible node.
 */
export function buildTreeSelect<T>(
  rows: T[],
  pick: { id: (r: T) => number; parentId: (r: T) => number; label: (r: T) => string; disabled?: (r: T) => boolean },
): TreeSelect[] {
  const nodes = new Map<number, TreeSelect>()
  for (const r of rows)
    nodes.set(pick.id(r), { id: pick.id(r), label: pick.label(r), disabled: pick.disabled?.(r) ?? false })
  const roots: TreeSelect[] = []
  for (const r of rows) {
    const node = nodes.get(pick.id(r))!
    const parent = nodes.get(pick.parentId(r))
    if (parent && parent !== node) (parent.children ??= []).push(node)
    else roots.push(node)
  }
  return roots
}

/**
 * The ids a picker tree should show ticked. With linked checking (`strict`, the family's default) the tree ticks a
 * parent's children by itself, so parents of other ticked nodes are left out, as the family does.
 */
export function checkedKeys(rows: { id: number; parentId: number }[], strict: boolean): number[] {
  const parents = new Set(rows.map((r) => r.parentId))
  return rows.filter((r) => !strict || !parents.has(r.id)).map((r) => r.id)
}

/**
 * `PUT <path>/updateSort` as the family's tree screens send it: `{<ids>: '3,1,2', orderNums: '1,2,3'}` (comma
 * lists, or arrays). Each id gets the order number at the same place, in one transaction; `check` refuses ids the
 * caller may not touch.
 */
export function updateSortRoute(
  r: Router,
  ctx: AppContext,
  d: {
    path: string
    idsField: 'menuIds' | 'deptIds'
    access: `${string}:${string}`
    title: string
    /** A table with an `orderNum` column. */
    table: PgTable
    id: AnyPgColumn
    check?: (caller: SessionUser, ids: number[]) => Promise<void>
  },
) {
  const list = <T extends z.ZodType>(item: T) =>
    z.preprocess(
      (v) => (typeof v === 'string' ? v.split(',').map((s) => s.trim()) : typeof v === 'number' ? [v] : v),
      z.array(item).min(1).max(2000),
    )
  r.put(`${d.path}/updateSort`, {
    access: d.access,
    summary: '保存排序 {ids: "逗号分隔", orderNums: "逗号分隔"}',
    body: z
      .object({
        [d.idsField]: list(idParam),
        orderNums: list(z.coerce.number().int().min(0).max(99999)),
      })
      .refine((b) => (b[d.idsField] as number[]).length === b.orderNums.length, '编号与排序的个数不一致'),
    log: { title: d.title, type: BusinessType.UPDATE },
    handler: async ({ body, user }) => {
      const ids = body[d.idsField] as number[]
      await d.check?.(user!, ids)
      await ctx.db.transaction(async (tx) => {
        for (const [i, id] of ids.entries())
          await tx
            .update(d.table)
            .set({ orderNum: body.orderNums[i] } as never)
            .where(eq(d.id, id))
      })
      ctx.bus.publish({ kind: 'access' })
      return ok()
    },
  })
}
