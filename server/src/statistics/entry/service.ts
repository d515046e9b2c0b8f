import {
  REPORT_STATUS,
  type AnyStatRow,
  type ReportStatus,
  type StatChangeEvent,
  type StatHistoryRow,
} from '@wp/contract'
import { and, asc, desc, eq, gte, inArray, lt, lte, ne, type SQL } from 'drizzle-orm'
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core'
import type { SessionAccess } from '../../auth/session'
import type { AppContext } from '../../context'
import type { Db } from '../../db/client'
import type { Tx } from '../../db/seed'
import { contains } from '../../db/like'
import { ServiceError } from '../../http/errors'
import { orderByFromAllowlist, pageOfTable, type Paging } from '../../http/paging'
import { fieldLocked, locksOf } from '../locks/locks'
import { statHistory } from '../schema'
import type { Kind } from '../tables'
import { emitChange } from '../stream/events'
import { orgForEntry, rowScope } from './scope'
import { checkRow, mask, parsePeriod, type FieldValue } from './validation'

/** RuoYi's "warn" code: the request was understood and refused by a rule (locked, wrong state). */
export const WARN = 601

type Row = Record<string, unknown> & { id: number; orgId: number; reportStatus: ReportStatus }

export interface ListQuery extends Paging {
  orgId?: number
  periodKey?: string
  periodFrom?: string
  periodTo?: string
  reportStatus?: string
  keyword?: string
}

const t = (k: Kind) => k.table as unknown as PgTable

/** The list's filter: organisation, period (exact or a range), entry state, words in the row's title field. */
export function listWhere(k: Kind, q: Partial<ListQuery>, scope: SQL | undefined): SQL | undefined {
  const c = k.table
  const periodic = k.d.periodType !== null
  return and(
    scope,
    q.orgId ? eq(c.orgId, q.orgId) : undefined,
    periodic && q.periodKey ? eq(c.periodKey, q.periodKey) : undefined,
    periodic && q.periodFrom ? gte(c.periodKey, q.periodFrom) : undefined,
    periodic && q.periodTo ? lte(c.periodKey, q.periodTo) : undefined,
    q.reportStatus ? eq(c.reportStatus, q.reportStatus) : undefined,
    q.keyword && k.d.titleField ? contains(c[k.d.titleField], q.keyword) : undefined,
  )
}

/** Columns a list may sort by: the common ones and every field of the kind (all real columns of its table). */
function sortable(k: Kind) {
  const cols: Record<string, (typeof k.table)[string]> = {
    id: k.table.id,
    orgId: k.table.orgId,
    reportStatus: k.table.reportStatus,
    updateTime: k.table.updateTime,
    createTime: k.table.createTime,
  }
  if (k.d.periodType) cols.periodKey = k.table.periodKey
  for (const f of k.d.fields) cols[f.key] = k.table[f.key]
  return cols
}

/** A stored row as the browser reads it: personal numbers masked, computed figures added. */
export function present(k: Kind, row: Record<string, unknown>): AnyStatRow {
  const out: Record<string, unknown> = { ...row }
  for (const f of k.d.fields) if (f.masked) out[f.key] = mask(row[f.key])
  for (const c of k.d.computed ?? []) {
    if ('ratio' in c) {
      const [a, b] = c.ratio.map((key) => row[key] as number | null)
      out[c.key] = a != null && b ? Math.round((a / b) * c.scale * 100) / 100 : null
    } else {
      const [a, b] = c.difference.map((key) => row[key] as number | null)
      out[c.key] = a != null && b != null ? Math.round((a - b) * 100) / 100 : null
    }
  }
  return out as AnyStatRow
}

export async function listRows(ctx: AppContext, user: SessionAccess, k: Kind, q: ListQuery) {
  const where = listWhere(k, q, await rowScope(ctx, user, k))
  const order = orderByFromAllowlist(q, sortable(k), [
    ...(k.d.periodType ? [desc(k.table.periodKey)] : []),
    desc(k.table.id),
  ])
  const page = await pageOfTable(ctx.db, t(k), where, order, q)
  return { rows: page.rows.map((r) => present(k, r as Record<string, unknown>)), total: page.total }
}

