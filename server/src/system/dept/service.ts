import type { DEPT, InputOf } from '@wp/contract'
import { and, asc, eq, inArray, ne, not, sql, type SQL } from 'drizzle-orm'
import type { SessionAccess } from '../../auth/session'
import type { AppContext } from '../../context'
import { contains } from '../../db/like'
import { ServiceError } from '../../http/errors'
import { assertAllVisible, dataScopeFilter } from '../../auth/data-scope'
import { deptSubtreeCondition } from '../../directory/dept/subtree'
import { buildTreeSelect } from '../tree'
import { sysUser } from '../../directory/user/schema'
import { sysDept } from '../../directory/dept/schema'
import { softDeleted } from '../soft-delete'

export const NO_DEPT_ACCESS = '没有权限访问部门数据！'

export interface DeptQuery {
  deptName?: string
  status?: '0' | '1'
}

export const alive = eq(sysDept.delFlag, '0')
const order = [asc(sysDept.parentId), asc(sysDept.orderNum), asc(sysDept.deptId)]

export const deptScope = (ctx: AppContext, user: SessionAccess) =>
  dataScopeFilter(ctx, user, { deptId: sysDept.deptId })

/** The departments the caller may see, as a flat list in tree order. */
export async function listDepts(ctx: AppContext, user: SessionAccess, q: DeptQuery = {}, extra?: SQL) {
  const where: (SQL | undefined)[] = [alive, await deptScope(ctx, user), extra]
  if (q.deptName) where.push(contains(sysDept.deptName, q.deptName))
  if (q.status) where.push(eq(sysDept.status, q.status))
  return ctx.db
    .select()
    .from(sysDept)
    .where(and(...where))
    .orderBy(...order)
}

/** For the parent picker: every visible department except this one and those below it. */
export function listDeptsExcluding(ctx: AppContext, user: SessionAccess, deptId: number) {
  return listDepts(ctx, user, {}, not(deptSubtreeCondition(deptId)))
}

/** The enabled departments the caller may see, as a picker tree. */
export async function deptTree(ctx: AppContext, user: SessionAccess) {
  const rows = await listDepts(ctx, user, { status: '0' })
  return buildTreeSelect(rows, {
    id: (d) => d.deptId,
    parentId: (d) => d.parentId,
    label: (d) => d.deptName,
    disabled: (d) => d.status === '1',
  })
}

/** Refuses unless every department exists and lies inside the caller's data scope. */
export async function assertDeptsVisible(ctx: AppContext, user: SessionAccess, ids: number[]) {
  if (!ids.length) return
  if ((await ctx.db.$count(sysDept, and(inArray(sysDept.deptId, ids), alive))) < new Set(ids).size)
    throw new ServiceError('部门不存在', 404)
  if (user.isAdmin) return
  const scope = await deptScope(ctx, user)
  await assertAllVisible(ctx.db, sysDept.deptId, ids, and(alive, scope), NO_DEPT_ACCESS)
}

/** A department as its detail sends it: with its parent's name (the edit form shows it when nothing else can be). */
export async function withParentName<Row extends { parentId: number }>(ctx: AppContext, row: Row) {
  const [parent] = await ctx.db
    .select({ deptName: sysDept.deptName })
    .from(sysDept)
    .where(eq(sysDept.deptId, row.parentId))
  return { ...row, parentName: parent?.deptName ?? null }
}

/** A department's body, as `DEPT` describes it (validated by the routes drawn from it). */
export type DeptInput = InputOf<typeof DEPT>
type Stored = typeof sysDept.$inferInsert

/** A new department's parent: one the caller may see, enabled. */
export async function checkParent(ctx: AppContext, user: SessionAccess, parentId: number) {
  const [parent] = await ctx.db
    .select()
    .from(sysDept)
    .where(and(eq(sysDept.deptId, parentId), alive))
  if (!parent) throw new ServiceError('上级部门不存在')
  await assertDeptsVisible(ctx, user, [parent.deptId])
  if (parent.status !== '0') throw new ServiceError('部门停用，不允许新增')
  return parent
}

