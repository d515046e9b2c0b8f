import { render, screen } from '@testing-library/react'
import { sessionStore } from '@wp/kit'
import { App } from 'antd'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import OnlinePage from './OnlinePage'

describe('online users page', () => {
  beforeEach(() => {
    globalThis.fetch = vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input)
      const body = url.includes('/monitor/online/list')
        ? {
            code: 200,
            total: 1,
            rows: [{ tokenId: 'abc123', userName: 'ry', ipaddr: '127.0.0.1', loginTime: '2026-01-01 08:00:00' }],
          }
        : { code: 200, data: [] }
      return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } })
    }) as unknown as typeof fetch
  })
  afterEach(() => {
    sessionStore.setState({ roles: [], permissions: [] })
    vi.restoreAllMocks()
  })

  it('offers force logout only with monitor:online:forceLogout', async () => {
    sessionStore.setState({ roles: ['common'], permissions: ['monitor:online:list'] })
    const { unmount } = render(
      <App>
        <OnlinePage />
      </App>,
    )
    expect(await screen.findByText('ry')).toBeTruthy()
    expect(screen.queryByTestId('online-force-logout')).toBeNull()
    unmount()
    sessionStore.setState({ roles: ['common'], permissions: ['monitor:online:list', 'monitor:online:forceLogout'] })
    render(
      <App>
        <OnlinePage />
      </App>,
    )
    expect(await screen.findByTestId('online-force-logout')).toBeTruthy()
  })
})
