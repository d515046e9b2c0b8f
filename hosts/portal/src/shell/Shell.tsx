import { KitProviders, useSession } from '@wp/kit'
import { Layout, tabsStore } from '@wp/layout'
import { renderMenuIcon, RouterFace } from '@wp/ui'
import { Suspense, useEffect, useMemo } from 'react'
import { Navigate, Route, Routes, useLocation, useNavigate, useParams } from 'react-router'
import { buildRouteTable } from '../routing/buildRoutes'
import { hiddenPages, PORTAL_PAGES } from '../routing/constantPages'
import { createPageFinder, mergePages } from '../routing/findPage'
import { PageLoading } from '../routing/NavigationGuard'
import { useRouters } from '../routing/routesStore'
import { PageElement } from './PageElement'
import { PORTAL } from '../modules'

/** /redirect/<path>: shows the path again with its view mounted afresh (the family's refresh helper). */
function RedirectRefresh() {
  const rest = useParams()['*'] ?? ''
  const { search } = useLocation()
  const navigate = useNavigate()
  useEffect(() => {
    const path = '/' + rest.replace(/^\/+/, '')
    tabsStore.getState().refresh(path)
    navigate(path + search, { replace: true })
  }, [rest, search, navigate])
  return <PageLoading />
}

const PasswordChange = PORTAL.views['auth/password-change']
/** The portal's own pages and the modules' hidden pages: routed whatever the menu says. */
const CONSTANT_PAGES = [...PORTAL_PAGES, ...hiddenPages(PORTAL.routes)]

/** Everything behind the login: the layout around the menu's pages and the spec's hidden pages. */
export default function Shell() {
  const routers = useRouters()
  const mustChangePassword = useSession((s) => s.isDefaultModifyPwd || s.isPasswordExpired)
  const table = useMemo(() => buildRouteTable(routers ?? []), [routers])
  const pages = useMemo(() => mergePages(CONSTANT_PAGES, table.pages), [table])
  const findPage = useMemo(() => createPageFinder(pages), [pages])
  const affixPages = useMemo(() => pages.filter((p) => p.affix), [pages])

  return (
    <KitProviders>
      <RouterFace>
        <Suspense fallback={<PageLoading />}>
          {mustChangePassword && PasswordChange ? (
            <PasswordChange />
          ) : (
            <Routes>
              <Route path="/redirect/*" element={<RedirectRefresh />} />
              <Route
                element={
                  <Layout
                    menus={table.menus}
                    findPage={findPage}
                    affixPages={affixPages}
                    renderIcon={renderMenuIcon}
                    sidebarless={PORTAL.sidebarless}
                    workbench={PORTAL.workbench}
                    header={PORTAL.header}
                  />
                }
              >
                {pages.map((p) => (
                  <Route key={p.path} path={p.path} element={<PageElement page={p} />} />
                ))}
                {table.redirects.map((r) => (
                  <Route key={r.from} path={r.from} element={<Navigate to={r.to} replace />} />
                ))}
              </Route>
              <Route path="*" element={<Navigate to="/404" replace />} />
            </Routes>
          )}
        </Suspense>
      </RouterFace>
    </KitProviders>
  )
}
