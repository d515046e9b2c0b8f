import { defineModule } from '@wp/kit'
import { okrManifest } from './manifest'

/**
 * OKR: the board with check-ins (and their history chart), scoring and the departments' review, the alignment map and
 * its layout variants, cycles with the integrations' API keys; the workbench card of my key results; custom elements
 * for my key results and the alignment map.
 */
export const okrModule = /* @__PURE__ */ defineModule(okrManifest)
