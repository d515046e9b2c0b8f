import { ledgerPath, type LedgerDefinitionRow, type LedgerDraft, type ResourceDescription } from '@wp/contract'
import { del, get, post, put, type ApiResult, type TableResult } from '@wp/kit'

/** The published description a ledger's screen is drawn from (fetched at run time: the ledger is data). */
export const ledgerDescription = async (code: string) =>
  (await get<ApiResult<ResourceDescription>>(`${ledgerPath(code)}/description`)).data as ResourceDescription

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
