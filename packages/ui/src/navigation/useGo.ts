import { useCallback } from 'react'
import { useInRouterContext, useLocation, useNavigate, useParams } from 'react-router'

/**
 * Navigation that works in every face of a view: through the portal's router when there is one, else by loading
 * the page (a parcel or custom element has no router around it).
 */
export function useGo(): (to: string) => void {
  const inRouter = useInRouterContext()
  // Whether a view sits inside a router never changes while it is mounted, so the hook order is stable.
  const navigate = inRouter ? useNavigate() : null
  return useCallback((to: string) => (navigate ? navigate(to) : window.location.assign(to)), [navigate])
}

/** A route param, or the prop of the same name (faces without a router: a parcel, an element). */
export function useRouteParam(name: string, prop?: string | number): string | undefined {
  const params = useParams()
  return prop === undefined ? params[name] : String(prop)
}

/**
 * A query parameter of the page (`?id=…`), or the prop of the same name when one is given (an element attribute, a
 * parcel prop). Inside the portal's router it follows navigation, so a kept-alive tab shows the new record.
 */
export function useQueryParam(name: string, prop?: unknown): string | undefined {
  const inRouter = useInRouterContext()
  // Whether a view sits inside a router never changes while it is mounted, so the hook order is stable.
  const search = inRouter ? useLocation().search : window.location.search
  if (prop !== undefined && prop !== null && prop !== '') return String(prop)
  return new URLSearchParams(search).get(name) ?? undefined
}
