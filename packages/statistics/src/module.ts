import { defineModule } from '@wp/kit'
import { statisticsManifest } from './manifest'

/** The statistics module's faces: views for the portal, the big-screen panels as custom elements, parcels. */
export const statisticsModule = /* @__PURE__ */ defineModule(statisticsManifest)
