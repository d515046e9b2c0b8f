import {
  BUSINESS_TYPE as B,
  MASTERDATA_PERMISSIONS,
  RECORD_STATUS,
  fieldsIn,
  rangeKeysOf,
  searchOpOf,
  sortOf,
  type PublishedModel,
} from '@wp/contract'
import { eq } from 'drizzle-orm'
import { z } from 'zod'
import type { AppContext } from '../../context'
import type { SessionUser } from '../../auth/session'
import { ok, table } from '../../http/envelope'
import { badRequest, ServiceError } from '../../http/errors'
import { sendExcel } from '../../http/excel'
import { filterShape, rowScopeOf } from '../../http/resource'
import { pagingFields } from '../../http/paging'
import type { Router } from '../../http/route'
import { idListParam, idParam } from '../../http/validation'
import { OPER } from '../oplog'
import { mdmCollectTask } from '../schema'
import { assertOrg, visible } from './access'
import { approvalRoutes, submitChange } from './approval'
import { RecordRepository, type RecordFilter } from './repository'
import {
  changeRecord,
  createRecord,
  inspectOrRefuse,
  inspectRecord,
  parseRecordBody,
  publishedModel,
  recordOut,
  split,
  withChange,
  type Published,
} from './service'

const P = MASTERDATA_PERMISSIONS.record
const modelParam = z.object({ modelId: idParam })
const anyQuery = z.record(z.string(), z.unknown())

/** The list's query for a model: its search fields (checked as the model says), paging and the sort allowlist. */
async function queryOf(ctx: AppContext, p: Published, raw: unknown, user: SessionUser) {
  const parsed = z.object({ ...filterShape(p.resource), ...pagingFields }).safeParse(raw ?? {})
  if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? '参数错误')
  const q = parsed.data as Record<string, unknown> & {
    pageNum: number
    pageSize: number
    orderByColumn?: string
    isAsc?: string
  }
  const filters: RecordFilter[] = []
  const params = (q.params ?? {}) as Record<string, string | number | undefined>
  for (const f of fieldsIn(p.resource, 'search')) {
    const op = searchOpOf(f)
    if (op === 'between') {
      const [begin, end] = rangeKeysOf(f).map((k) => params[k])
      if (begin !== undefined || end !== undefined) filters.push({ key: f.key, op, value: { begin, end } })
      continue
    }
    const v = q[f.key]
    if (v === undefined || v === null || v === '') continue
    if (op === 'in') filters.push({ key: f.key, op, value: v as string[] })
    else if (op === 'under') throw badRequest(`${f.label}不支持按下级部门筛选`)
    else filters.push({ key: f.key, op, value: v as string })
  }
  const { fields } = sortOf(p.resource)
  const order: { key: string; direction: 'asc' | 'desc' }[] = []
  if (q.orderByColumn) {
    if (!fields.includes(q.orderByColumn)) throw badRequest(`不支持按字段 ${q.orderByColumn.slice(0, 64)} 排序`)
    order.push({ key: q.orderByColumn, direction: q.isAsc === 'desc' || q.isAsc === 'descending' ? 'desc' : 'asc' })
  }
  const scope = await rowScopeOf(ctx, p.resource, user)
  return { query: { modelId: p.model.modelId, filters, order, deptIds: scope?.deptIds }, paging: q }
}

