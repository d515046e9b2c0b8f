// @wp/ledger: 业务台账 — the screen of every ledger defined at run time, and 台账定义.
export { ledgerModule } from './module'
