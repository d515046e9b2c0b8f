// Entry of the standalone element bundle (/elements/system.js): defines <wp-dict-tag> and <wp-dict-data-form>.
import { systemModule } from './module'

systemModule.defineElements()

/** single-spa parcel lifecycles of a view, for root configs on other pages (`parcel('system/dict/index')`). */
export const parcel = systemModule.parcel
