import {
  GEN_TABLE,
  type DbTableRow,
  type GenColumn,
  type GenDetail,
  type GenFiles,
  type GenSyncDiff,
  type GenTableInfo,
} from '@wp/contract'
import { get, post, put, saveBlob, type ApiResult, type TableResult } from '@wp/kit'

const base = GEN_TABLE.path
const data = async <T>(call: PromiseLike<ApiResult<T>>) => (await call).data as T

/** The database's tables not yet imported (paged, filtered by name and comment). */
export const listDbTables = (params: Record<string, unknown>) =>
  get<TableResult<DbTableRow>>(`${base}/db/list`, params) as PromiseLike<TableResult<DbTableRow>>
export const importTables = (tables: readonly string[]) =>
  post(`${base}/importTable`, undefined, { params: { tables: tables.join(',') } })
export const loadDetail = (tableId: number) => data<GenDetail>(get(`${base}/${tableId}`))
/** What the edit screen sends: the table's settings and its columns. */
export type GenDraft = GenTableInfo & { columns: GenColumn[] }
export const saveTable = (draft: GenDraft) => put(`${base}`, draft)
export const previewSaved = (tableId: number) => data<GenFiles>(get(`${base}/preview/${tableId}`))
/** The files the unsaved settings would give (the server saves nothing). */
export const previewDraft = (draft: GenDraft) =>
  data<GenFiles>(post(`${base}/preview`, draft, { repeatSubmit: false, meta: { quiet: true } }))
export const syncTable = async (tableName: string) => {
  const res = await get<ApiResult<GenSyncDiff>>(`${base}/synchDb/${tableName}`)
  return { diff: res.data as GenSyncDiff, message: res.msg ?? '同步成功' }
}
export async function downloadZip(tableNames: readonly string[]) {
  const file = await get<Blob>(`${base}/batchGenCode`, { tables: tableNames.join(',') }, { meta: { blob: true } })
  saveBlob(file as unknown as Blob, `${tableNames.length === 1 ? tableNames[0] : 'modules'}.zip`)
}
/** Writes the module into the working tree (development only; the server refuses otherwise). */
export const writeToTree = async (tableName: string) => (await get(`${base}/genCode/${tableName}`)).msg ?? '生成成功'
/** Dictionary types for the column grid's 字典类型. */
export const dictTypeOptions = () =>
  data<{ dictType: string; dictName: string }[]>(get('/system/dict/type/optionselect'))
