import { render, screen } from '@testing-library/react'
import { sessionStore } from '@wp/kit'
import { RouterFace } from '@wp/ui'
import { App } from 'antd'
import { MemoryRouter } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import UserPage from './UserPage'

const BUTTONS = ['user-add', 'user-edit', 'user-remove', 'user-import', 'user-export']

function renderPage() {
  return render(
    <MemoryRouter>
      <RouterFace>
        <App>
          <UserPage />
        </App>
      </RouterFace>
    </MemoryRouter>,
  )
}

describe('user page', () => {
  beforeEach(() => {
    globalThis.fetch = vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input)
      const body = url.includes('/system/user/list')
        ? {
            code: 200,
            total: 1,
            rows: [{ userId: 2, userName: 'ry', nickName: '测试员', status: '0', dept: { deptName: '测试部门' } }],
          }
        : url.includes('/dingtalk/binding/list')
          ? { code: 200, total: 1, rows: [{ userId: 2, userName: 'ry', dingUserId: 'd2', dingName: '钉钉测试员' }] }
          : url.includes('/system/user/deptTree')
            ? { code: 200, data: [{ id: 100, label: '综合科技集团', children: [{ id: 105, label: '测试部门' }] }] }
            : { code: 200, data: [] }
      return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } })
    }) as unknown as typeof fetch
  })
  afterEach(() => {
    sessionStore.setState({ roles: [], permissions: [] })
    vi.restoreAllMocks()
  })

  it('lists users with the department tree beside them', async () => {
    sessionStore.setState({ roles: ['common'], permissions: ['system:user:list'] })
    renderPage()
    expect(await screen.findByText('测试员')).toBeTruthy()
    expect(await screen.findByText('综合科技集团')).toBeTruthy()
    // the 钉钉 column: the DingTalk user bound to the account
    expect(await screen.findByText('钉钉测试员')).toBeTruthy()
    const url = String(
      vi.mocked(globalThis.fetch).mock.calls.find(([u]) => String(u).includes('/system/user/list'))![0],
    )
    expect(url).toContain('pageNum=1')
  })

  it('shows only the actions the user may take', async () => {
    sessionStore.setState({ roles: ['common'], permissions: ['system:user:list'] })
    const { unmount } = renderPage()
    await screen.findByText('测试员')
    for (const id of BUTTONS) expect(screen.queryByTestId(id), id).toBeNull()
    unmount()
    sessionStore.setState({ roles: ['admin'], permissions: ['*:*:*'] })
    renderPage()
    await screen.findByText('测试员')
    for (const id of BUTTONS) expect(screen.getByTestId(id), id).toBeTruthy()
  })
})
