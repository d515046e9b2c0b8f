import {
  checkLedger,
  ledgerResource,
  ledgerPermissions,
  type FieldDescription,
  type LedgerDefinitionRow,
  type LedgerDraft,
  type ResourceDescription,
} from '@wp/contract'
import { and, asc, eq, ilike, inArray, isNotNull, like, ne, or, sql, type SQL } from 'drizzle-orm'
import type { SessionUser } from '../auth/session'
import type { AppContext } from '../context'
import { escapeLike } from '../db/like'
import { sysMenu } from '../directory/menu/schema'
import { sysRoleMenu } from '../directory/role/schema'
import { menuIdByKey, menuRowOf } from '../directory'
import { ServiceError } from '../http/errors'
import type { Paging } from '../http/paging'
import { valueSchema } from '../http/resource'
import { ledgerMenu, ledgerMenuKey } from './named'
import { ledgerRecord, sysLedger } from './schema'
import { recordCount, storedValues } from './store'
import { rowOr404 } from '../http/listing'

type LedgerRowDb = typeof sysLedger.$inferSelect

const toRow = (r: LedgerRowDb): LedgerDefinitionRow =>
  ({
    ledgerId: r.ledgerId,
    ledgerCode: r.ledgerCode,
    ledgerName: r.ledgerName,
    state: r.state,
    version: r.version,
    draft: r.draft,
    published: r.published ?? null,
    menuParent: r.menuParent,
    publishTime: r.publishTime,
    createTime: r.createTime,
    remark: r.remark,
  }) as unknown as LedgerDefinitionRow

export interface DefinitionFilter {
  ledgerCode?: string
  ledgerName?: string
  state?: string
}

export async function listDefinitions(ctx: AppContext, q: DefinitionFilter & Paging) {
  const where = and(
    q.ledgerCode ? ilike(sysLedger.ledgerCode, `%${escapeLike(q.ledgerCode)}%`) : undefined,
    q.ledgerName ? ilike(sysLedger.ledgerName, `%${escapeLike(q.ledgerName)}%`) : undefined,
    q.state ? eq(sysLedger.state, q.state as LedgerRowDb['state']) : undefined,
  )
  const total = await ctx.db.$count(sysLedger, where)
  const rows = await ctx.db
    .select()
    .from(sysLedger)
    .where(where)
    .orderBy(asc(sysLedger.ledgerId))
    .limit(q.pageSize)
    .offset((q.pageNum - 1) * q.pageSize)
  return { rows: rows.map(toRow), total }
}

async function found(ctx: AppContext, ledgerId: number): Promise<LedgerRowDb> {
  return rowOr404(ctx.db, sysLedger, sysLedger.ledgerId, ledgerId, '台账定义不存在')
}

export const definitionOf = async (ctx: AppContext, ledgerId: number) => toRow(await found(ctx, ledgerId))

/** The description a ledger's records are served by: its last published one (refused when there is none). */
export async function publishedResource(ctx: AppContext, code: string): Promise<ResourceDescription> {
  const [row] = await ctx.db
    .select({ published: sysLedger.published })
    .from(sysLedger)
    .where(and(eq(sysLedger.ledgerCode, code), isNotNull(sysLedger.published)))
  if (!row?.published) throw new ServiceError(`台账 ${code.slice(0, 32)} 不存在或尚未发布`, 404)
  // a description published before the import was a permission of the description itself gains it
  const { permissions } = row.published
  if (permissions.import) return row.published
  return { ...row.published, permissions: { ...permissions, import: ledgerPermissions(code).import } }
}

const refuse = (problems: string[]) => new ServiceError(`台账定义有误：${problems.join('；')}`, 400)

export interface DraftInput {
  draft: unknown
  menuParent?: string | null
  remark?: string | null
}

/**
 * Saves what the administrator wrote, checked as a description (`checkLedger`): a new ledger starts as 草稿; a
 * published one's draft is kept apart (有改动) until it is published, its records still served by the last published
 * description. The code names the ledger's menu, permissions and records: it cannot change once published.
 */
