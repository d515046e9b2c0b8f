// Entry of the standalone bundle (/elements/okr.js): my key results (<wp-okr-mine>) and the alignment map
// (<wp-okr-alignment layout="TB|LR|graph">) as custom elements, and the views as single-spa parcels.
import { okrModule } from './module'

okrModule.defineElements()

export const parcel = okrModule.parcel
