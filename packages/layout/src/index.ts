// @wp/layout: the portal's frame (sidebar, navbar, tags, kept-alive page area, settings, intro, watermark)
// and the workbench view. Imports only @wp/kit and @wp/ui.
export { Layout, PLATFORM_TITLE, type LayoutProps } from './Layout'
export { layoutModule } from './module'
export type { MenuEntry, PageInfo } from './menu/types'
export {
  useLayout,
  entryHref,
  findMenuChain,
  activeMenuPath,
  type LayoutContextValue,
  type WorkbenchCardEntry,
  type HeaderItemEntry,
} from './shell/LayoutContext'
export { InnerLink } from './inner-link/InnerLink'
export {
  tabsStore,
  useTabs,
  createTabsStore,
  DEFAULT_KEEP_ALIVE_LIMIT,
  TABS_STORAGE_KEY,
  type TabsState,
  type TabsStoreOptions,
} from './tabs/tabsStore'
export type { VisitedView } from './tabs/visitedViews'
export { TAG_MENU } from './tabs/TagsView'
export {
  mountWatermark,
  watermarkText,
  drawWatermarkTile,
  WATERMARK_TILE,
  WATERMARK_CHECK_MS,
  type WatermarkHandle,
  type WatermarkOptions,
} from './watermark/watermark'
export { useWatermark } from './watermark/useWatermark'
export { topMenuVisibleCount, splitTopMenu, TOP_MENU_ITEM_WIDTH } from './top-nav/visibleCount'
export { INDEX_TOP_ENTRY, MORE_MENU_TITLE } from './top-nav/TopNav'
export {
  createRouteSearch,
  searchPool,
  SEARCH_OPTIONS,
  MAX_PATTERN_LENGTH,
  type SearchItem,
} from './search/routeSearch'
export { toAntdSize, normalizeSize, SIZE_OPTIONS, type FamilySize, type AntdSize } from './size/size'
export { SIDEBAR_COOKIE, SIDEBAR_WIDTH, isSidebarlessPath, needsTooltip } from './sidebar/sidebarStatus'
export { MOBILE_BREAKPOINT, isMobileWidth } from './shell/device'
export { INTRO_SEEN_KEY } from './intro/introSeen'
export { LOGOUT_CONFIRM } from './navbar/UserMenu'
export { NO_FULLSCREEN_WARNING } from './navbar/Screenfull'
export { THEME_COLORS } from './settings/SettingsDrawer'
