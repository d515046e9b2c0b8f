import type { MobileView } from '@wp/kit'
import { lazy, Suspense, useMemo } from 'react'
import { Navigate, Route, Routes, useLocation, useNavigate } from 'react-router'
import { Loading } from './Loading'

// Only a host with several modules' screens shows the tab bar: it loads then. The empty states (with their pictures)
// load when there is nothing to show: neither is part of a signed-in user's first screen.
const Tabs = lazy(() => import('./ShellTabs'))
const ErrorBlock = lazy(() => import('antd-mobile/es/components/error-block'))

/** The first path segment names the view: `/approval/task` belongs to `approval`. */
const sectionOf = (pathname: string) => pathname.split('/').filter(Boolean)[0] ?? ''

/**
 * The signed-in frame: a title bar, the current view, and a tab bar over the modules' mobile views (when there are
 * several). Each view is a lazy chunk at `/<path>/*`; `/` opens the first.
 */
export function Shell({ views }: { views: readonly MobileView[] }) {
  const { pathname } = useLocation()
  const navigate = useNavigate()
  const screens = useMemo(() => views.map((v) => ({ ...v, View: lazy(v.load) })), [views])
  const current = screens.find((v) => v.path === sectionOf(pathname))

  if (screens.length === 0)
    return (
      <Suspense fallback={null}>
        <ErrorBlock status="empty" title="暂无可用应用" description="没有可在钉钉中使用的功能" fullPage />
      </Suspense>
    )

  return (
    <div className="h5-shell h5-page" data-testid="h5-shell">
      <header className="h5-bar">
        {window.history.length > 1 && (
          <button type="button" className="h5-bar-back" aria-label="返回" onClick={() => navigate(-1)}>
            ‹
          </button>
        )}
        <h1 data-testid="h5-title">{current?.title ?? '综合工作平台'}</h1>
      </header>
      <main className="h5-shell-body">
        <Suspense fallback={<Loading />}>
          <Routes>
            {screens.map(({ path, View }) => (
              <Route key={path} path={`/${path}/*`} element={<View />} />
            ))}
            <Route path="/" element={<Navigate to={`/${screens[0].path}${window.location.search}`} replace />} />
            <Route path="*" element={<ErrorBlock status="empty" title="页面不存在" description={pathname} />} />
          </Routes>
        </Suspense>
      </main>
      {screens.length > 1 && (
        <Suspense fallback={null}>
          <Tabs views={screens} active={current?.path} onChange={(key) => navigate(`/${key}`)} />
        </Suspense>
      )}
    </div>
  )
}
