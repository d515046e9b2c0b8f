import {
  ACCEPT_RESULTS,
  AUDIT_RESULTS,
  DELAY_STATUS,
  fieldOf,
  HAZARD,
  HAZARD_LEVEL,
  HAZARD_STATUS as S,
  isSubCategoryOf,
  RECTIFICATION_DUE,
  SAFETY_PERMISSIONS,
  type HazardProgress,
  type HazardStats,
} from '@wp/contract'
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm'
import type { PgColumn, SelectedFields } from 'drizzle-orm/pg-core'
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types'
import { z } from 'zod'
import type { SessionAccess, SessionUser } from '../auth/session'
import type { AppContext } from '../context'
import type { Db } from '../db/client'
import { activeUser, dataScopeFilter, deptNames, holdersOfPermission, membersOfDepts } from '../directory'
import { ok } from '../http/envelope'
import { badRequest, ServiceError } from '../http/errors'
import { BusinessType } from '../http/oplog'
import { drizzleStore, resourceRoutes, rowScopeOf, valueSchema } from '../http/resource'
import type { Router } from '../http/route'
import { filledText, idParam } from '../http/validation'
import { refuseNonImages } from '../files/service'
import { postMessages } from '../outbox/outbox'
import { decideOnPage, type ProcessTask } from '../platform/processes'
import { nextSerial, orgCodeOf } from '../serial/serial'
import { DELAY_BIZ, HAZARD_BIZ, logHazard, noteHazard, STEP, type Step } from './process'
import { safeHazard, safeHazardDelay, safeHazardLog } from './schema'
import { rowOr404 } from '../http/listing'

const P = SAFETY_PERMISSIONS.hazard
const LOG = HAZARD.title
type Hazard = typeof safeHazard.$inferSelect

