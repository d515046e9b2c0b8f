import { LEDGER_PERMISSIONS, LEDGER_VIEW } from '@wp/contract'
import { defineModule } from '@wp/kit'

/**
 * 业务台账: ledgers defined at run time (one screen drawn from each published description, by the component path the
 * server's menus name: server/src/ledger/named.ts) and 台账定义; one ledger's screen is `<wp-ledger code="client">`
 * for other intranet pages.
 */
export const ledgerModule = /* @__PURE__ */ defineModule({
  name: 'ledger',
  screens: {
    [LEDGER_VIEW]: {
      load: () => import('./records/LedgerPage'),
      element: { tag: 'wp-ledger', props: { code: 'string' } },
    },
    'ledger/definition/index': () => import('./definition/DefinitionPage'),
  },
  permissions: LEDGER_PERMISSIONS,
})
