import {
  LEDGER_PERMISSIONS,
  LEDGER_ROUTE_ACCESS as A,
  sheetOf,
  switchFieldOf,
  type ResourceDescription,
} from '@wp/contract'
import { z } from 'zod'
import type { AppContext } from '../context'
import { ok, okAfter, table } from '../http/envelope'
import { chosenColumns, pickColumns } from '../http/crud'
import { badRequest, ServiceError } from '../http/errors'
import { sendExcel } from '../http/excel'
import { BusinessType } from '../http/oplog'
import { pagingFields, type Paging } from '../http/paging'
import {
  bodySchema,
  importRoutes,
  querySchema,
  resourceHandlers,
  type ResourceStore,
  type StoredRow,
} from '../http/resource'
import type { Router } from '../http/route'
import { sanitizeRichText } from '../http/sanitize'
import { idListParam, idParam, optionalText, statusFlag } from '../http/validation'
import { definitionOf, listDefinitions, publish, publishedResource, removeDefinitions, saveDraft } from './definitions'
import { ledgerStore, type LedgerRow } from './store'

const D = LEDGER_PERMISSIONS.definition
/** The operation log's title of every ledger's writes (the ledger's code is in the logged URL). */
export const RECORD_TITLE = '业务台账'
export const DEFINITION_TITLE = '台账定义'

const code = z.object({ code: z.string().regex(/^[a-z][a-z0-9]{1,31}$/, '台账编码无效') })
const draftBody = z.object({
  draft: z.unknown(),
  menuParent: z.string().max(90).nullish(),
  remark: z.string().max(500).nullish(),
})

export function ledgerRoutes(r: Router, ctx: AppContext) {
  definitionRoutes(r, ctx)
  recordRoutes(r, ctx)
}

/**
 * The query schema of a ledger's records, once every filter given is one it names: a ledger is searched only by the
 * fields its definition gives a search role (and paged, sorted by its allowlist); any other filter is refused by name
 * rather than silently ignored.
 */
function knownFilterSchema(resource: ResourceDescription, given: Record<string, unknown>) {
  const schema = querySchema(resource)
  const known = Object.keys(schema.shape)
  for (const key of Object.keys(given)) {
    const name = key.startsWith('params[') ? 'params' : key
    if (!known.includes(name)) throw new ServiceError(`不支持按字段 ${key.slice(0, 64)} 查询`, 400)
  }
  return schema
}

function definitionRoutes(r: Router, ctx: AppContext) {
  r.get('/ledger/definition/list', {
    access: D.list,
    summary: '台账定义列表',
    query: z.object({
      ledgerCode: optionalText(32),
      ledgerName: optionalText(100),
      state: optionalText(16),
      ...pagingFields,
    }),
    handler: async ({ query }) => {
      const page = await listDefinitions(ctx, query as typeof query & Paging)
      return table(page.rows as never[], page.total)
    },
  })
  r.get('/ledger/definition/:ledgerId', {
    access: D.query,
    summary: '台账定义详情',
    params: z.object({ ledgerId: idParam }),
    handler: async ({ params }) => ok((await definitionOf(ctx, params.ledgerId)) as never),
  })
  r.post('/ledger/definition', {
    access: D.add,
    summary: '新增台账定义（草稿；字段以资源描述语言书写，保存时校验）',
    body: draftBody,
    log: { title: DEFINITION_TITLE, type: BusinessType.INSERT },
    handler: async ({ body, user }) => ok((await saveDraft(ctx, user, body)) as never),
  })
  r.put('/ledger/definition', {
    access: D.edit,
    summary: '修改台账定义（已发布的台账：改动在发布后生效）',
    body: draftBody.extend({ ledgerId: idParam }),
    log: { title: DEFINITION_TITLE, type: BusinessType.UPDATE },
    handler: async ({ body, user }) => ok((await saveDraft(ctx, user, body, body.ledgerId)) as never),
  })
  r.delete('/ledger/definition/:ledgerIds', {
    access: D.remove,
    summary: '删除台账定义（没有记录的台账）',
    params: z.object({ ledgerIds: idListParam }),
    log: { title: DEFINITION_TITLE, type: BusinessType.DELETE },
    handler: ({ params }) => okAfter(removeDefinitions(ctx, params.ledgerIds)),
  })
  r.post('/ledger/definition/publish/:ledgerId', {
    access: D.publish,
    summary: '发布台账（生成菜单与 dyn:{code}:… 权限；已有记录须能转换为新的字段类型）',
    params: z.object({ ledgerId: idParam }),
    log: { title: DEFINITION_TITLE, type: BusinessType.UPDATE },
    handler: async ({ params, user }) => ok((await publish(ctx, user, params.ledgerId)) as never, '发布成功'),
  })
}

/**
 * A ledger's records: the routes `resourceRoutes` would declare for its description, declared once for every
 * ledger with the code in the path; each call reads the ledger's published description and draws the validation,
 * filters, sort allowlist, data scope and export from it (`resourceHandlers`). The permission is the ledger's own:
 * `dyn:{code}:list` is checked as `dyn:client:list` for `/ledger/data/client/list`.
 */
