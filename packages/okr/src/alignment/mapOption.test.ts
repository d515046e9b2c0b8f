import type { OkrGraph } from '@wp/contract'
import { describe, expect, it } from 'vitest'
import { FORCE_LIMIT, findNode, mapOption, radialPositions } from './mapOption'

const node = (id: string, title: string, progress: number, extra: Partial<OkrGraph['nodes'][number]> = {}) => ({
  id,
  type: id.startsWith('KR') ? ('KR' as const) : ('O' as const),
  refId: Number(id.replace(/\D/g, '')),
  title,
  level: id.startsWith('KR') ? null : '3',
  ownerName: '张三',
  orgName: '研发部门',
  progress,
  status: '1',
  confidence: 8,
  ...extra,
})

const graph: OkrGraph = {
  nodes: [
    node('O1', '公司年收入增长', 80, { level: '2' }),
    node('O2', '测试部缺陷减半', 20),
    node('KR3', '线上缺陷数', 50),
    node('O4', '个人自动化', 50, { level: '4' }),
  ],
  edges: [
    { source: 'KR3', target: 'O2', kind: 'kr' },
    { source: 'O2', target: 'O1', kind: 'primary' },
    { source: 'O4', target: 'KR3', kind: 'primary' },
    { source: 'O4', target: 'O1', kind: 'extra' },
  ],
}

type Tree = { id: string; collapsed?: boolean; itemStyle: { color: string; borderColor?: string }; children: Tree[] }
const treeOf = (option: Record<string, unknown>) => (option.series as { data: Tree[] }[])[0].data[0]

describe('the alignment map’s option', () => {
  it('hangs objectives under their primary target, key results under their objective, coloured by progress', () => {
    const root = treeOf(mapOption(graph, 'TB', 'progress'))
    expect(root.children.map((c) => c.id)).toEqual(['O1'])
    const o2 = root.children[0].children[0]
    expect(o2.id).toBe('O2')
    expect(o2.itemStyle.color).toBe('#f5222d')
    expect(o2.children[0].id).toBe('KR3')
    expect(o2.children[0].children[0].id).toBe('O4')
    expect(root.children[0].itemStyle.color).toBe('#52c41a')
  })

  it('finds a node by search, outlines it and expands its ancestors', () => {
    const found = findNode(graph, '自动化')
    expect(found?.id).toBe('O4')
    const root = treeOf(mapOption(graph, 'LR', 'confidence', found!.id))
    const kr = root.children[0].children[0].children[0]
    expect(kr.collapsed).toBe(false)
    expect(kr.children[0].itemStyle.borderColor).toBe('#1677ff')
    expect(findNode(graph, '不存在')).toBeUndefined()
  })

  it('draws every link in the graph layout, extra alignments dashed', () => {
    const option = mapOption(graph, 'graph', 'progress')
    const links = (option.series as { links: { source: string; lineStyle: { type: string } }[] }[])[0].links
    expect(links).toHaveLength(4)
    expect(links.filter((l) => l.lineStyle.type === 'dashed').map((l) => l.source)).toEqual(['O4'])
  })
})

describe('the large graph layout', () => {
  it('puts more than FORCE_LIMIT nodes on rings of the primary tree instead of a force layout', () => {
    const big: OkrGraph = {
      nodes: Array.from({ length: FORCE_LIMIT + 1 }, (_, i) => node(`O${i}`, `目标${i}`, 10)),
      edges: Array.from({ length: FORCE_LIMIT }, (_, i) => ({
        source: `O${i + 1}`,
        target: i < 10 ? 'O0' : `O${1 + (i % 10)}`,
        kind: 'primary' as const,
      })),
    }
    const series = (mapOption(big, 'graph', 'progress').series as { layout: string; data: { x: number }[] }[])[0]
    expect(series.layout).toBe('none')
    const at = radialPositions(big, 100)
    const radius = (id: string) => Math.round(Math.hypot(at.get(id)!.x, at.get(id)!.y))
    expect([radius('O0'), radius('O1'), radius('O20')]).toEqual([100, 200, 300])
    expect(series.data[20]).toMatchObject(radialPositions(big).get('O20')!)
    // small maps keep the force layout
    expect((mapOption(graph, 'graph', 'progress').series as { layout: string }[])[0].layout).toBe('force')
  })
})
