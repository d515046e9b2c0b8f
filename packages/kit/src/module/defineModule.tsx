import r2wc from '@r2wc/react-to-web-component'
import { Spin } from 'antd'
import * as React from 'react'
import { lazy, Suspense, useEffect, useMemo, type ComponentType, type LazyExoticComponent } from 'react'
import * as ReactDOMClient from 'react-dom/client'
import singleSpaReact, { type ReactAppOrParcel } from 'single-spa-react'
import { configureKit } from '../http/config'
import { sessionStore } from '../session/session'
import { KitProviders } from './KitProviders'
import { expandScreens, type ElementPropType, type ModuleManifest, type ViewProps } from './manifest'

export type ParcelConfig = ReactAppOrParcel<ViewProps>

export interface ModuleFaces {
  name: string
  /** the manifest as hosts read it: `screens` spelled out as views, routes and elements */
  manifest: ModuleManifest
  /** the lazily loaded views, keyed by component path; render inside <Suspense> and <KitProviders> */
  views: Readonly<Record<string, LazyExoticComponent<ComponentType<ViewProps>>>>
  hasView: (path: string) => boolean
  /** the view for a path, or a "page not found" view naming the path (never a blank) */
  view: (path: string) => ComponentType<ViewProps>
  /** tag names of the module's custom elements */
  elementTags: readonly string[]
  /** registers the custom elements (idempotent: tags already defined are left alone) */
  defineElements: () => void
  /** single-spa parcel lifecycles for a view (single-spa-react with createRoot), the same object per path */
  parcel: (path: string) => ParcelConfig
}

/** Whether a value is a module's faces (what `defineModule` returns): lets tests find every module of the workspace. */
export function isModuleFaces(value: unknown): value is ModuleFaces {
  const v = value as Partial<ModuleFaces> | null
  return !!v && typeof v === 'object' && typeof v.name === 'string' && !!v.manifest && typeof v.parcel === 'function'
}

export const ELEMENT_COMMON_PROPS = { apiBase: 'string', token: 'string' } as const

/** on + PascalCase of an event name: 'row-click' → 'onRowClick', 'change' → 'onChange'. */
export function eventPropName(event: string): string {
  const pascal = event
    .split(/[-_:\s]+/)
    .filter(Boolean)
    .map((part) => part[0].toUpperCase() + part.slice(1))
    .join('')
  return `on${pascal}`
}

function Loading() {
  return (
    <div style={{ padding: 24, textAlign: 'center' }}>
      <Spin />
    </div>
  )
}

const ViewResult = lazy(() => import('./ViewResult'))

function missingView(moduleName: string, path: string): ComponentType<ViewProps> {
  function MissingView() {
    return (
      <Suspense fallback={null}>
        <ViewResult status="404" title="页面不存在" subTitle={`${moduleName} 模块没有视图：${path}`} />
      </Suspense>
    )
  }
  MissingView.displayName = `MissingView(${path})`
  return MissingView
}

function useSessionInfo(): void {
  useEffect(() => {
    sessionStore
      .getState()
      .ensureInfo()
      .catch(() => undefined)
  }, [])
}

interface ElementRootProps extends ViewProps {
  container?: ShadowRoot | HTMLElement
  apiBase?: string
  token?: string
}

function elementComponent(View: ComponentType<ViewProps>, events: readonly string[]): ComponentType<ElementRootProps> {
  function ElementRoot({ container, apiBase, token, ...props }: ElementRootProps) {
    // before the view renders: its effects (requests) run before this component's own effects
    if (apiBase || token) configureKit({ ...(apiBase ? { apiBase } : {}), ...(token ? { token } : {}) })
    useSessionInfo()
    const host =
      container && 'host' in container ? (container.host as HTMLElement) : (container as HTMLElement | undefined)
    const callbacks = useMemo(() => {
      const out: Record<string, (detail?: unknown) => void> = {}
      for (const event of events) {
        out[eventPropName(event)] = (detail) =>
          host?.dispatchEvent(new CustomEvent(event, { detail, bubbles: true, composed: true }))
      }
      return out
    }, [host])
    return (
      <KitProviders container={container}>
        <Suspense fallback={<Loading />}>
          <View {...props} {...callbacks} />
        </Suspense>
      </KitProviders>
    )
  }
  return ElementRoot
}

function ParcelError({ error }: { error: Error }) {
  return (
    <Suspense fallback={null}>
      <ViewResult status="error" title="视图加载失败" subTitle={error.message} />
    </Suspense>
  )
}

/**
 * Turns a module manifest (its `screens` spelled out by `expandScreens`) into its three faces: lazy views for the portal, custom elements for any page, single-spa
 * parcels for a root config. Each face renders the view inside KitProviders.
 */
export function defineModule(declared: ModuleManifest): ModuleFaces {
  const manifest = expandScreens(declared)
  const views: Record<string, LazyExoticComponent<ComponentType<ViewProps>>> = {}
  for (const [path, load] of Object.entries(manifest.views ?? {})) {
    views[path] = lazy(load) as LazyExoticComponent<ComponentType<ViewProps>>
  }
  const elements = manifest.elements ?? {}
  const parcels = new Map<string, ParcelConfig>()

  return {
    name: manifest.name,
    manifest,
    views,
    hasView: (path) => path in views,
    view: (path) => views[path] ?? missingView(manifest.name, path),
    elementTags: Object.keys(elements),
    defineElements: () => {
      if (typeof customElements === 'undefined') return
      for (const [tag, spec] of Object.entries(elements)) {
        if (customElements.get(tag)) continue
        const View = lazy(spec.load) as LazyExoticComponent<ComponentType<ViewProps>>
        const Root = elementComponent(View, spec.events ?? [])
        const element = r2wc(Root, {
          shadow: 'open',
          props: { ...spec.props, ...ELEMENT_COMMON_PROPS } as Record<string, ElementPropType>,
        } as Parameters<typeof r2wc<ElementRootProps>>[1])
        customElements.define(tag, element)
      }
    },
    parcel: (path) => {
      const cached = parcels.get(path)
      if (cached) return cached
      const View = views[path]
      if (!View) throw new Error(`${manifest.name} 模块没有视图：${path}`)
      function ParcelRoot(props: ViewProps) {
        useSessionInfo()
        return (
          <KitProviders>
            <Suspense fallback={<Loading />}>
              <View {...props} />
            </Suspense>
          </KitProviders>
        )
      }
      const lifecycles = singleSpaReact<ViewProps>({
        React,
        ReactDOMClient,
        rootComponent: ParcelRoot,
        errorBoundary: (error) => <ParcelError error={error} />,
      })
      parcels.set(path, lifecycles)
      return lifecycles
    },
  }
}