/** One row the caller may see, as stored (404 otherwise: rows out of scope are not there for them). */
export async function storedRow(db: Db | Tx, k: Kind, id: number, scope: SQL | undefined): Promise<Row> {
  const [row] = await db
    .select()
    .from(t(k))
    .where(and(eq(k.table.id, id), scope))
  if (!row) throw new ServiceError(`${k.d.title}数据不存在或无权访问`, 404)
  return row as Row
}

export async function getRow(ctx: AppContext, user: SessionAccess, k: Kind, id: number) {
  return present(k, await storedRow(ctx.db, k, id, await rowScope(ctx, user, k)))
}

const EDITABLE: readonly string[] = [REPORT_STATUS.DRAFT, REPORT_STATUS.RETURNED]
const STATE_NAME: Record<string, string> = { '0': '草稿', '1': '已提交', '2': '已审核', '9': '已退回' }

/** The label of a period or row for messages: `研发部门 2025-06` or the register row's title. */
const rowName = (k: Kind, r: Record<string, unknown>) =>
  [r.orgName, k.d.periodType ? r.periodKey : k.d.titleField ? r[k.d.titleField] : `#${r.id}`].filter(Boolean).join(' ')

function changesOf(k: Kind, before: Record<string, unknown> | null, after: Record<string, unknown>) {
  return k.d.fields
    .filter((f) => (before?.[f.key] ?? null) !== (after[f.key] ?? null))
    .map((f) => ({
      field: f.key,
      label: f.label,
      from: f.masked ? mask(before?.[f.key] ?? null) : (before?.[f.key] ?? null),
      to: f.masked ? mask(after[f.key] ?? null) : (after[f.key] ?? null),
    }))
}

async function writeHistory(
  db: Db | Tx,
  k: Kind,
  rowId: number,
  action: string,
  by: string,
  now: Date,
  changes: ReturnType<typeof changesOf> = [],
  opinion?: string,
) {
  await db.insert(statHistory).values({ kind: k.key, rowId, action, operName: by, operTime: now, changes, opinion })
}

export interface SaveInput extends Record<string, unknown> {
  id?: number
  orgId?: number
  periodKey?: string
  remark?: string
  submit?: boolean
}

/** Refuses changing a locked figure or a locked form, naming the indicators (rule 4 of §1.4). */
async function assertUnlocked(
  db: Db | Tx,
  k: Kind,
  orgId: number,
  periodKey: string | null,
  before: Record<string, unknown> | null,
  after: Record<string, FieldValue> | null,
) {
  const locks = await locksOf(db as Db, k.key, orgId, periodKey)
  const changed = after ? changesOf(k, before, after) : k.d.fields.map((f) => ({ field: f.key, label: f.label }))
  if (locks.whole)
    throw new ServiceError(
      `${k.d.title}本期数据已锁定，不能${after ? '修改' : '删除'}，如需修改请联系统计管理员解锁`,
      WARN,
    )
  const locked = changed.filter((c) => fieldLocked(locks, c.field))
  if (locked.length)
    throw new ServiceError(
      `以下指标本期已锁定：${locked.map((c) => c.label).join('、')}，如需修改请联系统计管理员解锁`,
      WARN,
    )
}

/** Refuses a second row with the kind's business key (a patent's application number, an employee's number). */
async function assertUnique(db: Db | Tx, k: Kind, orgId: number, values: Record<string, FieldValue>, id?: number) {
  const groups: [string[], boolean][] = [
    ...(k.d.uniqueBy ? [[[...k.d.uniqueBy], true] as [string[], boolean]] : []),
    ...(k.d.globallyUnique ? [[[...k.d.globallyUnique], false] as [string[], boolean]] : []),
  ]
  for (const [keys, perOrg] of groups) {
    if (keys.some((key) => values[key] === null)) continue
    const [hit] = await db
      .select({ id: k.table.id })
      .from(t(k))
      .where(
        and(
          perOrg ? eq(k.table.orgId, orgId) : undefined,
          ...keys.map((key) => eq(k.table[key], values[key])),
          id ? ne(k.table.id, id) : undefined,
        ),
      )
      .limit(1)
    if (hit) {
      const labels = keys.map((key) => k.d.fields.find((f) => f.key === key)!.label).join('、')
      throw new ServiceError(`${labels}为“${keys.map((key) => values[key]).join('、')}”的${k.d.title}已存在`, 400)
    }
  }
}