/** `yyyy-MM-dd` of a moment in the server's time zone (the dates of deadlines). */
export const localDate = (d: Date) =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`

/** One field's value, checked as the description checks it (messages name the field). */
const value = (key: string) => valueSchema(fieldOf(HAZARD, key))
const opinion = z.string().trim().max(1000, '意见最多输入1000个字符').optional()
const link = (hazardId: number) => `/safety/fill_details?id=${hazardId}`
const ref = (hazardId: number) => `safety:hazard:${hazardId}`

/** 五落实 of a major hazard (§3.2): the fields a 重大隐患 cannot be reported without. */
const MAJOR_FIELDS = ['govTarget', 'govMeasures', 'govFund', 'govMaterials', 'govDeadline', 'govLeaderId'] as const

/** The caller may act on a task: its assignee, or a candidate of a task nobody holds. */
export const holds = (t: ProcessTask, u: Pick<SessionAccess, 'userId' | 'roleIds'>) =>
  t.assigneeId === u.userId ||
  (t.assigneeId === null &&
    (t.candidateUserIds.includes(u.userId) || t.candidateRoleIds.some((r) => u.roleIds.includes(r))))

/**
 * Who holds a permission within an organisation: its members (the organisation and below) who hold it, else every
 * holder (a group's safety department reviews a unit without its own reviewer).
 */
async function holdersFor(ctx: AppContext, permission: string, orgId: number, what: string): Promise<number[]> {
  const holders = await holdersOfPermission(ctx, permission)
  const members = new Set(await membersOfDepts(ctx, [orgId], { subtree: true }))
  const local = holders.filter((id) => members.has(id))
  const chosen = local.length ? local : holders
  if (!chosen.length) throw new ServiceError(`没有可${what}的人员，请联系管理员为安全管理人员分配「${what}」权限`)
  return chosen
}

export function safetyRoutes(r: Router, ctx: AppContext) {
  const store = drizzleStore(ctx.db, HAZARD, safeHazard)

  /** The business rules of a report the description cannot state. */
  async function checkReport(v: Partial<Hazard>) {
    if (v.category && v.subCategory && !isSubCategoryOf(v.subCategory, v.category))
      throw badRequest('二级类别不属于所选隐患类别')
    if (v.discoverDate && v.discoverDate > localDate(ctx.clock.now())) throw badRequest('发现日期不能晚于今天')
    if (v.level === HAZARD_LEVEL.MAJOR) {
      const missing = MAJOR_FIELDS.filter((k) => v[k] === null || v[k] === undefined || v[k] === '')
      if (missing.length)
        throw badRequest(`重大隐患须填写五落实：${missing.map((k) => fieldOf(HAZARD, k).label).join('、')}`)
    }
    if (v.photos) {
      const refused = await refuseNonImages(ctx, v.photos, '隐患照片')
      if (refused) throw badRequest(refused)
    }
    for (const key of ['responsibleUserId', 'govLeaderId'] as const)
      if (v[key] && !(await activeUser(ctx, v[key]!))) throw badRequest(`${fieldOf(HAZARD, key).label}不存在或已停用`)
  }

  /** A draft or a returned report, edited or deleted by its reporter (or an administrator). */
  function assertOwnDraft(h: Hazard, user: SessionUser, verb: string) {
    const editable: string[] = verb === '删除' ? [S.DRAFT, S.VOID] : [S.DRAFT, S.RETURNED]
    if (!editable.includes(h.hazardStatus))
      throw new ServiceError(
        `隐患「${h.hazardNo}」当前环节不允许${verb}（${verb === '删除' ? '仅草稿或已作废' : '仅草稿或已驳回'}）`,
      )
    if (!user.isAdmin && h.createBy !== user.userName) throw new ServiceError(`只有上报人可以${verb}隐患`, 403)
  }

  resourceRoutes(r, HAZARD, {
    store,
    check: {
      add: (input) => checkReport(input as Partial<Hazard>),
      edit: async (before, input, user) => {
        assertOwnDraft(before as Hazard, user, '修改')
        await checkReport({ ...(before as Hazard), ...(input as Partial<Hazard>) })
      },
      remove: (rows, user) => {
        for (const h of rows) assertOwnDraft(h as Hazard, user, '删除')
      },
    },
    // the number is taken in the record's transaction (a failed save gives it back)
    add: (input, user) =>
      ctx.db.transaction(async (tx) => {
        const now = ctx.clock.now()
        const hazardNo = await nextSerial(tx, {
          bizType: HAZARD_BIZ,
          format: 'YH-{orgCode}-{yyyyMMdd}-{seq3}',
          values: { orgCode: orgCodeOf(input.orgId) },
          now,
        })
        const [row] = await tx
          .insert(safeHazard)
          .values({
            ...input,
            stopProduction: input.stopProduction ?? false,
            needOutsideHelp: input.needOutsideHelp ?? false,
            hazardNo,
            reporterId: user.userId,
            createBy: user.userName,
            createTime: now,
          })
          .returning()
        await logHazard(tx, { hazardId: row.hazardId, action: '登记', to: S.DRAFT, by: user.nickName })
        return row
      }),
    remove: async (ids) => {
      await ctx.db.transaction(async (tx) => {
        await tx.delete(safeHazardLog).where(inArray(safeHazardLog.hazardId, ids))
        await tx.delete(safeHazardDelay).where(inArray(safeHazardDelay.hazardId, ids))
        await tx.delete(safeHazard).where(inArray(safeHazard.hazardId, ids))
      })
    },
  })

  /** A hazard the caller's data scope reaches (the derived routes' scope). */
  async function visible(hazardId: number, user: SessionUser): Promise<Hazard> {
    const h = (await store.get(hazardId, await rowScopeOf(ctx, HAZARD, user))) as Hazard | undefined
    if (!h) {
      if (await store.get(hazardId)) throw new ServiceError('没有权限访问隐患数据！')
      throw new ServiceError('隐患不存在', 404)
    }
    return h
  }

  /** The open task of a step, held by the caller. */
  async function stepOf(h: Hazard, step: Step, user: SessionUser): Promise<ProcessTask> {
    if (h.suspended) throw new ServiceError('隐患已挂起，恢复后才能办理')
    const tasks = await ctx.services.processes.tasks(HAZARD_BIZ, String(h.hazardId))
    const task = tasks.find((t) => t.taskDefKey === step)
    if (!task) throw new ServiceError('隐患当前不在此环节，请刷新后重试')
    if (!holds(task, user)) throw new ServiceError('您不是该隐患当前环节的办理人', 403)
    return task
  }

  const complete = (
    h: Hazard,
    step: Step,
    user: SessionUser,
    input: { comment: string; variables?: Record<string, unknown>; set?: Partial<Hazard> },
  ) =>
    ctx.services.processes.complete({
      bizType: HAZARD_BIZ,
      businessKey: String(h.hazardId),
      taskDefKey: step,
      by: user,
      comment: input.comment,
      variables: input.variables,
      write: async (db: Db) => {
        await db
          .update(safeHazard)
          .set({ ...input.set, pendingStep: step, updateBy: user.userName, updateTime: ctx.clock.now() })
          .where(eq(safeHazard.hazardId, h.hazardId))
      },
    })

  const hazardParams = z.object({ hazardId: idParam })
  const logged = { title: LOG, type: BusinessType.UPDATE }

  r.post('/safety/hazard/submit/:hazardId', {
    access: P.submit,
    summary: '上报隐患（发起隐患排查治理流程；已驳回的隐患修改后重新上报）',
    params: hazardParams,
    log: logged,
    handler: async ({ params, user }) => {
      const h = await visible(params.hazardId, user)
      if (h.createBy !== user.userName && !user.isAdmin) throw new ServiceError('只有上报人可以上报隐患', 403)
      await checkReport(h)
      if (h.hazardStatus === S.RETURNED) {
        await stepOf(h, STEP.REPORT, user)
        await complete(h, STEP.REPORT, user, { comment: '修改后重新上报' })
        return ok()
      }
      if (h.hazardStatus !== S.DRAFT) throw new ServiceError('只有草稿或已驳回的隐患可以上报')
      await ctx.services.processes.start({
        bizType: HAZARD_BIZ,
        businessKey: String(h.hazardId),
        title: `${h.hazardNo} ${h.title}`,
        orgId: h.orgId,
        variables: { level: Number(h.level), reviewers: await holdersFor(ctx, P.audit, h.orgId, '隐患审核') },
        starter: user,
      })
      return ok()
    },
  })

  r.post('/safety/hazard/audit/:hazardId', {
    access: P.audit,
    summary: '审核隐患：通过（定级、指定整改责任人、期限和要求）、驳回上报人或不予受理',
    params: hazardParams,
    body: z.object({
      result: z.enum(AUDIT_RESULTS, { error: '请选择审核结论' }),
      opinion,
      level: value('level').optional(),
      responsibleOrgId: value('responsibleOrgId').optional(),
      responsibleUserId: value('responsibleUserId').optional(),
      rectifyDeadline: value('rectifyDeadline').optional(),
      requiredMeasures: value('requiredMeasures').optional(),
      acceptorId: valueSchema({ key: 'acceptorId', label: '验收人', type: 'user' }).optional(),
    }),
    log: logged,
    handler: async ({ params, body, user }) => {
      const h = await visible(params.hazardId, user)
      await stepOf(h, STEP.AUDIT, user)
      if (body.result !== 'pass') {
        if (!body.opinion) throw badRequest(body.result === 'reject' ? '请填写驳回原因' : '请填写不予受理的原因')
        await complete(h, STEP.AUDIT, user, {
          comment: `${body.result === 'reject' ? '驳回' : '不予受理'}：${body.opinion}`,
          variables: { auditResult: body.result },
          set: { auditorId: user.userId },
        })
        return ok()
      }
      const b = body as Record<string, unknown>
      for (const key of ['responsibleUserId', 'rectifyDeadline', 'requiredMeasures'])
        if (b[key] === undefined || b[key] === null || b[key] === '')
          throw badRequest(`${fieldOf(HAZARD, key).label}不能为空`)
      const deadline = body.rectifyDeadline as string
      if (deadline < localDate(ctx.clock.now())) throw badRequest('整改期限不能早于今天')
      const level = (body.level as string | undefined) ?? h.level
      await checkReport({ ...h, level })
      const rectifier = body.responsibleUserId as number
      if (!(await activeUser(ctx, rectifier))) throw badRequest('整改责任人不存在或已停用')
      const acceptor = (body.acceptorId as number | undefined) ?? user.userId
      if (!(await activeUser(ctx, acceptor))) throw badRequest('验收人不存在或已停用')
      await complete(h, STEP.AUDIT, user, {
        comment: `通过${body.opinion ? `：${body.opinion}` : ''}`,
        variables: { auditResult: 'pass', rectifier, acceptor },
        set: {
          level,
          auditorId: user.userId,
          responsibleOrgId: (body.responsibleOrgId as number | undefined) ?? h.responsibleOrgId ?? h.orgId,
          responsibleUserId: rectifier,
          rectifyDeadline: deadline,
          requiredMeasures: body.requiredMeasures as string,
        },
      })
      return ok()
    },
  })

  r.post('/safety/hazard/rectify/:hazardId', {
    access: P.rectify,
    summary: '整改隐患：整改措施、资金、整改后照片；submit=false 暂存，true 提交验收',
    params: hazardParams,
    body: z.object({
      rectifyMeasures: value('rectifyMeasures'),
      rectifyFund: value('rectifyFund').nullish(),
      rectifyPhotos: value('rectifyPhotos'),
      rectifyDate: value('rectifyDate'),
      submit: z.boolean().default(true),
    }),
    log: logged,
    handler: async ({ params, body, user }) => {
      const h = await visible(params.hazardId, user)
      await stepOf(h, STEP.RECTIFY, user)
      const refused = await refuseNonImages(ctx, body.rectifyPhotos as string, '整改后照片')
      if (refused) throw badRequest(refused)
      if ((body.rectifyDate as string) > localDate(ctx.clock.now())) throw badRequest('整改完成日期不能晚于今天')
      const set = {
        rectifyMeasures: body.rectifyMeasures as string,
        rectifyFund: (body.rectifyFund as number | null | undefined) ?? null,
        rectifyPhotos: body.rectifyPhotos as string,
        rectifyDate: body.rectifyDate as string,
      }
      if (!body.submit) {
        await ctx.db.transaction(async (tx) => {
          await tx
            .update(safeHazard)
            .set({ ...set, hazardStatus: S.RECTIFYING, updateBy: user.userName, updateTime: ctx.clock.now() })
            .where(eq(safeHazard.hazardId, h.hazardId))
          await logHazard(tx, {
            hazardId: h.hazardId,
            action: '整改暂存',
            from: h.hazardStatus,
            to: S.RECTIFYING,
            by: user.nickName,
          })
        })
        return ok()
      }
      await complete(h, STEP.RECTIFY, user, { comment: `整改完成：${set.rectifyMeasures}`.slice(0, 500), set })
      return ok()
    },
  })

  r.post('/safety/hazard/accept/:hazardId', {
    access: P.accept,
    summary: '验收隐患整改：通过则闭环，不通过（须填意见）退回整改',
    params: hazardParams,
    body: z.object({
      result: z.enum(ACCEPT_RESULTS, { error: '请选择验收结论' }),
      acceptType: value('acceptType'),
      acceptOpinion: value('acceptOpinion').nullish(),
      acceptFiles: value('acceptFiles').nullish(),
    }),
    log: logged,
    handler: async ({ params, body, user }) => {
      const h = await visible(params.hazardId, user)
      await stepOf(h, STEP.ACCEPT, user)
      const acceptOpinion = (body.acceptOpinion as string | null | undefined) ?? null
      const acceptFiles = (body.acceptFiles as string | null | undefined) ?? null
      if (body.result === 'fail' && !acceptOpinion) throw badRequest('验收不通过须填写验收意见')
      if (body.result === 'pass' && h.level === HAZARD_LEVEL.MAJOR && !acceptFiles)
        throw badRequest('重大隐患验收须上传验收（评估）报告')
      await complete(h, STEP.ACCEPT, user, {
        comment: `${body.result === 'pass' ? '验收通过' : '验收不通过'}${acceptOpinion ? `：${acceptOpinion}` : ''}`,
        variables: { acceptResult: body.result },
        set: { acceptType: body.acceptType as string, acceptOpinion, acceptFiles, acceptByName: user.nickName },
      })
      return ok()
    },
  })

  const reason = filledText(500, '请填写原因', '原因最多输入500个字符')

  r.post('/safety/hazard/void/:hazardId', {
    access: P.void,
    summary: '作废隐患（须填原因）：进行中的流程随之终止',
    params: hazardParams,
    body: z.object({ reason }),
    log: logged,
    handler: async ({ params, body, user }) => {
      const h = await visible(params.hazardId, user)
      if (([S.CLOSED, S.REFUSED, S.VOID] as string[]).includes(h.hazardStatus))
        throw new ServiceError('隐患已闭环、不予受理或已作废，不能作废')
      await ctx.db
        .update(safeHazard)
        .set({ stateReason: body.reason, updateBy: user.userName, updateTime: ctx.clock.now() })
        .where(eq(safeHazard.hazardId, h.hazardId))
      if (h.hazardStatus === S.DRAFT) {
        await ctx.db.transaction(async (tx) => {
          await tx.update(safeHazard).set({ hazardStatus: S.VOID }).where(eq(safeHazard.hazardId, h.hazardId))
          await logHazard(tx, {
            hazardId: h.hazardId,
            action: '作废',
            from: h.hazardStatus,
            to: S.VOID,
            by: user.nickName,
            opinion: body.reason,
          })
        })
        return ok()
      }
      await ctx.services.processes.stop(HAZARD_BIZ, String(h.hazardId), user, `${user.nickName}作废：${body.reason}`)
      return ok()
    },
  })

  r.post('/safety/hazard/suspend/:hazardId', {
    access: P.suspend,
    summary: '挂起（须填原因）或恢复隐患：挂起期间无人可以办理',
    params: hazardParams,
    body: z.object({ suspend: z.boolean({ error: '请说明挂起还是恢复' }), reason: reason.optional() }),
    log: logged,
    handler: async ({ params, body, user }) => {
      const h = await visible(params.hazardId, user)
      if (body.suspend && !body.reason) throw badRequest('请填写挂起原因')
      if (body.suspend === h.suspended) throw new ServiceError(body.suspend ? '隐患已挂起' : '隐患未挂起')
      if (!h.procInsId || ([S.DRAFT, S.CLOSED, S.REFUSED, S.VOID] as string[]).includes(h.hazardStatus))
        throw new ServiceError('只有处理中的隐患可以挂起或恢复')
      if (body.suspend)
        await ctx.db.update(safeHazard).set({ stateReason: body.reason }).where(eq(safeHazard.hazardId, h.hazardId))
      await ctx.services.processes.suspend(HAZARD_BIZ, String(h.hazardId), user, body.suspend)
      return ok()
    },
  })

  /* ---------- 申请延期: its own process, approved by the organisation's holders of 延期审批 ---------- */

  r.post('/safety/hazard/delay/:hazardId', {
    access: P.delay,
    summary: '申请延期（整改责任人）：新的期限与原因，经延期审批后生效',
    params: hazardParams,
    body: z.object({
      newDeadline: valueSchema({ key: 'newDeadline', label: '申请期限', type: 'date' }),
      reason: filledText(1000, '请填写延期原因', '延期原因最多输入1000个字符'),
    }),
    log: logged,
    handler: async ({ params, body, user }) => {
      const h = await visible(params.hazardId, user)
      await stepOf(h, STEP.RECTIFY, user)
      const newDeadline = body.newDeadline as string
      if (h.rectifyDeadline && newDeadline <= h.rectifyDeadline) throw badRequest('申请期限须晚于原整改期限')
      const [pending] = await ctx.db
        .select({ id: safeHazardDelay.delayId })
        .from(safeHazardDelay)
        .where(and(eq(safeHazardDelay.hazardId, h.hazardId), eq(safeHazardDelay.status, DELAY_STATUS.PENDING)))
      if (pending) throw new ServiceError('该隐患已有审批中的延期申请')
      const approvers = await holdersFor(ctx, P.delayApprove, h.orgId, '延期审批')
      const [d] = await ctx.db
        .insert(safeHazardDelay)
        .values({
          hazardId: h.hazardId,
          oldDeadline: h.rectifyDeadline,
          newDeadline,
          reason: body.reason,
          applicantName: user.nickName,
          createTime: ctx.clock.now(),
        })
        .returning()
      try {
        await ctx.services.processes.start({
          bizType: DELAY_BIZ,
          businessKey: String(d.delayId),
          title: `${h.hazardNo} 整改延期至 ${newDeadline}`,
          orgId: h.orgId,
          variables: { approvers },
          starter: user,
        })
      } catch (err) {
        await ctx.db.delete(safeHazardDelay).where(eq(safeHazardDelay.delayId, d.delayId))
        throw err
      }
      await noteHazard(ctx.db, h, user.nickName, '申请延期', `申请延期至 ${newDeadline}：${body.reason}`)
      return ok({ delayId: d.delayId })
    },
  })

  r.post('/safety/hazard/delay/approve/:delayId', {
    access: P.delayApprove,
    summary: '审批延期申请：同意则整改期限改为申请期限',
    params: z.object({ delayId: idParam }),
    body: z.object({ approved: z.boolean({ error: '请选择是否同意' }), opinion }),
    log: logged,
    handler: async ({ params, body, user }) => {
      const d = await rowOr404(ctx.db, safeHazardDelay, safeHazardDelay.delayId, params.delayId, '延期申请不存在')
      const h = await visible(d.hazardId, user)
      if (d.status !== DELAY_STATUS.PENDING) throw new ServiceError('该延期申请已审批')
      if (!body.approved && !body.opinion) throw badRequest('不同意须填写意见')
      const today = localDate(ctx.clock.now())
      await decideOnPage(ctx.services.processes, {
        bizType: DELAY_BIZ,
        businessKey: String(d.delayId),
        by: user,
        approved: body.approved,
        opinion: body.opinion,
        write: async (db) => {
          await db
            .update(safeHazardDelay)
            .set({
              status: body.approved ? DELAY_STATUS.APPROVED : DELAY_STATUS.REJECTED,
              approverName: user.nickName,
              opinion: body.opinion ?? null,
            })
            .where(eq(safeHazardDelay.delayId, d.delayId))
          if (body.approved)
            await db
              .update(safeHazard)
              .set({
                rectifyDeadline: d.newDeadline,
                isOverdue: d.newDeadline < today && RECTIFICATION_DUE.includes(h.hazardStatus as never),
              })
              .where(eq(safeHazard.hazardId, h.hazardId))
          await noteHazard(
            db,
            h,
            user.nickName,
            body.approved ? '延期审批（同意）' : '延期审批（不同意）',
            body.approved ? `整改期限改为 ${d.newDeadline}` : body.opinion,
          )
        },
      })
      if (h.responsibleUserId)
        await postMessages(ctx.db, ctx.clock.now(), [
          {
            topic: 'safety.delay',
            userId: h.responsibleUserId,
            title: `延期申请${body.approved ? '已同意' : '未同意'}：${h.hazardNo}`,
            body: body.approved ? `整改期限改为 ${d.newDeadline}` : (body.opinion ?? ''),
            link: `/h5/hazard?id=${h.hazardId}`,
            ref: ref(h.hazardId),
          },
        ])
      return ok()
    },
  })

  /* ---------- 挂牌督办: a higher unit lists a hazard with its own deadline ---------- */

  r.post('/safety/hazard/supervise/:hazardId', {
    access: P.supervise,
    summary: '挂牌督办（督办级别与期限）或摘牌（supervised=false）',
    params: hazardParams,
    body: z.object({
      supervised: z.boolean().default(true),
      superviseLevel: value('superviseLevel').optional(),
      superviseDeadline: value('superviseDeadline').optional(),
      opinion,
    }),
    log: logged,
    handler: async ({ params, body, user }) => {
      const h = await visible(params.hazardId, user)
      if (([S.DRAFT, S.CLOSED, S.REFUSED, S.VOID] as string[]).includes(h.hazardStatus))
        throw new ServiceError('只有处理中的隐患可以挂牌督办')
      const level = body.superviseLevel as string | undefined
      const deadline = body.superviseDeadline as string | undefined
      if (body.supervised) {
        if (!level) throw badRequest('督办级别不能为空')
        if (!deadline) throw badRequest('督办期限不能为空')
        if (deadline < localDate(ctx.clock.now())) throw badRequest('督办期限不能早于今天')
      } else if (!h.supervised) throw new ServiceError('隐患未挂牌督办')
      await ctx.db.transaction(async (tx) => {
        await tx
          .update(safeHazard)
          .set(
            body.supervised
              ? { supervised: true, superviseLevel: level, superviseDeadline: deadline }
              : { supervised: false, superviseLevel: null, superviseDeadline: null },
          )
          .where(eq(safeHazard.hazardId, h.hazardId))
        await noteHazard(
          tx,
          h,
          user.nickName,
          body.supervised ? '挂牌督办' : '摘牌',
          body.supervised ? `督办期限 ${deadline}${body.opinion ? `：${body.opinion}` : ''}` : body.opinion,
        )
        const told = [...new Set([h.responsibleUserId, h.reporterId].filter((id): id is number => !!id))]
        if (body.supervised)
          await postMessages(
            tx,
            ctx.clock.now(),
            told.map((userId) => ({
              topic: 'safety.supervise',
              userId,
              title: `隐患挂牌督办：${h.hazardNo} ${h.title}`.slice(0, 255),
              body: `督办期限 ${deadline}`,
              link: link(h.hazardId),
              ref: ref(h.hazardId),
            })),
          )
      })
      return ok()
    },
  })

  /* ---------- what the hazard's pages read ---------- */

  r.get('/safety/hazard/progress/:hazardId', {
    access: P.query,
    summary: '隐患的当前环节、本人是否办理人、流转记录与延期申请',
    params: hazardParams,
    handler: async ({ params, user }) => {
      const h = await visible(params.hazardId, user)
      const tasks = await ctx.services.processes.tasks(HAZARD_BIZ, String(h.hazardId))
      const log = await ctx.db
        .select()
        .from(safeHazardLog)
        .where(eq(safeHazardLog.hazardId, h.hazardId))
        .orderBy(asc(safeHazardLog.logId))
      const delays = await ctx.db
        .select()
        .from(safeHazardDelay)
        .where(eq(safeHazardDelay.hazardId, h.hazardId))
        .orderBy(desc(safeHazardDelay.delayId))
      const delayTasks = new Map<number, boolean>()
      for (const d of delays.filter((x) => x.status === DELAY_STATUS.PENDING))
        delayTasks.set(
          d.delayId,
          (await ctx.services.processes.tasks(DELAY_BIZ, String(d.delayId))).some((t) => holds(t, user)),
        )
      const progress = {
        step: tasks[0]?.taskDefKey ?? null,
        mine: tasks.some((t) => holds(t, user)),
        log: log.map(({ logId, hazardId, action, fromStatus, toStatus, operatorName, opinion, createTime }) => ({
          logId,
          hazardId,
          action,
          fromStatus,
          toStatus,
          operatorName,
          opinion,
          createTime,
        })),
        delays: delays.map(({ procInsId: _p, ...d }) => ({ ...d, mine: delayTasks.get(d.delayId) ?? false })),
      }
      return ok(progress as unknown as HazardProgress)
    },
  })

  r.get('/safety/hazard/history/:hazardId', {
    access: P.query,
    summary: '隐患的审批历史（流程实例与各环节）',
    params: hazardParams,
    handler: async ({ params, user }) => {
      const h = await visible(params.hazardId, user)
      return ok(await ctx.services.processes.history(HAZARD_BIZ, String(h.hazardId)))
    },
  })

  r.get('/safety/hazard/delay/:delayId', {
    access: P.query,
    summary: '一条延期申请（待办打开时定位到它的隐患）',
    params: z.object({ delayId: idParam }),
    handler: async ({ params, user }) => {
      const d = await rowOr404(ctx.db, safeHazardDelay, safeHazardDelay.delayId, params.delayId, '延期申请不存在')
      await visible(d.hazardId, user)
      const { procInsId: _p, ...row } = d
      return ok(row)
    },
  })

  r.get('/safety/hazard/stats', {
    access: P.stats,
    summary: '隐患统计：按等级、状态、单位的数量，逾期与闭环数（本人数据权限内）',
    query: z.object({ year: z.coerce.number().int().min(2000).max(2100).optional() }),
    handler: async ({ query, user }) => {
      const scope = await dataScopeFilter(ctx, user, { deptId: safeHazard.orgId, createBy: safeHazard.createBy })
      const where = and(
        scope,
        query.year === undefined ? undefined : sql`extract(year from ${safeHazard.discoverDate}) = ${query.year}`,
      )
      const closed = sql<number>`count(*) filter (where ${safeHazard.hazardStatus} = ${S.CLOSED})::int`
      const [totals] = await ctx.db
        .select({
          total: count(),
          closed,
          overdue: sql<number>`count(*) filter (where ${safeHazard.isOverdue})::int`,
        })
        .from(safeHazard)
        .where(where)
      // the hazards in scope counted per value of one column, in the column's order
      const countedBy = <F extends SelectedFields>(fields: F, column: PgColumn): Promise<SelectResultFields<F>[]> =>
        ctx.db.select(fields).from(safeHazard).where(where).$dynamic().groupBy(column).orderBy(column)
      const byLevel = await countedBy({ level: safeHazard.level, count: count() }, safeHazard.level)
      const byStatus = await countedBy({ status: safeHazard.hazardStatus, count: count() }, safeHazard.hazardStatus)
      const byOrgRows = await countedBy({ orgId: safeHazard.orgId, count: count(), closed }, safeHazard.orgId)
      const names = await deptNames(
        ctx,
        byOrgRows.map((o) => o.orgId),
      )
      const stats: HazardStats = {
        total: totals.total,
        closed: totals.closed,
        overdue: totals.overdue,
        byLevel,
        byStatus,
        byOrg: byOrgRows.map((o) => ({ ...o, orgName: names.get(o.orgId) ?? String(o.orgId) })),
      }
      return ok(stats)
    },
  })

  r.get('/safety/hazard/mine', {
    access: P.list,
    summary: '待我整改的隐患（工作台卡片）',
    handler: async ({ user }) => {
      const rows = await ctx.db
        .select({
          hazardId: safeHazard.hazardId,
          hazardNo: safeHazard.hazardNo,
          title: safeHazard.title,
          level: safeHazard.level,
          hazardStatus: safeHazard.hazardStatus,
          rectifyDeadline: safeHazard.rectifyDeadline,
          isOverdue: safeHazard.isOverdue,
        })
        .from(safeHazard)
        .where(
          and(eq(safeHazard.responsibleUserId, user.userId), inArray(safeHazard.hazardStatus, [...RECTIFICATION_DUE])),
        )
        .orderBy(asc(safeHazard.rectifyDeadline))
        .limit(20)
      return ok(rows)
    },
  })
}
