import { HomeOutlined, MenuFoldOutlined, MenuUnfoldOutlined, QuestionCircleOutlined } from '@ant-design/icons'
import { Tooltip } from 'antd'
import { useNavigate } from 'react-router'
import type { MenuEntry, PageInfo } from '../menu/types'
import { HeaderSearch } from '../search/HeaderSearch'
import { SizeSelect } from '../size/SizeSelect'
import { TopNav } from '../top-nav/TopNav'
import { Breadcrumb } from './Breadcrumb'
import { Screenfull } from './Screenfull'
import { UserMenu } from './UserMenu'

export interface NavbarProps {
  menus: MenuEntry[]
  page?: PageInfo
  topNav: boolean
  activeTop?: string
  sidebarOpen: boolean
  showHamburger: boolean
  mobile: boolean
  onToggleSidebar: () => void
  onOpenSettings: () => void
  onStartIntro: () => void
  onLogout: () => Promise<void> | void
}

export function Navbar(props: NavbarProps) {
  const navigate = useNavigate()
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
        <Tooltip title="工作台" placement="bottom">
          <button
            type="button"
            className="wp-nav-icon"
            data-testid="workbench-shortcut"
            aria-label="工作台"
            onClick={() => navigate('/index')}
          >
            <HomeOutlined />
          </button>
        </Tooltip>
        {!props.mobile && <SizeSelect />}
        {!props.mobile && <Screenfull />}
        <Tooltip title="操作引导" placement="bottom">
          <button
            type="button"
            className="wp-nav-icon"
            data-testid="intro-start"
            aria-label="操作引导"
            onClick={props.onStartIntro}
          >
            <QuestionCircleOutlined />
          </button>
        </Tooltip>
        <UserMenu onOpenSettings={props.onOpenSettings} onLogout={props.onLogout} />
      </div>
    </div>
  )
}
