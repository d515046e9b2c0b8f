import type { MobileView } from '@wp/kit'

/**
 * The screens this host shows: every listed module's mobile views (its manifest's `mobile`), in this order. Adding a
 * module's phone screens is one line here.
 */
export const MOBILE_VIEWS: readonly MobileView[] = []
