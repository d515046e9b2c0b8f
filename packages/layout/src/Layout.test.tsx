import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { removeToken, sessionStore, setToken } from '@wp/kit'
import { App } from 'antd'
import { MemoryRouter, Route, Routes } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { Layout } from './Layout'
import { LOCK_STORAGE_KEY, sessionTag } from './lock-screen/lockStore'
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

describe('the lock screen over the layout', () => {
  beforeEach(() => {
    localStorage.clear()
    sessionStorage.clear()
    localStorage.setItem('layout-intro-seen', '1')
    tabsStore.setState({ visited: [], cached: [], generation: {} })
    setToken('lock-test-session')
    sessionStore.setState({
      user: { userId: 2, userName: 'ry', nickName: '若依', phonenumber: '15666666666' },
      roles: ['common'],
      permissions: [],
    })
    HTMLCanvasElement.prototype.getContext = (() => null) as never
  })
  afterEach(() => {
    removeToken()
    sessionStore.setState({ user: null, roles: [], permissions: [] })
    vi.restoreAllMocks()
  })

  const answer = (body: object) =>
    (globalThis.fetch = vi.fn(
      async () => new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } }),
    ) as unknown as typeof fetch)

  it('锁定屏幕 hides the frame behind the lock view; only the right password brings the same page back', async () => {
    renderLayout()
    const view = screen.getByTestId('view-字典管理')
    fireEvent.click(screen.getByTestId('user-menu'))
    fireEvent.click(await screen.findByTestId('user-menu-lock'))
    expect((await screen.findByTestId('lock-screen')).textContent).toContain('系统已锁定，请输入密码解锁')
    expect(screen.getByTestId('lock-name').textContent).toBe('若依')
    expect(screen.getByTestId('layout').style.display).toBe('none')
    expect(JSON.parse(localStorage.getItem(LOCK_STORAGE_KEY)!).path).toBe('/system/dict')

    answer({ code: 500, msg: '密码错误，请重新输入' })
    const password = screen.getByTestId('lock-password') as HTMLInputElement
    fireEvent.change(password, { target: { value: 'wrong-one' } })
    fireEvent.click(screen.getByTestId('lock-unlock'))
    expect((await screen.findByTestId('lock-error')).textContent).toBe('密码错误，请重新输入')
    expect(password.value).toBe('')
    expect(screen.getByTestId('layout').style.display).toBe('none')

    answer({ code: 200, msg: '操作成功' })
    fireEvent.change(password, { target: { value: 'right-one' } })
    fireEvent.click(screen.getByTestId('lock-unlock'))
    await waitFor(() => expect(screen.queryByTestId('lock-screen')).toBeNull())
    expect(screen.getByTestId('layout').style.display).not.toBe('none')
    // the same mounted view, not a new one: the kept-alive state survived the lock
    expect(screen.getByTestId('view-字典管理')).toBe(view)
    expect(localStorage.getItem(LOCK_STORAGE_KEY)).toBeNull()
  })

  it('a page loaded while locked does not mount the frame at all; 退出重新登录 ends the lock and signs out', async () => {
    localStorage.setItem(
      LOCK_STORAGE_KEY,
      JSON.stringify({ path: '/system/dict', session: sessionTag('lock-test-session') }),
    )
    const onLogout = renderLayout()
    await screen.findByTestId('lock-screen')
    expect(screen.queryByTestId('layout')).toBeNull()
    expect(screen.queryByTestId('view-字典管理')).toBeNull()
    fireEvent.click(screen.getByTestId('lock-relogin'))
    await waitFor(() => expect(onLogout).toHaveBeenCalledTimes(1))
    expect(localStorage.getItem(LOCK_STORAGE_KEY)).toBeNull()
  })
})
