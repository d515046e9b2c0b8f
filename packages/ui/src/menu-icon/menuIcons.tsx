import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react'

type IconModule = Promise<{ default: ComponentType }>

/**
 * The family's menu icon names (its svg set) drawn with @ant-design/icons, each icon loaded on its own when first
 * drawn: a screen carries the few icons its menus use, not the whole set (the workbench's first screen draws a dozen
 * of these ninety). One map for the whole portal: the sidebar, the top menu, the workbench shortcuts, the menu
 * dialog's picker and /icons/list all draw from it.
 */
const MENU_ICON_LOADERS: Readonly<Record<string, () => IconModule>> = {
  '404': () => import('@ant-design/icons/es/icons/QuestionCircleOutlined'),
  bug: () => import('@ant-design/icons/es/icons/BugOutlined'),
  build: () => import('@ant-design/icons/es/icons/BuildOutlined'),
  button: () => import('@ant-design/icons/es/icons/SelectOutlined'),
  cascader: () => import('@ant-design/icons/es/icons/PartitionOutlined'),
  chart: () => import('@ant-design/icons/es/icons/BarChartOutlined'),
  checkbox: () => import('@ant-design/icons/es/icons/CheckSquareOutlined'),
  clipboard: () => import('@ant-design/icons/es/icons/CopyOutlined'),
  code: () => import('@ant-design/icons/es/icons/CodeOutlined'),
  color: () => import('@ant-design/icons/es/icons/BgColorsOutlined'),
  component: () => import('@ant-design/icons/es/icons/AppstoreOutlined'),
  dashboard: () => import('@ant-design/icons/es/icons/DashboardOutlined'),
  date: () => import('@ant-design/icons/es/icons/CalendarOutlined'),
  dict: () => import('@ant-design/icons/es/icons/BookOutlined'),
  documentation: () => import('@ant-design/icons/es/icons/ReadOutlined'),
  download: () => import('@ant-design/icons/es/icons/DownloadOutlined'),
  drag: () => import('@ant-design/icons/es/icons/DragOutlined'),
  druid: () => import('@ant-design/icons/es/icons/DatabaseOutlined'),
  edit: () => import('@ant-design/icons/es/icons/EditOutlined'),
  education: () => import('@ant-design/icons/es/icons/SolutionOutlined'),
  email: () => import('@ant-design/icons/es/icons/MailOutlined'),
  example: () => import('@ant-design/icons/es/icons/ProjectOutlined'),
  excel: () => import('@ant-design/icons/es/icons/FileExcelOutlined'),
  'exit-fullscreen': () => import('@ant-design/icons/es/icons/FullscreenExitOutlined'),
  'eye-open': () => import('@ant-design/icons/es/icons/EyeOutlined'),
  eye: () => import('@ant-design/icons/es/icons/EyeOutlined'),
  form: () => import('@ant-design/icons/es/icons/FormOutlined'),
  fullscreen: () => import('@ant-design/icons/es/icons/FullscreenOutlined'),
  github: () => import('@ant-design/icons/es/icons/GithubOutlined'),
  guide: () => import('@ant-design/icons/es/icons/CompassOutlined'),
  home: () => import('@ant-design/icons/es/icons/HomeOutlined'),
  icon: () => import('@ant-design/icons/es/icons/AppstoreOutlined'),
  input: () => import('@ant-design/icons/es/icons/FormOutlined'),
  international: () => import('@ant-design/icons/es/icons/GlobalOutlined'),
  job: () => import('@ant-design/icons/es/icons/ScheduleOutlined'),
  language: () => import('@ant-design/icons/es/icons/TranslationOutlined'),
  link: () => import('@ant-design/icons/es/icons/LinkOutlined'),
  list: () => import('@ant-design/icons/es/icons/UnorderedListOutlined'),
  lock: () => import('@ant-design/icons/es/icons/LockOutlined'),
  log: () => import('@ant-design/icons/es/icons/FileTextOutlined'),
  logininfor: () => import('@ant-design/icons/es/icons/LoginOutlined'),
  message: () => import('@ant-design/icons/es/icons/MessageOutlined'),
  money: () => import('@ant-design/icons/es/icons/DollarOutlined'),
  monitor: () => import('@ant-design/icons/es/icons/MonitorOutlined'),
  nested: () => import('@ant-design/icons/es/icons/ApartmentOutlined'),
  notice: () => import('@ant-design/icons/es/icons/BellOutlined'),
  number: () => import('@ant-design/icons/es/icons/NumberOutlined'),
  online: () => import('@ant-design/icons/es/icons/WifiOutlined'),
  password: () => import('@ant-design/icons/es/icons/LockOutlined'),
  pdf: () => import('@ant-design/icons/es/icons/FilePdfOutlined'),
  people: () => import('@ant-design/icons/es/icons/UserOutlined'),
  peoples: () => import('@ant-design/icons/es/icons/TeamOutlined'),
  phone: () => import('@ant-design/icons/es/icons/PhoneOutlined'),
  post: () => import('@ant-design/icons/es/icons/IdcardOutlined'),
  process: () => import('@ant-design/icons/es/icons/BranchesOutlined'),
  qq: () => import('@ant-design/icons/es/icons/QqOutlined'),
  question: () => import('@ant-design/icons/es/icons/QuestionCircleOutlined'),
  radio: () => import('@ant-design/icons/es/icons/ControlOutlined'),
  rate: () => import('@ant-design/icons/es/icons/StarOutlined'),
  'redis-list': () => import('@ant-design/icons/es/icons/DatabaseOutlined'),
  redis: () => import('@ant-design/icons/es/icons/DatabaseOutlined'),
  report: () => import('@ant-design/icons/es/icons/PieChartOutlined'),
  row: () => import('@ant-design/icons/es/icons/ColumnHeightOutlined'),
  safety: () => import('@ant-design/icons/es/icons/SafetyOutlined'),
  search: () => import('@ant-design/icons/es/icons/SearchOutlined'),
  select: () => import('@ant-design/icons/es/icons/SelectOutlined'),
  server: () => import('@ant-design/icons/es/icons/CloudServerOutlined'),
  shopping: () => import('@ant-design/icons/es/icons/ShoppingCartOutlined'),
  size: () => import('@ant-design/icons/es/icons/FontSizeOutlined'),
  skill: () => import('@ant-design/icons/es/icons/DeploymentUnitOutlined'),
  slider: () => import('@ant-design/icons/es/icons/SlidersOutlined'),
  star: () => import('@ant-design/icons/es/icons/StarOutlined'),
  statistics: () => import('@ant-design/icons/es/icons/LineChartOutlined'),
  swagger: () => import('@ant-design/icons/es/icons/ApiOutlined'),
  switch: () => import('@ant-design/icons/es/icons/SwapOutlined'),
  system: () => import('@ant-design/icons/es/icons/SettingOutlined'),
  tab: () => import('@ant-design/icons/es/icons/TabletOutlined'),
  table: () => import('@ant-design/icons/es/icons/TableOutlined'),
  tags: () => import('@ant-design/icons/es/icons/TagsOutlined'),
  textarea: () => import('@ant-design/icons/es/icons/ProfileOutlined'),
  theme: () => import('@ant-design/icons/es/icons/SkinOutlined'),
  time: () => import('@ant-design/icons/es/icons/ClockCircleOutlined'),
  tool: () => import('@ant-design/icons/es/icons/ToolOutlined'),
  'tree-table': () => import('@ant-design/icons/es/icons/OrderedListOutlined'),
  tree: () => import('@ant-design/icons/es/icons/ApartmentOutlined'),
  upload: () => import('@ant-design/icons/es/icons/UploadOutlined'),
  user: () => import('@ant-design/icons/es/icons/UserOutlined'),
  'user-switch': () => import('@ant-design/icons/es/icons/UserSwitchOutlined'),
  validCode: () => import('@ant-design/icons/es/icons/SafetyOutlined'),
  wechat: () => import('@ant-design/icons/es/icons/WechatOutlined'),
  workflow: () => import('@ant-design/icons/es/icons/BranchesOutlined'),
  zip: () => import('@ant-design/icons/es/icons/FileZipOutlined'),
  zoom: () => import('@ant-design/icons/es/icons/ZoomInOutlined'),
  fund: () => import('@ant-design/icons/es/icons/FundOutlined'),
  folder: () => import('@ant-design/icons/es/icons/FolderOutlined'),
  mobile: () => import('@ant-design/icons/es/icons/MobileOutlined'),
  desktop: () => import('@ant-design/icons/es/icons/DesktopOutlined'),
}

