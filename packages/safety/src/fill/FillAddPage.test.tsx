import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { sessionStore } from '@wp/kit'
import { RouterFace } from '@wp/ui'
import { App } from 'antd'
import { MemoryRouter } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import FillAddPage from './FillAddPage'

function renderPage() {
  return render(
    <MemoryRouter initialEntries={['/safety/fill_add']}>
      <RouterFace>
        <App>
          <FillAddPage />
        </App>
      </RouterFace>
    </MemoryRouter>,
  )
}

describe('隐患上报 (fill_add)', () => {
  beforeEach(() => {
    sessionStore.setState({ roles: ['common'], permissions: ['safety:hazard:add', 'safety:hazard:submit'] })
    globalThis.fetch = vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input instanceof Request ? input.url : input)
      const data = url.includes('safe_hazard_level')
        ? [
            { dictValue: '1', dictLabel: '一般隐患' },
            { dictValue: '2', dictLabel: '重大隐患' },
          ]
        : []
      return new Response(JSON.stringify({ code: 200, data }), { headers: { 'content-type': 'application/json' } })
    }) as unknown as typeof fetch
  })
  afterEach(() => {
    sessionStore.setState({ roles: [], permissions: [] })
    vi.restoreAllMocks()
  })

  it('asks for the 五落实 only of a major hazard, and requires them then', async () => {
    renderPage()
    await screen.findByTestId('hazard-fill-add')
    expect(screen.queryByText('治理目标')).toBeNull()
    fireEvent.click(await screen.findByText('重大隐患'))
    expect(await screen.findByText('治理目标')).toBeTruthy()
    expect(screen.getByText('重大隐患五落实')).toBeTruthy()
    fireEvent.click(screen.getByTestId('hazard-save'))
    const target = screen.getByText('治理目标').closest('.ant-form-item')!
    await waitFor(() => expect(target.textContent).toContain('该输入项为必填项'))
    fireEvent.click(screen.getByText('一般隐患'))
    await waitFor(() => expect(screen.queryByText('重大隐患五落实')).toBeNull())
  })
})