/** 数据维护: a published model's golden records, validated against the model on every write. */
export function recordRoutes(r: Router, ctx: AppContext) {
  const channel = '页面'
  approvalRoutes(r, ctx)

  r.get('/masterdata/record/:modelId/model', {
    access: P.list,
    summary: '记录的模型：当前发布版本的定义（列表、表单、校验由此而来）',
    params: modelParam,
    handler: async ({ params }) => {
      const p = await publishedModel(ctx.db, params.modelId)
      return ok<PublishedModel>({
        modelId: p.model.modelId,
        modelCode: p.model.modelCode,
        modelName: p.model.modelName,
        version: p.model.version,
        needApproval: p.model.needApproval,
        definition: p.def,
      } as never)
    },
  })

  r.get('/masterdata/record/:modelId/list', {
    access: P.list,
    summary: '查询主数据记录',
    params: modelParam,
    query: anyQuery,
    handler: async ({ params, query, user }) => {
      const p = await publishedModel(ctx.db, params.modelId)
      const { query: q, paging } = await queryOf(ctx, p, query, user)
      const { rows, total } = await new RecordRepository(ctx.db).page(q, paging)
      return table(rows.map((r) => recordOut(p, r)) as never[], total)
    },
  })

  r.get('/masterdata/record/:modelId/completeness', {
    access: P.list,
    summary: '完整度：整体、每个字段、每个来源（采集任务）',
    params: modelParam,
    handler: async ({ params }) => {
      const p = await publishedModel(ctx.db, params.modelId)
      const fields = p.def.fieldList.map((f) => f.fieldCode)
      const c = await new RecordRepository(ctx.db).completeness(p.model.modelId, fields)
      const pct = (n: number) => (c.total ? Math.round((n * 100) / c.total) : 0)
      const tasks = await ctx.db
        .select({ taskId: mdmCollectTask.taskId, taskName: mdmCollectTask.taskName })
        .from(mdmCollectTask)
        .where(eq(mdmCollectTask.modelId, p.model.modelId))
      const names = new Map(tasks.map((t) => [`task:${t.taskId}`, t.taskName]))
      const filledSum = c.fields.reduce((a, f) => a + f.filled, 0)
      return ok({
        total: c.total,
        percent: c.total && fields.length ? Math.round((filledSum * 100) / (c.total * fields.length)) : 0,
        fields: c.fields.map((f) => ({
          field: f.field,
          label: p.def.fieldList.find((x) => x.fieldCode === f.field)!.fieldName,
          filled: f.filled,
          percent: pct(f.filled),
        })),
        sources: c.sources.map((s) => ({
          source: s.source,
          sourceName: names.get(s.source) ?? s.source,
          records: s.records,
          percent: s.percent,
        })),
      } as never)
    },
  })

  r.get('/masterdata/record/:modelId/:recordId', {
    access: P.query,
    summary: '主数据记录详情',
    params: z.object({ modelId: idParam, recordId: idParam }),
    handler: async ({ params, user }) => {
      const p = await publishedModel(ctx.db, params.modelId)
      return ok(recordOut(p, await visible(ctx, p, params.recordId, user)) as never)
    },
  })

  r.post('/masterdata/record/:modelId', {
    access: P.add,
    summary: '新增主数据记录（按模型校验，按编码规则编号）',
    params: modelParam,
    body: anyQuery,
    log: { title: '主数据维护', type: B.INSERT },
    handler: async ({ params, body, user }) => {
      const p = await publishedModel(ctx.db, params.modelId)
      if (p.model.modelStatus === '2') throw new ServiceError('模型已停用，不能新增记录')
      const { data, orgId } = split(parseRecordBody(p, body, 'add'))
      const org = orgId ?? user.deptId ?? null
      await assertOrg(ctx, p, org, user)
      const row = await ctx.db.transaction(async (tx) => {
        const warn = await inspectOrRefuse(tx, p, data)
        return createRecord(tx, p, { data, orgId: org, warn }, { by: user.userName, at: ctx.clock.now(), channel })
      })
      return ok(recordOut(p, row) as never)
    },
  })

  r.put('/masterdata/record/:modelId', {
    access: P.edit,
    summary: '修改主数据记录',
    params: modelParam,
    body: anyQuery,
    log: { title: '主数据维护', type: B.UPDATE },
    handler: async ({ params, body, user }) => {
      const p = await publishedModel(ctx.db, params.modelId)
      const recordId = idParam.safeParse((body as Record<string, unknown>).recordId)
      if (!recordId.success) throw badRequest('记录编号不能为空')
      const before = await visible(ctx, p, recordId.data, user)
      if (before.recordStatus === RECORD_STATUS.retired) throw new ServiceError('记录已停用，请先恢复')
      const values = parseRecordBody(p, body, 'edit')
      const { data, orgId } = split(values)
      const merged = withChange(before.data, data)
      const org = 'orgId' in values ? orgId : before.orgId
      await assertOrg(ctx, p, org, user)
      if (p.model.needApproval) {
        // checked now as it would be saved; applied only once approved
        await inspectOrRefuse(ctx.db, p, merged, before.recordId)
        const draftId = await submitChange(ctx, p, before, { data: merged, orgId: org }, user)
        return ok({ draftId } as never, '修改已提交审批，审批通过后生效')
      }
      await ctx.db.transaction(async (tx) => {
        const warn = await inspectOrRefuse(tx, p, merged, before.recordId)
        await changeRecord(
          tx,
          p,
          before,
          { data: merged, orgId: org, qualityFlags: warn.length ? warn : null },
          { by: user.userName, at: ctx.clock.now(), channel },
        )
      })
      return ok()
    },
  })

  const setStatus = async (modelId: number, ids: number[], user: SessionUser, status: string) => {
    const p = await publishedModel(ctx.db, modelId)
    for (const id of ids) await visible(ctx, p, id, user)
    await ctx.db.transaction(async (tx) => {
      const repo = new RecordRepository(tx)
      for (const id of ids) {
        const before = (await repo.get(p.model.modelId, id))!
        if (before.recordStatus === status) continue
        if (status !== RECORD_STATUS.retired) {
          const { block } = await inspectRecord(tx, p, before.data, before.recordId)
          if (block.length) throw new ServiceError(`${before.code}：${block.join('；')}`)
        }
        await changeRecord(
          tx,
          p,
          before,
          { recordStatus: status },
          {
            by: user.userName,
            at: ctx.clock.now(),
            channel,
            operType: status === RECORD_STATUS.retired ? OPER.retire : OPER.restore,
          },
        )
      }
    })
  }

  // 停用 and 恢复: the records given set to one status
  const statusRoutes = [
    [
      'delete',
      '/masterdata/record/:modelId/:recordIds',
      P.remove,
      '停用主数据记录（保留历史，可恢复）',
      B.DELETE,
      RECORD_STATUS.retired,
    ],
    [
      'put',
      '/masterdata/record/:modelId/restore/:recordIds',
      P.restore,
      '恢复已停用的主数据记录',
      B.UPDATE,
      RECORD_STATUS.effective,
    ],
  ] as const
  for (const [method, path, access, summary, type, status] of statusRoutes)
    r[method](path, {
      access,
      summary,
      params: z.object({ modelId: idParam, recordIds: idListParam }),
      log: { title: '主数据维护', type },
      handler: async ({ params, user }) => {
        await setStatus(params.modelId, params.recordIds, user, status)
        return ok()
      },
    })

  r.post('/masterdata/record/:modelId/export', {
    access: P.export,
    summary: '导出主数据记录',
    params: modelParam,
    body: anyQuery.optional(),
    log: { title: '主数据维护', type: B.EXPORT },
    handler: async ({ params, body, user, reply }) => {
      const p = await publishedModel(ctx.db, params.modelId)
      const { query } = await queryOf(ctx, p, { ...(body ?? {}), pageNum: 1, pageSize: 10 }, user)
      const columns = fieldsIn(p.resource, 'export').map((f) => ({ header: f.label, key: f.key, width: 18 }))
      const rows = async function* () {
        for await (const row of new RecordRepository(ctx.db).stream(query))
          yield recordOut(p, row) as Record<string, unknown>
      }
      return sendExcel(reply, p.model.modelName, p.model.modelName, columns as never, rows())
    },
  })
}
