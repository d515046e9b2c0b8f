import {
  PATENT_DETAIL_ENDPOINTS,
  STATISTICS_PERMISSIONS,
  STAT_ENDPOINTS,
  STAT_KIND_PERMISSIONS,
  statEndpoints,
  type AnyStatRow,
  type StatFormContext,
  type StatHistoryRow,
  type StatImportResult,
  type StatOrgOption,
  type StatSaveResult,
} from '@wp/contract'
import { z } from 'zod'
import { hasPermission } from '../../auth/session'
import type { AppContext } from '../../context'
import { ok, okAfter, table } from '../../http/envelope'
import { ServiceError } from '../../http/errors'
import { sendExcel } from '../../http/excel'
import { BusinessType } from '../../http/oplog'
import { pagingFields } from '../../http/paging'
import type { Router } from '../../http/route'
import { idParam, optional, optionalId, optionalText } from '../../http/validation'
import { inBatches } from '../../http/excel'
import { and, asc, gt } from 'drizzle-orm'
import type { PgTable } from 'drizzle-orm/pg-core'
import { locksOf } from '../locks/locks'
import { lockStates } from '../locks/routes'
import { kindOf, ALL_KINDS, type Kind } from '../tables'
import { exportColumns, IMPORT_MAX_BYTES, importMessage, importRows, templateColumns } from './excel'
import { orgForEntry, rowScope, visibleOrgs } from './scope'
import {
  getRow,
  historyOf,
  listRows,
  listWhere,
  present,
  removeRows,
  rowOfPeriod,
  saveRow,
  transition,
  type Transition,
} from './service'
import { currentPeriod } from './periods'

const periodText = optional(z.string().trim().max(10))
export const listFilters = {
  orgId: optionalId,
  periodKey: periodText,
  periodFrom: periodText,
  periodTo: periodText,
  reportStatus: optional(z.enum(['0', '1', '2', '9'])),
  keyword: optionalText(100),
}
const idsBody = z.object({
  ids: z
    .array(idParam)
    .min(1, '请选择数据')
    .max(500, '一次最多 500 条')
    .transform((ids) => [...new Set(ids)]),
})
const opinionBody = idsBody.extend({ opinion: optionalText(500) })
const reasonBody = idsBody.extend({ reason: optionalText(500) })
/** A row's body: the common keys typed here, the kind's fields checked against its description by the service. */
const rowBody = z.looseObject({
  id: optionalId,
  orgId: optionalId,
  periodKey: z.preprocess((v) => (typeof v === 'number' ? String(v) : v), periodText),
  remark: optional(z.string().trim().max(500)),
  submit: optional(z.boolean()),
})

/** The operation log's title of a kind's writes. */
const title = (k: Kind) => `统计填报-${k.d.title}`

/** A kind's paged list: filters, sorting from the kind's columns, data scope. */
function listRoute(r: Router, ctx: AppContext, k: Kind, url: string) {
  r.get(url, {
    access: STAT_KIND_PERMISSIONS[k.key].list,
    summary: `${k.d.title}列表`,
    query: z.object({ ...listFilters, ...pagingFields }),
    handler: async ({ query, user }) => {
      const page = await listRows(ctx, user, k, query)
      return table<AnyStatRow>(page.rows, page.total)
    },
  })
}

function kindRoutes(r: Router, ctx: AppContext, k: Kind) {
  const P = STAT_KIND_PERMISSIONS[k.key]
  const E = statEndpoints(k.key)
  const log = (type: BusinessType) => ({ title: title(k), type })
  listRoute(r, ctx, k, E.list)
  r.post(E.save, {
    access: P.edit,
    summary: `保存${k.d.title}（草稿；submit=true 时保存并提交）`,
    body: rowBody,
    log: log(BusinessType.UPDATE),
    handler: async ({ body, user }) => {
      const { id, warnings } = await saveRow(ctx, user, k, body)
      // saved; what looks wrong beside the year's other months (ytdCoversMonths) is said for the filler to check
      return ok<StatSaveResult>({ id, warnings })
    },
  })
  r.post(E.remove, {
    access: P.remove,
    summary: `删除${k.d.title}（草稿或已退回）`,
    body: idsBody,
    log: log(BusinessType.DELETE),
    handler: ({ body, user }) => okAfter(removeRows(ctx, user, k, body.ids)),
  })
  const step = (action: Transition, access: string, summary: string, body: typeof idsBody) =>
    r.post(E[action === 'return' ? 'reject' : action], {
      access: access as `${string}:${string}`,
      summary,
      body,
      log: log(BusinessType.UPDATE),
      handler: ({ body: b, user }) => {
        const { ids, opinion, reason } = b as { ids: number[]; opinion?: string; reason?: string }
        return okAfter(transition(ctx, user, k, ids, action, opinion ?? reason))
      },
    })
  step('submit', P.submit, `提交${k.d.title}`, idsBody)
  step('approve', P.audit, `审核通过${k.d.title}`, opinionBody)
  step('return', P.audit, `退回${k.d.title}（须填写意见）`, opinionBody)
  step('unlock', P.unlock, `解锁已审核的${k.d.title}（须填写原因，退回填报单位）`, reasonBody)
  r.get(E.history, {
    access: P.query,
    summary: `${k.d.title}的修改记录`,
    query: z.object({ id: idParam }),
    handler: async ({ query, user }) => ok<StatHistoryRow[]>(await historyOf(ctx, user, k, query.id)),
  })
  r.post(E.template, {
    access: P.import,
    summary: `${k.d.title}导入模板`,
    log: log(BusinessType.EXPORT),
    handler: ({ reply }) => sendExcel(reply, `${k.d.title}导入模板`, k.d.title, templateColumns(k), []),
  })
  r.post(E.import, {
    access: P.import,
    summary: `导入${k.d.title}（multipart 字段 file，.xlsx；逐行校验，错误行附原因）`,
    bodyLimit: IMPORT_MAX_BYTES + 64 * 1024,
    log: log(BusinessType.IMPORT),
    handler: async ({ raw, user }) => {
      const part = raw.isMultipart() ? await raw.file({ limits: { fileSize: IMPORT_MAX_BYTES } }) : undefined
      if (!part || part.fieldname !== 'file') throw new ServiceError('请通过字段 file 上传 .xlsx 文件', 400)
      const bytes = await part.toBuffer()
      if (part.file.truncated) throw new ServiceError('导入文件不能超过 5 MB', 413)
      const result = await importRows(ctx, user, k, bytes)
      return ok<StatImportResult>(result, importMessage(result))
    },
  })
  r.post(E.export, {
    access: P.export,
    summary: `导出${k.d.title}（按当前筛选条件）`,
    body: z.object(listFilters).partial(),
    log: log(BusinessType.EXPORT),
    handler: async ({ body, user, reply }) => {
      const where = listWhere(k, body ?? {}, await rowScope(ctx, user, k))
      const t = k.table as unknown as PgTable
      const rows = inBatches(
        async (after, size) =>
          (await ctx.db
            .select()
            .from(t)
            .where(and(where, gt(k.table.id, after)))
            .orderBy(asc(k.table.id))
            .limit(size)) as Record<string, unknown>[],
        (row) => row.id as number,
      )
      async function* presented() {
        for await (const row of rows) yield present(k, row) as Record<string, unknown>
      }
      return sendExcel(reply, k.d.title, k.d.title, exportColumns(k), presented())
    },
  })
}