function recordRoutes(r: Router, ctx: AppContext) {
  const ledger = async (c: string) => {
    const resource = await publishedResource(ctx, c)
    // a ledger's rows are its description's rows, which the type checker cannot know of a description read at run time
    const store = ledgerStore(ctx.db, resource) as unknown as ResourceStore<StoredRow<ResourceDescription>>
    return { resource, h: resourceHandlers<ResourceDescription>(r, resource, { store }) }
  }
  const P = '/ledger/data/:code'

  r.get(`${P}/description`, {
    access: A.list,
    summary: '台账的资源描述（浏览器据此绘制列表、查询、表单与导出）',
    params: code,
    handler: async ({ params }) => ok((await publishedResource(ctx, params.code)) as never),
  })
  r.get(`${P}/list`, {
    access: A.list,
    summary: '台账记录列表（查询与排序字段只取自台账定义）',
    params: code,
    handler: async ({ params, raw, user }) => {
      const { resource, h } = await ledger(params.code)
      const given = (raw.query ?? {}) as Record<string, unknown>
      const q = knownFilterSchema(resource, given).parse(given) as Record<string, unknown> & Paging
      const page = (await h.list(q, user)) as { rows: LedgerRow[]; total: number }
      return table(page.rows, page.total)
    },
  })
  r.get(`${P}/:recordId`, {
    access: A.query,
    summary: '台账记录详情',
    params: code.extend({ recordId: idParam }),
    handler: async ({ params, user }) => {
      const { h } = await ledger(params.code)
      return ok(await h.present(await h.visible(params.recordId, user), 'detail'))
    },
  })
  r.post(P, {
    access: A.add,
    summary: '新增台账记录',
    params: code,
    log: { title: RECORD_TITLE, type: BusinessType.INSERT },
    handler: async ({ params, raw, user }) => {
      const { resource, h } = await ledger(params.code)
      return ok(await h.add(bodySchema(resource, sanitizeRichText).parse(raw.body ?? {}), user))
    },
  })
  r.put(P, {
    access: A.edit,
    summary: '修改台账记录',
    params: code,
    log: { title: RECORD_TITLE, type: BusinessType.UPDATE },
    handler: async ({ params, raw, user }) => {
      const { resource, h } = await ledger(params.code)
      const { recordId, ...input } = bodySchema(resource, sanitizeRichText, 'edit')
        .extend({ recordId: idParam })
        .parse(raw.body ?? {})
      await h.edit(recordId as number, input, user)
      return ok()
    },
  })
  r.put(`${P}/changeStatus`, {
    access: A.edit,
    summary: '修改台账记录的状态（列表中的开关）',
    params: code,
    log: { title: RECORD_TITLE, type: BusinessType.UPDATE },
    handler: async ({ params, raw, user }) => {
      const { resource, h } = await ledger(params.code)
      const field = switchFieldOf(resource)
      if (!field) throw new ServiceError('该台账没有状态开关', 400)
      const body = z.object({ recordId: idParam, status: statusFlag }).parse(raw.body ?? {})
      await h.edit(body.recordId, { [field.key]: body.status }, user, false)
      return ok()
    },
  })
  r.delete(`${P}/:recordIds`, {
    access: A.remove,
    summary: '删除台账记录',
    params: code.extend({ recordIds: idListParam }),
    log: { title: RECORD_TITLE, type: BusinessType.DELETE },
    handler: async ({ params, user }) => {
      const { h } = await ledger(params.code)
      return okAfter(h.remove(params.recordIds, user))
    },
  })
  r.post(`${P}/export`, {
    access: A.export,
    summary: '导出台账记录（导出字段只取自台账定义）',
    params: code,
    log: { title: RECORD_TITLE, type: BusinessType.EXPORT },
    handler: async ({ params, raw, user, reply }) => {
      const { resource, h } = await ledger(params.code)
      // the list screen sends the columns the user left visible (`columns`), beside the filters
      const { columns: chosen, ...given } = (raw.body ?? {}) as Record<string, unknown>
      const filters = knownFilterSchema(resource, given).partial().parse(given) as Record<string, unknown>
      const keys = chosenColumns.safeParse(chosen)
      if (!keys.success) throw badRequest('导出列无效')
      const all = await h.exportColumns<LedgerRow>()
      const name = sheetOf(resource)
      return sendExcel(
        reply,
        name,
        name,
        keys.data?.length ? pickColumns(all, keys.data) : all,
        ledgerStore(ctx.db, resource).stream(await h.query(filters, user)),
      )
    },
  })
  importRoutes(r, {
    path: P,
    access: A.import,
    title: RECORD_TITLE,
    noun: '台账记录',
    params: code,
    target: async (params) => {
      const { resource, h } = await ledger(params.code)
      return { resource, add: (values, user) => h.add(values, user) }
    },
  })
}
