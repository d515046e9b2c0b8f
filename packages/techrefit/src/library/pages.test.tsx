import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { TECHREFIT_PERMISSIONS as P } from '@wp/contract'
import { clearDictCache, sessionStore } from '@wp/kit'
import { RouterFace } from '@wp/ui'
import { App } from 'antd'
import { MemoryRouter, Route, Routes, useLocation } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { AddPage } from './AddPage'
import { ListPage } from './ListPage'

type Call = { method: string; path: string; query: string; body: unknown }
let calls: Call[]

const PROJECT = {
  projectId: 7,
  projectCode: 'JG-D103-2026-001',
  projectName: '冲压线伺服化改造',
  orgId: 103,
  category: '2',
  totalInvestment: 1200.5,
  libStatus: '0',
}

function serve() {
  calls = []
  globalThis.fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const [path, query = ''] = String(input).replace('/prod-api', '').split('?')
    const method = init.method ?? 'GET'
    calls.push({ method, path, query, body: init.body && JSON.parse(String(init.body)) })
    const body =
      path === '/techRefitProject/project/library/list'
        ? { code: 200, total: 1, rows: [PROJECT] }
        : path === '/techRefitProject/project/library/options'
          ? { code: 200, data: [{ ...PROJECT, libStatus: '2' }] }
          : path === '/system/dict/data/type/tr_funding_level'
            ? {
                code: 200,
                data: [
                  { dictLabel: '国家', dictValue: '1' },
                  { dictLabel: '集团', dictValue: '4' },
                ],
              }
            : path === '/techRefitProject/project/special' && method === 'POST'
              ? { code: 200, data: { specialId: 31 } }
              : { code: 200, data: [], rows: [], total: 0 }
    return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } })
  }) as unknown as typeof fetch
}

/** Where the router went. */
function Location() {
  const l = useLocation()
  return <div data-testid="location">{l.pathname + l.search}</div>
}

const at = (url: string, page: React.ReactNode) =>
  render(
    <App>
      <MemoryRouter initialEntries={[url]}>
        <RouterFace>
          <Routes>
            <Route path="*" element={page} />
          </Routes>
          <Location />
        </RouterFace>
      </MemoryRouter>
    </App>,
  )
const button = (id: string) => (screen.getByTestId(id).closest('button') ?? screen.getByTestId(id)) as HTMLElement
const SLOW = { timeout: 15_000 }
const grant = (...permissions: string[]) => act(() => sessionStore.setState({ roles: ['common'], permissions }))

beforeEach(() => {
  clearDictCache()
  serve()
})
afterEach(() => {
  sessionStore.setState({ roles: [], permissions: [] })
  vi.restoreAllMocks()
})

describe('技改项目库 pages', () => {
  it('lists the library with its actions: 新增 opens the add page, 详情 the info page, 提交入库 submits', async () => {
    grant(P.library.list, P.library.query, P.library.add, P.library.edit, P.library.submit)
    at('/techRefitProject/project/library', <ListPage kind="library" />)
    expect(await screen.findByText('冲压线伺服化改造', {}, SLOW)).toBeTruthy()
    fireEvent.click(button('library-add'))
    await waitFor(
      () => expect(screen.getByTestId('location').textContent).toBe('/techRefitProject/project/library/add'),
      SLOW,
    )
    fireEvent.click(screen.getAllByTestId('library-row-info')[0])
    await waitFor(
      () => expect(screen.getByTestId('location').textContent).toBe('/techRefitProject/project/library/info?id=7'),
      SLOW,
    )
    fireEvent.click(screen.getAllByTestId('library-row-submit')[0])
    fireEvent.click(await screen.findByRole('button', { name: /确\s*定/ }, SLOW))
    await waitFor(
      () => expect(calls.find((c) => c.method === 'POST')?.path).toBe('/techRefitProject/project/library/submit/7'),
      SLOW,
    )
  }, 180_000)

  it('adds a special project for the library project given in the address, with the required fields asked', async () => {
    grant(P.special.list, P.special.add)
    at('/techRefitProject/project/special/add?projectId=7', <AddPage kind="special" />)
    expect(await screen.findByTestId('special-project-summary', {}, SLOW)).toBeTruthy()
    expect(screen.getByText('1,200.50 万元')).toBeTruthy()
    fireEvent.click(button('special-form-submit'))
    expect((await screen.findAllByText('该输入项为必填项!')).length).toBeGreaterThan(0)
    fireEvent.change(screen.getByTestId('special-specialName'), { target: { value: '2026年集团技术改造专项资金' } })
    fireEvent.change(screen.getByTestId('special-specialBatch'), { target: { value: '2026' } })
    fireEvent.change(screen.getByTestId('special-applyAmount'), { target: { value: '300' } })
    fireEvent.blur(screen.getByTestId('special-applyAmount'))
    fireEvent.mouseDown(
      screen.getByTestId('special-fundingSourceLevel').querySelector('input') ?? button('special-fundingSourceLevel'),
    )
    fireEvent.click(await screen.findByText('集团'))
    fireEvent.click(button('special-form-submit'))
    await waitFor(
      () =>
        expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
          projectId: 7,
          specialName: '2026年集团技术改造专项资金',
          specialBatch: '2026',
          fundingSourceLevel: '4',
          applyAmount: 300,
        }),
      SLOW,
    )
    await waitFor(
      () => expect(screen.getByTestId('location').textContent).toBe('/techRefitProject/project/special/info?id=31'),
      SLOW,
    )
  }, 180_000)
})