/** The spec's patent-detail controller: the same rows and rules as the `patentDetail` kind. */
function patentRoutes(r: Router, ctx: AppContext) {
  const k = kindOf('patentDetail')
  const P = STAT_KIND_PERMISSIONS.patentDetail
  const log = (type: BusinessType) => ({ title: title(k), type })
  listRoute(r, ctx, k, PATENT_DETAIL_ENDPOINTS.list)
  r.post(PATENT_DETAIL_ENDPOINTS.add, {
    access: P.add,
    summary: '新增专利',
    body: rowBody,
    log: log(BusinessType.INSERT),
    handler: async ({ body, user }) =>
      ok<{ id: number }>({ id: (await saveRow(ctx, user, k, { ...body, id: undefined })).id }),
  })
  r.post(PATENT_DETAIL_ENDPOINTS.edit, {
    access: P.edit,
    summary: '修改专利',
    body: rowBody.extend({ id: idParam }),
    log: log(BusinessType.UPDATE),
    handler: async ({ body, user }) => ok<{ id: number }>({ id: (await saveRow(ctx, user, k, body)).id }),
  })
  r.post(PATENT_DETAIL_ENDPOINTS.remove, {
    access: P.remove,
    summary: '删除专利',
    body: idsBody,
    log: log(BusinessType.DELETE),
    handler: ({ body, user }) => okAfter(removeRows(ctx, user, k, body.ids)),
  })
}

export function entryRoutes(r: Router, ctx: AppContext) {
  for (const k of ALL_KINDS) kindRoutes(r, ctx, k)
  patentRoutes(r, ctx)
  r.get(STAT_ENDPOINTS.orgList, {
    // Every filler needs the organisations to pick from; what they get is their data scope, names only.
    access: 'signed-in',
    summary: '可填报的单位（按数据权限，平铺）',
    handler: async ({ user }) =>
      ok<StatOrgOption[]>(
        (await visibleOrgs(ctx, user)).map((o) => ({ orgId: o.orgId, orgName: o.orgName, parentId: o.parentId })),
      ),
  })
  r.get('/statistics/manualInputData/getInfo', {
    access: STATISTICS_PERMISSIONS.manualInputData.query,
    summary: '填报数据详情（kind + id），或填报表单上下文（kind + orgId + periodKey：本期数据、指标锁定、是否可编辑）',
    query: z.object({ kind: z.string().max(40), id: optionalId, orgId: optionalId, periodKey: periodText }),
    handler: async ({ query, user }) => {
      const k = kindOf(query.kind)
      const P = STAT_KIND_PERMISSIONS[k.key]
      if (query.id) return ok<AnyStatRow>(await getRow(ctx, user, k, query.id))
      const orgId = query.orgId ?? user.deptId
      if (!orgId) throw new ServiceError('请选择填报单位', 400)
      const orgName = await orgForEntry(ctx, user, orgId)
      const periodKey = k.d.periodType ? (query.periodKey ?? currentPeriod(k.d.periodType, ctx.clock.now())) : null
      const row = periodKey ? await rowOfPeriod(ctx, user, k, orgId, periodKey) : null
      const locks = await locksOf(ctx.db, k.key, orgId, periodKey)
      const states = await lockStates(ctx.db, k, locks)
      const editable =
        hasPermission(user, P.edit) && !locks.whole && (!row || row.reportStatus === '0' || row.reportStatus === '9')
      return ok<StatFormContext>({ kind: k.key, orgId, orgName, periodKey, row, locks: states, editable })
    },
  })
}
