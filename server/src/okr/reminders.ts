import { OKR_CHECKIN_DUE_DAYS, OKR_OBJ_STATUS as S, OKR_PERMISSIONS, type OkrMyKeyResultRow } from '@wp/contract'
import { and, asc, eq, isNull, lt, or } from 'drizzle-orm'
import type { AppContext } from '../context'
import { ok } from '../http/envelope'
import type { Router } from '../http/route'
import { postMessages } from '../outbox/outbox'
import { daysAgo, type DefaultSchedule, type TaskDef } from '../platform/tasks'
import { okrCycle, okrKeyResult, okrObjective } from './schema'

/** 进行中: the cycle status in which check-ins are expected (okr_cycle_status). */
const CYCLE_RUNNING = '2'

/** Key results of running objectives in running cycles, with their objective's title. */
const runningKeyResults = (ctx: AppContext) =>
  ctx.db
    .select({
      krId: okrKeyResult.krId,
      title: okrKeyResult.title,
      ownerUserId: okrKeyResult.ownerUserId,
      objectiveId: okrKeyResult.objectiveId,
      objectiveTitle: okrObjective.title,
      progressPercent: okrKeyResult.progressPercent,
      confidence: okrKeyResult.confidence,
      progressStatus: okrKeyResult.progressStatus,
      lastCheckinTime: okrKeyResult.lastCheckinTime,
    })
    .from(okrKeyResult)
    .innerJoin(okrObjective, eq(okrObjective.objectiveId, okrKeyResult.objectiveId))
    .innerJoin(okrCycle, eq(okrCycle.cycleId, okrObjective.cycleId))

const running = and(eq(okrObjective.objStatus, S.ONGOING), eq(okrCycle.cycleStatus, CYCLE_RUNNING))

/**
 * 周报提醒 (design note §5.2): the owner of every key result of a running objective in a running cycle without a
 * check-in for `days` days gets a message through the outbox (a DingTalk work notice when configured) that opens
 * the board. Returns the task's report.
 */
export async function remindCheckins(ctx: AppContext, days: number): Promise<string> {
  const due = await runningKeyResults(ctx).where(
    and(running, or(isNull(okrKeyResult.lastCheckinTime), lt(okrKeyResult.lastCheckinTime, daysAgo(ctx, days)))),
  )
  const now = ctx.clock.now()
  const n = await postMessages(
    ctx.db,
    now,
    due.map((k) => ({
      topic: 'okr.checkin',
      userId: k.ownerUserId,
      title: `请更新关键结果进展：${k.title}`,
      body: `目标「${k.objectiveTitle}」的关键结果「${k.title}」已超过 ${days} 天未更新进展，请更新当前值与信心指数。`,
      link: `/okr/okr?objectiveId=${k.objectiveId}`,
      ref: `okr:kr:${k.krId}`,
    })),
  )
  return `提醒 ${n} 条（${due.length} 个关键结果超过 ${days} 天未更新）`
}

export const OKR_TASKS: TaskDef[] = [
  {
    name: 'remindOkrCheckins',
    title: '提醒关键结果负责人更新超过 days 天未更新的进展',
    params: [{ name: 'days', type: 'int', min: 1, max: 90 }],
    run: (ctx, [days]) => remindCheckins(ctx, days as number),
  },
]

export const OKR_SCHEDULES: DefaultSchedule[] = [
  {
    key: 'okr.checkinReminder',
    name: 'OKR进展周报提醒',
    invokeTarget: `remindOkrCheckins(${OKR_CHECKIN_DUE_DAYS})`,
    cron: '0 0 9 ? * MON',
    remark: `每周一 9 点提醒超过 ${OKR_CHECKIN_DUE_DAYS} 天未更新进展的关键结果负责人`,
  },
]

/** The workbench card's data: my key results of running objectives, and whether each is due for a check-in. */
export function myKeyResultRoutes(r: Router, ctx: AppContext) {
  r.get('/okr/my/keyresults', {
    access: OKR_PERMISSIONS.objective.list,
    summary: '我负责的进行中关键结果及其进展是否到期未更新（工作台卡片）',
    handler: async ({ user }) => {
      const since = daysAgo(ctx, OKR_CHECKIN_DUE_DAYS)
      const rows = await runningKeyResults(ctx)
        .where(and(running, eq(okrKeyResult.ownerUserId, user.userId)))
        .orderBy(asc(okrKeyResult.lastCheckinTime), asc(okrKeyResult.krId))
        .limit(50)
      // times are written by the envelope, as everywhere
      return ok<OkrMyKeyResultRow[]>(
        rows.map(({ ownerUserId: _owner, ...k }) => ({
          ...k,
          checkinDue: !k.lastCheckinTime || k.lastCheckinTime < since,
        })) as unknown as OkrMyKeyResultRow[],
      )
    },
  })
}
