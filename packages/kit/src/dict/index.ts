export {
  dictStore,
  useDict,
  loadDict,
  getDict,
  preloadDicts,
  clearDictCache,
  selectDictLabel,
  selectDictLabels,
  toDictOption,
  DICT_CACHE_KEY,
  DICT_CACHE_TTL_MS,
  type DictData,
  type DictOption,
  type DictStoreState,
} from './dictStore'
export { DictTag, tagColor, type DictTagProps } from './DictTag'
