import {
  TR_API,
  type TrApprovalEntry,
  type TrCompletion,
  type TrProjectLinks,
  type TrProjectOption,
  type TrProjectYear,
} from '@wp/contract'
import { get, post, put } from '@wp/kit'

/** The project library's calls beyond CRUD (CRUD is `crudApi(TR_PROJECT)`). */
export const trApi = {
  submit: (projectId: number) => post(TR_API.submit(projectId)),
  retire: (projectId: number, reason: string) => post(TR_API.retire(projectId), { reason }),
  history: async (projectId: number) => (await get<{ data: TrApprovalEntry[] }>(TR_API.history(projectId))).data,
  years: async (projectId: number) => (await get<{ data: TrProjectYear[] }>(TR_API.years(projectId))).data,
  saveYears: (projectId: number, years: TrProjectYear[]) => put(TR_API.years(projectId), { years }),
  links: async (projectId: number) => (await get<{ data: TrProjectLinks }>(TR_API.links(projectId))).data,
  options: async (projectName?: string) =>
    (await get<{ data: TrProjectOption[] }>(TR_API.options, { projectName })).data,
  completion: async (year: number) => (await get<{ data: TrCompletion[] }>(TR_API.completion, { year })).data,
}
