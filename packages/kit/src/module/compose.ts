import { lazy, type ComponentType, type LazyExoticComponent } from 'react'
import type { ModuleFaces } from './defineModule'
import type {
  DashboardElement,
  HeaderItem,
  HiddenRoute,
  MobileView,
  ViewLoader,
  ViewProps,
  WorkbenchCard,
} from './manifest'

type LazyView = LazyExoticComponent<ComponentType<ViewProps>>
type Owned<T> = T & { module: string }

/** What a host knows once it has composed its list of modules. */
export interface ModuleRegistry {
  modules: readonly ModuleFaces[]
  /** every module's views by component path (the first module offering a path wins; see `problems`) */
  views: Readonly<Record<string, LazyView>>
  /** every module's hidden routes, in list order */
  routes: readonly Owned<HiddenRoute>[]
  /** sections without the sidebar */
  sidebarless: readonly string[]
  /** workbench cards sorted by order, each with its lazy component */
  workbench: readonly Owned<WorkbenchCard & { Card: LazyView }>[]
  /** header items sorted by order, each with its lazy component */
  header: readonly Owned<HeaderItem & { Item: LazyView }>[]
  mobile: readonly Owned<MobileView>[]
  dashboards: readonly Owned<DashboardElement>[]
  elementTags: readonly string[]
  /** every permission string the modules declare */
  permissions: readonly string[]
  /** collisions between modules and references to views a module does not have; empty when the list is sound */
  problems: readonly string[]
}

/** `/a/:id/b` and `/a/:key/b` are the same route. */
const routeShape = (path: string) => path.replace(/:[^/]+/g, ':').replace(/\/+$/, '') || '/'

/** One problem per key claimed more than once: "view 'x' is offered by system and monitor". */
function collisions(what: string, claims: readonly (readonly [string, string])[]): string[] {
  const owners = new Map<string, string[]>()
  for (const [key, owner] of claims) owners.set(key, [...(owners.get(key) ?? []), owner])
  return [...owners]
    .filter(([, who]) => who.length > 1)
    .map(([key, who]) => `${what} '${key}' is declared by ${who.join(' and ')}`)
}

/** What each module claims, by kind: a key two modules claim is a collision. */
const CLAIMS: readonly [string, (m: ModuleFaces) => readonly string[]][] = [
  ['module name', (m) => [m.name]],
  ['view', (m) => Object.keys(m.views)],
  ['route', (m) => (m.manifest.routes ?? []).map((r) => routeShape(r.path))],
  ['sidebarless section', (m) => m.manifest.sidebarless ?? []],
  ['workbench card', (m) => (m.manifest.workbench ?? []).map((c) => c.key)],
  ['header item', (m) => (m.manifest.header ?? []).map((h) => h.key)],
  ['mobile view', (m) => (m.manifest.mobile ?? []).map((v) => v.path)],
  ['dashboard element', (m) => (m.manifest.dashboards ?? []).map((d) => d.key)],
  ['element', (m) => m.elementTags],
  ['permission', (m) => permissionsOf(m)],
]

/** Lists what a host's modules would fight over; the registry's `problems` and the collision tests use it. */
export function moduleProblems(modules: readonly ModuleFaces[]): string[] {
  const dangling = modules.flatMap((m) =>
    (m.manifest.routes ?? [])
      .filter((r) => !m.hasView(r.view))
      .map((r) => `route '${r.path}' of ${m.name} shows view '${r.view}', which ${m.name} does not have`),
  )
  const unprefixed = modules.flatMap((m) =>
    m.elementTags.filter((t) => !t.startsWith('wp-')).map((t) => `element '${t}' of ${m.name} lacks the wp- prefix`),
  )
  return [
    ...CLAIMS.flatMap(([what, keys]) =>
      collisions(
        what,
        modules.flatMap((m) => keys(m).map((k) => [k, m.name] as const)),
      ),
    ),
    ...dangling,
    ...unprefixed,
  ]
}

function permissionsOf(m: ModuleFaces): string[] {
  return Object.values(m.manifest.permissions ?? {}).flatMap((set) => Object.values(set))
}

const lazies = new WeakMap<{ load: ViewLoader }, LazyView>()
/** One lazy component per card or header item object, so composing twice does not remount them. */
function lazyComponent(entry: { load: ViewLoader }): LazyView {
  let Component = lazies.get(entry)
  if (!Component) lazies.set(entry, (Component = lazy(entry.load) as LazyView))
  return Component
}

/**
 * Composes a host's modules: merged views, hidden routes, sidebarless sections, ordered workbench cards and header
 * items, mobile views,
 * dashboard elements, element tags and permissions. A host lists its modules once and reads everything from here.
 */
export function composeModules(modules: readonly ModuleFaces[]): ModuleRegistry {
  const views: Record<string, LazyView> = {}
  for (const m of modules) for (const [path, view] of Object.entries(m.views)) if (!(path in views)) views[path] = view
  const owned = <T>(pick: (m: ModuleFaces) => readonly T[] | undefined): Owned<T>[] =>
    modules.flatMap((m) => (pick(m) ?? []).map((t) => ({ ...t, module: m.name })))
  return {
    modules,
    views,
    routes: owned((m) => m.manifest.routes),
    sidebarless: [...new Set(modules.flatMap((m) => m.manifest.sidebarless ?? []))],
    workbench: modules
      .flatMap((m) =>
        (m.manifest.workbench ?? []).map((card) => ({ ...card, module: m.name, Card: lazyComponent(card) })),
      )
      .sort((a, b) => a.order - b.order),
    header: modules
      .flatMap((m) => (m.manifest.header ?? []).map((item) => ({ ...item, module: m.name, Item: lazyComponent(item) })))
      .sort((a, b) => a.order - b.order),
    mobile: owned((m) => m.manifest.mobile),
    dashboards: owned((m) => m.manifest.dashboards),
    elementTags: modules.flatMap((m) => m.elementTags),
    permissions: [...new Set(modules.flatMap(permissionsOf))],
    problems: moduleProblems(modules),
  }
}
