import { createContext, useCallback, useContext, useMemo, type ReactNode } from 'react'
import { useInRouterContext, useLocation, useNavigate, useParams } from 'react-router'

/** Where a view is and how it moves on: the router's inside one, the window's in a parcel or a custom element. */
interface PageFace {
  /** the page's query string (`?id=…`) */
  search: string
  go: (to: string) => void
}

const RouterFaceContext = createContext<PageFace | null>(null)

/** Without a router, going somewhere loads that page. */
const load = (to: string) => window.location.assign(to)

/**
 * Rendered right inside a router (a host's, a test's): hands its location and navigation to `useGo` and
 * `useQueryParam` below it, so their hooks are the same in every face of a view, router or not.
 */
export function RouterFace({ children }: { children?: ReactNode }) {
  const { search } = useLocation()
  const navigate = useNavigate()
  const go = useCallback((to: string) => void navigate(to), [navigate])
  const face = useMemo(() => ({ search, go }), [search, go])
  return <RouterFaceContext.Provider value={face}>{children}</RouterFaceContext.Provider>
}

/** The router's face when there is one, else the window's. */
function usePageFace(): PageFace {
  const face = useContext(RouterFaceContext)
  const inRouter = useInRouterContext()
  if (face) return face
  // the window's would load a whole page where the router should navigate: say so instead
  if (inRouter) throw new Error('A view inside a router needs <RouterFace> between the router and the view.')
  return { search: window.location.search, go: load }
}

/**
 * Navigation that works in every face of a view: through the portal's router when there is one, else by loading
 * the page (a parcel or custom element has no router around it).
 */
export function useGo(): (to: string) => void {
  return usePageFace().go
}

/** A route param, or the prop of the same name (faces without a router: a parcel, an element). */
export function useRouteParam(name: string, prop?: string | number): string | undefined {
  const params = useParams()
  return prop === undefined ? params[name] : String(prop)
}

/** The page's query: inside the portal's router it follows navigation, so a kept-alive tab shows the new record. */
export function usePageQuery(): URLSearchParams {
  const { search } = usePageFace()
  return useMemo(() => new URLSearchParams(search), [search])
}

/**
 * A query parameter of the page (`?id=…`), or the prop of the same name when one is given (an element attribute, a
 * parcel prop). Inside the portal's router it follows navigation, so a kept-alive tab shows the new record.
 */
export function useQueryParam(name: string, prop?: unknown): string | undefined {
  const query = usePageQuery()
  if (prop !== undefined && prop !== null && prop !== '') return String(prop)
  return query.get(name) ?? undefined
}
