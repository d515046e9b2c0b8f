import { LOCK_MODE, LOCK_TYPE, type StatPeriodType } from '@wp/contract'
import { and, desc, eq, isNull, sql } from 'drizzle-orm'
import type { TaskDef } from '../../platform/tasks'
import { currentPeriod } from '../entry/periods'
import { statIndex, statIndexLock } from '../schema'
import { emitChange } from '../stream/events'
import { kindOf } from '../tables'

/** The default deadline: the 8th of the next month (monthly and longer periods), 10:00 of the next day (daily). */
const DEFAULT_DEADLINE: Record<StatPeriodType, number> = { D: 10, M: 8, H: 8, Y: 8 }

/**
 * Locks, for every organisation, the period just ended of each indicator whose lock mode is "at the deadline" once
 * its deadline has passed (design note §1.4, rule 5). A period is locked once: an administrator's later unlock of
 * one organisation (a more specific record) is left alone. Invoked by a scheduled job (`statisticsDeadlineLocks`).
 */
export const STATISTICS_TASKS: TaskDef[] = [
  {
    name: 'statisticsDeadlineLocks',
    title: '统计填报截止后自动锁定本期指标',
    params: [],
    run: async (ctx) => {
      const now = ctx.clock.now()
      const due = await ctx.db
        .select()
        .from(statIndex)
        .where(and(eq(statIndex.lockMode, LOCK_MODE.DEADLINE), eq(statIndex.status, '0')))
      let locked = 0
      for (const index of due) {
        const type = index.periodType as StatPeriodType | null
        if (!type) continue
        const day = index.deadlineDay ?? DEFAULT_DEADLINE[type]
        if (type === 'D' ? now.getHours() < day : now.getDate() <= day) continue
        const periodKey = currentPeriod(type, now)
        // Check and insert under a transaction-level advisory lock on (indicator, period): two processes (a
        // scheduled run and a "run now") cannot both lock the same period; the lock ends with the transaction, so
        // it also holds through a pooler in transaction mode.
        const inserted = await ctx.db.transaction(async (tx) => {
          await tx.execute(
            sql`select pg_advisory_xact_lock(hashtext(${`wp.statDeadline:${index.indexId}:${periodKey}`}))`,
          )
          const [last] = await tx
            .select({ id: statIndexLock.lockId })
            .from(statIndexLock)
            .where(
              and(
                eq(statIndexLock.indexId, index.indexId),
                isNull(statIndexLock.orgId),
                eq(statIndexLock.periodKey, periodKey),
              ),
            )
            .orderBy(desc(statIndexLock.lockId))
            .limit(1)
          if (last) return false
          await tx.insert(statIndexLock).values({
            indexId: index.indexId,
            orgId: null,
            periodKey,
            locked: true,
            lockType: LOCK_TYPE.DEADLINE,
            lockBy: 'system',
            lockTime: now,
          })
          return true
        })
        if (!inserted) continue
        emitChange(ctx, kindOf(index.kind), 'lock', [{ id: index.indexId, orgId: null, periodKey }])
        locked++
      }
      return `已截止锁定 ${locked} 个指标`
    },
  },
]
