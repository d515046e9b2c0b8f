import {
  ledgerPath,
  type LedgerDefinitionRow,
  type LedgerDraft,
  type LedgerImportResult,
  type ResourceDescription,
} from '@wp/contract'
import { del, download, get, post, put, upload, type ApiResult, type TableResult } from '@wp/kit'

/** The published description a ledger's screen is drawn from (fetched at run time: the ledger is data). */
export const ledgerDescription = async (code: string) =>
  (await get<ApiResult<ResourceDescription>>(`${ledgerPath(code)}/description`)).data as ResourceDescription

export const downloadLedgerTemplate = (code: string) =>
  download(`${ledgerPath(code)}/importTemplate`, {}, `${code}_template_${Date.now()}.xlsx`)

export const importLedger = async (code: string, file: Blob) =>
  (await upload(`${ledgerPath(code)}/importData`, file, {})) as unknown as ApiResult<LedgerImportResult>

export const listDefinitions = (query: Record<string, unknown>) =>
  get<TableResult<LedgerDefinitionRow>>('/ledger/definition/list', query)
export const definitionOf = async (ledgerId: number) =>
  (await get<ApiResult<LedgerDefinitionRow>>(`/ledger/definition/${ledgerId}`)).data as LedgerDefinitionRow
export const saveDefinition = async (draft: LedgerDraft, ledgerId?: number) =>
  (ledgerId === undefined
    ? await post<ApiResult<LedgerDefinitionRow>>('/ledger/definition', { draft })
    : await put<ApiResult<LedgerDefinitionRow>>('/ledger/definition', { ledgerId, draft })
  ).data as LedgerDefinitionRow
export const publishDefinition = (ledgerId: number) => post<ApiResult>(`/ledger/definition/publish/${ledgerId}`)
export const removeDefinitions = (ids: number[]) => del(`/ledger/definition/${ids.join(',')}`)