/**
 * Saves one row as a draft (or saves and submits): the organisation must be in the caller's scope, the row must be
 * a draft or returned, every figure passes the description's checks, no locked figure changes. A periodic kind keeps
 * one row per organisation and period, so saving the same organisation and period again edits that row.
 */
export async function saveRow(
  ctx: AppContext,
  user: SessionAccess,
  k: Kind,
  input: SaveInput,
  opts: { quiet?: boolean } = {},
): Promise<{ id: number; created: boolean; warnings: string[] }> {
  const scope = await rowScope(ctx, user, k)
  let before: Row | null = input.id ? await storedRow(ctx.db, k, input.id, scope) : null
  const orgId = input.orgId ?? before?.orgId ?? user.deptId
  if (!orgId) throw new ServiceError('请选择填报单位', 400)
  const orgName = await orgForEntry(ctx, user, orgId)
  let period: { periodKey: string; statYear: number; statMonth: number | null } | null = null
  if (k.d.periodType) {
    const parsed = parsePeriod(k.d.periodType, input.periodKey ?? before?.periodKey)
    if ('error' in parsed) throw new ServiceError(parsed.error, 400)
    period = parsed
    if (before && (before.periodKey !== period.periodKey || before.orgId !== orgId))
      throw new ServiceError('已保存的数据不能改变填报单位或统计期', 400)
    if (!before) {
      const [same] = await ctx.db
        .select()
        .from(t(k))
        .where(and(eq(k.table.orgId, orgId), eq(k.table.periodKey, period.periodKey)))
      if (same) {
        if (!(await ctx.db.$count(t(k), and(eq(k.table.id, (same as Row).id), scope))))
          throw new ServiceError('该单位本期数据不在您的数据权限范围内', 403)
        before = same as Row
      }
    }
  }
  if (before && !EDITABLE.includes(before.reportStatus))
    throw new ServiceError(`${rowName(k, before)}的${k.d.title}${STATE_NAME[before.reportStatus]}，不能修改`, WARN)

  const { values, errors } = checkRow(k.d, input, input.submit ? 'submit' : 'draft')
  // A masked personal number sent back unchanged keeps the stored one.
  for (const f of k.d.fields)
    if (f.masked && typeof input[f.key] === 'string' && (input[f.key] as string).includes('*') && before) {
      values[f.key] = before[f.key] as FieldValue
      const i = errors.findIndex((e) => e.startsWith(f.label))
      if (i >= 0) errors.splice(i, 1)
    }
  if (errors.length) throw new ServiceError(`${k.d.title}校验失败：${errors.join('；')}`, 400)
  await assertUnlocked(ctx.db, k, orgId, period?.periodKey ?? null, before, values)
  await assertUnique(ctx.db, k, orgId, values, before?.id)

  const now = ctx.clock.now()
  const by = user.userName
  const submitting = input.submit === true
  const id = await ctx.db.transaction(async (tx) => {
    const common = {
      orgId,
      orgName,
      ...(period ? { periodType: k.d.periodType, ...period } : {}),
      ...values,
      remark: typeof input.remark === 'string' ? input.remark.slice(0, 500) : (before?.remark ?? null),
      ...(submitting
        ? { reportStatus: REPORT_STATUS.SUBMITTED, submitBy: by, submitTime: now }
        : { reportStatus: before?.reportStatus ?? REPORT_STATUS.DRAFT }),
    }
    let rowId: number
    if (before) {
      await tx
        .update(t(k))
        .set({ ...common, updateBy: by, updateTime: now } as never)
        .where(eq(k.table.id, before.id))
      rowId = before.id
    } else {
      const [created] = await tx
        .insert(t(k))
        .values({ ...common, createBy: by, createTime: now } as never)
        .returning({ id: k.table.id })
      rowId = (created as { id: number }).id
    }
    await writeHistory(tx, k, rowId, before ? 'save' : 'create', by, now, changesOf(k, before, values))
    if (submitting) await writeHistory(tx, k, rowId, 'submit', by, now)
    return rowId
  })
  if (!opts.quiet)
    emitChange(ctx, k, submitting ? 'submit' : 'save', [{ id, orgId, periodKey: period?.periodKey ?? null }])
  const warnings = period ? await yearToDateWarnings(ctx.db, k, orgId, period.periodKey, values) : []
  return { id, created: !before, warnings }
}

