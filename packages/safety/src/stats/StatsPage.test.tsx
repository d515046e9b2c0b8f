import { render, screen, within } from '@testing-library/react'
import { App } from 'antd'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import StatsPage from './StatsPage'

const STATS = {
  total: 8,
  closed: 3,
  overdue: 2,
  byLevel: [
    { level: '1', count: 6 },
    { level: '2', count: 2 },
  ],
  byStatus: [{ status: '7', count: 3 }],
  byOrg: [{ orgId: 103, orgName: '研发部门', count: 4, closed: 1 }],
}

const DICTS: Record<string, { dictValue: string; dictLabel: string }[]> = {
  safe_hazard_level: [
    { dictValue: '1', dictLabel: '一般隐患' },
    { dictValue: '2', dictLabel: '重大隐患' },
  ],
  safe_hazard_status: [{ dictValue: '7', dictLabel: '已闭环' }],
}

describe('隐患统计 (safety/stats)', () => {
  beforeEach(() => {
    globalThis.fetch = vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input instanceof Request ? input.url : input)
      const type = Object.keys(DICTS).find((t) => url.includes(t))
      const data = type ? DICTS[type] : STATS
      return new Response(JSON.stringify({ code: 200, data }), { headers: { 'content-type': 'application/json' } })
    }) as unknown as typeof fetch
  })
  afterEach(() => vi.restoreAllMocks())

  it('shows the totals, the closing rate and the counts by level, status and organisation', async () => {
    render(
      <App>
        <StatsPage />
      </App>,
    )
    const page = await screen.findByTestId('hazard-stats')
    expect(page.textContent).toContain('隐患总数8')
    expect(page.textContent).toContain('闭环率37.5%')
    expect(page.textContent).toContain('逾期未整改2')
    const card = (title: string) => within(screen.getByText(title).closest('.ant-card') as HTMLElement)
    expect(await card('按等级').findByText('重大隐患')).toBeTruthy()
    expect(
      card('按等级')
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual(['等级数量', '一般隐患6', '重大隐患2'])
    expect(await card('按状态').findByText('已闭环')).toBeTruthy()
    expect(
      card('按单位')
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual(['单位数量闭环率', '研发部门425.0%'])
  })
})
