// Entry of the standalone bundle (/elements/masterdata.js): a golden-record picker (<wp-mdm-record-picker
// model-id="3">) and a model's record list (<wp-mdm-record-list model-id="3">) as custom elements for other intranet
// pages, and the views as single-spa parcels.
import { masterdataModule } from './module'

masterdataModule.defineElements()

export const parcel = masterdataModule.parcel