const figure = (n: number) => String(Math.round(n * 100) / 100)

/**
 * The kind's `ytdCoversMonths` warnings for a monthly row as saved (see the contract's StatCheck): its year-to-date
 * figure below the previous month's, or below the year's month figures added up to this one. Said, not refused.
 */
export async function yearToDateWarnings(
  db: Db,
  k: Kind,
  orgId: number,
  periodKey: string,
  values: Record<string, FieldValue>,
): Promise<string[]> {
  const checks = (k.d.checks ?? []).filter((c) => c.rule === 'ytdCoversMonths')
  if (k.d.periodType !== 'M' || !checks.length) return []
  const year = periodKey.slice(0, 4)
  const c = k.table as unknown as Record<string, AnyPgColumn>
  const earlier = (await db
    .select()
    .from(t(k))
    .where(and(eq(k.table.orgId, orgId), gte(k.table.periodKey, `${year}-01`), lt(k.table.periodKey, periodKey)))
    .orderBy(asc(c.periodKey))) as Row[]
  const label = (key: string) => k.d.fields.find((f) => f.key === key)?.label ?? key
  const warnings: string[] = []
  for (const check of checks) {
    const ytd = values[check.ytd]
    if (typeof ytd !== 'number') continue
    const previous = earlier.at(-1)
    const previousYtd = previous?.[check.ytd] === null || previous === undefined ? null : Number(previous[check.ytd])
    const months = earlier.reduce((s, r) => s + Number(r[check.month] ?? 0), Number(values[check.month] ?? 0))
    if (previousYtd !== null && ytd < previousYtd - 0.005)
      warnings.push(
        `${label(check.ytd)}（${figure(ytd)}）小于上一期（${previous!.periodKey as string}）的${label(check.ytd)}（${figure(previousYtd)}），请核对`,
      )
    else if (ytd < months - 0.005)
      warnings.push(
        `${label(check.ytd)}（${figure(ytd)}）小于${year}年1月至本月各月${label(check.month)}之和（${figure(months)}），请核对`,
      )
  }
  return warnings
}

/** Deletes drafts and returned rows in the caller's scope whose form is not locked. */
export async function removeRows(ctx: AppContext, user: SessionAccess, k: Kind, ids: number[]) {
  const scope = await rowScope(ctx, user, k)
  const rows = await ctx.db
    .select()
    .from(t(k))
    .where(and(inArray(k.table.id, ids), scope))
  if (rows.length < ids.length) throw new ServiceError(`${k.d.title}数据不存在或无权访问`, 404)
  for (const r of rows as Row[]) {
    if (!EDITABLE.includes(r.reportStatus))
      throw new ServiceError(`${rowName(k, r)}的${k.d.title}${STATE_NAME[r.reportStatus]}，不能删除`, WARN)
    await assertUnlocked(ctx.db, k, r.orgId, (r.periodKey as string | undefined) ?? null, r, null)
  }
  const now = ctx.clock.now()
  await ctx.db.transaction(async (tx) => {
    await tx.delete(t(k)).where(inArray(k.table.id, ids))
    for (const r of rows as Row[])
      await writeHistory(
        tx,
        k,
        r.id,
        'delete',
        user.userName,
        now,
        changesOf(k, r, Object.fromEntries(k.d.fields.map((f) => [f.key, null]))),
      )
  })
  emitChange(ctx, k, 'delete', (rows as Row[]).map(eventRow))
}

const eventRow = (r: Row) => ({ id: r.id, orgId: r.orgId, periodKey: (r.periodKey as string | undefined) ?? null })

