import { CloseOutlined } from '@ant-design/icons'
import { Dropdown, type MenuProps } from 'antd'
import { useLocation, useNavigate } from 'react-router'
import { tabsStore, useTabs } from './tabsStore'
import type { VisitedView } from './visitedViews'

export const TAG_MENU = {
  refresh: '刷新页面',
  close: '关闭当前',
  closeOthers: '关闭其他',
  closeRight: '关闭右侧',
  closeAll: '全部关闭',
} as const
type TagAction = keyof typeof TAG_MENU

const TEST_IDS: Record<TagAction, string> = {
  refresh: 'tag-menu-refresh',
  close: 'tag-menu-close',
  closeOthers: 'tag-menu-close-others',
  closeRight: 'tag-menu-close-right',
  closeAll: 'tag-menu-close-all',
}

/** The tabs of visited views, with the family's context menu. */
export function TagsView() {
  const visited = useTabs((s) => s.visited)
  const { pathname } = useLocation()
  const navigate = useNavigate()

  /** After tabs closed: stay if the current one survived, else go to the last tab (or home). */
  const settle = (fallback?: VisitedView) => {
    const left = tabsStore.getState().visited
    if (left.some((v) => v.path === pathname)) return
    const target = fallback && left.some((v) => v.path === fallback.path) ? fallback : left[left.length - 1]
    navigate(target ? target.fullPath : '/')
  }

  const run = (action: TagAction, view: VisitedView) => {
    const tabs = tabsStore.getState()
    switch (action) {
      case 'refresh':
        tabs.refresh(view.path)
        if (view.path !== pathname) navigate(view.fullPath)
        return
      case 'close':
        tabs.close(view.path)
        return settle()
      case 'closeOthers':
        tabs.closeOthers(view.path)
        return settle(view)
      case 'closeRight':
        tabs.closeRight(view.path)
        return settle(view)
      case 'closeAll':
        tabs.closeAll()
        return settle()
    }
  }

  const menuFor = (view: VisitedView, index: number): MenuProps => {
    const actions: TagAction[] = ['refresh']
    if (!view.affix) actions.push('close')
    actions.push('closeOthers')
    if (index < visited.length - 1) actions.push('closeRight')
    actions.push('closeAll')
    return {
      items: actions.map((a) => ({ key: a, label: <span data-testid={TEST_IDS[a]}>{TAG_MENU[a]}</span> })),
      onClick: ({ key, domEvent }) => {
        domEvent.stopPropagation()
        run(key as TagAction, view)
      },
    }
  }

  return (
    <div className="wp-tags" data-testid="tags-view">
      {visited.map((view, i) => (
        <Dropdown key={view.path} trigger={['contextMenu']} destroyOnHidden menu={menuFor(view, i)}>
          <span
            className={`wp-tag${view.path === pathname ? ' active' : ''}`}
            data-testid="tags-view-item"
            data-path={view.path}
            data-active={view.path === pathname ? 'true' : 'false'}
            onClick={() => view.path !== pathname && navigate(view.fullPath)}
          >
            {view.title}
            {!view.affix && (
              <CloseOutlined
                className="wp-tag-close"
                data-testid="tags-view-close"
                aria-label={`关闭 ${view.title}`}
                onClick={(e) => {
                  e.stopPropagation()
                  run('close', view)
                }}
              />
            )}
          </span>
        </Dropdown>
      ))}
    </div>
  )
}
