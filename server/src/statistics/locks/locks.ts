import { LOCK_TYPE, type LockType, type StatKind } from '@wp/contract'
import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { statIndex, statIndexLock } from '../schema'
import { queryRows } from '../sql'

/** The catalogue row of a kind's whole form. */
export const WHOLE_FORM = '*'

export interface LockInfo {
  indexId: number
  indexCode: string
  fieldName: string
  locked: boolean
  lockType: LockType
  lockBy: string | null
  lockTime: Date | null
  unlockReason: string | null
}

/** The effective lock of each indicator of a kind for one organisation and period (design note §1.4, rule 1). */
export interface KindLocks {
  /** The winning lock of the whole form, when it is locked. */
  whole: LockInfo | null
  /** The winning record of each field that has records of its own (locked or not), by key. */
  fields: Map<string, LockInfo>
  /** Every indicator's winning record (locked or not), by index id. */
  byIndex: Map<number, LockInfo>
}

/**
 * Reads the lock records that match (`orgId` or every organisation, `periodKey` or every period), keeps the newest
 * record of each (indicator, organisation, period), and lets the most specific one win for each field: organisation
 * and period, then either, then neither; at the same level a field's own record beats the form's `*` record.
 */
export async function locksOf(db: Db, kind: StatKind, orgId: number, periodKey: string | null): Promise<KindLocks> {
  type LockRecord = {
    index_id: number
    index_code: string
    field_name: string
    org_id: number | null
    period_key: string | null
    locked: boolean
    lock_type: LockType
    lock_by: string | null
    lock_time: Date | null
    unlock_reason: string | null
  }
  const rows = await queryRows<LockRecord>(
    db,
    sql`
    select distinct on (l.index_id, coalesce(l.org_id, 0), coalesce(l.period_key, '*'))
      l.index_id, i.index_code, i.field_name, l.org_id, l.period_key, l.locked, l.lock_type, l.lock_by, l.lock_time,
      l.unlock_reason
    from ${statIndexLock} l join ${statIndex} i on i.index_id = l.index_id
    where i.kind = ${kind}
      and (l.org_id = ${orgId} or l.org_id is null)
      and ${periodKey === null ? sql`l.period_key is null` : sql`(l.period_key = ${periodKey} or l.period_key is null)`}
    order by l.index_id, coalesce(l.org_id, 0), coalesce(l.period_key, '*'), l.lock_id desc`,
  )
  const rank = (r: { org_id: number | null; period_key: string | null; field_name: string }) =>
    (r.org_id !== null ? 2 : 0) + (r.period_key !== null ? 2 : 0) + (r.field_name === WHOLE_FORM ? 0 : 1)
  const info = (r: LockRecord): LockInfo => ({
    indexId: Number(r.index_id),
    indexCode: r.index_code,
    fieldName: r.field_name,
    locked: r.locked,
    lockType: r.lock_type,
    lockBy: r.lock_by,
    lockTime: r.lock_time ? new Date(r.lock_time) : null,
    unlockReason: r.unlock_reason,
  })
  // The best record per field, where the form's `*` records compete for every field.
  const wholeRows = rows.filter((r) => r.field_name === WHOLE_FORM)
  const best = (candidates: LockRecord[]) =>
    candidates.reduce<LockRecord | undefined>((a, b) => (!a || rank(b) > rank(a) ? b : a), undefined)
  const fieldNames = new Set(rows.filter((r) => r.field_name !== WHOLE_FORM).map((r) => r.field_name))
  const fields = new Map<string, LockInfo>()
  const byIndex = new Map<number, LockInfo>()
  for (const name of fieldNames) {
    const win = best([...rows.filter((r) => r.field_name === name), ...wholeRows])!
    fields.set(name, { ...info(win), fieldName: name })
    const own = best(rows.filter((r) => r.field_name === name))!
    byIndex.set(Number(own.index_id), info(own))
  }
  const wholeWin = best(wholeRows)
  if (wholeWin) byIndex.set(Number(wholeWin.index_id), info(wholeWin))
  return { whole: wholeWin?.locked ? info(wholeWin) : null, fields, byIndex }
}

/** Whether a field is locked, directly or through the whole form. */
export function fieldLocked(locks: KindLocks, key: string): LockInfo | null {
  const own = locks.fields.get(key)
  if (own) return own.locked ? own : null
  return locks.whole
}

/** Appends a lock record (locking or unlocking). */
export async function recordLock(
  db: Db,
  change: { indexId: number; orgId: number | null; periodKey: string | null; locked: boolean; reason?: string },
  by: string,
  now: Date,
) {
  await db.insert(statIndexLock).values({
    indexId: change.indexId,
    orgId: change.orgId,
    periodKey: change.periodKey,
    locked: change.locked,
    lockType: LOCK_TYPE.MANUAL,
    ...(change.locked
      ? { lockBy: by, lockTime: now }
      : { unlockBy: by, unlockTime: now, unlockReason: change.reason ?? null }),
  })
}

/** The lock records of an indicator (and optionally one organisation), newest first: the lock log. */
export function lockLog(db: Db, indexId: number, orgId?: number) {
  return db
    .select()
    .from(statIndexLock)
    .where(
      and(
        eq(statIndexLock.indexId, indexId),
        orgId === undefined ? undefined : or(eq(statIndexLock.orgId, orgId), isNull(statIndexLock.orgId)),
      ),
    )
    .orderBy(sql`${statIndexLock.lockId} desc`)
    .limit(200)
}

/** The catalogue rows of some ids. */
export const indexRows = (db: Db, ids: number[]) =>
  db
    .select()
    .from(statIndex)
    .where(inArray(statIndex.indexId, ids.length ? ids : [0]))
