import { and, eq, inArray, or } from 'drizzle-orm'
import { z } from 'zod'
import type { SessionAccess } from '../../auth/session'
import { hashPassword } from '../../auth/password'
import type { AppContext } from '../../context'
import { ServiceError } from '../../http/errors'
import { readSheet } from '../../http/excel-import'
import { getConfigValue } from '../config/service'
import { listDepts } from '../dept/service'
import { sysUser } from '../../directory/user/schema'
import { initialPassword, outranks, userScope } from './service'
import { fieldOf, USER } from '@wp/contract'
import { valueSchema } from '../../http/resource'

/** Limits of one import: the file's size, its unpacked size, and the number of data rows. */
export const IMPORT_MAX_BYTES = 5 * 1024 * 1024
export const IMPORT_MAX_ROWS = 10_000
const MAX_LISTED_ERRORS = 200

/** The template's columns, in order; the import finds them by header text, in any order. */
export const IMPORT_COLUMNS = [
  { header: '部门编号', key: 'deptId' },
  { header: '登录名称', key: 'userName' },
  { header: '用户名称', key: 'nickName' },
  { header: '用户邮箱', key: 'email' },
  { header: '手机号码', key: 'phonenumber' },
  { header: '用户性别', key: 'sex' },
  { header: '帐号状态', key: 'status' },
] as const
type ImportKey = (typeof IMPORT_COLUMNS)[number]['key']
const LABEL: Record<ImportKey, string> = Object.fromEntries(IMPORT_COLUMNS.map((c) => [c.key, c.header])) as Record<
  ImportKey,
  string
>

const SEX: Record<string, '0' | '1' | '2'> = { 男: '0', 女: '1', 未知: '2', '0': '0', '1': '1', '2': '2' }
const STATUS: Record<string, '0' | '1'> = { 正常: '0', 停用: '1', '0': '0', '1': '1' }

/** A cell checked as the dialog's field is (`USER`); a number typed into a text cell is read as its text. */
const cell = (key: ImportKey) =>
  z.preprocess((v) => (typeof v === 'number' ? String(v) : v), valueSchema(fieldOf(USER, key)))
/** A cell that may be left blank (stored blank). */
const blankOr = (key: ImportKey) =>
  z.preprocess((v) => (v === '' || v == null ? undefined : v), cell(key).optional()).transform((v) => String(v ?? ''))

const rowSchema = z.object({
  deptId: z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int().positive().optional()),
  userName: cell('userName').transform(String),
  nickName: cell('nickName').transform(String),
  email: blankOr('email'),
  phonenumber: blankOr('phonenumber'),
  sex: z.preprocess((v) => (v === '' ? '2' : (SEX[String(v)] ?? v)), z.enum(['0', '1', '2'], '应为 男/女/未知')),
  status: z.preprocess((v) => (v === '' ? '0' : (STATUS[String(v)] ?? v)), z.enum(['0', '1'], '应为 正常/停用')),
})
type ImportRow = z.output<typeof rowSchema> & { line: number }

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

export interface ImportOutcome {
  inserted: number
  updated: number
  errors: string[]
  message: string
}

/**
 * Imports users from the template: every row is checked (fields, departments within the caller's scope,
 * duplicates in the file and in the database); good rows are written in one transaction, bad rows are
 * reported as `第N行：…` with N the sheet's row number. New users get the configured initial password.
 */
