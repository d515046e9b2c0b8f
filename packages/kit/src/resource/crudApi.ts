import {
  snakeCase,
  type ImportResult,
  type InputOf,
  type QueryOf,
  type ResourceDescription,
  type RowOf,
} from '@wp/contract'
import { del, get, post, put, type ApiResult, type TableResult } from '../http/http'
import { download, upload } from '../http/transfer'

/** What an import answers, whatever its code: the message, and the rows added and refused (`{ added, errors }`). */
export interface ImportAnswer {
  code: number
  msg: string
  data?: ImportResult
}

/** A page of rows (a tree's list answers every row at once, as one page). */
export interface RowPage<Row> {
  rows: Row[]
  total: number
}

/** The calls of one described resource, typed from its description. */
export interface CrudApi<R extends ResourceDescription> {
  readonly resource: R
  /** `GET path/list`: one page for the query (a tree: every row) */
  list(query?: QueryOf<R> | Record<string, unknown>): Promise<RowPage<RowOf<R>>>
  /** `GET path/:id` */
  get(id: number | string): Promise<RowOf<R>>
  /** `POST path`: the new row */
  add(input: InputOf<R>): Promise<RowOf<R>>
  /** `PUT path` with the id in the body; fields left out keep their values */
  edit(id: number, input: Partial<InputOf<R>>): Promise<void>
  /** `PUT path/changeStatus` */
  changeStatus(id: number, status: '0' | '1'): Promise<void>
  /** `DELETE path/:ids` */
  remove(ids: readonly number[]): Promise<void>
  /** `DELETE path/clean`: every row goes (logs) */
  clean(): Promise<void>
  /** `POST path/export` with the filters as a form: saves `<key>_<time>.xlsx` */
  export(query?: QueryOf<R> | Record<string, unknown>): Promise<boolean>
  /** `POST path/importTemplate`: saves the template, `<key>_template_<time>.xlsx` */
  importTemplate(): Promise<boolean>
  /** `POST path/importData` with the workbook as multipart `file` */
  importData(file: Blob): Promise<ImportAnswer>
}

/**
 * The calls of a resource drawn from its description (`crudApi(POST).list({ postName: '经理' })`), as the server's
 * routes drawn from the same description answer them: no per-feature copy of paths, ids and envelopes.
 */
export function crudApi<const R extends ResourceDescription>(resource: R): CrudApi<R> {
  const { path, id } = resource
  type Row = RowOf<R>
  return {
    resource,
    async list(query = {}) {
      if (!resource.tree) return get<TableResult<Row>>(`${path}/list`, query as Record<string, unknown>)
      const rows = (await get<ApiResult<Row[]>>(`${path}/list`, query as Record<string, unknown>)).data ?? []
      return { rows, total: rows.length }
    },
    get: async (rowId) => (await get<ApiResult<Row>>(`${path}/${rowId}`)).data as Row,
    add: async (input) => (await post<ApiResult<Row>>(path, input)).data as Row,
    edit: async (rowId, input) => {
      await put<ApiResult>(path, { ...input, [id]: rowId })
    },
    changeStatus: async (rowId, status) => {
      await put<ApiResult>(`${path}/changeStatus`, { [id]: rowId, status })
    },
    remove: async (ids) => {
      await del(`${path}/${ids.join(',')}`)
    },
    clean: async () => {
      await del(`${path}/clean`)
    },
    export: (query = {}) =>
      download(`${path}/export`, query as Record<string, unknown>, `${snakeCase(resource.key)}_${Date.now()}.xlsx`),
    importTemplate: () =>
      download(`${path}/importTemplate`, {}, `${snakeCase(resource.key)}_template_${Date.now()}.xlsx`),
    // the envelope's data is the import's result, not an uploaded file's address
    importData: async (file) => (await upload(`${path}/importData`, file)) as unknown as ImportAnswer,
  }
}
