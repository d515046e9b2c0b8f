import { PROJECT_STATUS, REPORT_STATUS_CODE } from '@wp/contract'
import { and, eq, inArray, notInArray } from 'drizzle-orm'
import { postMessages } from '../outbox/outbox'
import type { DefaultSchedule, TaskDef } from '../platform/tasks'
import { ESTABLISHED, periodOf, recompute } from './plan'
import { projProgressReport, projProject } from './schema'

/** Re-reads every active project's plan against today: health, overdue and late-report flags (§2.5, nightly). */
const refreshProjects: TaskDef = {
  name: 'refreshProjects',
  title: '刷新项目进度、状态灯与逾期标记',
  params: [],
  async run(ctx) {
    const rows = await ctx.db
      .select({ id: projProject.projectId })
      .from(projProject)
      .where(inArray(projProject.projectStatus, [...ESTABLISHED, PROJECT_STATUS.approving]))
    for (const r of rows) await recompute(ctx.db, r.id, ctx.clock.now())
    return `刷新 ${rows.length} 个项目`
  },
}

/**
 * 催报: from the 25th, the managers of running projects without a submitted report for this month get a work
 * notice (through DingTalk when it is configured; the outbox otherwise keeps it).
 */
const remindReports: TaskDef = {
  name: 'remindProgressReports',
  title: '提醒项目负责人提交本月进展汇报',
  params: [],
  async run(ctx) {
    const now = ctx.clock.now()
    if (now.getDate() < 25) return '未到催报日（每月 25 日起）'
    const period = periodOf(now)
    const reported = ctx.db
      .select({ id: projProgressReport.projectId })
      .from(projProgressReport)
      .where(
        and(
          eq(projProgressReport.periodKey, period),
          inArray(projProgressReport.reportStatus, [REPORT_STATUS_CODE.submitted, REPORT_STATUS_CODE.read]),
        ),
      )
    const late = await ctx.db
      .select()
      .from(projProject)
      .where(and(eq(projProject.projectStatus, PROJECT_STATUS.running), notInArray(projProject.projectId, reported)))
    const n = await postMessages(
      ctx.db,
      now,
      late.map((p) => ({
        topic: 'project.report',
        userId: p.managerUserId,
        title: `请提交进展汇报：${p.projectName}（${period}）`,
        body: `项目 ${p.projectCode} 本月（${period}）的进展汇报尚未提交，请于下月 5 日前提交。`,
        link: `/variety/variety_detail?projectId=${p.projectId}`,
        ref: `project:report:${p.projectId}:${period}`,
      })),
    )
    return `提醒 ${n} 条`
  },
}

export const PROJECT_TASKS: TaskDef[] = [refreshProjects, remindReports]

export const PROJECT_SCHEDULES: DefaultSchedule[] = [
  { key: 'project.refresh', name: '项目状态灯刷新', invokeTarget: 'refreshProjects', cron: '0 30 1 * * ?' },
  { key: 'project.remind', name: '进展汇报催报', invokeTarget: 'remindProgressReports', cron: '0 0 9 * * ?' },
]
