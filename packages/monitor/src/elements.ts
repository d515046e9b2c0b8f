// Entry of the standalone bundle (/elements/monitor.js): the module has no custom elements yet; its views are
// offered as single-spa parcels.
import { monitorModule } from './module'

monitorModule.defineElements()

export const parcel = monitorModule.parcel
