import { and, asc, eq, getTableColumns, inArray, ne, not, sql, type SQL } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { SessionAccess } from '../../auth/session'
import type { AppContext } from '../../context'
import { contains } from '../../db/like'
import { ServiceError } from '../../http/errors'
import { assertAllVisible, dataScopeFilter } from '../../auth/data-scope'
import { deptSubtreeCondition } from '../../directory/dept/subtree'
import { buildTreeSelect } from '../tree'
import { sysUser } from '../../directory/user/schema'
import { sysDept } from '../../directory/dept/schema'

export type DeptRow = typeof sysDept.$inferSelect

export const NO_DEPT_ACCESS = '没有权限访问部门数据！'

export interface DeptQuery {
  deptName?: string
  status?: '0' | '1'
}

const alive = eq(sysDept.delFlag, '0')
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

const parentDept = alias(sysDept, 'parent')

/** One department, with its parent's name (the edit form shows it when nothing else can be the parent). */
export async function getDept(ctx: AppContext, user: SessionAccess, deptId: number) {
  const [row] = await ctx.db
    .select({ ...getTableColumns(sysDept), parentName: parentDept.deptName })
    .from(sysDept)
    .leftJoin(parentDept, eq(parentDept.deptId, sysDept.parentId))
    .where(and(eq(sysDept.deptId, deptId), alive))
  if (!row) throw new ServiceError('部门不存在', 404)
  await assertDeptsVisible(ctx, user, [deptId])
  return row
}

export interface DeptInput {
  parentId: number
  deptName: string
  orderNum: number
  leader?: string | null
  phone?: string | null
  email?: string | null
  status: '0' | '1'
}

async function nameTaken(ctx: AppContext, input: DeptInput, exceptId?: number) {
  const [row] = await ctx.db
    .select({ id: sysDept.deptId })
    .from(sysDept)
    .where(and(eq(sysDept.parentId, input.parentId), eq(sysDept.deptName, input.deptName), alive))
  return !!row && row.id !== exceptId
}

export async function addDept(ctx: AppContext, user: SessionAccess, input: DeptInput) {
  const [parent] = await ctx.db
    .select()
    .from(sysDept)
    .where(and(eq(sysDept.deptId, input.parentId), alive))
  if (!parent) throw new ServiceError('上级部门不存在')
  await assertDeptsVisible(ctx, user, [parent.deptId])
  if (parent.status !== '0') throw new ServiceError('部门停用，不允许新增')
  if (await nameTaken(ctx, input)) throw new ServiceError(`新增部门'${input.deptName}'失败，部门名称已存在`)
  const [row] = await ctx.db
    .insert(sysDept)
    .values({
      ...input,
      ancestors: `${parent.ancestors},${parent.deptId}`,
      createBy: user.userName,
      createTime: ctx.clock.now(),
    })
    .returning()
  return row
}

/**
 * Edits a department. Moving it rewrites the ancestors of everything below it in the same transaction;
 * it cannot move under itself or below itself, nor be disabled while enabled departments remain under it.
 */
export async function editDept(ctx: AppContext, user: SessionAccess, deptId: number, input: DeptInput) {
  const before = await getDept(ctx, user, deptId)
  const fail = (why: string) => new ServiceError(`修改部门'${input.deptName}'失败，${why}`)
  if (input.parentId === deptId) throw fail('上级部门不能是自己')
  if (await nameTaken(ctx, input, deptId)) throw fail('部门名称已存在')
  let ancestors = before.ancestors
  if (input.parentId !== before.parentId) {
    const [parent] = await ctx.db
      .select()
      .from(sysDept)
      .where(and(eq(sysDept.deptId, input.parentId), alive))
    if (!parent) throw new ServiceError('上级部门不存在')
    if (parent.ancestors.split(',').includes(String(deptId))) throw fail('上级部门不能是自己的下级部门')
    await assertDeptsVisible(ctx, user, [parent.deptId])
    ancestors = `${parent.ancestors},${parent.deptId}`
  }
  if (input.status === '1' && before.status === '0') {
    const below = and(deptSubtreeCondition(deptId), ne(sysDept.deptId, deptId), eq(sysDept.status, '0'), alive)
    if ((await ctx.db.$count(sysDept, below)) > 0) throw new ServiceError('该部门包含未停用的子部门！')
  }
  const now = ctx.clock.now()
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(sysDept)
      .set({ ...input, ancestors, updateBy: user.userName, updateTime: now })
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
    // Enabling a department enables the departments above it, so it is reachable in the tree.
    if (input.status === '0' && before.status !== '0') {
      const above = ancestors
        .split(',')
        .map(Number)
        .filter((n) => n > 0)
      if (above.length) await tx.update(sysDept).set({ status: '0' }).where(inArray(sysDept.deptId, above))
    }
  })
  // Its users' access (department name) and getInfo (the department) are cached: they go here and in every process.
  ctx.bus.publish({ kind: 'access' })
}

export async function deleteDept(ctx: AppContext, user: SessionAccess, deptId: number) {
  await getDept(ctx, user, deptId)
  if ((await ctx.db.$count(sysDept, and(eq(sysDept.parentId, deptId), alive))) > 0)
    throw new ServiceError('存在下级部门,不允许删除')
  if ((await ctx.db.$count(sysUser, and(eq(sysUser.deptId, deptId), eq(sysUser.delFlag, '0')))) > 0)
    throw new ServiceError('部门存在用户,不允许删除')
  await ctx.db
    .update(sysDept)
    .set({ delFlag: '2', updateBy: user.userName, updateTime: ctx.clock.now() })
    .where(eq(sysDept.deptId, deptId))
}
