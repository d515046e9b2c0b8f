import type { MobileView } from '@wp/kit'
import { safetyMobile } from '@wp/safety'
import { workflowMobile } from '@wp/workflow'

/**
 * The screens this host shows: each listed module's mobile views (the `mobile` of its manifest), in this order. Adding
 * a module's phone screens is one line here. The views are imported as a plain list, not through the module's
 * `defineModule` faces, so that antd and the element machinery stay out of the phone's first screen.
 */
export const MOBILE_VIEWS: readonly MobileView[] = [...workflowMobile, ...safetyMobile]
