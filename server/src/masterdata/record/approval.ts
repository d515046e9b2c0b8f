/**
 * 变更审批: a model with `needApproval` keeps an edit apart (`mdm_record_draft`, only the changed fields) and starts
 * the workflow's process for it; the effective record stays as it was until the approver agrees on the approval
 * page (old → new per field), when the change is checked against the record as it is then and applied in the
 * engine's transaction. Each step is in the operate log (提交审批, 审批通过, 审批不通过).
 */
import { BUSINESS_TYPE as B, MASTERDATA_PERMISSIONS, RECORD_STATUS } from '@wp/contract'
import { and, eq } from 'drizzle-orm'
import { z } from 'zod'
import type { SessionUser } from '../../auth/session'
import type { AppContext } from '../../context'
import type { Db } from '../../db/client'
import { holdersOfPermission } from '../../directory/user/users'
import { ok } from '../../http/envelope'
import { badRequest, ServiceError } from '../../http/errors'
import type { Router } from '../../http/route'
import { idParam } from '../../http/validation'
import { decidedOnPage, decideOnPage, requestApprovalXml, type BusinessType } from '../../platform/processes'
import { OPER, changedFields, writeOplog } from '../oplog'
import { mdmRecordDraft } from '../schema'
import { visible } from './access'
import { RecordRepository, type RecordRow } from './repository'
import { changeRecord, inspectOrRefuse, publishedModel, withChange, type Published } from './service'
import { rowOr404 } from '../../http/listing'
import { lockedRow } from '../../db/locked-row'

const P = MASTERDATA_PERMISSIONS.record
export const CHANGE_BIZ = 'masterdata.change'
const PROCESS_KEY = 'mdm_record_change'
export const DRAFT_STATUS = { pending: '0', approved: '1', refused: '2' } as const

type Values = Record<string, unknown>

/** The record's attributes and organisation as one map (what a change is compared on). */
const whole = (data: Values, orgId: number | null) => ({ ...data, orgId })

/** The process of a change: decided on the approval page only; stopped before a decision, the draft is refused. */
export const changeApprovalType: BusinessType = {
  bizType: CHANGE_BIZ,
  title: '主数据变更',
  defaultProcess: {
    xml: requestApprovalXml(PROCESS_KEY, '主数据变更审批', '提交变更', '变更审批'),
    detailPath: '/masterdata/maintenance/approval?draftId={businessKey}',
    category: 'office',
  },
  onProcess: decidedOnPage({
    lock: (db, draftId) => lockedRow(db, mdmRecordDraft, mdmRecordDraft.draftId, draftId),
    missing: '变更申请不存在',
    elsewhere: '请在主数据变更审批页面审批',
    waiting: (d) => d.draftStatus === DRAFT_STATUS.pending,
    save: (db, draftId, procInsId, ended) =>
      db
        .update(mdmRecordDraft)
        .set({
          procInsId,
          ...(ended ? { draftStatus: DRAFT_STATUS.refused, opinion: ended.reason ?? '流程已终止' } : {}),
        })
        .where(eq(mdmRecordDraft.draftId, draftId)),
  }),
}

/**
 * Keeps an edit of `before` apart and starts its approval: the changed attributes (null: cleared) and the
 * organisation. Refuses a second change of a record while one waits, and an edit that changes nothing.
 */
export async function submitChange(
  ctx: AppContext,
  p: Published,
  before: RecordRow,
  next: { data: Values; orgId: number | null },
  user: SessionUser,
) {
  const fields = changedFields(whole(before.data, before.orgId), whole(next.data, next.orgId))
  if (!fields.length) throw new ServiceError('没有修改任何字段')
  const patch = Object.fromEntries(fields.filter((f) => f !== 'orgId').map((f) => [f, next.data[f] ?? null]))
  const approvers = await holdersOfPermission(ctx, P.approve)
  if (!approvers.length) throw new ServiceError('没有可审批主数据变更的人员，请联系管理员分配「审批」权限')
  const now = ctx.clock.now()
  const draft = await ctx.db.transaction(async (tx) => {
    const [waiting] = await tx
      .select({ id: mdmRecordDraft.draftId })
      .from(mdmRecordDraft)
      .where(and(eq(mdmRecordDraft.recordId, before.recordId), eq(mdmRecordDraft.draftStatus, DRAFT_STATUS.pending)))
      .for('update')
    if (waiting) throw new ServiceError('该记录已有待审批的修改，请等审批结束后再改')
    const [d] = await tx
      .insert(mdmRecordDraft)
      .values({
        recordId: before.recordId,
        modelId: p.model.modelId,
        data: patch,
        orgId: next.orgId,
        createBy: user.userName,
        createTime: now,
      })
      .returning()
    await writeOplog(tx, {
      modelId: p.model.modelId,
      recordId: before.recordId,
      recordCode: before.code,
      operType: OPER.submit,
      before: whole(before.data, before.orgId),
      after: whole({ ...before.data, ...patch }, next.orgId),
      def: p.def,
      channel: `变更审批 #${d.draftId}`,
      by: user.userName,
      at: now,
    })
    return d
  })
  try {
    await ctx.services.processes.start({
      bizType: CHANGE_BIZ,
      businessKey: String(draft.draftId),
      title: `主数据变更：${p.model.modelName} ${before.code}`,
      orgId: before.orgId,
      variables: { approvers },
      starter: user,
    })
  } catch (err) {
    await ctx.db
      .update(mdmRecordDraft)
      .set({ draftStatus: DRAFT_STATUS.refused, opinion: '流程未能发起' })
      .where(eq(mdmRecordDraft.draftId, draft.draftId))
    throw err
  }
  return draft.draftId
}

