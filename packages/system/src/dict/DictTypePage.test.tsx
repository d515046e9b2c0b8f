import { render, screen } from '@testing-library/react'
import { sessionStore } from '@wp/kit'
import { RouterFace } from '@wp/ui'
import { App } from 'antd'
import { MemoryRouter } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import DictTypePage from './DictTypePage'

const BUTTONS = ['dict-type-add', 'dict-type-edit', 'dict-type-remove', 'dict-type-export', 'dict-type-refresh-cache']

function renderPage() {
  return render(
    <MemoryRouter>
      <RouterFace>
        <App>
          <DictTypePage />
        </App>
      </RouterFace>
    </MemoryRouter>,
  )
}

describe('dictionary types page', () => {
  beforeEach(() => {
    globalThis.fetch = vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input)
      const body = url.includes('/system/dict/type/list')
        ? {
            code: 200,
            total: 1,
            rows: [
              {
                dictId: 1,
                dictName: '用户性别',
                dictType: 'sys_user_sex',
                status: '0',
                createTime: '2026-01-01 00:00:00',
              },
            ],
          }
        : { code: 200, data: [] }
      return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } })
    }) as unknown as typeof fetch
  })
  afterEach(() => {
    sessionStore.setState({ roles: [], permissions: [] })
    vi.restoreAllMocks()
  })

  it('lists the types with the page, size and filters in the query', async () => {
    sessionStore.setState({ roles: ['common'], permissions: ['system:dict:list'] })
    renderPage()
    expect(await screen.findByText('sys_user_sex')).toBeTruthy()
    const url = String(vi.mocked(globalThis.fetch).mock.calls.find(([u]) => String(u).includes('/type/list'))![0])
    expect(url).toContain('pageNum=1')
    expect(url).toContain('pageSize=10')
  })

  it('shows no action a user may not take', async () => {
    sessionStore.setState({ roles: ['common'], permissions: ['system:dict:list', 'system:dict:query'] })
    renderPage()
    await screen.findByText('sys_user_sex')
    for (const id of BUTTONS) expect(screen.queryByTestId(id), id).toBeNull()
    expect(screen.queryByText('修改')).toBeNull()
  })

  it('shows every action to the administrator', async () => {
    sessionStore.setState({ roles: ['admin'], permissions: ['*:*:*'] })
    renderPage()
    await screen.findByText('sys_user_sex')
    for (const id of BUTTONS) expect(screen.queryByTestId(id), id).not.toBeNull()
  })
})
