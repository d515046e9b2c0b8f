import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { sessionStore } from '@wp/kit'
import { App } from 'antd'
import { MemoryRouter, Route, Routes } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { Layout } from './Layout'
import type { MenuEntry, PageInfo } from './menu/types'
import { tabsStore } from './tabs/tabsStore'

const menus: MenuEntry[] = [
  {
    path: '/system',
    title: '系统管理',
    icon: 'system',
    children: [
      { path: '/system/dict', title: '字典管理' },
      { path: '/system/config', title: '参数设置' },
    ],
  },
]
const pages: PageInfo[] = [
  { path: '/index', title: '首页', affix: true, noCache: true },
  { path: '/system/dict', title: '字典管理', breadcrumb: ['系统管理', '字典管理'] },
  { path: '/system/config', title: '参数设置', breadcrumb: ['系统管理', '参数设置'] },
]
const findPage = (p: string) => pages.find((x) => x.path === p)

function renderLayout(onLogout = vi.fn()) {
  render(
    <MemoryRouter initialEntries={['/system/dict']}>
      <App>
        <Routes>
          <Route element={<Layout menus={menus} findPage={findPage} affixPages={[pages[0]]} onLogout={onLogout} />}>
            {pages.map((p) => (
              <Route key={p.path} path={p.path} element={<div data-testid={`view-${p.title}`}>{p.title}</div>} />
            ))}
          </Route>
        </Routes>
      </App>
    </MemoryRouter>,
  )
  return onLogout
}

describe('layout', () => {
  beforeEach(() => {
    localStorage.clear()
    localStorage.setItem('layout-intro-seen', '1')
    tabsStore.setState({ visited: [], cached: [], generation: {} })
    sessionStore.setState({
      user: { userId: 1, userName: 'admin', nickName: '若依', phonenumber: '15888881234' },
      roles: ['admin'],
      permissions: ['*:*:*'],
    })
    HTMLCanvasElement.prototype.getContext = (() => null) as never
  })
  afterEach(() => {
    sessionStore.setState({ user: null, roles: [], permissions: [] })
  })

  it('draws the sidebar title, menu, breadcrumb, pinned and current tabs', async () => {
    renderLayout()
    expect(screen.getByTestId('sidebar').textContent).toContain('综合工作平台')
    expect(screen.getByTestId('breadcrumb').textContent).toContain('字典管理')
    await waitFor(() => expect(tabsStore.getState().visited.map((v) => v.path)).toEqual(['/index', '/system/dict']))
    expect(screen.getAllByTestId('tags-view-item').map((t) => t.dataset.path)).toEqual(['/index', '/system/dict'])
    expect(screen.getByTestId('view-字典管理')).toBeTruthy()
  })

  it('opens a page from the sidebar as a new tab', async () => {
    renderLayout()
    fireEvent.click(screen.getByText('参数设置'))
    expect(await screen.findByTestId('view-参数设置')).toBeTruthy()
    await waitFor(() => expect(screen.getAllByTestId('tags-view-item')).toHaveLength(3))
  })

  it('lays the watermark of nickname and phone over the page', () => {
    renderLayout()
    expect(screen.getByTestId('watermark').getAttribute('style')).toContain('pointer-events:none')
  })

  it('logs out only after the confirmation', async () => {
    const onLogout = renderLayout()
    fireEvent.click(screen.getByTestId('user-menu'))
    fireEvent.click(await screen.findByTestId('logout'))
    expect(await screen.findByText('确定注销并退出系统吗？')).toBeTruthy()
    expect(onLogout).not.toHaveBeenCalled()
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: /确\s*定/ }))
    })
    await waitFor(() => expect(onLogout).toHaveBeenCalledTimes(1))
  })
})
