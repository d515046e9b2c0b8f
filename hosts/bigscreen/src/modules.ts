// The modules whose dashboards the wall displays may show, one line each. Their plain manifests are read (not
// defineModule's faces), so this host carries no antd, r2wc or single-spa code.
import type { ModuleManifest } from '@wp/kit'
import { statisticsManifest } from '@wp/statistics'

export const SCREEN_MANIFESTS: readonly ModuleManifest[] = [statisticsManifest]

/** Every dashboard the modules offer, in list order. */
export const DASHBOARDS = SCREEN_MANIFESTS.flatMap((m) => m.dashboards ?? [])
