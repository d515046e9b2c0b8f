import { Menu, Tooltip, type MenuProps } from 'antd'
import { useEffect, useMemo, useState } from 'react'
import { useNavigate } from 'react-router'
import type { MenuEntry } from '../menu/types'
import { findMenuChain, openEntry, useLayout } from '../shell/LayoutContext'
import { needsTooltip } from './sidebarStatus'

type MenuItem = Required<MenuProps>['items'][number]

export interface SidebarProps {
  entries: MenuEntry[]
  /** The menu path to highlight. */
  activePath?: string
  collapsed: boolean
  theme: 'dark' | 'light'
  showLogo: boolean
  title: string
  logo?: string
}

function label(title: string, path: string) {
  const text = (
    <span className="wp-menu-title" data-testid="sidebar-item" data-path={path}>
      {title}
    </span>
  )
  return needsTooltip(title) ? (
    <Tooltip title={title} placement="right">
      {text}
    </Tooltip>
  ) : (
    text
  )
}

/** The sidebar: logo and title, then the menu tree from the server. */
export function Sidebar({ entries, activePath, collapsed, theme, showLogo, title, logo }: SidebarProps) {
  const navigate = useNavigate()
  const { renderIcon } = useLayout()
  const byPath = useMemo(() => {
    const map = new Map<string, MenuEntry>()
    const walk = (list: MenuEntry[]) => list.forEach((e) => (map.set(e.path, e), e.children && walk(e.children)))
    walk(entries)
    return map
  }, [entries])

  const items = useMemo(() => {
    const build = (list: MenuEntry[]): MenuItem[] =>
      list.map((e) =>
        e.children?.length
          ? { key: e.path, icon: renderIcon(e.icon), label: label(e.title, e.path), children: build(e.children) }
          : { key: e.path, icon: renderIcon(e.icon), label: label(e.title, e.path) },
      )
    return build(entries)
  }, [entries, renderIcon])

  const chain = useMemo(() => (activePath ? findMenuChain(entries, activePath) : []), [entries, activePath])
  const [openKeys, setOpenKeys] = useState<string[]>(() => chain.slice(0, -1).map((e) => e.path))
  // Open the directories leading to the page the user arrived at.
  useEffect(() => {
    const parents = chain.slice(0, -1).map((e) => e.path)
    if (parents.length) setOpenKeys((keys) => Array.from(new Set([...keys, ...parents])))
  }, [chain])

  return (
    <aside className={`wp-sidebar ${theme}${collapsed ? ' collapsed' : ''}`} data-testid="sidebar">
      {showLogo && (
        <div
          className="wp-logo"
          data-testid="sidebar-logo"
          onClick={() => navigate('/index')}
          role="link"
          // named when collapsed too, where only the logo (alt="") shows
          aria-label={title}
        >
          {logo && <img src={logo} alt="" />}
          {!collapsed && <span className="wp-logo-title">{title}</span>}
        </div>
      )}
      <Menu
        mode="inline"
        theme={theme}
        inlineCollapsed={collapsed}
        items={items}
        selectedKeys={activePath ? [activePath] : []}
        {...(collapsed ? {} : { openKeys, onOpenChange: setOpenKeys })}
        onClick={({ key }) => {
          const entry = byPath.get(String(key))
          if (entry) openEntry(entry, navigate)
        }}
      />
    </aside>
  )
}
