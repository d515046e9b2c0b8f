import { download, get, post, put, type ApiResult, type TableResult, del } from '@wp/kit'
import type { DictType, DictDataRow } from '@wp/contract'
export type { DictType, DictDataRow }

export type DictTypeInput = Pick<DictType, 'dictName' | 'dictType' | 'status'> & { remark?: string | null }
export type DictDataInput = Pick<DictDataRow, 'dictLabel' | 'dictValue' | 'dictType' | 'dictSort' | 'status'> &
  Partial<Pick<DictDataRow, 'cssClass' | 'listClass' | 'isDefault' | 'remark'>>

/* ---- types ---- */
export const listDictTypes = (params: Record<string, unknown>) =>
  get<TableResult<DictType>>('/system/dict/type/list', params).send()
export const getDictType = async (dictId: number | string) =>
  (await get<ApiResult<DictType>>(`/system/dict/type/${dictId}`)).data as DictType
export const dictTypeOptions = async () =>
  (await get<ApiResult<DictType[]>>('/system/dict/type/optionselect')).data ?? []
export const addDictType = (input: DictTypeInput) => post<ApiResult<DictType>>('/system/dict/type', input).send()
export const editDictType = (input: DictTypeInput & { dictId: number }) =>
  put<ApiResult>('/system/dict/type', input).send()
export const deleteDictTypes = (ids: number[]) => del(`/system/dict/type/${ids.join(',')}`)
export const refreshDictCache = () => del('/system/dict/type/refreshCache')
export const exportDictTypes = (params: Record<string, unknown>) =>
  download('/system/dict/type/export', params, `dict_type_${Date.now()}.xlsx`)

/* ---- data ---- */
export const listDictData = (params: Record<string, unknown>) =>
  get<TableResult<DictDataRow>>('/system/dict/data/list', params).send()
export const getDictData = async (dictCode: number) =>
  (await get<ApiResult<DictDataRow>>(`/system/dict/data/${dictCode}`)).data as DictDataRow
export const addDictData = async (input: DictDataInput) =>
  (await post<ApiResult<DictDataRow>>('/system/dict/data', input)).data as DictDataRow
export const editDictData = (input: DictDataInput & { dictCode: number }) =>
  put<ApiResult>('/system/dict/data', input).send()
export const deleteDictData = (codes: number[]) => del(`/system/dict/data/${codes.join(',')}`)
export const exportDictData = (params: Record<string, unknown>) =>
  download('/system/dict/data/export', params, `dict_data_${Date.now()}.xlsx`)

/** 回显样式: the el-tag types a dictionary entry can be shown with. */
export const LIST_CLASS_OPTIONS = [
  { value: 'default', label: '默认' },
  { value: 'primary', label: '主要' },
  { value: 'success', label: '成功' },
  { value: 'info', label: '信息' },
  { value: 'warning', label: '警告' },
  { value: 'danger', label: '危险' },
]

export const DICT_TYPE_PATTERN = /^[a-z][a-z0-9_]*$/
export const DICT_TYPE_PATTERN_MESSAGE = '必须以字母开头，且只能为（小写字母，数字，下滑线）'
