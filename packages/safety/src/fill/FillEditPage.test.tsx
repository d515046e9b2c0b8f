import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { sessionStore } from '@wp/kit'
import { RouterFace } from '@wp/ui'
import { App } from 'antd'
import { MemoryRouter } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import FillEditPage from './FillEditPage'

const HAZARD = {
  hazardId: 7,
  hazardNo: 'YH-D103-20260601-001',
  title: '配电室灭火器过期',
  orgId: 103,
  location: '一号厂房配电室',
  discoverDate: '2026-05-30',
  checkType: '1',
  level: '1',
  category: '03',
  subCategory: '03-01',
  description: '压力不足',
  photos: '/prod-api/file/0123456789abcdef0123456789abcdef',
  hazardStatus: '1',
  currentTaskName: '隐患审核',
  currentAssignee: '审核员',
}

let progress: { step: string | null; mine: boolean; log: unknown[]; delays: unknown[] }
const posted: { url: string; body: unknown }[] = []

function renderPage() {
  return render(
    <MemoryRouter initialEntries={['/safety/fill_edit?id=7']}>
      <RouterFace>
        <App>
          <FillEditPage />
        </App>
      </RouterFace>
    </MemoryRouter>,
  )
}

describe('隐患办理 (fill_edit): one page, step-aware', () => {
  beforeEach(() => {
    posted.length = 0
    sessionStore.setState({ roles: ['common'], permissions: ['safety:hazard:query', 'safety:hazard:audit'] })
    globalThis.fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input instanceof Request ? input.url : input)
      const method = input instanceof Request ? input.method : (init?.method ?? 'GET')
      if (method === 'POST') {
        const raw = input instanceof Request ? await input.text() : init?.body
        posted.push({ url, body: JSON.parse(String(raw)) })
      }
      const body = url.includes('/safety/hazard/progress/7')
        ? { code: 200, data: progress }
        : url.endsWith('/safety/hazard/7')
          ? { code: 200, data: HAZARD }
          : { code: 200, data: [] }
      return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } })
    }) as unknown as typeof fetch
  })
  afterEach(() => {
    sessionStore.setState({ roles: [], permissions: [] })
    vi.restoreAllMocks()
  })

  it('shows the reviewer the audit form; a return needs its reason before anything is sent', async () => {
    progress = { step: 'audit', mine: true, log: [], delays: [] }
    renderPage()
    expect(await screen.findByTestId('hazard-audit')).toBeTruthy()
    expect(screen.queryByTestId('hazard-rectify-form')).toBeNull()
    fireEvent.click(screen.getByLabelText('驳回'))
    fireEvent.click(screen.getByTestId('hazard-audit-submit'))
    expect(await screen.findByText('请填写驳回原因')).toBeTruthy()
    expect(posted).toEqual([])
    fireEvent.change(screen.getByTestId('hazard-audit-opinion'), { target: { value: '照片不清' } })
    fireEvent.click(screen.getByTestId('hazard-audit-submit'))
    await waitFor(() => expect(posted).toHaveLength(1))
    expect(posted[0].url).toContain('/safety/hazard/audit/7')
    expect(posted[0].body).toMatchObject({ result: 'reject', opinion: '照片不清' })
  })

  it('shows someone who does not hold the open step no form at all', async () => {
    progress = { step: 'audit', mine: false, log: [], delays: [] }
    renderPage()
    expect(await screen.findByText('您不是当前环节的办理人')).toBeTruthy()
    expect(screen.queryByTestId('hazard-audit')).toBeNull()
    expect(screen.getByTestId('hazard-report')).toBeTruthy() // the report itself stays readable
  })
})
