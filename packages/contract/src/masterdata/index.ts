// 主数据管理: permissions, dictionaries, the model definition language and the described resources, shared by
// server/src/masterdata and packages/masterdata.
export * from './permissions'
export * from './dicts'
export * from './model'
export * from './resources'
export * from './rows'
