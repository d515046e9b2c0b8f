import {
  BUSINESS_TYPE as BusinessType,
  cycleWith,
  dayOf,
  NODE_STATUS,
  NODE_TYPE,
  PROJECT_BIZ,
  PROJECT_PERMISSIONS as P,
  PROJECT_STATUS,
  type MyTaskRow,
  type PlanChangeRow,
  type PlanMove,
} from '@wp/contract'
import { and, desc, eq, inArray, lt, ne } from 'drizzle-orm'
import { z } from 'zod'
import type { AppContext } from '../context'
import type { Db } from '../db/client'
import { ok } from '../http/envelope'
import { badRequest } from '../http/errors'
import type { Router } from '../http/route'
import { filledText, idParam, optionalText } from '../http/validation'
import { visibleProject, type ProjectRecord } from './access'
import { applyMoves, ESTABLISHED, loadPlan, localDate, planView, previewMoves, recompute, saveBaseline } from './plan'
import { startApproval } from './process'
import { projPlanChange, projPlanLink, projProject, projWorkPlan } from './schema'
import { rowOr404 } from '../http/listing'
import { anyRow } from '../db/unique'

const DATE_RE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/
const dateText = (label: string) =>
  z
    .string({ error: `${label}不能为空` })
    .regex(DATE_RE, `${label}应为 yyyy-MM-dd 形式`)
    .refine((v) => !Number.isNaN(Date.parse(v)), `${label}不是有效日期`)
const optionalDate = (label: string) =>
  z.preprocess((v) => (v === '' ? null : v), dateText(label).nullable().optional())

const nodeFields = {
  nodeName: filledText(200, '节点名称不能为空', '节点名称最多输入200个字符').regex(
    /^[^<>]*$/,
    '节点名称不能包含脚本字符',
  ),
  deliverable: optionalText(500),
  weight: z.preprocess(
    (v) => (v === '' ? null : v),
    z.number().min(0, '权重在 0 到 100 之间').max(100, '权重在 0 到 100 之间').nullable().optional(),
  ),
  responsibleOrgId: idParam.nullable().optional(),
  responsibleUserId: idParam.nullable().optional(),
  sortNo: z.number().int().min(0).max(99999).optional(),
}

const newNode = z.object({
  ...nodeFields,
  parentId: idParam.nullable().optional(),
  nodeType: z.enum([NODE_TYPE.phase, NODE_TYPE.milestone, NODE_TYPE.task], {
    error: '节点类型应为 1 阶段、2 里程碑或 3 任务',
  }),
  planStart: dateText('计划开始'),
  planEnd: dateText('计划完成'),
})

const editNode = z.object({
  ...nodeFields,
  nodeName: nodeFields.nodeName.optional(),
  planStart: dateText('计划开始').optional(),
  planEnd: dateText('计划完成').optional(),
})

const moves = z
  .array(z.object({ planId: idParam, planStart: dateText('计划开始'), planEnd: dateText('计划完成') }))
  .min(1, '请至少调整一个节点')
  .max(5000, '一次最多调整 5000 个节点')

const projectParams = z.object({ projectId: idParam })
const planParams = z.object({ planId: idParam })

const ESTABLISHED_MSG = '项目已立项，调整计划日期请提交计划调整审批'

/**
 * After a structural change (a node or link added, dates typed in): pushes dependants and fits phases to their
 * children. On an established plan nothing may move this way: the change is refused (the caller's transaction
 * rolls back) and the user asks for a plan change instead.
 */
async function settle(db: Db, projectId: number, established: boolean) {
  const { nodes, links } = await loadPlan(db, projectId)
  const moved = previewMoves(nodes, links, [])
  if (!moved.length) return
  if (established) throw badRequest(`${ESTABLISHED_MSG}（会推迟「${moved[0].nodeName}」）`)
  await applyMoves(db, moved, null)
}

