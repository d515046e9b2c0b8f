import type { TableEnvelope } from '@wp/contract'
import { z, type ZodObject, type ZodRawShape } from 'zod'
import type { SessionUser } from '../auth/session'
import { ok, okAfter, table, type Envelope, type Served } from './envelope'
import { badRequest } from './errors'
import { sendExcel, type ExcelColumn } from './excel'
import { BusinessType } from './oplog'
import type { Listing } from './listing'
import { pagingFields, type Paging } from './paging'
import type { Router } from './route'
import { idListParam, idParam, statusFlag } from './validation'

type Permission = `${string}:${string}`
export type CrudAction = 'list' | 'query' | 'add' | 'edit' | 'remove' | 'export' | 'changeStatus' | 'clean'

/** Says which contract row a resource serves (the type check compares every handler's rows with it). */
export type RowMarker<Row> = { readonly row?: Row }
export const rowOf = <Row>(): RowMarker<Row> => ({})

export interface CrudDescription<
  Row,
  F extends ZodRawShape,
  B extends ZodRawShape,
  E extends object,
  EB extends ZodRawShape = B,
> {
  /** The resource's path under the API prefix: '/system/post'. */
  path: string
  /** The operation-log title of its writes: '岗位管理'. */
  title: string
  /** What one row is called, for the API document; default: the title without 管理 ('岗位管理' → '岗位'). */
  noun?: string
  /** The id's name in bodies and paths: 'postId' gives `/:postId` and `DELETE /:postIds`. */
  id: string
  /** The contract's permission set of the resource (`SYSTEM_PERMISSIONS.post`). */
  permissions: Partial<Record<CrudAction, Permission>>
  /** The contract row it serves: `rowOf<PostRow>()`. */
  row?: RowMarker<Row>
  /** The search form's filters (the list's query and the export's form). */
  filters?: F
  /** Whether the list pages (`pageNum`, `pageSize`, sorting); trees do not. Default true. */
  paged?: boolean
  /** The editor's body (add; edit adds the id). */
  body?: ZodObject<B>
  /** Where editing accepts more than adding (a department may move to the root): the edit body, without the id. */
  editBody?: ZodObject<EB>
  /** The resource's reads (`listing(table, …)`): list, detail and the export's rows unless given below. */
  source?: Listing<Served<Row>, Partial<z.output<ZodObject<F>>>>
  /** Set false to leave out the detail route a `source` would give. */
  detail?: boolean
  /** Longer summaries where the default (`新增岗位`) says too little. */
  summaries?: Partial<Record<CrudAction, string>>
  list?(query: z.output<ZodObject<F>> & Paging, user: SessionUser): Promise<Page<Row> | Served<Row>[]>
  get?(id: number, user: SessionUser): Promise<Served<Row>>
  add?(body: z.output<ZodObject<B>>, user: SessionUser): Promise<unknown>
  edit?(id: number, body: z.output<ZodObject<EB>>, user: SessionUser): Promise<void>
  /** `PUT path/changeStatus` with `{ id, status }` (0 enable, 1 disable); needs `changeStatus` or `edit` permission. */
  changeStatus?(id: number, status: '0' | '1', user: SessionUser): Promise<void>
  /** `DELETE path/:ids` with comma-separated ids. */
  remove?(ids: number[], user: SessionUser): Promise<void>
  /** `DELETE path/clean`: empties the resource (logs), with the remove permission. */
  clean?(user: SessionUser): Promise<unknown>
  /** `DELETE path/:id`, one at a time (trees). */
  removeOne?(id: number, user: SessionUser): Promise<void>
  /** `POST path/export` with the filters as a form: the sheet's name, its columns and the matching rows. */
  export?: {
    name: string
    /** the sheet's columns, or a function giving them per call (labels read from the dictionaries) */
    columns: ExcelColumn<E>[] | ((user: SessionUser) => Promise<ExcelColumn<E>[]>)
    rows?(filters: Partial<z.output<ZodObject<F>>>, user: SessionUser): Promise<AsyncIterable<E>> | AsyncIterable<E>
  }
}

export interface Page<Row> {
  rows: Served<Row>[]
  total: number
}

const DEFAULT_SUMMARY: Record<CrudAction, (noun: string) => string> = {
  list: (n) => `${n}列表`,
  query: (n) => `${n}详情`,
  add: (n) => `新增${n}`,
  edit: (n) => `修改${n}`,
  remove: (n) => `删除${n}`,
  export: (n) => `导出${n}`,
  changeStatus: (n) => `启用/停用${n}`,
  clean: (n) => `清空${n}`,
}

/**
 * Declares a resource's usual routes from its description, with the family's paths and envelopes: list
 * (`GET path/list`), detail (`GET path/:id`), add (`POST path`), edit (`PUT path` with the id in the body), delete
 * (`DELETE path/:ids`) and export (`POST path/export`). Only the actions given a handler are declared; each takes
 * its permission from the contract set and logs its writes under `title`. Routes that are not CRUD stay `r.get`…
 */
export function crudRoutes<
  Row,
  F extends ZodRawShape = ZodRawShape,
  B extends ZodRawShape = ZodRawShape,
  E extends object = Row & object,
  EB extends ZodRawShape = B,
