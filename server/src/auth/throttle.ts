import { and, eq, sql } from 'drizzle-orm'
import type { AppContext } from '../context'
import { sysLoginAttempt } from './schema'

/** Account lock: 5 wrong passwords within 10 minutes lock the name for 10 minutes (the family's numbers). */
export const ACCOUNT_MAX_FAILURES = 5
export const ACCOUNT_LOCK_MS = 10 * 60_000
/** Address throttle: 20 failures from one address within 10 minutes pause that address for 10 minutes. */
export const ADDRESS_MAX_FAILURES = 20
export const ADDRESS_LOCK_MS = 10 * 60_000

export type Scope = 'user' | 'ip'
const limits: Record<Scope, { max: number; lockMs: number }> = {
  user: { max: ACCOUNT_MAX_FAILURES, lockMs: ACCOUNT_LOCK_MS },
  ip: { max: ADDRESS_MAX_FAILURES, lockMs: ADDRESS_LOCK_MS },
}

/** Account counters ignore case, so `Admin` and `admin` share one. */
export const subjectOf = (scope: Scope, value: string) => (scope === 'user' ? value.toLowerCase() : value).slice(0, 128)

export async function isLocked(ctx: AppContext, scope: Scope, value: string) {
  const [row] = await ctx.db
    .select({ lockedUntil: sysLoginAttempt.lockedUntil })
    .from(sysLoginAttempt)
    .where(and(eq(sysLoginAttempt.scope, scope), eq(sysLoginAttempt.subject, subjectOf(scope, value))))
  return !!row?.lockedUntil && row.lockedUntil.getTime() > ctx.clock.now().getTime()
}

/**
 * Counts one failure and locks when the limit is reached, in one atomic upsert: of concurrent failures each gets its
 * own number, exactly those from the limit on are answered "locked". The window restarts after `lockMs` without a
 * failure, so a lock's expiry starts counting afresh (attempts while locked are not counted by the callers).
 * Returns true when the account is locked after this failure.
 */
export async function recordFailure(ctx: AppContext, scope: Scope, value: string): Promise<boolean> {
  const { max, lockMs } = limits[scope]
  const now = ctx.clock.now()
  const stale = new Date(now.getTime() - lockMs)
  const lockUntil = new Date(now.getTime() + lockMs)
  const subject = subjectOf(scope, value)
  const counted = sql`case when ${sysLoginAttempt.windowStart} < ${stale} then 1 else ${sysLoginAttempt.failures} + 1 end`
  const [row] = await ctx.db
    .insert(sysLoginAttempt)
    .values({ scope, subject, failures: 1, windowStart: now, lockedUntil: max <= 1 ? lockUntil : null })
    .onConflictDoUpdate({
      target: [sysLoginAttempt.scope, sysLoginAttempt.subject],
      set: {
        failures: counted,
        windowStart: now,
        lockedUntil: sql`case when ${counted} >= ${max} then ${lockUntil} else ${sysLoginAttempt.lockedUntil} end`,
      },
    })
    .returning({ failures: sysLoginAttempt.failures })
  return row.failures >= max
}

export async function clearFailures(ctx: AppContext, scope: Scope, value: string) {
  await ctx.db
    .delete(sysLoginAttempt)
    .where(and(eq(sysLoginAttempt.scope, scope), eq(sysLoginAttempt.subject, subjectOf(scope, value))))
}
