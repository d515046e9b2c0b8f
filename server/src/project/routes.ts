import {
  BUSINESS_TYPE as BusinessType,
  PROJECT,
  PROJECT_BIZ,
  PROJECT_PERMISSIONS as P,
  PROJECT_STATUS,
  type ApprovalRow,
  type ProjectMemberRow,
} from '@wp/contract'
import { eq } from 'drizzle-orm'
import { z, type ZodType } from 'zod'
import type { SessionUser } from '../auth/session'
import type { AppContext } from '../context'
import { replaceRows } from '../db/replace'
import { usersByIds } from '../directory'
import { ok } from '../http/envelope'
import { badRequest } from '../http/errors'
import { drizzleStore, resourceRoutes } from '../http/resource'
import type { Router } from '../http/route'
import { filledText, idParam, optionalText } from '../http/validation'
import { nextSerial } from '../serial/serial'
import { visibleProject, type ProjectRecord } from './access'
import { recompute } from './plan'
import { planRoutes } from './plan-routes'
import { processClock, startApproval } from './process'
import { reportRoutes } from './report-routes'
import { projMember, projPlanChange, projProject, projWorkPlan } from './schema'
import { anyRow } from '../db/unique'

const params = z.object({ projectId: idParam })
const reasonBody = z.object({ reason: filledText(500, '请填写原因', '原因最多输入500个字符') })

