// The ledger module's manifest as plain data; the portal turns it into faces with defineModule (module.ts).
import { LEDGER_PERMISSIONS, LEDGER_VIEW } from '@wp/contract'
import type { ModuleManifest } from '@wp/kit'

/** The component paths the server's menus name (server/src/ledger/named.ts; published ledgers' pages too). */
export const LEDGER_VIEWS = {
  data: LEDGER_VIEW,
  definition: 'ledger/definition/index',
} as const

export const ledgerManifest: ModuleManifest = {
  name: 'ledger',
  views: {
    [LEDGER_VIEWS.data]: () => import('./records/LedgerPage'),
    [LEDGER_VIEWS.definition]: () => import('./definition/DefinitionPage'),
  },
  elements: {
    // one ledger's screen for other intranet pages (`<wp-ledger code="client">`)
    'wp-ledger': { load: () => import('./records/LedgerPage'), props: { code: 'string' } },
  },
  permissions: LEDGER_PERMISSIONS,
}
