import type { MobileView } from '@wp/kit'

/**
 * 隐患's phone screens (the manifest's `mobile`), shown by the DingTalk host at /h5/hazard: 待我整改 and 上报隐患
 * (camera included), and a hazard's rectification (`?id=`, the overdue reminder's and the todo's hazard).
 */
export const safetyMobile: readonly MobileView[] = [
  { path: 'hazard', title: '隐患排查', load: () => import('./HazardMobileApp') },
]
