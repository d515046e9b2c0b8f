// 业务台账: ledgers defined at run time in the resource description language — permissions, the draft and its
// completion into a description, the definition's row; shared by server/src/ledger and packages/ledger.
export * from './permissions'
export * from './describe'
export * from './rows'