/** All names, sorted, for the icon list and pickers. */
export const menuIconNames: readonly string[] = Object.keys(MENU_ICON_LOADERS).sort()

/** Whether the set has an icon of this name. */
export const hasMenuIcon = (name?: string | null): name is string => !!name && Object.hasOwn(MENU_ICON_LOADERS, name)

const loaded = new Map<string, LazyExoticComponent<ComponentType>>()
/** One lazy component per name, made once, so a redraw never remounts (or reloads) the icon. */
function lazyIcon(name: string): LazyExoticComponent<ComponentType> {
  let icon = loaded.get(name)
  if (!icon) {
    icon = lazy(MENU_ICON_LOADERS[name])
    loaded.set(name, icon)
  }
  return icon
}

/** Holds the icon's place (1em square, antd's `anticon` class) while its module loads, so nothing moves. */
const placeholder = <span className="anticon" style={{ display: 'inline-block', width: '1em', height: '1em' }} />

/** Draws a menu icon by its family name; nothing for '#', '' or an unknown name. */
export function MenuIcon({ name }: { name?: string | null }) {
  if (!hasMenuIcon(name)) return null
  const Icon = lazyIcon(name)
  return (
    <Suspense fallback={placeholder}>
      <Icon />
    </Suspense>
  )
}

/** `renderIcon` for the layout. */
export function renderMenuIcon(name?: string) {
  return hasMenuIcon(name) ? <MenuIcon name={name} /> : null
}

/** Names matching a search (case-insensitive substring), for /icons/list. */
export function filterIconNames(query: string, names: readonly string[] = menuIconNames): string[] {
  const q = query.trim().toLowerCase()
  return q ? names.filter((n) => n.toLowerCase().includes(q)) : [...names]
}