export type Transition = 'submit' | 'approve' | 'return' | 'unlock'

/** From which states each action moves a row, and where to. */
const TRANSITIONS: Record<Transition, { from: readonly string[]; to: ReportStatus; event: StatChangeEvent['action'] }> =
  {
    submit: { from: EDITABLE, to: REPORT_STATUS.SUBMITTED, event: 'submit' },
    approve: { from: [REPORT_STATUS.SUBMITTED], to: REPORT_STATUS.APPROVED, event: 'approve' },
    return: { from: [REPORT_STATUS.SUBMITTED], to: REPORT_STATUS.RETURNED, event: 'return' },
    unlock: { from: [REPORT_STATUS.APPROVED], to: REPORT_STATUS.RETURNED, event: 'unlock' },
  }

const ACTION_NAME: Record<Transition, string> = { submit: '提交', approve: '审核', return: '退回', unlock: '解锁' }

/**
 * Moves rows through the entry flow: submit (full validation of the stored figures), approve, return (opinion
 * required), unlock an approved row (reason required, written to the history and the operation log).
 */
export async function transition(
  ctx: AppContext,
  user: SessionAccess,
  k: Kind,
  ids: number[],
  action: Transition,
  opinion?: string,
) {
  if ((action === 'return' || action === 'unlock') && !opinion?.trim())
    throw new ServiceError(action === 'return' ? '退回时请填写退回意见' : '解锁时请填写解锁原因', 400)
  const rule = TRANSITIONS[action]
  const scope = await rowScope(ctx, user, k)
  const rows = (await ctx.db
    .select()
    .from(t(k))
    .where(and(inArray(k.table.id, ids), scope))) as Row[]
  if (rows.length < ids.length) throw new ServiceError(`${k.d.title}数据不存在或无权访问`, 404)
  for (const r of rows) {
    if (!rule.from.includes(r.reportStatus))
      throw new ServiceError(
        `${rowName(k, r)}的${k.d.title}${STATE_NAME[r.reportStatus]}，不能${ACTION_NAME[action]}`,
        WARN,
      )
    if (action === 'submit') {
      const { errors } = checkRow(k.d, r, 'submit')
      if (errors.length) throw new ServiceError(`${rowName(k, r)}不能提交：${errors.join('；')}`, 400)
    }
  }
  const now = ctx.clock.now()
  const by = user.userName
  await ctx.db.transaction(async (tx) => {
    const set =
      action === 'submit'
        ? { submitBy: by, submitTime: now }
        : { auditBy: by, auditTime: now, auditOpinion: opinion?.trim().slice(0, 500) ?? null }
    await tx
      .update(t(k))
      .set({ reportStatus: rule.to, ...set } as never)
      .where(inArray(k.table.id, ids))
    for (const r of rows) await writeHistory(tx, k, r.id, action, by, now, [], opinion?.trim().slice(0, 500))
  })
  emitChange(ctx, k, rule.event, rows.map(eventRow))
}

export async function historyOf(ctx: AppContext, user: SessionAccess, k: Kind, id: number): Promise<StatHistoryRow[]> {
  await storedRow(ctx.db, k, id, await rowScope(ctx, user, k))
  const rows = await ctx.db
    .select()
    .from(statHistory)
    .where(and(eq(statHistory.kind, k.key), eq(statHistory.rowId, id)))
    .orderBy(asc(statHistory.historyId))
  return rows.map((h) => ({
    historyId: h.historyId,
    kind: k.key,
    rowId: h.rowId,
    action: h.action,
    operName: h.operName,
    operTime: h.operTime as unknown as string,
    opinion: h.opinion,
    changes: h.changes as StatHistoryRow['changes'],
  }))
}

/** The stored row of an organisation and period (form context). */
export async function rowOfPeriod(ctx: AppContext, user: SessionAccess, k: Kind, orgId: number, periodKey: string) {
  const [row] = await ctx.db
    .select()
    .from(t(k))
    .where(and(eq(k.table.orgId, orgId), eq(k.table.periodKey, periodKey), await rowScope(ctx, user, k)))
  return row ? present(k, row as Record<string, unknown>) : null
}
