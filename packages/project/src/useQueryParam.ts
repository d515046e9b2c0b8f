import { useInRouterContext, useLocation } from 'react-router'

/**
 * A query parameter of the page (`?projectId=…`), or the prop of the same name (an element attribute, a parcel
 * prop). Inside the portal's router it follows navigation.
 */
export function useQueryParam(name: string, prop?: unknown): string | undefined {
  const inRouter = useInRouterContext()
  // Whether a view sits inside a router never changes while it is mounted, so the hook order is stable.
  const search = inRouter ? useLocation().search : window.location.search
  if (prop !== undefined && prop !== null && prop !== '') return String(prop)
  return new URLSearchParams(search).get(name) ?? undefined
}
