import { Spin } from 'antd'
import { Activity, Suspense, useEffect, useLayoutEffect, useRef, type ReactNode } from 'react'
import { useLocation, useOutlet } from 'react-router'
import type { PageInfo } from '../menu/types'
import { useTabs } from '../tabs/tabsStore'
import { ViewBoundary } from './ViewBoundary'

/**
 * The page area. Every view kept alive stays mounted inside `<Activity mode="hidden">` (state, DOM and scroll
 * survive, effects pause); the tabs store bounds how many (least recently used go) and drops a closed tab's view.
 */
export function AppMain({ page }: { page?: PageInfo }) {
  const outlet = useOutlet()
  const { pathname } = useLocation()
  const cached = useTabs((s) => s.cached)
  const generation = useTabs((s) => s.generation)

  // Views by path, in the order they were first shown (stable, so React never remounts them by reordering).
  const views = useRef(new Map<string, ReactNode>()).current
  views.set(pathname, outlet)
  for (const key of Array.from(views.keys())) {
    if (key !== pathname && !cached.includes(key)) views.delete(key)
  }

  // Scroll: remembered per view, restored when coming back, top for a view shown afresh.
  const scrolls = useRef(new Map<string, number>()).current
  const current = useRef(pathname)
  current.current = pathname
  useEffect(() => {
    const onScroll = () => scrolls.set(current.current, window.scrollY)
    window.addEventListener('scroll', onScroll, { passive: true })
    return () => window.removeEventListener('scroll', onScroll)
  }, [scrolls])
  useLayoutEffect(() => {
    for (const key of Array.from(scrolls.keys())) if (!views.has(key)) scrolls.delete(key)
    window.scrollTo(0, scrolls.get(pathname) ?? 0)
  }, [pathname, scrolls, views])

  return (
    <section className="wp-app-main" data-testid="app-main">
      {page && (
        <div className="wp-page-title" data-testid="page-title">
          <span>{page.title}</span>
          {page.remark && <span className="wp-page-remark">{page.remark}</span>}
        </div>
      )}
      {Array.from(views, ([key, element]) => (
        <Activity key={`${key}#${generation[key] ?? 0}`} mode={key === pathname ? 'visible' : 'hidden'}>
          <div className="wp-view" data-view-key={key}>
            <ViewBoundary>
              <Suspense
                fallback={
                  <div className="wp-view-loading">
                    <Spin />
                  </div>
                }
              >
                {element}
              </Suspense>
            </ViewBoundary>
          </div>
        </Activity>
      ))}
    </section>
  )
}
