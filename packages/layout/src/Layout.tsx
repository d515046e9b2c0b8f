import { ConfigProvider, theme as antdTheme } from 'antd'
import { accessibleTokens, readableOnWhite, sessionStore, useSession, useSettings } from '@wp/kit'
import { Activity, lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { introSeen } from './intro/introSeen'
import { AppMain } from './keep-alive/AppMain'
import { useIdleLock } from './lock-screen/idleLock'
import { clearScreenLock, lockScreen, rememberRoute, takeRememberedRoute, useScreenLock } from './lock-screen/lockStore'
import type { MenuEntry, PageInfo } from './menu/types'
import { Navbar } from './navbar/Navbar'
import { useIsMobile } from './shell/device'
import {
  activeMenuPath,
  LayoutContext,
  type HeaderItemEntry,
  type LayoutContextValue,
  type WorkbenchCardEntry,
} from './shell/LayoutContext'
import { LAYOUT_CSS } from './shell/styles'
import { Sidebar } from './sidebar/Sidebar'
import { isSidebarlessPath, readSidebarOpen, writeSidebarOpen } from './sidebar/sidebarStatus'
import { toAntdSize } from './size/size'
import { TagsView } from './tabs/TagsView'
import { tabsStore } from './tabs/tabsStore'
import { useWatermark } from './watermark/useWatermark'
import { watermarkText } from './watermark/watermark'

export const PLATFORM_TITLE = '综合工作平台'

// Not on the first screen: the settings drawer loads when it first opens, the guided intro when it shows.
const SettingsDrawer = lazy(() => import('./settings/SettingsDrawer'))
const GuidedIntro = lazy(() => import('./intro/GuidedIntro'))

export interface LayoutProps {
  /** The menu tree (visible entries only), as the host built it from getRouters. */
  menus: MenuEntry[]
  /** Title, caching and breadcrumb of the page at a pathname. */
  findPage: (pathname: string) => PageInfo | undefined
  /** Tabs that are always open and cannot be closed (routes with meta.affix), e.g. /index. */
  affixPages?: PageInfo[]
  /** Draws a menu icon from its family name (`dict`, `system` …). */
  renderIcon?: (name?: string) => ReactNode
  /** After the user confirmed 退出登录 (default: log out and go to /index). */
  onLogout?: () => Promise<void> | void
  title?: string
  logo?: string
  /** Sections (first path segments) whose pages show no sidebar: the modules' `sidebarless` declarations. */
  sidebarless?: readonly string[]
  /** The cards the modules contribute to the workbench (`composeModules(...).workbench`). */
  workbench?: readonly WorkbenchCardEntry[]
  /** The items the modules put in the header, left of the user menu (`composeModules(...).header`). */
  header?: readonly HeaderItemEntry[]
}

const NONE: readonly never[] = []

/** The tabs: the pinned ones, and the page shown now opened (or brought to the front) as a tab. */
function usePageTabs(page: PageInfo | undefined, pathname: string, search: string, affixPages: PageInfo[]) {
  useEffect(() => {
    tabsStore
      .getState()
      .setAffix(
        affixPages.map((p) => ({ path: p.path, fullPath: p.path, title: p.title, affix: true, noCache: p.noCache })),
      )
  }, [affixPages])

  const pageTitle = page?.title
  const pageNoCache = page?.noCache
  const pageAffix = page?.affix
  useEffect(() => {
    if (!pageTitle) return
    tabsStore
      .getState()
      .open({ path: pathname, fullPath: pathname + search, title: pageTitle, noCache: pageNoCache, affix: pageAffix })
  }, [pathname, search, pageTitle, pageNoCache, pageAffix])
}

/** Which menu entry is active and, with the top menu on, which top entry and the sidebar entries under it. */
function menuPlacement(menus: MenuEntry[], page: PageInfo | undefined, pathname: string, topNav: boolean) {
  const activePath = activeMenuPath(menus, page?.activeMenu ?? pathname)
  const activeTop = topNav
    ? (menus.find((m) => activePath === m.path || activePath?.startsWith(m.path + '/'))?.path ??
      (pathname === '/index' ? '/index' : undefined))
    : undefined
  const topEntry = topNav ? menus.find((m) => m.path === activeTop) : undefined
  const sidebarEntries = topNav ? (topEntry?.children ?? []) : menus
  return { activePath, activeTop, sidebarEntries }
}

function layoutClasses(mobile: boolean, sidebarOpen: boolean, hideSidebar: boolean) {
  return [
    'wp-layout',
    mobile ? 'mobile' : 'desktop',
    sidebarOpen ? 'sidebar-open' : 'sidebar-collapsed',
    hideSidebar ? 'no-sidebar' : '',
  ]
    .filter(Boolean)
    .join(' ')
}

/** The portal's sign-in page, where 退出登录 leads. */
const LOGIN_PATH = '/login'

/**
 * 退出登录: the tabs are forgotten, the server told (waiting at most LOGOUT_WAIT_MS), and the login page opened as a
 * new document — one navigation. It used to clear the session store first and then reload /index: the route guard's
 * redirect to the login page and the reload raced (the address went /login?redirect, /index, /login?redirect again),
 * and one loaded run waited 30 s for the login page.
 */
async function defaultLogout() {
  tabsStore.getState().reset()
  await sessionStore.getState().logout({ go: LOGIN_PATH })
}

const noIcon = () => null

const LockScreen = lazy(() => import('./lock-screen/LockScreen'))

type OpenState = readonly [open: boolean, setOpen: (open: boolean) => void]

/** The settings drawer and the guided intro, each fetched when it first shows (not with the first screen). */
function LazyOverlays({
  settings: [settingsOpen, setSettingsOpen],
  intro: [introOpen, setIntroOpen],
}: {
  settings: OpenState
  intro: OpenState
}) {
  // once opened, the drawer stays mounted so that closing it animates
  const [settingsMounted, setSettingsMounted] = useState(false)
  if (settingsOpen && !settingsMounted) setSettingsMounted(true)
  return (
    <Suspense fallback={null}>
      {settingsMounted && <SettingsDrawer open={settingsOpen} onClose={() => setSettingsOpen(false)} />}
      {introOpen && <GuidedIntro open onClose={() => setIntroOpen(false)} />}
    </Suspense>
  )
}

/**
 * The portal's frame around every signed-in page: sidebar, navbar (breadcrumb or top menu, search, size,
 * full screen, user menu), tags view, the kept-alive page area, settings drawer, guided intro and watermark.
 * Render it as the element of the parent route; the page routes are its children (it renders the outlet).
 *
 * While the screen is locked (锁定屏幕, in this tab or another) the lock view covers everything and the frame is
 * hidden in `<Activity mode="hidden">`: not shown, not clickable, its effects paused, its kept-alive views intact.
 * A page loaded while locked does not mount the frame at all until unlocked.
 */
export function Layout(props: LayoutProps) {
  const lock = useScreenLock()
  const { pathname, search } = useLocation()
  const navigate = useNavigate()
  const [mounted, setMounted] = useState(!lock.locked)
  const wasLocked = useRef(lock.locked)
  const here = pathname + search
  const hereRef = useRef(here)
  hereRef.current = here

  useEffect(() => {
    if (lock.locked) {
      rememberRoute(hereRef.current)
    } else {
      setMounted(true)
      // Back to the route this tab was locked on (the address may have changed under the lock).
      const back = takeRememberedRoute()
      if (wasLocked.current && back && back !== hereRef.current) navigate(back, { replace: true })
    }
    wasLocked.current = lock.locked
  }, [lock.locked, navigate])

  const { onLogout = defaultLogout } = props
  const relogin = useCallback(() => {
    clearScreenLock()
    void onLogout()
  }, [onLogout])

  return (
    <>
      {lock.locked && (
        <Suspense fallback={<div style={{ position: 'fixed', inset: 0, zIndex: 3000, background: '#24243e' }} />}>
          <LockScreen onRelogin={relogin} />
        </Suspense>
      )}
      <Activity mode={lock.locked ? 'hidden' : 'visible'}>{mounted && <LayoutFrame {...props} />}</Activity>
    </>
  )
}

function LayoutFrame({
  menus,
  findPage,
  affixPages = [],
  renderIcon = noIcon,
  onLogout = defaultLogout,
  title = PLATFORM_TITLE,
  logo,
  sidebarless = NONE,
  workbench = NONE,
  header = NONE,
}: LayoutProps) {
  const settings = useSettings()
  const user = useSession((s) => s.user)
  const { pathname, search } = useLocation()
  const mobile = useIsMobile()
  const [sidebarOpen, setSidebarOpen] = useState(() => readSidebarOpen())
  const [settingsOpen, setSettingsOpen] = useState(false)
  const [introOpen, setIntroOpen] = useState(false)
  const page = findPage(pathname)

  // Mobile starts with the sidebar closed and closes it after each route change.
  useEffect(() => {
    if (mobile) setSidebarOpen(false)
  }, [mobile, pathname])

  usePageTabs(page, pathname, search, affixPages)

  useEffect(() => {
    if (!introSeen()) setIntroOpen(true)
  }, [])

  useEffect(() => {
    if (page?.title) document.title = `${page.title} - ${title}`
  }, [page?.title, title])

  useWatermark(watermarkText(user?.nickName, user?.phonenumber))
  const lockHere = useCallback(() => lockScreen(pathname + search), [pathname, search])
  useIdleLock(settings.lockAfterMinutes, lockHere)

  const toggleSidebar = useCallback(() => {
    setSidebarOpen((open) => {
      if (!mobile) writeSidebarOpen(!open)
      return !open
    })
  }, [mobile])

  const { activePath, activeTop, sidebarEntries } = menuPlacement(menus, page, pathname, settings.topNav)
  const hideSidebar = isSidebarlessPath(pathname, sidebarless) || (settings.topNav && !sidebarEntries.length)
  const { componentSize, compact } = toAntdSize(settings.familySize)

  const context = useMemo<LayoutContextValue>(
    () => ({ menus, findPage, renderIcon, workbench }),
    [menus, findPage, renderIcon, workbench],
  )
  const classes = layoutClasses(mobile, sidebarOpen, hideSidebar)

  return (
    <LayoutContext.Provider value={context}>
      <ConfigProvider
        componentSize={componentSize}
        theme={
          compact
            ? {
                algorithm: [antdTheme.defaultAlgorithm, antdTheme.compactAlgorithm],
                token: accessibleTokens(settings.theme),
              }
            : { token: accessibleTokens(settings.theme) }
        }
      >
        <style>{LAYOUT_CSS}</style>
        <div
          className={classes}
          data-testid="layout"
          style={{ ['--wp-primary' as string]: readableOnWhite(settings.theme, 5.5) }}
        >
          {!hideSidebar && (
            <Sidebar
              entries={sidebarEntries}
              activePath={activePath}
              collapsed={!sidebarOpen && !mobile}
              theme={settings.sideTheme === 'theme-light' ? 'light' : 'dark'}
              showLogo={settings.sidebarLogo}
              title={title}
              logo={logo}
            />
          )}
          {mobile && sidebarOpen && !hideSidebar && (
            <div className="wp-drawer-bg" data-testid="sidebar-mask" onClick={() => setSidebarOpen(false)} />
          )}
          <div className="wp-main">
            <div className={`wp-header${settings.fixedHeader ? ' fixed' : ''}`} data-testid="header">
              <Navbar
                menus={menus}
                headerItems={header}
                page={page}
                topNav={settings.topNav}
                activeTop={activeTop}
                sidebarOpen={sidebarOpen}
                showHamburger={!hideSidebar}
                mobile={mobile}
                onToggleSidebar={toggleSidebar}
                onOpenSettings={() => setSettingsOpen(true)}
                onStartIntro={() => setIntroOpen(true)}
                onLock={lockHere}
                onLogout={onLogout}
              />
              {settings.tagsView && <TagsView />}
            </div>
            <AppMain page={page} />
          </div>
          <LazyOverlays settings={[settingsOpen, setSettingsOpen]} intro={[introOpen, setIntroOpen]} />
        </div>
      </ConfigProvider>
    </LayoutContext.Provider>
  )
}
