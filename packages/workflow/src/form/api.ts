import type { FlowFormRow } from '@wp/contract'
import { del, get, post, put, type ApiResult, type TableResult } from '@wp/kit'

export type FormInput = Pick<FlowFormRow, 'formName' | 'formContent' | 'remark'> & { formId?: number }

export const listFormRows = (params: Record<string, unknown>) =>
  get<TableResult<FlowFormRow>>('/flowable/form/list', params).send()
export const getForm = async (formId: number | string) =>
  (await get<ApiResult<FlowFormRow>>(`/flowable/form/${formId}`)).data as FlowFormRow
export const addForm = (input: FormInput) => post<ApiResult<number | FlowFormRow>>('/flowable/form', input).send()
export const editForm = (input: FormInput) => put<ApiResult>('/flowable/form', input).send()
export const deleteForms = (ids: readonly number[]) => del<ApiResult>(`/flowable/form/${ids.join(',')}`).send()
