import { CRUD_IMPORT_ACTIONS, permissionSet, permissionsOf } from '../permissions'

/**
 * 业务台账 (ledgers defined at run time). `definition`: the administrator's screen that defines, publishes and
 * retires ledgers. Each published ledger has its own set, `dyn:{code}:…` (`ledgerPermissions('client')`).
 */
export const LEDGER_PERMISSIONS = {
  definition: permissionSet('ledger:definition', ['list', 'query', 'add', 'edit', 'remove', 'publish']),
} as const

export const LEDGER_PERMISSION_LIST = permissionsOf(LEDGER_PERMISSIONS)

/** The actions of one ledger's records: the CRUD of a list screen with its export, and the import. */
export const LEDGER_ACTIONS = CRUD_IMPORT_ACTIONS
export type LedgerAction = (typeof LEDGER_ACTIONS)[number]

/** A ledger's permissions: `dyn:client:list`, `dyn:client:add` … `dyn:client:import`. */
export const ledgerPermissions = (code: string) => permissionSet(`dyn:${code}`, LEDGER_ACTIONS)

/**
 * The route access of a ledger's records, with the code taken from the path (`/ledger/data/:code/…`): the router
 * fills it in (`dyn:{code}:list` → `dyn:client:list`).
 */
export const LEDGER_ROUTE_ACCESS = permissionSet('dyn:{code}', LEDGER_ACTIONS)
