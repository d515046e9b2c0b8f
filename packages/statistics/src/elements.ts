// Entry of the standalone bundle (/elements/statistics.js): the big-screen panels as custom elements
// (<wp-stat-investment-trend token="…">), and the views as single-spa parcels.
import { statisticsModule } from './module'

statisticsModule.defineElements()

export const parcel = statisticsModule.parcel
