import {
  BUSINESS_TYPE as BusinessType,
  PROGRESS_REPORT,
  PROJECT_PERMISSIONS as P,
  PROJECT_STATUS,
  REPORT_STATUS_CODE,
  type FilingRow,
} from '@wp/contract'
import { and, asc, eq, inArray, max } from 'drizzle-orm'
import { z } from 'zod'
import type { AppContext } from '../context'
import { dataScopeFilter, deptNames, userNames } from '../directory'
import { ok } from '../http/envelope'
import { badRequest, ServiceError } from '../http/errors'
import { drizzleStore, resourceRoutes, rowScopeOf } from '../http/resource'
import type { Router } from '../http/route'
import { filledText, idParam } from '../http/validation'
import { postMessages } from '../outbox/outbox'
import { visibleProject } from './access'
import { periodOf, recompute } from './plan'
import { projProgressReport, projProject } from './schema'

const reportParams = z.object({ reportId: idParam })

/** 进展汇报: the derived CRUD (drafts only), submit, the leader's comment (批示), the filing view. */
export function reportRoutes(r: Router, ctx: AppContext) {
  const store = drizzleStore(ctx.db, PROGRESS_REPORT, projProgressReport)
  const now = () => ctx.clock.now()
  const visibleReport = async (reportId: number, user: Parameters<typeof visibleProject>[1]) => {
    const row = await store.get(reportId)
    if (!row) throw new ServiceError('进展汇报不存在', 404)
    const scope = await rowScopeOf(ctx, PROGRESS_REPORT, user)
    if (scope && !(await store.get(reportId, scope))) throw badRequest('没有权限访问进展汇报数据！')
    return row
  }
  /** The project's latest submitted period, written back to its row (lists show it, the late flag reads it). */
  const refreshLatest = async (projectId: number) => {
    const [latest] = await ctx.db
      .select({ period: max(projProgressReport.periodKey) })
      .from(projProgressReport)
      .where(
        and(
          eq(projProgressReport.projectId, projectId),
          inArray(projProgressReport.reportStatus, [REPORT_STATUS_CODE.submitted, REPORT_STATUS_CODE.read]),
        ),
      )
    await ctx.db
      .update(projProject)
      .set({ latestReportPeriod: latest?.period ?? null })
      .where(eq(projProject.projectId, projectId))
    await recompute(ctx.db, projectId, now())
  }

  resourceRoutes(r, PROGRESS_REPORT, {
    store,
    summaries: { add: '新增进展汇报（总体进度取工作计划的汇总）', edit: '修改进展汇报（仅草稿）' },
    check: {
      edit: (before, input) => {
        if (before.reportStatus !== REPORT_STATUS_CODE.draft) throw badRequest('已提交的进展汇报不能修改')
        if (input.projectId !== undefined && input.projectId !== before.projectId)
          throw badRequest('进展汇报所属项目不能修改')
      },
      remove: (rows) => {
        if (rows.some((x) => x.reportStatus !== REPORT_STATUS_CODE.draft)) throw badRequest('已提交的进展汇报不能删除')
      },
    },
    add: async (input, user) => {
      const p = await visibleProject(ctx, user, input.projectId)
      const reporting: string[] = [PROJECT_STATUS.running, PROJECT_STATUS.suspended, PROJECT_STATUS.accepting]
      if (!reporting.includes(p.projectStatus)) throw badRequest('只有已立项且未结束的项目可以汇报进展')
      const [row] = await ctx.db
        .insert(projProgressReport)
        .values({
          ...input,
          orgId: p.orgId,
          projectName: p.projectName,
          overallProgress: Number(p.progressPercent),
          reportStatus: REPORT_STATUS_CODE.draft,
          createBy: user.userName,
          createTime: now(),
        })
        .returning()
      return row
    },
  })

  r.put('/project/report/submit/:reportId', {
    access: P.report.edit,
    summary: '提交进展汇报（总体进度按提交时的汇总更新）',
    params: reportParams,
    log: { title: PROGRESS_REPORT.title, type: BusinessType.UPDATE },
    handler: async ({ params, user }) => {
      const rep = await visibleReport(params.reportId, user)
      if (rep.reportStatus !== REPORT_STATUS_CODE.draft) throw badRequest('该进展汇报已提交')
      const p = await visibleProject(ctx, user, rep.projectId)
      await ctx.db
        .update(projProgressReport)
        .set({
          reportStatus: REPORT_STATUS_CODE.submitted,
          submitTime: now(),
          overallProgress: Number(p.progressPercent),
          updateBy: user.userName,
          updateTime: now(),
        })
        .where(eq(projProgressReport.reportId, rep.reportId))
      await refreshLatest(rep.projectId)
      return ok()
    },
  })

  r.put('/project/report/comment/:reportId', {
    access: P.report.comment,
    summary: '领导批示（已提交的汇报；通知汇报人）',
    params: reportParams,
    body: z.object({
      comment: filledText(2000, '批示内容不能为空', '批示最多输入2000个字符'),
    }),
    log: { title: '领导批示', type: BusinessType.UPDATE },
    handler: async ({ params, body, user }) => {
      const rep = await visibleReport(params.reportId, user)
      if (rep.reportStatus === REPORT_STATUS_CODE.draft) throw badRequest('草稿汇报不能批示')
      const p = await visibleProject(ctx, user, rep.projectId)
      await ctx.db.transaction(async (tx) => {
        await tx
          .update(projProgressReport)
          .set({
            leaderComment: body.comment,
            commentBy: user.nickName,
            commentTime: now(),
            reportStatus: REPORT_STATUS_CODE.read,
          })
          .where(eq(projProgressReport.reportId, rep.reportId))
        await postMessages(tx, now(), [
          {
            topic: 'project.comment',
            userId: p.managerUserId,
            title: `领导批示：${p.projectName} ${rep.periodKey}`,
            body: body.comment.slice(0, 500),
            link: `/variety/variety_detail?projectId=${p.projectId}`,
            ref: `project:report:${rep.reportId}:comment`,
          },
        ])
      })
      return ok()
    },
  })

  r.get('/project/report/filing', {
    access: P.report.filing,
    summary: '填报进度：进行中的项目在某汇报期是否已汇报',
    query: z.object({
      periodKey: z
        .string()
        .regex(/^\d{4}-(0[1-9]|1[0-2])$/, '汇报期应为 yyyy-MM 形式，如 2026-06')
        .optional(),
    }),
    handler: async ({ query, user }) => {
      const period = query.periodKey ?? periodOf(now())
      const scope = await dataScopeFilter(ctx, user, {
        deptId: projProject.orgId,
        userId: projProject.managerUserId,
      })
      const projects = await ctx.db
        .select()
        .from(projProject)
        .where(and(eq(projProject.projectStatus, PROJECT_STATUS.running), scope))
        .orderBy(asc(projProject.orgId), asc(projProject.projectId))
      const reports = projects.length
        ? await ctx.db
            .select()
            .from(projProgressReport)
            .where(
              and(
                eq(projProgressReport.periodKey, period),
                inArray(
                  projProgressReport.projectId,
                  projects.map((p) => p.projectId),
                ),
              ),
            )
        : []
      const byProject = new Map(reports.map((x) => [x.projectId, x]))
      const orgs = await deptNames(
        ctx,
        projects.map((p) => p.orgId),
      )
      const managers = await userNames(
        ctx,
        projects.map((p) => p.managerUserId),
      )
      return ok<FilingRow[]>(
        projects.map((p) => {
          const rep = byProject.get(p.projectId)
          return {
            projectId: p.projectId,
            projectCode: p.projectCode,
            projectName: p.projectName,
            orgId: p.orgId,
            orgName: orgs.get(p.orgId) ?? null,
            managerUserId: p.managerUserId,
            managerName: managers.get(p.managerUserId) ?? null,
            reportId: rep?.reportId ?? null,
            reportStatus: rep?.reportStatus ?? null,
            submitTime: rep?.submitTime?.toISOString() ?? null,
          }
        }),
      )
    },
  })
}
