// 安全 · 隐患排查治理: permissions, dictionaries, the hazard's description and the step inputs, shared by
// server/src/safety and packages/safety.
export * from './permissions'
export * from './dicts'
export * from './resources'
export * from './rows'