async function draftOf(db: Db, draftId: number) {
  return rowOr404(db, mdmRecordDraft, mdmRecordDraft.draftId, draftId, '变更申请不存在')
}

export function approvalRoutes(r: Router, ctx: AppContext) {
  r.get('/masterdata/record/draft/:draftId', {
    access: P.query,
    summary: '变更申请：每个字段的原值与新值',
    params: z.object({ draftId: idParam }),
    handler: async ({ params, user }) => {
      const d = await draftOf(ctx.db, params.draftId)
      const p = await publishedModel(ctx.db, d.modelId)
      const row = await visible(ctx, p, d.recordId, user)
      const after = whole(withChange(row.data, d.data), d.orgId)
      const label = (f: string) =>
        f === 'orgId' ? '所属组织' : (p.def.fieldList.find((x) => x.fieldCode === f)?.fieldName ?? f)
      const sensitive = new Set(p.def.fieldList.filter((f) => f.sensitive).map((f) => f.fieldCode))
      const shown = (f: string, v: unknown) => (sensitive.has(f) && v != null ? '******' : (v ?? null))
      const fields = d.draftStatus === DRAFT_STATUS.pending ? changedFields(whole(row.data, row.orgId), after) : []
      return ok({
        draftId: d.draftId,
        modelId: d.modelId,
        modelName: p.model.modelName,
        recordId: d.recordId,
        recordCode: row.code,
        draftStatus: d.draftStatus,
        opinion: d.opinion,
        createBy: d.createBy,
        createTime: d.createTime,
        changes: (d.draftStatus === DRAFT_STATUS.pending ? fields : Object.keys(d.data)).map((f) => ({
          field: f,
          label: label(f),
          before: shown(f, (whole(row.data, row.orgId) as Values)[f]),
          after: shown(f, (after as Values)[f]),
        })),
      } as never)
    },
  })

  r.post('/masterdata/record/approve/:draftId', {
    access: P.approve,
    summary: '审批主数据变更：同意则按新值修改记录',
    params: z.object({ draftId: idParam }),
    body: z.object({
      approved: z.boolean({ error: '请选择是否同意' }),
      opinion: z.string().trim().max(500, '意见不能超过500个字符').optional(),
    }),
    log: { title: '主数据维护', type: B.UPDATE },
    handler: async ({ params, body, user }) => {
      const d = await draftOf(ctx.db, params.draftId)
      if (d.draftStatus !== DRAFT_STATUS.pending) throw new ServiceError('该变更申请已审批')
      if (!body.approved && !body.opinion) throw badRequest('不同意须填写意见')
      const p = await publishedModel(ctx.db, d.modelId)
      await visible(ctx, p, d.recordId, user)
      const channel = `变更审批 #${d.draftId}`
      await decideOnPage(ctx.services.processes, {
        bizType: CHANGE_BIZ,
        businessKey: String(d.draftId),
        by: user,
        approved: body.approved,
        opinion: body.opinion,
        write: async (db) => {
          const now = ctx.clock.now()
          const row = await new RecordRepository(db).get(d.modelId, d.recordId)
          if (!row) throw new ServiceError('记录不存在', 404)
          await db
            .update(mdmRecordDraft)
            .set({
              draftStatus: body.approved ? DRAFT_STATUS.approved : DRAFT_STATUS.refused,
              opinion: body.opinion ?? null,
              updateBy: user.userName,
              updateTime: now,
            })
            .where(eq(mdmRecordDraft.draftId, d.draftId))
          if (!body.approved) {
            await writeOplog(db, {
              modelId: d.modelId,
              recordId: row.recordId,
              recordCode: row.code,
              operType: OPER.reject,
              before: whole(row.data, row.orgId),
              after: whole(withChange(row.data, d.data), d.orgId),
              def: p.def,
              channel,
              by: user.userName,
              at: now,
            })
            return
          }
          if (row.recordStatus === RECORD_STATUS.retired) throw new ServiceError('记录已停用，不能应用变更')
          const data = withChange(row.data, d.data)
          const warn = await inspectOrRefuse(db, p, data, row.recordId)
          await changeRecord(
            db,
            p,
            row,
            { data, orgId: d.orgId, qualityFlags: warn.length ? warn : null },
            { by: user.userName, at: now, channel, operType: OPER.approve },
          )
        },
      })
      return ok(undefined, body.approved ? '已同意，记录已修改' : '已退回该变更')
    },
  })
}
