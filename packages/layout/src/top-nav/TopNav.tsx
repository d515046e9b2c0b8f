import { Menu, type MenuProps } from 'antd'
import { useMemo } from 'react'
import { useNavigate } from 'react-router'
import type { MenuEntry } from '../menu/types'
import { entryHref, firstPage, useLayout } from '../shell/LayoutContext'
import { useWindowWidth } from '../shell/device'
import { splitTopMenu } from './visibleCount'

/** The extra top-bar entry the spec asks for. */
export const INDEX_TOP_ENTRY: MenuEntry = { path: '/index', title: '统计报表', icon: 'dashboard' }
export const MORE_MENU_TITLE = '更多菜单'

type MenuItem = Required<MenuProps>['items'][number]

/** The top menu: the first top-level entries that fit (a third of the width / 85), the rest under 更多菜单. */
export function TopNav({ entries, activeTop }: { entries: MenuEntry[]; activeTop?: string }) {
  const navigate = useNavigate()
  const { renderIcon } = useLayout()
  const width = useWindowWidth()
  const { visible, more } = useMemo(() => splitTopMenu(entries, width), [entries, width])

  const toItem = (e: MenuEntry): MenuItem => ({
    key: e.path,
    icon: renderIcon(e.icon),
    label: (
      <span data-testid="top-nav-item" data-path={e.path}>
        {e.title}
      </span>
    ),
  })
  const items: MenuItem[] = [toItem(INDEX_TOP_ENTRY), ...visible.map(toItem)]
  if (more.length)
    items.push({
      key: '__more',
      label: <span data-testid="top-nav-more">{MORE_MENU_TITLE}</span>,
      children: more.map(toItem),
    })

  const open = (key: string) => {
    if (key === INDEX_TOP_ENTRY.path) return navigate('/index')
    const entry = entries.find((e) => e.path === key)
    if (!entry) return
    if (entry.external) return void window.open(entry.path, '_blank', 'noopener')
    // A directory opens its first page; the sidebar then shows that directory's pages.
    const page = firstPage(entry)
    if (page) navigate(entryHref(page))
  }

  return (
    <div data-testid="top-nav">
      <Menu
        mode="horizontal"
        disabledOverflow
        selectedKeys={activeTop ? [activeTop] : []}
        items={items}
        onClick={({ key }) => open(String(key))}
        style={{ borderBottom: 'none', lineHeight: '48px' }}
      />
    </div>
  )
}
