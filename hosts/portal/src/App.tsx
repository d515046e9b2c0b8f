// The portal's routes: the guard, the public pages and the signed-in shell, each screen a lazy chunk.
import { authManifest } from '@wp/auth'
import { lazy, Suspense, useLayoutEffect } from 'react'
import { BrowserRouter, Navigate, Route, Routes, useLocation } from 'react-router'
import { NavigationGuard, PageLoading } from './routing/NavigationGuard'

const LoginPage = lazy(authManifest.views!.login)
const PublicPage = lazy(() => import('./public/PublicPage'))
const Shell = lazy(() => import('./shell/Shell'))

/** Scroll to the top on navigation; kept-alive views restore their own position afterwards (layout AppMain). */
function ScrollToTop() {
  const { pathname } = useLocation()
  useLayoutEffect(() => {
    // braces: Chromium's scrollTo returns a promise, which must not become the effect's cleanup
    window.scrollTo(0, 0)
  }, [pathname])
  return null
}

export function App() {
  return (
    <BrowserRouter>
      <ScrollToTop />
      <NavigationGuard>
        <Suspense fallback={<PageLoading />}>
          <Routes>
            <Route path="/login" element={<LoginPage />} />
            <Route path="/logintest" element={<LoginPage />} />
            <Route path="/register" element={<PublicPage view="register" />} />
            <Route path="/401" element={<PublicPage view="401" />} />
            <Route path="/404" element={<PublicPage view="404" />} />
            <Route path="/auth-redirect" element={<PublicPage view="auth-redirect" />} />
            <Route path="/bind" element={<PublicPage view="bind" />} />
            <Route path="/" element={<Navigate to="/index" replace />} />
            <Route path="*" element={<Shell />} />
          </Routes>
        </Suspense>
      </NavigationGuard>
    </BrowserRouter>
  )
}
