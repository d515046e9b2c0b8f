export * from './permissions'
export * from './dicts'
export * from './resources'
export * from './libraries'