/** 项目: the derived CRUD, numbering, members, 立项 / 验收 through the workflow, pause, resume, cancel, history. */
export function projectRoutes(r: Router, ctx: AppContext) {
  processClock.now = () => ctx.clock.now()
  const store = drizzleStore(ctx.db, PROJECT, projProject)
  const now = () => ctx.clock.now()
  const checkDates = (start?: string | null, end?: string | null) => {
    if (start && end && end < start) throw badRequest('计划完成日期不能早于计划开始日期')
  }
  resourceRoutes(r, PROJECT, {
    store,
    summaries: { add: '新增项目（编号 XM-yyyy-nnnn 由服务端生成）', remove: '删除项目（仅草稿）' },
    check: {
      add: (input) => checkDates(input.planStartDate, input.planEndDate),
      edit: (before, input) => {
        checkDates(input.planStartDate ?? before.planStartDate, input.planEndDate ?? before.planEndDate)
        if (before.projectStatus === PROJECT_STATUS.done || before.projectStatus === PROJECT_STATUS.canceled)
          throw badRequest('已完成或已取消的项目不能修改')
      },
      remove: (rows) => {
        const held = rows.find((p) => p.projectStatus !== PROJECT_STATUS.draft)
        if (held) throw badRequest(`项目「${held.projectName}」已提交立项，不能删除`)
      },
    },
    // the number is taken in the record's transaction (a failed save gives it back)
    add: (input, user) =>
      ctx.db.transaction(async (tx) => {
        const projectCode = await nextSerial(tx, { bizType: 'project.project', format: 'XM-{yyyy}-{seq4}', now: now() })
        const [row] = await tx
          .insert(projProject)
          .values({ ...input, isKey: input.isKey ?? false, projectCode, createBy: user.userName, createTime: now() })
          .returning()
        return row
      }),
  })

  /* ---- members ---- */
  r.get('/project/project/:projectId/members', {
    access: P.project.query,
    summary: '项目成员及其项目角色',
    params,
    handler: async ({ params, user }) => {
      await visibleProject(ctx, user, params.projectId)
      const rows = await ctx.db.select().from(projMember).where(eq(projMember.projectId, params.projectId))
      const users = new Map(
        (
          await usersByIds(
            ctx,
            rows.map((m) => m.userId),
          )
        ).map((u) => [u.userId, u]),
      )
      return ok<ProjectMemberRow[]>(
        rows.map((m) => ({
          userId: m.userId,
          nickName: users.get(m.userId)?.nickName ?? null,
          deptName: users.get(m.userId)?.deptName ?? null,
          projectRole: m.projectRole,
          remark: m.remark,
        })),
      )
    },
  })
  r.put('/project/project/:projectId/members', {
    access: P.project.edit,
    summary: '保存项目成员（整体替换）',
    params,
    body: z.object({
      members: z
        .array(
          z.object({
            userId: idParam,
            projectRole: z.string().trim().min(1, '请选择项目角色').max(32),
            remark: optionalText(200),
          }),
        )
        .max(200, '项目成员最多 200 人'),
    }),
    log: { title: '项目成员', type: BusinessType.UPDATE },
    handler: async ({ params, body, user }) => {
      await visibleProject(ctx, user, params.projectId)
      const ids = body.members.map((m) => m.userId)
      if (new Set(ids).size !== ids.length) throw badRequest('项目成员不能重复')
      const found = await usersByIds(ctx, ids)
      if (found.length !== ids.length) throw badRequest('项目成员中有不存在的用户')
      await ctx.db.transaction((tx) =>
        replaceRows(
          tx,
          projMember,
          projMember.projectId,
          params.projectId,
          body.members.map((m) => ({
            projectId: params.projectId,
            userId: m.userId,
            projectRole: m.projectRole,
            remark: m.remark ?? null,
          })),
        ),
      )
      return ok()
    },
  })

  /**
   * A move of a visible project that only some statuses allow (`from`, refused with `refusal` otherwise): 立项 and
   * 验收 start an approval; 暂停, 恢复 and 取消 set the status.
   */
  const move = <B extends ZodType = ZodType<undefined>>(
    method: 'post' | 'put',
    action: string,
    o: {
      access: `${string}:${string}`
      summary: string
      title: string
      body?: B
      from: readonly string[]
      refusal: string
      then: (p: ProjectRecord, body: z.output<B>, user: SessionUser) => Promise<void>
    },
  ) =>
    r[method](`/project/project/:projectId/${action}`, {
      access: o.access,
      summary: o.summary,
      params,
      body: o.body,
      log: { title: o.title, type: BusinessType.UPDATE },
      handler: async ({ params, body, user }) => {
        const p = await visibleProject(ctx, user, params.projectId)
        if (!o.from.includes(p.projectStatus)) throw badRequest(o.refusal)
        await o.then(p, body, user)
        return ok()
      },
    })

  /* ---- 立项 and 验收 through the workflow ---- */
  move('post', 'submit', {
    access: P.project.submit,
    summary: '提交立项审批（草稿项目，须有工作计划）',
    title: '项目立项',
    from: [PROJECT_STATUS.draft],
    refusal: '只有草稿状态的项目可以提交立项',
    then: async (p, _body, user) => {
      const planned = await anyRow(ctx.db, projWorkPlan, eq(projWorkPlan.projectId, p.projectId))
      if (!planned) throw badRequest('请先编制工作计划再提交立项')
      await startApproval(ctx, user, p, { biz: PROJECT_BIZ.establish, label: '立项', businessKey: String(p.projectId) })
    },
  })
  move('post', 'accept', {
    access: P.project.accept,
    summary: '申请验收（进行中的项目，叶子节点全部完成）',
    title: '项目验收',
    from: [PROJECT_STATUS.running],
    refusal: '只有进行中的项目可以申请验收',
    then: async (p, _body, user) => {
      const nodes = await ctx.db.select().from(projWorkPlan).where(eq(projWorkPlan.projectId, p.projectId))
      const parents = new Set(nodes.map((n) => n.parentId))
      const open = nodes.find((n) => !parents.has(n.planId) && n.nodeStatus !== '2' && n.nodeStatus !== '4')
      if (open) throw badRequest(`计划节点「${open.nodeName}」尚未完成，不能申请验收`)
      await startApproval(ctx, user, p, { biz: PROJECT_BIZ.accept, label: '验收', businessKey: String(p.projectId) })
    },
  })

  /* ---- manual status changes ---- */
  const setStatus = async (projectId: number, projectStatus: string, statusReason: string | null) => {
    await ctx.db
      .update(projProject)
      .set({ projectStatus, statusReason, updateTime: now() })
      .where(eq(projProject.projectId, projectId))
    await recompute(ctx.db, projectId, now())
  }
  move('put', 'suspend', {
    access: P.project.suspend,
    summary: '暂停项目（须填写原因）',
    body: reasonBody,
    title: '暂停项目',
    from: [PROJECT_STATUS.running],
    refusal: '只有进行中的项目可以暂停',
    then: (p, body) => setStatus(p.projectId, PROJECT_STATUS.suspended, body.reason),
  })
  move('put', 'resume', {
    access: P.project.suspend,
    summary: '恢复暂停的项目',
    title: '恢复项目',
    from: [PROJECT_STATUS.suspended],
    refusal: '只有已暂停的项目可以恢复',
    then: (p) => setStatus(p.projectId, PROJECT_STATUS.running, null),
  })
  move('put', 'cancel', {
    access: P.project.cancel,
    summary: '取消项目（须填写原因；审批中的项目先撤回）',
    body: reasonBody,
    title: '取消项目',
    from: [PROJECT_STATUS.draft, PROJECT_STATUS.running, PROJECT_STATUS.suspended],
    refusal: '审批中、待验收或已结束的项目不能取消',
    then: (p, body) => setStatus(p.projectId, PROJECT_STATUS.canceled, body.reason),
  })

  /* ---- the approval history of the detail page ---- */
  r.get('/project/project/:projectId/approvals', {
    access: P.project.query,
    summary: '项目的审批记录（立项、验收、计划调整），新的在前',
    params,
    handler: async ({ params, user }) => {
      const p = await visibleProject(ctx, user, params.projectId)
      const changes = await ctx.db
        .select({ changeId: projPlanChange.changeId })
        .from(projPlanChange)
        .where(eq(projPlanChange.projectId, p.projectId))
      const sources = [
        { biz: PROJECT_BIZ.establish, key: String(p.projectId) },
        { biz: PROJECT_BIZ.accept, key: String(p.projectId) },
        ...changes.map((c) => ({ biz: PROJECT_BIZ.planChange, key: String(c.changeId) })),
      ]
      const all: ApprovalRow[] = []
      for (const s of sources)
        for (const h of await ctx.services.processes.history(s.biz.bizType, s.key))
          all.push({
            bizTitle: s.biz.title,
            procInsId: h.procInsId,
            procDefName: h.procDefName,
            status: h.status,
            startUserName: h.startUserName,
            startTime: h.startTime.toISOString(),
            endTime: h.endTime?.toISOString() ?? null,
            tasks: h.tasks.map((t) => ({
              name: t.name,
              assigneeName: t.assigneeName,
              status: t.status,
              outcome: t.outcome,
              comment: t.comment,
              createTime: t.createTime.toISOString(),
              finishTime: t.finishTime?.toISOString() ?? null,
            })),
          })
      all.sort((a, b) => b.startTime.localeCompare(a.startTime) || Number(b.procInsId) - Number(a.procInsId))
      return ok<ApprovalRow[]>(all)
    },
  })

  planRoutes(r, ctx)
  reportRoutes(r, ctx)
}
