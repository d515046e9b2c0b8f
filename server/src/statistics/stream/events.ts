import type { StatChangeEvent } from '@wp/contract'
import type { AppContext } from '../../context'
import type { Kind } from '../tables'

/** The bus topic of figure changes; every process's open streams hear it (PostgreSQL LISTEN/NOTIFY). */
export const CHANGE_TOPIC = 'statistics.change'
/** The bus topic of revoked display tokens: their open streams close and their cached access goes. */
export const REVOKE_TOPIC = 'statistics.displayToken.revoked'

/** Tells every open stream, in every process, that rows of a kind changed (ids, organisation and period only). */
export function emitChange(
  ctx: AppContext,
  k: Kind | null,
  action: StatChangeEvent['action'],
  rows: { id: number; orgId: number | null; periodKey: string | null }[],
) {
  const one = <T>(values: T[]) => (new Set(values).size === 1 ? values[0] : null)
  const event: StatChangeEvent = {
    kind: k?.key ?? 'index',
    action,
    orgId: one(rows.map((r) => r.orgId)),
    periodKey: one(rows.map((r) => r.periodKey)),
    ids: rows.slice(0, 200).map((r) => r.id),
    at: ctx.clock.now().getTime(),
    screens: k ? [...(k.d.screens ?? [])] : ['bigscreen6', 'bigscreen7'],
  }
  ctx.bus.emit(CHANGE_TOPIC, event)
}
