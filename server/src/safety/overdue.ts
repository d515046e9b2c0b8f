import { HAZARD_STATUS as S } from '@wp/contract'
import { and, eq, inArray, lt, or, sql } from 'drizzle-orm'
import type { AppContext } from '../context'
import { postMessages, type NewMessage } from '../outbox/outbox'
import type { TaskDef } from '../platform/tasks'
import { logHazard } from './process'
import { localDate } from './routes'
import { safeHazard } from './schema'

/** Statuses a hazard's supervision deadline still runs in: reported and not yet closed. */
const OPEN: string[] = [S.PENDING_AUDIT, S.RETURNED, S.TO_RECTIFY, S.RECTIFYING, S.PENDING_ACCEPT]

/**
 * The daily overdue pass (§3.3: plain service code and a scheduled job, not the engine): a hazard in rectification
 * past its deadline, or a supervised one past its supervision deadline, is flagged 逾期 (once, with a line in its
 * ledger); every flagged hazard's responsible person (and, for a major one, its 治理责任人) is reminded through the
 * outbox (DingTalk work notices when configured). Returns the task's report.
 */
export async function markOverdueHazards(ctx: AppContext): Promise<string> {
  const today = localDate(ctx.clock.now())
  const late = or(
    and(inArray(safeHazard.hazardStatus, [S.TO_RECTIFY, S.RECTIFYING]), lt(safeHazard.rectifyDeadline, today)),
    and(
      eq(safeHazard.supervised, true),
      inArray(safeHazard.hazardStatus, OPEN),
      lt(safeHazard.superviseDeadline, today),
    ),
  )
  const flagged = await ctx.db.transaction(async (tx) => {
    const rows = await tx
      .update(safeHazard)
      .set({ isOverdue: true })
      .where(and(eq(safeHazard.isOverdue, false), eq(safeHazard.suspended, false), late))
      .returning({ hazardId: safeHazard.hazardId, status: safeHazard.hazardStatus })
    for (const h of rows)
      await logHazard(tx, { hazardId: h.hazardId, action: '逾期', from: h.status, to: h.status, by: '系统' })
    return rows.length
  })
  const overdue = await ctx.db
    .select({
      hazardId: safeHazard.hazardId,
      hazardNo: safeHazard.hazardNo,
      title: safeHazard.title,
      level: safeHazard.level,
      deadline: sql<string>`least(${safeHazard.rectifyDeadline}, ${safeHazard.superviseDeadline})`,
      responsibleUserId: safeHazard.responsibleUserId,
      govLeaderId: safeHazard.govLeaderId,
    })
    .from(safeHazard)
    .where(and(eq(safeHazard.isOverdue, true), eq(safeHazard.suspended, false), inArray(safeHazard.hazardStatus, OPEN)))
  const messages: NewMessage[] = overdue.flatMap((h) =>
    [...new Set([h.responsibleUserId, h.level === '2' ? h.govLeaderId : null].filter((id): id is number => !!id))].map(
      (userId) => ({
        topic: 'safety.overdue',
        userId,
        title: `隐患逾期未整改：${h.hazardNo} ${h.title}`.slice(0, 255),
        body: `期限 ${h.deadline}，请尽快整改或申请延期`,
        link: `/h5/hazard?id=${h.hazardId}`, // the phone's 整改 screen (DingTalk work notices open it)
        ref: `safety:hazard:${h.hazardId}`,
      }),
    ),
  )
  await postMessages(ctx.db, ctx.clock.now(), messages)
  return `新标记逾期 ${flagged} 条，提醒 ${messages.length} 人次`
}

export const SAFETY_TASKS: TaskDef[] = [
  {
    name: 'markOverdueHazards',
    title: '标记逾期隐患并提醒整改责任人',
    params: [],
    run: (ctx) => markOverdueHazards(ctx),
  },
]
