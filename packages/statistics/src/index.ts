// @wp/statistics: manual entry, 统计报表, the big screens and their panels. Consumed through this file only.
export { statisticsModule } from './module'
export { statisticsManifest } from './manifest'
