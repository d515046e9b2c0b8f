import { DICT_DATA, DICT_TYPE, type DictType } from '@wp/contract'
import { crudApi, del, get, type ApiResult } from '@wp/kit'

/** The calls of the two dictionary resources, drawn from their descriptions. */
export const dictTypes = crudApi(DICT_TYPE)
export const dictData = crudApi(DICT_DATA)

/** The enabled types, for the data page's type select. */
export const dictTypeOptions = async () =>
  (await get<ApiResult<DictType[]>>('/system/dict/type/optionselect')).data ?? []

/** 刷新缓存: the server forgets its cached dictionaries. */
export const refreshDictCache = () => del('/system/dict/type/refreshCache')
