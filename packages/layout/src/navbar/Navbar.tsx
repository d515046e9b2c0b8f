import { HomeOutlined, MenuFoldOutlined, MenuUnfoldOutlined, QuestionCircleOutlined } from '@ant-design/icons'
import { useAccess } from '@wp/kit'
import { Suspense } from 'react'
import { useNavigate } from 'react-router'
import type { MenuEntry, PageInfo } from '../menu/types'
import type { HeaderItemEntry } from '../shell/LayoutContext'
import { HeaderSearch } from '../search/HeaderSearch'
import { SizeSelect } from '../size/SizeSelect'
import { TopNav } from '../top-nav/TopNav'
import { Breadcrumb } from './Breadcrumb'
import { NavIcon } from './NavIcon'
import { Screenfull } from './Screenfull'
import { UserMenu } from './UserMenu'

export interface NavbarProps {
  menus: MenuEntry[]
  /** what the modules put in the header (the notice bell), each shown to holders of one of its perms */
  headerItems: readonly HeaderItemEntry[]
  page?: PageInfo
  topNav: boolean
  activeTop?: string
  sidebarOpen: boolean
  showHamburger: boolean
  mobile: boolean
  onToggleSidebar: () => void
  onOpenSettings: () => void
  onStartIntro: () => void
  /** 锁定屏幕 */
  onLock: () => void
  onLogout: () => Promise<void> | void
}

export function Navbar(props: NavbarProps) {
  const navigate = useNavigate()
  const { hasPermiOr } = useAccess()
  const items = props.headerItems.filter((h) => !h.perms?.length || hasPermiOr(h.perms))
  return (
    <div className="wp-navbar" data-testid="navbar">
      {props.showHamburger && (
        <span
          className="wp-hamburger"
          role="button"
          aria-label={props.sidebarOpen ? '收起菜单' : '展开菜单'}
          data-testid="hamburger"
          onClick={props.onToggleSidebar}
        >
          {props.sidebarOpen ? <MenuFoldOutlined /> : <MenuUnfoldOutlined />}
        </span>
      )}
      <div className="wp-navbar-center">
        {props.topNav ? <TopNav entries={props.menus} activeTop={props.activeTop} /> : <Breadcrumb page={props.page} />}
      </div>
      <div className="wp-navbar-right">
        {!props.mobile && <HeaderSearch menus={props.menus} />}
        <NavIcon title="工作台" testId="workbench-shortcut" onClick={() => navigate('/index')}>
          <HomeOutlined />
        </NavIcon>
        {!props.mobile && <SizeSelect />}
        {!props.mobile && <Screenfull />}
        <NavIcon title="操作引导" testId="intro-start" onClick={props.onStartIntro}>
          <QuestionCircleOutlined />
        </NavIcon>
        {items.map(({ key, Item }) => (
          <Suspense key={key} fallback={null}>
            <Item />
          </Suspense>
        ))}
        <UserMenu onOpenSettings={props.onOpenSettings} onLock={props.onLock} onLogout={props.onLogout} />
      </div>
    </div>
  )
}