/** A move goes under a department the caller may see; disabling waits until the departments below are disabled. */
export async function checkEdit(
  ctx: AppContext,
  user: SessionAccess,
  before: { deptId: number; parentId: number; status: string },
  input: Partial<DeptInput>,
) {
  if (input.parentId != null && input.parentId !== before.parentId)
    await assertDeptsVisible(ctx, user, [input.parentId])
  if (input.status === '1' && before.status === '0') {
    const below = and(
      deptSubtreeCondition(before.deptId),
      ne(sysDept.deptId, before.deptId),
      eq(sysDept.status, '0'),
      alive,
    )
    if ((await ctx.db.$count(sysDept, below)) > 0) throw new ServiceError('该部门包含未停用的子部门！')
  }
}

export async function addDept(ctx: AppContext, user: SessionAccess, input: DeptInput) {
  const [parent] = await ctx.db.select().from(sysDept).where(eq(sysDept.deptId, input.parentId))
  const [row] = await ctx.db
    .insert(sysDept)
    .values({
      ...(input as Stored), // the routes filled the defaults in
      ancestors: `${parent.ancestors},${parent.deptId}`,
      createBy: user.userName,
      createTime: ctx.clock.now(),
    })
    .returning()
  return row
}

/**
 * Edits a department (checked by the routes and `checkEdit`). Moving it rewrites the ancestors of everything below
 * it in the same transaction; enabling it enables the departments above it, so it is reachable in the tree.
 */
export async function editDept(ctx: AppContext, user: SessionAccess, deptId: number, input: Partial<DeptInput>) {
  const [before] = await ctx.db.select().from(sysDept).where(eq(sysDept.deptId, deptId))
  let ancestors = before.ancestors
  if (input.parentId != null && input.parentId !== before.parentId) {
    const [parent] = await ctx.db.select().from(sysDept).where(eq(sysDept.deptId, input.parentId))
    ancestors = `${parent.ancestors},${parent.deptId}`
  }
  const now = ctx.clock.now()
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(sysDept)
      .set({ ...(input as Partial<Stored>), ancestors, updateBy: user.userName, updateTime: now })
      .where(eq(sysDept.deptId, deptId))
    if (ancestors !== before.ancestors) {
      // Descendants' ancestors start with the old `ancestors,deptId`; swap that prefix for the new one.
      const oldPrefix = `${before.ancestors},${deptId}`
      const newPrefix = `${ancestors},${deptId}`
      await tx
        .update(sysDept)
        .set({ ancestors: sql`${newPrefix} || substr(${sysDept.ancestors}, ${oldPrefix.length + 1})` })
        .where(
          and(ne(sysDept.deptId, deptId), sql`${String(deptId)} = any(string_to_array(${sysDept.ancestors}, ','))`),
        )
    }
    if (input.status === '0' && before.status !== '0') {
      const above = ancestors
        .split(',')
        .map(Number)
        .filter((n) => n > 0)
      if (above.length) await tx.update(sysDept).set({ status: '0' }).where(inArray(sysDept.deptId, above))
    }
  })
}

/** A department with users stays. */
export async function assertNoUsers(ctx: AppContext, rows: readonly { deptId: number }[]) {
  const ids = rows.map((d) => d.deptId)
  if ((await ctx.db.$count(sysUser, and(inArray(sysUser.deptId, ids), eq(sysUser.delFlag, '0')))) > 0)
    throw new ServiceError('部门存在用户,不允许删除')
}

/** Deleted departments stay, marked (`del_flag` 2). */
export async function deleteDepts(ctx: AppContext, user: SessionAccess, ids: number[]) {
  await ctx.db.update(sysDept).set(softDeleted(ctx, user.userName)).where(inArray(sysDept.deptId, ids))
}