export async function saveDraft(ctx: AppContext, user: SessionUser, input: DraftInput, ledgerId?: number) {
  const problems = checkLedger(input.draft)
  if (problems.length) throw refuse(problems)
  const draft = input.draft as LedgerDraft
  const before = ledgerId === undefined ? undefined : await found(ctx, ledgerId)
  if (before?.published && before.ledgerCode !== draft.code) throw new ServiceError('已发布的台账不能修改编码', 400)
  const [clash] = await ctx.db
    .select({ id: sysLedger.ledgerId })
    .from(sysLedger)
    .where(
      and(eq(sysLedger.ledgerCode, draft.code), ledgerId === undefined ? undefined : ne(sysLedger.ledgerId, ledgerId)),
    )
  if (clash) throw new ServiceError(`台账编码 ${draft.code} 已存在`, 400)
  const now = ctx.clock.now()
  const values = {
    ledgerCode: draft.code,
    ledgerName: draft.title,
    draft,
    menuParent: input.menuParent ?? before?.menuParent ?? null,
    remark: input.remark ?? before?.remark ?? null,
  }
  if (!before) {
    const [row] = await ctx.db
      .insert(sysLedger)
      .values({ ...values, state: 'draft', createBy: user.userName, createTime: now })
      .returning()
    return toRow(row)
  }
  await ctx.db
    .update(sysLedger)
    .set({ ...values, state: before.published ? 'changed' : 'draft', updateBy: user.userName, updateTime: now })
    .where(eq(sysLedger.ledgerId, before.ledgerId))
  return definitionOf(ctx, before.ledgerId)
}

const TYPE_NAMES: Record<string, string> = {
  text: '文本',
  textarea: '多行文本',
  richText: '富文本',
  integer: '整数',
  number: '数字',
  money: '金额',
  percent: '百分比',
  date: '日期',
  datetime: '时间',
  dict: '选项',
  status: '状态',
  boolean: '是否',
  dept: '部门',
  user: '用户',
  image: '图片',
  file: '文件',
}

/** The bounds that decide which stored values a field accepts (its roles do not). */
const valueBounds = (f: FieldDescription) =>
  JSON.stringify([
    f.type,
    f.maxLength,
    f.minLength,
    f.min,
    f.max,
    f.precision,
    f.pattern,
    f.rules,
    f.options,
    f.multiple,
  ])

/**
 * What a change of a published definition does to the stored records: a field added reads as empty and a removed one
 * is hidden (both need nothing); a field whose type or bounds changed must accept every value the records hold —
 * converted where the new type reads it (`'12'` → 12) — else the change is refused, naming the records that would
 * not convert. Returns the conversions to write.
 */
async function conversions(ctx: AppContext, before: ResourceDescription, after: ResourceDescription) {
  const old = new Map(before.fields.map((f) => [f.key, f]))
  const problems: string[] = []
  const writes: { recordId: number; key: string; value: unknown }[] = []
  for (const f of after.fields) {
    const was = old.get(f.key)
    if (!was || was.readonly || valueBounds(was) === valueBounds(f)) continue
    const schema = valueSchema(f)
    const bad: string[] = []
    for (const { recordId, value } of await storedValues(ctx.db, after.key, f.key)) {
      const parsed = schema.safeParse(
        typeof value === 'number' && !['integer', 'number', 'money', 'percent', 'dept', 'user'].includes(f.type)
          ? String(value)
          : value,
      )
      if (!parsed.success) bad.push(`${recordId}（${JSON.stringify(value).slice(0, 30)}）`)
      else {
        const converted = Array.isArray(parsed.data) ? parsed.data.join(',') : parsed.data
        if (JSON.stringify(converted) !== JSON.stringify(value)) writes.push({ recordId, key: f.key, value: converted })
      }
    }
    if (bad.length) {
      const change = was.type === f.type ? '取值范围已改变' : `由${TYPE_NAMES[was.type]}改为${TYPE_NAMES[f.type]}`
      problems.push(
        `字段「${f.label}」${change}，记录 ${bad.slice(0, 20).join('、')}${bad.length > 20 ? ` 等 ${bad.length} 条` : ''} 的值无法转换`,
      )
    }
  }
  if (problems.length) throw new ServiceError(`不能发布：${problems.join('；')}`, 400)
  return writes
}

