import { LEDGER_PERMISSION_LIST } from '@wp/contract'
import type { ServerModule } from '../platform/module'
import { LEDGER_MENUS, NAMED_LEDGER_PERMISSIONS } from './named'
import { ledgerRoutes } from './routes'
import * as tables from './schema'
import { namedLedgersSeed } from './seed'

/**
 * 业务台账: ledgers an administrator defines at run time in the resource description language (records in one JSONB
 * table, no DDL), the product's named menus (four seeded ledgers, four pointing at existing modules) and 台账定义.
 */
export const ledgerModule: ServerModule = {
  name: 'ledger',
  tables,
  routes: ledgerRoutes,
  seeds: [namedLedgersSeed],
  menus: LEDGER_MENUS,
  permissions: [...LEDGER_PERMISSION_LIST, ...NAMED_LEDGER_PERMISSIONS],
}
