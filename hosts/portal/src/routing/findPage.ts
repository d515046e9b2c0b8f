import { matchPath } from 'react-router'
import type { PageRoute } from './buildRoutes'

/** Looks up the page a pathname shows (first match wins: constant pages, then menu pages); memoised per pathname. */
export function createPageFinder(pages: PageRoute[]): (pathname: string) => PageRoute | undefined {
  const cache = new Map<string, PageRoute | undefined>()
  return (pathname) => {
    if (cache.has(pathname)) return cache.get(pathname)
    const page = pages.find((p) => matchPath({ path: p.path, end: true }, pathname))
    cache.set(pathname, page)
    return page
  }
}

/** Route ids such as dictId and tableId must be digits. */
export function paramsAreValid(
  page: Pick<PageRoute, 'digits'>,
  params: Readonly<Record<string, string | undefined>>,
): boolean {
  return (page.digits ?? []).every((name) => /^\d+$/.test(params[name] ?? ''))
}

/** Merges the menu pages after the constant ones, dropping menu pages whose path a constant page already has. */
export function mergePages(constant: PageRoute[], fromMenu: PageRoute[]): PageRoute[] {
  const taken = new Set(constant.map((p) => p.path))
  return [...constant, ...fromMenu.filter((p) => !taken.has(p.path))]
}