/**
 * Publishes the draft: checks it again, completes it into the records' description (`ledgerResource`), checks the
 * stored records against any changed field, and on the first publication adds the ledger's page and its
 * `dyn:{code}:…` buttons under 业务台账 (or the chosen parent) — the seeded ledgers' menus exist already.
 */
export async function publish(ctx: AppContext, user: SessionUser, ledgerId: number): Promise<LedgerDefinitionRow> {
  const row = await found(ctx, ledgerId)
  const problems = checkLedger(row.draft)
  if (problems.length) throw refuse(problems)
  const resource = ledgerResource(row.draft)
  const writes = row.published ? await conversions(ctx, row.published, resource) : []
  const now = ctx.clock.now()
  const addedMenus = await ctx.db.transaction(async (tx) => {
    for (const w of writes)
      await tx
        .update(ledgerRecord)
        .set({ data: sql`jsonb_set(${ledgerRecord.data}, ${`{${w.key}}`}::text[], ${JSON.stringify(w.value)}::jsonb)` })
        .where(eq(ledgerRecord.recordId, w.recordId))
    await tx
      .update(sysLedger)
      .set({
        published: resource,
        state: 'published',
        version: row.version + 1,
        publishTime: now,
        updateBy: user.userName,
        updateTime: now,
      })
      .where(eq(sysLedger.ledgerId, ledgerId))
    // the page and its buttons, once: a menu already carrying the ledger's list permission is kept as it is
    const P = ledgerPermissions(row.ledgerCode)
    const [has] = await tx.select({ id: sysMenu.menuId }).from(sysMenu).where(eq(sysMenu.perms, P.list)).limit(1)
    if (has) return false
    const parentId = (await menuIdByKey(ctx.db, row.menuParent ?? 'ledger.root')) ?? 0
    const [pageEntry, ...buttonEntries] = ledgerMenu(row.ledgerCode, row.ledgerName.slice(0, 50), 50 + ledgerId)
    const insert = (m: typeof pageEntry, parent: number) =>
      tx
        .insert(sysMenu)
        .values(menuRowOf(m, parent, user.userName, now))
        .onConflictDoNothing()
        .returning({ id: sysMenu.menuId })
    const [pageRow] = await insert(pageEntry, parentId)
    if (pageRow) for (const b of buttonEntries) await insert(b, pageRow.id)
    return true
  })
  if (addedMenus) ctx.bus.publish({ kind: 'access' })
  return definitionOf(ctx, ledgerId)
}

/**
 * Deletes definitions whose ledgers hold no records (their menus go with them); a ledger with records is refused,
 * naming how many.
 */
export async function removeDefinitions(ctx: AppContext, ids: readonly number[]) {
  const rows = await ctx.db
    .select()
    .from(sysLedger)
    .where(inArray(sysLedger.ledgerId, [...ids]))
  for (const row of rows) {
    const n = await recordCount(ctx.db, row.ledgerCode)
    if (n) throw new ServiceError(`台账「${row.ledgerName}」已有 ${n} 条记录，不能删除`, 400)
  }
  if (!rows.length) return
  await ctx.db.transaction(async (tx) => {
    const keys: SQL[] = rows.flatMap((r) => [
      eq(sysMenu.menuKey, ledgerMenuKey(r.ledgerCode)),
      like(sysMenu.menuKey, `${ledgerMenuKey(r.ledgerCode)}/%`),
    ])
    const menus = (
      await tx
        .select({ id: sysMenu.menuId })
        .from(sysMenu)
        .where(or(...keys))
    ).map((m) => m.id)
    if (menus.length) {
      await tx.delete(sysRoleMenu).where(inArray(sysRoleMenu.menuId, menus))
      await tx.delete(sysMenu).where(inArray(sysMenu.menuId, menus))
    }
    await tx.delete(sysLedger).where(
      inArray(
        sysLedger.ledgerId,
        rows.map((r) => r.ledgerId),
      ),
    )
  })
  ctx.bus.publish({ kind: 'access' })
}