>(r: Router, d: CrudDescription<Row, F, B, E, EB>) {
  const noun = d.noun ?? d.title.replace(/管理$/, '')
  const summary = (a: CrudAction) => d.summaries?.[a] ?? DEFAULT_SUMMARY[a](noun)
  const access = (a: CrudAction): Permission => {
    const p =
      d.permissions[a] ?? (a === 'changeStatus' ? d.permissions.edit : a === 'clean' ? d.permissions.remove : undefined)
    if (!p) throw new Error(`${d.path}: no ${a} permission for a declared ${a} route`)
    return p
  }
  const log = (type: BusinessType) => ({ title: d.title, type })
  const filters = z.object(d.filters ?? ({} as F))
  const { add, edit, changeStatus, clean, remove, removeOne, source } = d
  const db = r.ctx.db
  const list = d.list ?? (source && ((q: z.output<ZodObject<F>> & Paging) => source.page(db, q)))
  const get = d.get ?? (source && d.detail !== false ? (id: number) => source.get(db, id) : undefined)
  if (list)
    r.get(`${d.path}/list`, {
      access: access('list'),
      summary: summary('list'),
      query: d.paged === false ? filters : filters.extend(pagingFields),
      handler: async ({ query, user }): Promise<TableEnvelope<Row> | Envelope<Row[]>> => {
        const result = await list(query as z.output<ZodObject<F>> & Paging, user)
        return Array.isArray(result) ? ok<Row[]>(result) : table<Row>(result.rows, result.total)
      },
    })
  if (get)
    r.get(`${d.path}/:${d.id}`, {
      access: access('query'),
      summary: summary('query'),
      params: z.object({ [d.id]: idParam }),
      handler: async ({ params, user }) => ok<Row>(await get((params as Record<string, number>)[d.id], user)),
    })
  if (add && d.body)
    r.post(d.path, {
      access: access('add'),
      summary: summary('add'),
      body: d.body,
      log: log(BusinessType.INSERT),
      handler: async ({ body, user }) => ok(await add(body, user)),
    })
  if (edit && d.body)
    r.put(d.path, {
      access: access('edit'),
      summary: summary('edit'),
      body: ((d.editBody ?? d.body) as ZodObject<EB>).extend({ [d.id]: idParam }),
      log: log(BusinessType.UPDATE),
      handler: async ({ body, user }) => {
        const { [d.id]: id, ...input } = body as Record<string, unknown>
        await edit(id as number, input as z.output<ZodObject<EB>>, user)
        return ok()
      },
    })
  if (changeStatus)
    r.put(`${d.path}/changeStatus`, {
      access: access('changeStatus'),
      summary: summary('changeStatus'),
      body: z.object({ [d.id]: idParam, status: statusFlag }),
      log: log(BusinessType.UPDATE),
      handler: ({ body, user }) => {
        const { [d.id]: id, status } = body as Record<string, unknown>
        return okAfter(changeStatus(id as number, status as '0' | '1', user))
      },
    })
  if (clean)
    r.delete(`${d.path}/clean`, {
      access: access('clean'),
      summary: summary('clean'),
      log: log(BusinessType.CLEAN),
      handler: ({ user }) => okAfter(clean(user)),
    })
  if (remove)
    r.delete(`${d.path}/:${d.id}s`, {
      access: access('remove'),
      summary: summary('remove'),
      params: z.object({ [`${d.id}s`]: idListParam }),
      log: log(BusinessType.DELETE),
      handler: ({ params, user }) => okAfter(remove((params as Record<string, number[]>)[`${d.id}s`], user)),
    })
  if (removeOne)
    r.delete(`${d.path}/:${d.id}`, {
      access: access('remove'),
      summary: summary('remove'),
      params: z.object({ [d.id]: idParam }),
      log: log(BusinessType.DELETE),
      handler: ({ params, user }) => okAfter(removeOne((params as Record<string, number>)[d.id], user)),
    })
  const exporting = d.export
  const exportRows =
    exporting?.rows ??
    (source && ((q: Partial<z.output<ZodObject<F>>>) => source.rows(db, source.where(q)) as AsyncIterable<E>))
  if (exporting && exportRows)
    r.post(`${d.path}/export`, {
      access: access('export'),
      summary: summary('export'),
      body: filters.partial().extend({ columns: chosenColumns }),
      log: log(BusinessType.EXPORT),
      handler: async ({ body, user, reply }) => {
        const { columns: chosen, ...filtered } = (body ?? {}) as Record<string, unknown> & { columns?: string[] }
        const all = typeof exporting.columns === 'function' ? await exporting.columns(user) : exporting.columns
        return sendExcel(
          reply,
          exporting.name,
          exporting.name,
          chosen?.length ? pickColumns(all, chosen) : all,
          await exportRows(filtered as Partial<z.output<ZodObject<F>>>, user),
        )
      },
    })
}

/** The export's `columns`: a list or a comma-separated text of column keys (none: every column). */
export const chosenColumns = z.preprocess(
  (v) => (typeof v === 'string' ? (v.trim() ? v.split(',').map((s) => s.trim()) : undefined) : v),
  z.array(z.string().max(64)).max(100).optional(),
)

/** The sheet's columns the caller chose, in the order chosen; a key that is no column of the sheet is refused. */
export function pickColumns<E>(all: readonly ExcelColumn<E>[], keys: readonly string[]): ExcelColumn<E>[] {
  return keys.map((key) => {
    const column = all.find((c) => c.key === key)
    if (!column) throw badRequest('不支持导出该列')
    return column
  })
}
