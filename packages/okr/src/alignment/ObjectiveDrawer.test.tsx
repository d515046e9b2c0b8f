import { act, render, screen, waitFor, within } from '@testing-library/react'
import type { OkrGraph } from '@wp/contract'
import { App } from 'antd'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import OkrPage from '../board/OkrPage'
import { AlignmentMap } from './AlignmentMap'
import { objectiveDetail, objectiveOfClick } from './objectiveDetail'

// ECharts cannot draw in jsdom: a stand-in chart keeps the handlers the map registers, so a test can click a node.
const handlers = vi.hoisted(() => new Map<string, (p: unknown) => void>())
vi.mock('./echarts', () => ({
  init: () => ({
    on: (event: string, f: (p: unknown) => void) => handlers.set(event, f),
    setOption: () => undefined,
    dispatchAction: () => undefined,
    resize: () => undefined,
    dispose: () => undefined,
  }),
}))

const node = (id: string, title: string, extra: Partial<OkrGraph['nodes'][number]> = {}) => ({
  id,
  type: id.startsWith('KR') ? ('KR' as const) : ('O' as const),
  refId: Number(id.replace(/\D/g, '')),
  title,
  level: id.startsWith('KR') ? null : '3',
  ownerName: '张三',
  orgName: '研发部门',
  progress: 40,
  status: '2',
  confidence: 6,
  ...extra,
})

// O1 (company) ← O2 (department, primary) with KR21 (→ O1's KR11, extra) and KR22
const graph: OkrGraph = {
  nodes: [
    node('O1', '公司增长', { level: '2', orgName: '总公司', ownerName: '李总' }),
    node('KR11', '收入翻番'),
    node('O2', '研发提效', { progress: 55, confidence: 7 }),
    node('KR21', '发布周期缩短', { progress: 80, ownerName: '王五' }),
    node('KR22', '缺陷下降', { progress: 30 }),
  ],
  edges: [
    { source: 'KR11', target: 'O1', kind: 'kr' },
    { source: 'KR21', target: 'O2', kind: 'kr' },
    { source: 'KR22', target: 'O2', kind: 'kr' },
    { source: 'O2', target: 'O1', kind: 'primary' },
    { source: 'KR21', target: 'KR11', kind: 'extra' },
  ],
}

describe('the click on a map node', () => {
  it('opens the objective of an objective or a key result, nothing for the root or an edge', () => {
    expect(objectiveOfClick(graph, { data: { id: 'O2' } })).toBe(2)
    expect(objectiveOfClick(graph, { dataType: 'node', data: { id: 'KR21' } })).toBe(2)
    expect(objectiveOfClick(graph, { data: { id: 'KR11' } })).toBe(1)
    expect(objectiveOfClick(graph, { data: { id: 'root' } })).toBeUndefined()
    expect(objectiveOfClick(graph, { dataType: 'edge', data: { source: 'O2', target: 'O1' } })).toBeUndefined()
  })

  it("reads an objective's key results and what it and its key results align to", () => {
    const d = objectiveDetail(graph, 2)!
    expect(d.objective.title).toBe('研发提效')
    expect(d.keyResults.map((k) => k.id)).toEqual(['KR21', 'KR22'])
    expect(d.alignsTo.map((a) => [a.via?.id ?? null, a.target.id, a.kind])).toEqual([
      [null, 'O1', 'primary'],
      ['KR21', 'KR11', 'extra'],
    ])
    expect(objectiveDetail(graph, 99)).toBeUndefined()
  })
})

describe('the objective drawer', () => {
  const asked: string[] = []
  beforeEach(() => {
    handlers.clear()
    asked.length = 0
    globalThis.fetch = vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input)
      asked.push(url)
      const body = url.includes('/okr/cycle/list')
        ? { code: 200, total: 1, rows: [{ cycleId: 7, cycleName: '2026 Q4', cycleStatus: '2' }] }
        : url.includes('/okr/alignment/graph')
          ? { code: 200, data: graph }
          : url.includes('/okr/objective/2')
            ? {
                code: 200,
                data: { objectiveId: 2, cycleId: 7, title: '研发提效', objStatus: '3', description: '少等待' },
              }
            : url.includes('/system/dict/data/type/okr_obj_status')
              ? { code: 200, data: [{ dictValue: '3', dictLabel: '进行中', listClass: 'primary' }] }
              : { code: 200, data: [] }
      return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } })
    }) as unknown as typeof fetch
  })
  afterEach(() => {
    window.history.replaceState(null, '', '/')
    vi.restoreAllMocks()
  })

  it("opens the drawer of a clicked key result's objective with its details", async () => {
    render(
      <App>
        <AlignmentMap />
      </App>,
    )
    await waitFor(() => expect(screen.getByTestId('okr-map-canvas').dataset.nodes).toBe('5'))
    await waitFor(() => expect(handlers.has('click')).toBe(true))
    expect(screen.queryByTestId('okr-objective-drawer')).toBeNull()
    act(() => handlers.get('click')!({ componentType: 'series', data: { id: 'KR22', name: 'KR 缺陷下降' } }))

    const drawer = await screen.findByTestId('okr-objective-drawer')
    expect(screen.getByTestId('okr-map-canvas').dataset.opened).toBe('2')
    expect(within(drawer).getByText('[部门] 研发提效')).toBeTruthy()
    expect(within(drawer).getByText('研发部门')).toBeTruthy()
    expect(within(drawer).getByText('风险')).toBeTruthy()
    expect(await within(drawer).findByText('进行中')).toBeTruthy()
    expect(within(drawer).getByText('少等待')).toBeTruthy()
    expect(within(drawer).getByTestId('okr-drawer-progress').textContent).toContain('55%')
    expect(within(drawer).getByTestId('okr-drawer-kr-21').textContent).toContain('80%')
    expect(within(drawer).getByTestId('okr-drawer-kr-22').textContent).toContain('缺陷下降')
    const aligns = within(drawer).getByTestId('okr-drawer-aligns').textContent
    expect(aligns).toContain('[公司] 公司增长')
    expect(aligns).toContain('KR 发布周期缩短 → KR 收入翻番')
    expect(within(drawer).getByTestId('okr-drawer-board').textContent).toContain('在OKR看板中查看')
    expect(asked.some((u) => u.includes('/okr/objective/2'))).toBe(true)
  })

  it('opens on the board for ?objectiveId= (reminders, the workflow, the drawer link), with the cycle read from the objective', async () => {
    window.history.replaceState(null, '', '/okr/okr?objectiveId=2')
    render(
      <App>
        <OkrPage />
      </App>,
    )
    const drawer = await screen.findByTestId('okr-objective-drawer')
    expect(await within(drawer).findByText('[部门] 研发提效')).toBeTruthy()
    expect(within(drawer).getByTestId('okr-drawer-kr-21').textContent).toContain('发布周期缩短')
    expect(within(drawer).queryByTestId('okr-drawer-board')).toBeNull()
    expect(asked.some((u) => u.includes('/okr/alignment/graph') && u.includes('cycleId=7'))).toBe(true)
  })
})