export async function importUsers(
  ctx: AppContext,
  caller: SessionAccess,
  file: Buffer,
  updateSupport: boolean,
): Promise<ImportOutcome> {
  const { header, rows } = await readSheet(file, IMPORT_MAX_ROWS)
  const index = new Map<ImportKey, number>()
  for (const c of IMPORT_COLUMNS) {
    const at = header.indexOf(c.header)
    if (at >= 0) index.set(c.key, at)
  }
  if (!index.has('userName') || !index.has('nickName'))
    throw new ServiceError('导入文件缺少“登录名称”或“用户名称”列，请使用导入模板', 400)
  if (!rows.length) throw new ServiceError('导入文件没有数据', 400)

  const errors: string[] = []
  const good: ImportRow[] = []
  const seen = new Map<string, number>()
  for (const { line, cells } of rows) {
    const raw = Object.fromEntries(
      IMPORT_COLUMNS.map((c) => [c.key, index.has(c.key) ? (cells[index.get(c.key)!] ?? '') : '']),
    )
    const parsed = rowSchema.safeParse(raw)
    if (!parsed.success) {
      const issue = parsed.error.issues[0]
      const key = issue.path[0] as ImportKey
      // the column is named first, so a shared rule's message drops its field label (邮箱：请输入正确的邮箱地址)
      const label = USER.fields.find((f) => f.key === key)?.label
      const message =
        label && issue.message.startsWith(`${label}：`) ? issue.message.slice(label.length + 1) : issue.message
      errors.push(`第${line}行：${LABEL[key] ?? ''} ${message}`)
      continue
    }
    const key = parsed.data.userName.toLowerCase()
    if (seen.has(key)) {
      errors.push(`第${line}行：登录名称 ${parsed.data.userName} 与第${seen.get(key)}行重复`)
      continue
    }
    seen.set(key, line)
    good.push({ ...parsed.data, line })
  }

  // Departments must exist and be inside the caller's data scope.
  const visibleDepts = new Set((await listDepts(ctx, caller)).map((d) => d.deptId))
  // Who already holds these names, phones and e-mails.
  const names = good.map((r) => r.userName)
  const phones = good.map((r) => r.phonenumber).filter(Boolean)
  const emails = good.map((r) => r.email).filter(Boolean)
  const existing = new Map<string, { userId: number; userName: string; phonenumber: string; email: string }>()
  const holders = { phone: new Map<string, string>(), email: new Map<string, string>() }
  for (let i = 0; i < good.length; i += 1000) {
    const chunk = (a: string[]) => a.slice(i, i + 1000)
    const conds = [
      chunk(names).length ? inArray(sysUser.userName, chunk(names)) : undefined,
      chunk(phones).length ? inArray(sysUser.phonenumber, chunk(phones)) : undefined,
      chunk(emails).length ? inArray(sysUser.email, chunk(emails)) : undefined,
    ].filter(Boolean)
    if (!conds.length) continue
    const found = await ctx.db
      .select({
        userId: sysUser.userId,
        userName: sysUser.userName,
        phonenumber: sysUser.phonenumber,
        email: sysUser.email,
      })
      .from(sysUser)
      .where(and(eq(sysUser.delFlag, '0'), or(...conds)))
    for (const u of found) {
      existing.set(u.userName, u)
      if (u.phonenumber) holders.phone.set(u.phonenumber, u.userName)
      if (u.email) holders.email.set(u.email, u.userName)
    }
  }
  const scope = await userScope(ctx, caller)
  const visibleUsers = new Set<number>()
  const existingIds = [...existing.values()].filter((u) => names.includes(u.userName)).map((u) => u.userId)
  for (let i = 0; i < existingIds.length; i += 1000) {
    const rowsInScope = await ctx.db
      .select({ id: sysUser.userId })
      .from(sysUser)
      .where(and(inArray(sysUser.userId, existingIds.slice(i, i + 1000)), scope))
    for (const r of rowsInScope) visibleUsers.add(r.id)
  }

  const inserts: ImportRow[] = []
  const updates: (ImportRow & { userId: number })[] = []
  const fileHolders = { phone: new Map<string, string>(), email: new Map<string, string>() }
  for (const r of good) {
    const fail = (why: string) => errors.push(`第${r.line}行：${why}`)
    if (r.deptId !== undefined && !visibleDepts.has(r.deptId)) {
      fail(`部门编号 ${r.deptId} 不存在或无权访问`)
      continue
    }
    const current = existing.get(r.userName)
    if (current && !updateSupport) {
      fail(`账号 ${r.userName} 已存在`)
      continue
    }
    if (
      current &&
      (current.userId === 1 || !visibleUsers.has(current.userId) || (await outranks(ctx, caller, current.userId)))
    ) {
      fail(`账号 ${r.userName} 无权修改`)
      continue
    }
    const clash = (kind: 'phone' | 'email', value: string, label: string) => {
      if (!value) return false
      const holder = holders[kind].get(value) ?? fileHolders[kind].get(value)
      if (holder && holder !== r.userName) {
        fail(`${label} ${value} 已被账号 ${holder} 使用`)
        return true
      }
      fileHolders[kind].set(value, r.userName)
      return false
    }
    if (clash('phone', r.phonenumber, '手机号码') || clash('email', r.email, '邮箱账号')) continue
    if (current) updates.push({ ...r, userId: current.userId })
    else inserts.push(r)
  }

  let hash = ''
  if (inserts.length) {
    if (!(await getConfigValue(ctx, 'sys.user.initPassword')))
      throw new ServiceError('导入失败：请先在参数设置中设置“用户管理-账号初始密码”（sys.user.initPassword）', 400)
    hash = await hashPassword(await initialPassword(ctx))
  }
  const now = ctx.clock.now()
  if (inserts.length || updates.length) {
    await ctx.db.transaction(async (tx) => {
      for (let i = 0; i < inserts.length; i += 500) {
        await tx.insert(sysUser).values(
          inserts.slice(i, i + 500).map((r) => ({
            deptId: r.deptId ?? null,
            userName: r.userName,
            nickName: r.nickName,
            email: r.email,
            phonenumber: r.phonenumber,
            sex: r.sex,
            status: r.status,
            password: hash,
            createBy: caller.userName,
            createTime: now,
          })),
        )
      }
      for (const r of updates) {
        await tx
          .update(sysUser)
          .set({
            deptId: r.deptId ?? null,
            nickName: r.nickName,
            email: r.email,
            phonenumber: r.phonenumber,
            sex: r.sex,
            status: r.status,
            updateBy: caller.userName,
            updateTime: now,
          })
          .where(eq(sysUser.userId, r.userId))
      }
    })
    if (updates.length) ctx.bus.publish({ kind: 'access' })
  }

  errors.sort((a, b) => Number(a.match(/\d+/)![0]) - Number(b.match(/\d+/)![0]))
  const done = inserts.length + updates.length
  const listed = errors.slice(0, MAX_LISTED_ERRORS).map(escapeHtml)
  if (errors.length > MAX_LISTED_ERRORS) listed.push(`……另有 ${errors.length - MAX_LISTED_ERRORS} 行错误未列出`)
  const message = errors.length
    ? `导入完成：成功 ${done} 条（新增 ${inserts.length}，更新 ${updates.length}），失败 ${errors.length} 条，错误如下：<br/>${listed.join('<br/>')}`
    : `恭喜您，数据已全部导入成功！共 ${done} 条（新增 ${inserts.length}，更新 ${updates.length}）`
  return { inserted: inserts.length, updated: updates.length, errors, message }
}
