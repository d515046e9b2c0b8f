// /elements/safety.js: <wp-safety-hazard-ledger> and <wp-safety-hazard hazard-id="…"> for other intranet pages.
import { safetyModule } from './module'

safetyModule.defineElements()
export const parcel = safetyModule.parcel
