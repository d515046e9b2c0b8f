export * from './permissions'
export * from './dicts'
export * from './rows'
export * from './form'
