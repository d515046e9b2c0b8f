import {
  STAT_ENDPOINTS,
  statEndpoints,
  type AnyStatRow,
  type StatFileRow,
  type StatFormContext,
  type StatHistoryRow,
  type StatImportResult,
  type StatKind,
  type StatOrgOption,
  type StatSaveResult,
} from '@wp/contract'
import { download, get, handleTree, http, post, upload, type ApiResult, type TableResult, type TreeNode } from '@wp/kit'
import type { TreeCheckNode } from '@wp/ui'

export const listRows = (kind: StatKind, params: Record<string, unknown>) =>
  get<TableResult<AnyStatRow>>(statEndpoints(kind).list, params).send()

export const getRow = async (kind: StatKind, id: number) =>
  (await get<ApiResult<AnyStatRow>>(statEndpoints(kind).info, { kind, id })).data as AnyStatRow

/** The form context of an organisation and period: the stored row, the locks, whether it may change now. */
export const formContext = async (kind: StatKind, orgId: number, periodKey: string) =>
  (await get<ApiResult<StatFormContext>>(statEndpoints(kind).info, { kind, orgId, periodKey })).data as StatFormContext

/**
 * Saves a draft (or, with `submit`, saves and submits at once). The reply's `warnings` say what was saved but looks
 * wrong beside the year's other months (a year-to-date figure below them), for the filler to check.
 */
export const saveRow = async (kind: StatKind, body: Record<string, unknown>): Promise<StatSaveResult> => {
  const reply = await post<ApiResult<StatSaveResult>>(statEndpoints(kind).save, body)
  return { id: reply.data?.id ?? 0, warnings: reply.data?.warnings ?? [] }
}

const byIds = (url: string, body: Record<string, unknown>) => post<ApiResult>(url, body).send()
export const removeRows = (kind: StatKind, ids: number[]) => byIds(statEndpoints(kind).remove, { ids })
export const submitRows = (kind: StatKind, ids: number[]) => byIds(statEndpoints(kind).submit, { ids })
export const approveRows = (kind: StatKind, ids: number[], opinion?: string) =>
  byIds(statEndpoints(kind).approve, { ids, opinion })
export const returnRows = (kind: StatKind, ids: number[], opinion: string) =>
  byIds(statEndpoints(kind).reject, { ids, opinion })
export const unlockRows = (kind: StatKind, ids: number[], reason: string) =>
  byIds(statEndpoints(kind).unlock, { ids, reason })

export const rowHistory = async (kind: StatKind, id: number) =>
  ((await get<ApiResult<StatHistoryRow[]>>(statEndpoints(kind).history, { id })).data ?? []) as StatHistoryRow[]

export const exportRows = (kind: StatKind, params: Record<string, unknown>) =>
  download(statEndpoints(kind).export, params, `${kind}_${Date.now()}.xlsx`)
export const downloadTemplate = (kind: StatKind) =>
  download(statEndpoints(kind).template, {}, `${kind}_template_${Date.now()}.xlsx`)

/** Excel import: the reply lists each refused row with its reasons. */
export async function importRows(kind: StatKind, file: File, updateSupport: boolean) {
  const reply = await upload(`${statEndpoints(kind).import}?updateSupport=${updateSupport}`, file)
  return { code: reply.code, msg: reply.msg, result: reply.data as unknown as StatImportResult | undefined }
}

/** The organisations the user may report for (departments in their data scope, from the server), as a tree. */
export async function orgTree(): Promise<TreeCheckNode[]> {
  const orgs = (await get<ApiResult<StatOrgOption[]>>(STAT_ENDPOINTS.orgList)).data ?? []
  const toNodes = (nodes: readonly TreeNode<StatOrgOption>[]): TreeCheckNode[] =>
    nodes.map((o) => ({ id: o.orgId, label: o.orgName, children: o.children.length ? toNodes(o.children) : undefined }))
  return toNodes(handleTree(orgs, 'orgId', 'parentId'))
}

export const listFiles = (params: Record<string, unknown>) =>
  get<TableResult<StatFileRow>>(STAT_ENDPOINTS.fileList, params).send()

/** Attaches a file to a row (multipart `file` plus the row's kind and id). */
export function addFile(file: File, fields: Record<string, string | number>) {
  const form = new FormData()
  // the fields first: the server reads them before the file's bytes
  for (const [k, v] of Object.entries(fields)) form.append(k, String(v))
  form.append('file', file, file.name)
  return http.Post<ApiResult>(STAT_ENDPOINTS.fileAdd, form, { timeout: 0, meta: { upload: true } }).send()
}

export const removeFiles = (ids: number[]) => byIds(STAT_ENDPOINTS.fileDelete, { ids })
