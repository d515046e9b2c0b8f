import {
  BUSINESS_TYPE,
  LIB_STATUS,
  LINKABLE_LIB_STATUSES,
  TECHREFIT_PERMISSIONS,
  TR_API,
  TR_PROJECT,
  type TrApprovalEntry,
  type TrAwaiting,
  type TrCompletion,
  type TrProjectLinks,
  type TrProjectOption,
  type TrProjectYear,
} from '@wp/contract'
import { and, asc, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import { z } from 'zod'
import { hasPermission, type SessionUser } from '../auth/session'
import type { AppContext } from '../context'
import { replaceRows } from '../db/replace'
import { holdersOfPermission } from '../directory'
import { ok } from '../http/envelope'
import { badRequest, ServiceError } from '../http/errors'
import { drizzleStore, resourceRoutes, rowScopeOf, type RowScope } from '../http/resource'
import type { Router } from '../http/route'
import { filledText, idParam, optionalText } from '../http/validation'
import { nextSerial, orgCodeOf } from '../serial/serial'
import { APPROVE, LIB_IN } from './process'
import { checkFigures, editRefusal, progressedStatus } from './rules'
import { trProject, trProjectYear, trSasacProject, trSpecialProject } from './schema'

const P = TECHREFIT_PERMISSIONS.library
const PATH = TR_PROJECT.path
const LOG = (type: (typeof BUSINESS_TYPE)[keyof typeof BUSINESS_TYPE]) => ({ title: TR_PROJECT.title, type })

/** The data scope of the library's rows as SQL (undefined: every row). */
export function scopeSql(
  scope: RowScope | undefined,
  orgId: AnyPgColumn = trProject.orgId,
  createBy: AnyPgColumn = trProject.createBy,
) {
  if (!scope) return undefined
  const parts: SQL[] = []
  if (scope.deptIds.length) parts.push(inArray(orgId, [...scope.deptIds]))
  if (scope.self) parts.push(eq(createBy, scope.self.userName))
  return parts.length ? or(...parts) : sql`false`
}

const money = z
  .number({ error: '金额应为数字' })
  .min(0, '金额不能为负')
  .max(99999999.99, '金额过大')
  .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, '金额最多两位小数')

const projectParams = z.object({ projectId: idParam })

const yearsBody = z.object({
  years: z
    .array(
      z.object({
        year: z.number().int().min(2000, '年度应在 2000–2100 之间').max(2100, '年度应在 2000–2100 之间'),
        planInvestment: money,
        completedYtd: money,
        updateMonth: z.number().int().min(1).max(12).nullish(),
        note: optionalText(500).nullish(),
      }),
    )
    .max(50, '年度过多'),
})

