// 统计: the kinds' descriptions, rows, dictionaries, permissions and paths, shared by server/src/statistics and packages/statistics.
export * from './fields'
export * from './kinds'
export * from './kind-keys'
export * from './dicts'
export * from './permissions'
export * from './rows'
export * from './api'
