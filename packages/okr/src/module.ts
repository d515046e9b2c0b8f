import { defineModule } from '@wp/kit'
import { okrManifest } from './manifest'

/** OKR: the board with check-ins, the alignment map and its layout variants, cycles. */
export const okrModule = /* @__PURE__ */ defineModule(okrManifest)
