// /elements/ledger.js: <wp-ledger code="client"> (one ledger's screen) for other intranet pages.
import { ledgerModule } from './module'

ledgerModule.defineElements()
export const parcel = ledgerModule.parcel
