// Entry of the standalone element bundle (/elements/techrefit.js): <wp-techrefit-library kind="…"> and
// <wp-techrefit-record kind="…" record-id="…">, and the views as single-spa parcels.
import { techrefitModule } from './module'

techrefitModule.defineElements()

export const parcel = techrefitModule.parcel