/** 工作计划: the plan view, nodes, links, the move preview, reschedules and plan changes, baselines, my late tasks. */
export function planRoutes(r: Router, ctx: AppContext) {
  const now = () => ctx.clock.now()
  const editable = async (projectId: number, user: Parameters<typeof visibleProject>[1]) => {
    const p = await visibleProject(ctx, user, projectId)
    const closed: string[] = [
      PROJECT_STATUS.approving,
      PROJECT_STATUS.accepting,
      PROJECT_STATUS.done,
      PROJECT_STATUS.canceled,
    ]
    if (closed.includes(p.projectStatus)) throw badRequest('审批中、待验收或已结束项目的计划不能修改')
    return p
  }
  const nodeOf = (planId: number) => rowOr404(ctx.db, projWorkPlan, projWorkPlan.planId, planId, '计划节点不存在')
  const established = (p: ProjectRecord) => ESTABLISHED.includes(p.projectStatus)
  /**
   * Writes a node or a link of `p`'s plan and, in the same transaction, replans: the later nodes move along (refused
   * once established), progress rolls up. Answers what the write answers.
   */
  const replanning = <T>(p: ProjectRecord, write: (tx: Db) => Promise<T>) =>
    ctx.db.transaction(async (tx) => {
      const answer = await write(tx)
      await settle(tx, p.projectId, established(p))
      await recompute(tx, p.projectId, now())
      return answer
    })

  r.get('/project/plan/myTasks', {
    access: P.plan.query,
    summary: '我负责的逾期计划节点（工作台）',
    handler: async ({ user }) => {
      const today = localDate(now())
      const rows = await ctx.db
        .select({
          planId: projWorkPlan.planId,
          projectId: projWorkPlan.projectId,
          projectName: projProject.projectName,
          nodeName: projWorkPlan.nodeName,
          planEnd: projWorkPlan.planEnd,
          progressPercent: projWorkPlan.progressPercent,
        })
        .from(projWorkPlan)
        .innerJoin(projProject, eq(projProject.projectId, projWorkPlan.projectId))
        .where(
          and(
            eq(projWorkPlan.responsibleUserId, user.userId),
            inArray(projWorkPlan.nodeStatus, [NODE_STATUS.late, NODE_STATUS.doing, NODE_STATUS.todo]),
            lt(projWorkPlan.planEnd, today),
            inArray(projProject.projectStatus, [...ESTABLISHED]),
          ),
        )
        .orderBy(projWorkPlan.planEnd)
        .limit(50)
      return ok<MyTaskRow[]>(
        rows.map((t) => ({
          ...t,
          progressPercent: Number(t.progressPercent),
          overdueDays: dayOf(today) - dayOf(t.planEnd),
        })),
      )
    },
  })

  r.get('/project/plan/:projectId', {
    access: P.plan.query,
    summary: '项目的工作计划：节点、前后置关系、关键路径、进度汇总与基线对比',
    params: projectParams,
    query: z.object({ baselineId: idParam.optional() }),
    handler: async ({ params, query, user }) =>
      ok(await planView(ctx, await visibleProject(ctx, user, params.projectId), query.baselineId)),
  })

  r.post('/project/plan/:projectId/node', {
    access: P.plan.edit,
    summary: '新增计划节点（阶段、里程碑或任务）；已立项的计划不能因此推迟已有节点',
    params: projectParams,
    body: newNode,
    log: { title: '工作计划', type: BusinessType.INSERT },
    handler: async ({ params, body, user }) => {
      const p = await editable(params.projectId, user)
      if (body.planEnd < body.planStart) throw badRequest('计划完成日期不能早于计划开始日期')
      if (body.parentId) {
        const parent = await nodeOf(body.parentId)
        if (parent.projectId !== p.projectId) throw badRequest('上级节点不属于该项目')
        if (parent.nodeType === NODE_TYPE.milestone) throw badRequest('里程碑下不能再分解节点')
      }
      if (body.nodeType === NODE_TYPE.milestone && !body.deliverable)
        throw badRequest('里程碑须填写交付成果 / 完成标志')
      const planStart = body.nodeType === NODE_TYPE.milestone ? body.planEnd : body.planStart
      const [{ planId }] = await replanning(p, (tx) =>
        tx
          .insert(projWorkPlan)
          .values({
            ...body,
            projectId: p.projectId,
            parentId: body.parentId ?? null,
            planStart,
            createBy: user.userName,
            createTime: now(),
          })
          .returning({ planId: projWorkPlan.planId }),
      )
      return ok({ planId })
    },
  })

  r.put('/project/plan/node/:planId', {
    access: P.plan.edit,
    summary: '修改计划节点（名称、成果、权重、责任人；日期仅草稿计划可直接改）',
    params: planParams,
    body: editNode,
    log: { title: '工作计划', type: BusinessType.UPDATE },
    handler: async ({ params, body, user }) => {
      const n = await nodeOf(params.planId)
      const p = await editable(n.projectId, user)
      const planEnd = body.planEnd ?? n.planEnd
      const planStart = n.nodeType === NODE_TYPE.milestone ? planEnd : (body.planStart ?? n.planStart)
      if (planEnd < planStart) throw badRequest('计划完成日期不能早于计划开始日期')
      const datesChanged = planStart !== n.planStart || planEnd !== n.planEnd
      if (datesChanged && established(p)) throw badRequest(ESTABLISHED_MSG)
      await replanning(p, (tx) =>
        tx
          .update(projWorkPlan)
          .set({ ...body, planStart, planEnd, updateBy: user.userName, updateTime: now() })
          .where(eq(projWorkPlan.planId, n.planId)),
      )
      return ok()
    },
  })

  r.put('/project/plan/node/:planId/progress', {
    access: P.plan.edit,
    summary: '填报节点进度（叶子节点）：完成进度、实际开始/完成、完成情况说明',
    params: planParams,
    body: z.object({
      progressPercent: z.number({ error: '完成进度应为 0 到 100 的数' }).min(0).max(100),
      actualStart: optionalDate('实际开始'),
      actualEnd: optionalDate('实际完成'),
      completeDesc: optionalText(2000),
    }),
    log: { title: '工作计划', type: BusinessType.UPDATE },
    handler: async ({ params, body, user }) => {
      const n = await nodeOf(params.planId)
      const p = await visibleProject(ctx, user, n.projectId)
      if (p.projectStatus !== PROJECT_STATUS.running) throw badRequest('只有进行中的项目可以填报进度')
      const hasChild = await anyRow(ctx.db, projWorkPlan, eq(projWorkPlan.parentId, n.planId))
      if (hasChild) throw badRequest('上级节点的进度由下级节点按权重汇总，不能直接填报')
      const done = body.progressPercent >= 100
      if (done && !body.completeDesc) throw badRequest('标记完成时须填写完成情况说明')
      const today = localDate(now())
      const actualStart = body.actualStart ?? n.actualStart ?? (body.progressPercent > 0 ? today : null)
      const actualEnd = done ? (body.actualEnd ?? today) : null
      if (actualStart && actualEnd && actualEnd < actualStart) throw badRequest('实际完成日期不能早于实际开始日期')
      await ctx.db.transaction(async (tx) => {
        await tx
          .update(projWorkPlan)
          .set({
            progressPercent: body.progressPercent,
            actualStart,
            actualEnd,
            completeDesc: body.completeDesc ?? null,
            nodeStatus: done ? NODE_STATUS.done : n.nodeStatus === NODE_STATUS.done ? NODE_STATUS.doing : n.nodeStatus,
            updateBy: user.userName,
            updateTime: now(),
          })
          .where(eq(projWorkPlan.planId, n.planId))
        await recompute(tx, p.projectId, now())
      })
      return ok()
    },
  })

  r.delete('/project/plan/node/:planId', {
    access: P.plan.edit,
    summary: '删除计划节点及其下级（仅草稿计划）',
    params: planParams,
    log: { title: '工作计划', type: BusinessType.DELETE },
    handler: async ({ params, user }) => {
      const n = await nodeOf(params.planId)
      const p = await editable(n.projectId, user)
      if (established(p)) throw badRequest('项目已立项，计划节点不能删除')
      const { nodes } = await loadPlan(ctx.db, p.projectId)
      const doomed = new Set([n.planId])
      for (let grew = true; grew;) {
        grew = false
        for (const x of nodes)
          if (x.parentId != null && doomed.has(x.parentId) && !doomed.has(x.planId)) {
            doomed.add(x.planId)
            grew = true
          }
      }
      await replanning(p, (tx) => tx.delete(projWorkPlan).where(inArray(projWorkPlan.planId, [...doomed])))
      return ok()
    },
  })

  r.post('/project/plan/:projectId/link', {
    access: P.plan.edit,
    summary: '新增完成-开始前后置关系（含间隔天数），拒绝循环',
    params: projectParams,
    body: z.object({
      predId: idParam,
      succId: idParam,
      lag: z.number().int('间隔天数应为整数').min(-365).max(365).default(0),
    }),
    log: { title: '工作计划', type: BusinessType.INSERT },
    handler: async ({ params, body, user }) => {
      const p = await editable(params.projectId, user)
      const { nodes, links } = await loadPlan(ctx.db, p.projectId)
      const byId = new Map(nodes.map((n) => [n.planId, n]))
      const pred = byId.get(body.predId)
      const succ = byId.get(body.succId)
      if (!pred || !succ) throw badRequest('前后置节点须属于该项目的计划')
      if (pred.nodeType === NODE_TYPE.phase || succ.nodeType === NODE_TYPE.phase)
        throw badRequest('阶段不能设置前后置关系，请在其下的任务或里程碑之间设置')
      if (links.some((l) => l.predId === body.predId && l.succId === body.succId))
        throw badRequest('该前后置关系已存在')
      const cycle = cycleWith(
        nodes.map((n) => n.planId),
        links.map((l) => ({ predId: l.predId, succId: l.succId, lag: l.lag })),
        { predId: body.predId, succId: body.succId, lag: body.lag },
      )
      if (cycle) throw badRequest(`前后置关系形成循环：${cycle.map((id) => byId.get(id)?.nodeName).join(' → ')}`)
      const [{ linkId }] = await replanning(p, (tx) =>
        tx
          .insert(projPlanLink)
          .values({ projectId: p.projectId, ...body })
          .returning({ linkId: projPlanLink.linkId }),
      )
      return ok({ linkId })
    },
  })

  r.delete('/project/plan/link/:linkId', {
    access: P.plan.edit,
    summary: '删除前后置关系',
    params: z.object({ linkId: idParam }),
    log: { title: '工作计划', type: BusinessType.DELETE },
    handler: async ({ params, user }) => {
      const l = await rowOr404(ctx.db, projPlanLink, projPlanLink.linkId, params.linkId, '前后置关系不存在')
      await editable(l.projectId, user)
      await ctx.db.delete(projPlanLink).where(eq(projPlanLink.linkId, l.linkId))
      return ok()
    },
  })

  r.post('/project/plan/:projectId/preview', {
    access: P.plan.query,
    summary: '预览调整：移动这些节点后哪些节点随之推迟（不保存）',
    params: projectParams,
    body: z.object({ moves }),
    handler: async ({ params, body, user }) => {
      const p = await visibleProject(ctx, user, params.projectId)
      const { nodes, links } = await loadPlan(ctx.db, p.projectId)
      return ok<PlanMove[]>(previewMoves(nodes, links, body.moves))
    },
  })

  r.post('/project/plan/:projectId/reschedule', {
    access: P.plan.edit,
    summary: '调整计划日期：草稿计划直接保存；已立项的计划提交计划调整审批（proj_plan_change）',
    params: projectParams,
    body: z.object({ moves, reason: optionalText(500) }),
    log: { title: '计划调整', type: BusinessType.UPDATE },
    handler: async ({ params, body, user }) => {
      const p = await editable(params.projectId, user)
      const { nodes, links } = await loadPlan(ctx.db, p.projectId)
      const moved = previewMoves(nodes, links, body.moves)
      if (!moved.length) throw badRequest('计划没有变化')
      if (!established(p)) {
        await ctx.db.transaction(async (tx) => {
          await applyMoves(tx, moved, null)
          await recompute(tx, p.projectId, now())
        })
        return ok({ moved, changeId: null })
      }
      if (p.projectStatus !== PROJECT_STATUS.running) throw badRequest('只有进行中的项目可以申请计划调整')
      if (!body.reason) throw badRequest('请填写调整原因')
      const pending = and(eq(projPlanChange.projectId, p.projectId), eq(projPlanChange.approveStatus, '1'))
      if (await anyRow(ctx.db, projPlanChange, pending)) throw badRequest('该项目已有审批中的计划调整')
      const [change] = await ctx.db
        .insert(projPlanChange)
        .values({ projectId: p.projectId, reason: body.reason, moves: moved, applyBy: user.userName, applyTime: now() })
        .returning({ changeId: projPlanChange.changeId })
      try {
        await startApproval(ctx, user, p, {
          biz: PROJECT_BIZ.planChange,
          label: '计划调整',
          businessKey: String(change.changeId),
        })
      } catch (err) {
        await ctx.db.delete(projPlanChange).where(eq(projPlanChange.changeId, change.changeId))
        throw err
      }
      return ok({ moved, changeId: change.changeId })
    },
  })

  r.get('/project/plan/:projectId/changes', {
    access: P.plan.query,
    summary: '计划调整记录',
    params: projectParams,
    handler: async ({ params, user }) => {
      await visibleProject(ctx, user, params.projectId)
      const rows = await ctx.db
        .select()
        .from(projPlanChange)
        .where(eq(projPlanChange.projectId, params.projectId))
        .orderBy(desc(projPlanChange.changeId))
      return ok<PlanChangeRow[]>(
        rows.map((c) => ({
          changeId: c.changeId,
          projectId: c.projectId,
          reason: c.reason,
          moves: c.moves,
          approveStatus: c.approveStatus,
          currentTaskName: c.currentTaskName,
          applyBy: c.applyBy,
          applyTime: c.applyTime.toISOString(),
          approveTime: c.approveTime?.toISOString() ?? null,
        })),
      )
    },
  })

  r.post('/project/plan/:projectId/baseline', {
    access: P.plan.baseline,
    summary: '保存当前计划为基线',
    params: projectParams,
    body: z.object({
      name: filledText(100, '基线名称不能为空').regex(/^[^<>]*$/, '基线名称不能包含脚本字符'),
    }),
    log: { title: '计划基线', type: BusinessType.INSERT },
    handler: async ({ params, body, user }) => {
      const p = await visibleProject(ctx, user, params.projectId)
      const any = await anyRow(
        ctx.db,
        projWorkPlan,
        and(eq(projWorkPlan.projectId, p.projectId), ne(projWorkPlan.nodeName, '')),
      )
      if (!any) throw badRequest('计划为空，不能保存基线')
      return ok({ baselineId: await saveBaseline(ctx.db, p.projectId, body.name, user.nickName, now()) })
    },
  })
}
