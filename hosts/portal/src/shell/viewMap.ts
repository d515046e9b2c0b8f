import { authManifest } from '@wp/auth'
import { defineModule, type ModuleFaces } from '@wp/kit'
import { layoutModule } from '@wp/layout'
import { monitorModule } from '@wp/monitor'
import { systemModule } from '@wp/system'

/** Every module the portal composes. A new module is one more line here. */
export const MODULES: readonly ModuleFaces[] = [layoutModule, defineModule(authManifest), systemModule, monitorModule]

/** The merged view maps: component path → lazy view (the first module offering a path wins). */
export const VIEWS: Readonly<Record<string, ModuleFaces['views'][string]>> = MODULES.reduce<
  Record<string, ModuleFaces['views'][string]>
>((all, m) => {
  for (const [path, view] of Object.entries(m.views)) if (!(path in all)) all[path] = view
  return all
}, {})