export function libraryRoutes(r: Router, ctx: AppContext) {
  const store = drizzleStore(ctx.db, TR_PROJECT, trProject)
  const scopeOf = (user: SessionUser) => rowScopeOf(ctx, TR_PROJECT, user)

  /** A project the caller may see, or the refusal. */
  const visible = async (projectId: number, user: SessionUser) => {
    const row = await store.get(projectId, await scopeOf(user))
    if (!row) throw new ServiceError('项目不存在或没有权限访问', 404)
    return row
  }

  resourceRoutes(r, TR_PROJECT, {
    store,
    summaries: {
      add: '新增技改项目（编号 JG-{单位}-{年}-{流水} 由服务端生成；资金来源合计须等于总投资）',
      edit: '修改技改项目（审批中、已出库的项目不能修改；填写实际开工 / 竣工推进状态）',
      remove: '删除技改项目（仅储备或退回、且无专项或国资委记录的项目）',
    },
    check: {
      add: (input) => checkFigures(input),
      edit: (before, input) => {
        const refusal = editRefusal(before.libStatus)
        if (refusal) throw new ServiceError(refusal)
        const draft = before.libStatus === LIB_STATUS.draft || before.libStatus === LIB_STATUS.returned
        if (!draft && input.orgId !== undefined && input.orgId !== before.orgId)
          throw new ServiceError('已入库的项目不能更换建设单位')
        checkFigures({ ...before, ...input })
      },
      remove: async (rows) => {
        for (const row of rows)
          if (row.libStatus !== LIB_STATUS.draft && row.libStatus !== LIB_STATUS.returned)
            throw new ServiceError(`项目「${row.projectName}」已提交审批或入库，不能删除，请办理出库`)
        const ids = rows.map((row) => row.projectId)
        const linked =
          (await ctx.db.$count(trSpecialProject, inArray(trSpecialProject.projectId, ids))) +
          (await ctx.db.$count(trSasacProject, inArray(trSasacProject.projectId, ids)))
        if (linked) throw new ServiceError('项目已有专项或国资委记录，不能删除，请办理出库')
        const running = rows.find((row) => row.procInsId)
        if (running) throw new ServiceError(`项目「${running.projectName}」有进行中的流程，不能删除`)
      },
    },
    add: async (input, user) => {
      const now = ctx.clock.now()
      const projectId = await ctx.db.transaction(async (tx) => {
        const projectCode = await nextSerial(tx, {
          bizType: 'techrefit.project',
          format: 'JG-{orgCode}-{yyyy}-{seq3}',
          values: { orgCode: orgCodeOf(input.orgId) },
          now,
        })
        const [row] = await tx
          .insert(trProject)
          .values({
            ...(input as unknown as typeof trProject.$inferInsert),
            projectCode,
            libStatus: LIB_STATUS.draft,
            createBy: user.userName,
            createTime: now,
          })
          .returning({ projectId: trProject.projectId })
        return row.projectId
      })
      return (await store.get(projectId))!
    },
    edit: async (id, input, user) => {
      const before = (await store.get(id))!
      const merged = { ...before, ...input }
      const libStatus = progressedStatus(before.libStatus, merged)
      await store.update(id, { ...input, libStatus }, { by: user.userName, at: ctx.clock.now() })
    },
  })

  r.post(`${PATH}/submit/:projectId`, {
    access: P.submit,
    summary: '提交审批：储备或退回的项目提交入库审核，已入库的项目（填写立项文号和日期后）提交立项审批',
    params: projectParams,
    log: LOG(BUSINESS_TYPE.UPDATE),
    handler: async ({ params, user }) => {
      const p = await visible(params.projectId, user)
      const entering = p.libStatus === LIB_STATUS.draft || p.libStatus === LIB_STATUS.returned
      if (!entering && p.libStatus !== LIB_STATUS.inLibrary) throw new ServiceError('项目当前状态不能提交审批')
      if (!entering && (!p.approvalDocNo || !p.approvalDate))
        throw new ServiceError('提交立项前请先填写立项（批复）文号和立项日期')
      const reviewers = await holdersOfPermission(ctx, P.review)
      if (!reviewers.length) throw new ServiceError('没有用户持有技改项目审核权限，无法提交审批，请联系管理员')
      const bizType = entering ? LIB_IN : APPROVE
      // a project sent back to its applicant: the old instance ends (it stays in the history), a new one starts
      if (p.procInsId) await ctx.services.processes.stop(bizType, String(p.projectId), user, '重新提交')
      const started = await ctx.services.processes.start({
        bizType,
        businessKey: String(p.projectId),
        title: `${entering ? '技改项目入库' : '技改项目立项'}：${p.projectCode} ${p.projectName}`,
        orgId: p.orgId,
        variables: { reviewers, totalInvestment: p.totalInvestment },
        starter: user,
      })
      return ok({ procInsId: started.procInsId })
    },
  })

  r.post(`${PATH}/retire/:projectId`, {
    access: P.retire,
    summary: '项目出库（取消），须写明原因；审批中的项目不能出库',
    params: projectParams,
    body: z.object({ reason: filledText(500, '请填写出库原因', '出库原因最多 500 字') }),
    log: LOG(BUSINESS_TYPE.UPDATE),
    handler: async ({ params, body, user }) => {
      const p = await visible(params.projectId, user)
      if (p.libStatus === LIB_STATUS.retired) throw new ServiceError('项目已出库')
      if (p.procInsId) throw new ServiceError('项目有进行中的审批，不能出库')
      await store.update(
        p.projectId,
        { libStatus: LIB_STATUS.retired, retireReason: body.reason },
        { by: user.userName, at: ctx.clock.now() },
      )
      return ok()
    },
  })

  r.get(`${PATH}/history/:projectId`, {
    access: P.query,
    summary: '项目的审批记录（入库、立项的每一次流程及其任务），新的在前',
    params: projectParams,
    handler: async ({ params, user }) => {
      const p = await visible(params.projectId, user)
      const key = String(p.projectId)
      const [entry, approval] = await Promise.all([
        ctx.services.processes.history(LIB_IN, key),
        ctx.services.processes.history(APPROVE, key),
      ])
      const all = [...entry, ...approval].sort((a, b) => b.startTime.getTime() - a.startTime.getTime())
      return ok<TrApprovalEntry[]>(all)
    },
  })

  r.get(`${PATH}/years/:projectId`, {
    access: P.query,
    summary: '年度投资计划与完成（万元）',
    params: projectParams,
    handler: async ({ params, user }) => {
      await visible(params.projectId, user)
      return ok<TrProjectYear[]>(await yearsOf(ctx, params.projectId))
    },
  })

  r.put(`${PATH}/years/:projectId`, {
    access: P.plan,
    summary: '保存年度投资计划与完成（整体替换；累计完成投资随之更新）',
    params: projectParams,
    body: yearsBody,
    log: LOG(BUSINESS_TYPE.UPDATE),
    handler: async ({ params, body, user }) => {
      const p = await visible(params.projectId, user)
      if (p.libStatus === LIB_STATUS.retired) throw new ServiceError('项目已出库，不能修改')
      const seen = new Set<number>()
      for (const y of body.years) {
        if (seen.has(y.year)) throw badRequest(`${y.year} 年重复`)
        seen.add(y.year)
      }
      const now = ctx.clock.now()
      await ctx.db.transaction(async (tx) => {
        await replaceRows(
          tx,
          trProjectYear,
          trProjectYear.projectId,
          p.projectId,
          body.years.map((y) => ({
            projectId: p.projectId,
            year: y.year,
            planInvestment: y.planInvestment.toFixed(2),
            completedYtd: y.completedYtd.toFixed(2),
            updateMonth: y.updateMonth ?? null,
            note: y.note ?? null,
            createBy: user.userName,
            createTime: now,
          })),
        )
        const done = body.years.reduce((s, y) => s + Math.round(y.completedYtd * 100), 0) / 100
        await tx
          .update(trProject)
          .set({ completedInvestment: done.toFixed(2), updateBy: user.userName, updateTime: now })
          .where(eq(trProject.projectId, p.projectId))
      })
      return ok()
    },
  })

  r.get(`${PATH}/links/:projectId`, {
    access: P.query,
    summary: '项目的专项申报记录与国资委报送记录',
    params: projectParams,
    handler: async ({ params, user }) => {
      await visible(params.projectId, user)
      const [special, sasac] = await Promise.all([
        ctx.db
          .select({
            specialId: trSpecialProject.specialId,
            specialName: trSpecialProject.specialName,
            specialBatch: trSpecialProject.specialBatch,
            applyAmount: trSpecialProject.applyAmount,
            specialStatus: trSpecialProject.specialStatus,
          })
          .from(trSpecialProject)
          .where(eq(trSpecialProject.projectId, params.projectId))
          .orderBy(asc(trSpecialProject.specialId)),
        ctx.db
          .select({
            sasacId: trSasacProject.sasacId,
            reportYear: trSasacProject.reportYear,
            reportType: trSasacProject.reportType,
            plannedInvestmentYear: trSasacProject.plannedInvestmentYear,
            reportStatus: trSasacProject.reportStatus,
          })
          .from(trSasacProject)
          .where(eq(trSasacProject.projectId, params.projectId))
          .orderBy(desc(trSasacProject.reportYear)),
      ])
      return ok<TrProjectLinks>({
        special: special.map((s) => ({ ...s, applyAmount: Number(s.applyAmount) })),
        sasac: sasac.map((s) => ({ ...s, plannedInvestmentYear: Number(s.plannedInvestmentYear) })),
      })
    },
  })

  r.get(TR_API.options, {
    access: 'signed-in',
    summary: '可申报专项或报送国资委的项目（已入库及以后，按数据权限），?projectName=',
    query: z.object({ projectName: optionalText(200) }),
    handler: async ({ query, user }) => {
      const rows = await ctx.db
        .select({
          projectId: trProject.projectId,
          projectCode: trProject.projectCode,
          projectName: trProject.projectName,
          orgId: trProject.orgId,
          totalInvestment: trProject.totalInvestment,
          libStatus: trProject.libStatus,
        })
        .from(trProject)
        .where(
          and(
            inArray(trProject.libStatus, [...LINKABLE_LIB_STATUSES]),
            query.projectName
              ? sql`${trProject.projectName} ILIKE ${'%' + query.projectName.replace(/[\\%_]/g, '\\$&') + '%'}`
              : undefined,
            scopeSql(await scopeOf(user)),
          ),
        )
        .orderBy(desc(trProject.projectId))
        .limit(50)
      return ok<TrProjectOption[]>(rows.map((row) => ({ ...row, totalInvestment: Number(row.totalInvestment) })))
    },
  })

  r.get(TR_API.awaiting, {
    access: P.list,
    summary: '待我处理的技改项目：审核中的项目（持有审核权限者）与本人被退回的项目，各至多 10 条',
    handler: async ({ user }) => {
      const pick = {
        projectId: trProject.projectId,
        projectCode: trProject.projectCode,
        projectName: trProject.projectName,
        libStatus: trProject.libStatus,
        currentTaskName: trProject.currentTaskName,
      }
      const scope = scopeSql(await scopeOf(user))
      const reviewer = hasPermission(user, P.review)
      const [reviewing, returned] = await Promise.all([
        reviewer
          ? ctx.db
              .select(pick)
              .from(trProject)
              .where(and(inArray(trProject.libStatus, [LIB_STATUS.reviewing, LIB_STATUS.approving]), scope))
              .orderBy(desc(trProject.updateTime), desc(trProject.projectId))
              .limit(10)
          : [],
        ctx.db
          .select(pick)
          .from(trProject)
          .where(and(eq(trProject.libStatus, LIB_STATUS.returned), eq(trProject.createBy, user.userName)))
          .orderBy(desc(trProject.projectId))
          .limit(10),
      ])
      return ok<TrAwaiting>({ reviewing, returned })
    },
  })

  r.get(TR_API.completion, {
    access: P.list,
    summary: '技改项目年度完成投资（按单位汇总，万元），供投资统计（技改本年累计）使用，?year=',
    query: z.object({ year: z.coerce.number().int().min(2000).max(2100) }),
    handler: async ({ query, user }) => {
      const rows = await ctx.db
        .select({
          orgId: trProject.orgId,
          projects: sql<number>`count(*)::int`,
          planInvestment: sql<string>`coalesce(sum(${trProjectYear.planInvestment}), 0)`,
          completedYtd: sql<string>`coalesce(sum(${trProjectYear.completedYtd}), 0)`,
        })
        .from(trProjectYear)
        .innerJoin(trProject, eq(trProject.projectId, trProjectYear.projectId))
        .where(and(eq(trProjectYear.year, query.year), scopeSql(await scopeOf(user))))
        .groupBy(trProject.orgId)
        .orderBy(asc(trProject.orgId))
      return ok<TrCompletion[]>(
        rows.map((row) => ({
          orgId: row.orgId,
          year: query.year,
          projects: row.projects,
          planInvestment: Number(row.planInvestment),
          completedYtd: Number(row.completedYtd),
        })),
      )
    },
  })
}

/** A project's years, in order. */
export async function yearsOf(ctx: AppContext, projectId: number): Promise<TrProjectYear[]> {
  const rows = await ctx.db
    .select()
    .from(trProjectYear)
    .where(eq(trProjectYear.projectId, projectId))
    .orderBy(asc(trProjectYear.year))
  return rows.map((y) => ({
    year: y.year,
    planInvestment: Number(y.planInvestment),
    completedYtd: Number(y.completedYtd),
    updateMonth: y.updateMonth,
    note: y.note,
  }))
}
