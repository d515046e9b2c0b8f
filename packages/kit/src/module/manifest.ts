import type { ComponentType, ReactNode } from 'react'

/** Props a view receives: whatever its face passes (element attributes and event callbacks, parcel custom props). */
export type ViewProps = Record<string, unknown>
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a view may declare any props; faces pass them through
export type AnyComponent = ComponentType<any>
/** A lazily loaded module whose default export is a React component. */
export type ViewLoader = () => Promise<{ default: AnyComponent }>

/** How an attribute is read: r2wc's types ('json' is parsed with JSON.parse). */
export type ElementPropType = 'string' | 'number' | 'boolean' | 'json'

export interface ElementSpec {
  load: ViewLoader
  /** camelCase prop → attribute type; the attribute is the dash-cased name (dictType ↔ dict-type) */
  props?: Record<string, ElementPropType>
  /**
   * Events the element emits, by DOM event name ('change', 'row-click'). The component receives a callback prop
   * named on + PascalCase (onChange, onRowClick); calling it dispatches a CustomEvent with that detail which bubbles
   * and is composed, so listeners outside the shadow root hear it.
   */
  events?: readonly string[]
}

/**
 * A page the menu tree does not list (add / edit / detail pages, the spec's hidden routes). The host routes it inside
 * its layout; the server's permissions protect what the page calls, not its being hidden.
 */
export interface HiddenRoute {
  /** the route path with `:name` params: '/dict/type/data/:dictId' */
  path: string
  /** the key of the view in this module's `views` */
  view: string
  title: string
  /** the menu entry highlighted while the page shows ('/system/dict') */
  activeMenu?: string
  /** params that must be digits; anything else goes to 404 */
  digits?: readonly string[]
  /** breadcrumb titles (default: the title alone) */
  breadcrumb?: readonly string[]
  icon?: string
  /** never kept alive in a hidden tab */
  noCache?: boolean
}

/** A card on the workbench (/index). Cards are ordered by `order` and shown only to holders of one of `perms`. */
export interface WorkbenchCard {
  /** unique across modules; the layout's frame carries data-testid `workbench-<key>` */
  key: string
  /** the frame's title (a card may pass a richer one to its `Frame`) */
  title: string
  /** a compact frame (antd Card size small) */
  size?: 'small'
  /** smaller first, within each column */
  order: number
  /** the wide left column or the narrow right one */
  column: 'main' | 'side'
  /** any of these permissions shows the card (no list: every signed-in user) */
  perms?: readonly string[]
  /** the card's content: a component taking {@link WorkbenchCardProps} that renders its `Frame` around what it shows */
  load: ViewLoader
}

/** What a card's content tells the frame the layout draws around it (title, test id and size come from the card). */
export interface WorkbenchFrameProps {
  /** instead of the declared title (e.g. with a count badge or the period shown) */
  title?: ReactNode
  /** the header's right-hand side (a link, an 编辑 button) */
  extra?: ReactNode
  /** a skeleton instead of the content while the first data loads */
  loading?: boolean
  /** shown instead of `children` when set: the card's empty or failed state */
  empty?: ReactNode
  /** more data-* attributes on the frame */
  data?: Readonly<Record<`data-${string}`, string>>
  children?: ReactNode
}

/** The props the layout gives a workbench card's component. */
export interface WorkbenchCardProps {
  /** the card's frame: an antd Card with the declared title, size and data-testid `workbench-<key>` */
  Frame: ComponentType<WorkbenchFrameProps>
}

/**
 * An item a module puts in the portal's header, left of the user menu (the system module's notice bell). Items are
 * ordered by `order` and shown only to holders of one of `perms`; each loads lazily and renders its own button.
 */
export interface HeaderItem {
  /** unique across modules */
  key: string
  title: string
  /** smaller first, from the left */
  order: number
  /** any of these permissions shows the item (no list: every signed-in user) */
  perms?: readonly string[]
  load: ViewLoader
}

/** A screen of the DingTalk host (/h5/<path>). */
export interface MobileView {
  path: string
  title: string
  load: ViewLoader
}

/** A panel the big-screen host can place on a wall display. */
export interface DashboardElement {
  key: string
  title: string
  load: ViewLoader
}

/** A hidden page that shows a screen: its path is '/' + the screen's component path unless it names another. */
export type ScreenPage = Omit<HiddenRoute, 'view' | 'path'> & { path?: string }

/** A custom element that shows a screen: its tag (wp- prefix), attributes and events as in `ElementSpec`. */
export type ScreenElement = Omit<ElementSpec, 'load'> & { tag: string }

/**
 * One screen of a module, declared once: its view (keyed by the component path the menu tree names), the hidden
 * pages that show it and the custom element that offers it to other pages. `defineModule` derives the module's
 * `views`, `routes` and `elements` from these; a screen with nothing but a view is just its loader.
 */
export interface Screen {
  load: ViewLoader
  page?: ScreenPage | readonly ScreenPage[]
  element?: ScreenElement
}

/** A module's permission sets as @wp/contract declares them: resource → action → 'module:resource:action'. */
export type PermissionCatalogue = Readonly<Record<string, Readonly<Record<string, string>>>>

/**
 * Everything a feature module contributes. Hosts, the layout and the workbench read this and never name a module.
 * See the kit README for a worked example.
 */
export interface ModuleManifest {
  /** the module's name, e.g. 'system' */
  name: string
  /** the module's screens by component path: each one's view, hidden pages and custom element in one place */
  screens?: Readonly<Record<string, ViewLoader | Screen>>
  /** lazily loaded views keyed by the component path the menu tree names ('system/dict/index') */
  views?: Readonly<Record<string, ViewLoader>>
  /** pages outside the menu tree, each showing one of `views` */
  routes?: readonly HiddenRoute[]
  /** first path segments whose pages use the full width, without the sidebar ('flowable') */
  sidebarless?: readonly string[]
  /** cards for the workbench */
  workbench?: readonly WorkbenchCard[]
  /** items for the portal's header */
  header?: readonly HeaderItem[]
  /** screens for the DingTalk host */
  mobile?: readonly MobileView[]
  /** panels for the big-screen host */
  dashboards?: readonly DashboardElement[]
  /** custom elements keyed by tag name (wp- prefix) */
  elements?: Readonly<Record<string, ElementSpec>>
  /** the module's permission strings, from @wp/contract */
  permissions?: PermissionCatalogue
}

const pagesOf = (page: Screen['page']): readonly ScreenPage[] =>
  page === undefined ? [] : 'title' in page ? [page] : page

/**
 * The manifest with its `screens` spelled out as views, hidden routes and custom elements (before those it declares
 * itself), as hosts and faces read it. Plain data in, plain data out: no kit code runs.
 */
export function expandScreens(manifest: ModuleManifest): ModuleManifest {
  const { screens, ...rest } = manifest
  if (!screens) return manifest
  const declared = Object.entries(screens).map(
    ([view, s]) => [view, typeof s === 'function' ? { load: s } : s] as const,
  )
  return {
    ...rest,
    views: { ...Object.fromEntries(declared.map(([view, s]) => [view, s.load])), ...rest.views },
    routes: [
      ...declared.flatMap(([view, s]) =>
        pagesOf(s.page).map(({ path = `/${view}`, ...page }) => ({ path, view, ...page })),
      ),
      ...(rest.routes ?? []),
    ],
    elements: {
      ...Object.fromEntries(
        declared.flatMap(([, s]) => {
          if (!s.element) return []
          const { tag, ...element } = s.element
          return [[tag, { load: s.load, ...element }]]
        }),
      ),
      ...rest.elements,
    },
  }
}
