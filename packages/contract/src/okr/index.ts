// OKR: permissions, dictionaries, the cycle / objective / key-result descriptions, the progress rules and the board
// and map shapes, shared by server/src/okr and packages/okr.
export * from './permissions'
export * from './dicts'
export * from './resources'
export * from './progress'
export * from './rows'
