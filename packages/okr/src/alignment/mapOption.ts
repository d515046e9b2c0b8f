import type { OkrGraph, OkrGraphNode } from '@wp/contract'

/** How the map lays the cycle out: a top-down tree, a left-right tree, or a graph (every link, dashed extras). */
export type MapLayout = 'TB' | 'LR' | 'graph'
export type ColourBy = 'progress' | 'confidence'

const LEVELS: Record<string, string> = { '1': '集团', '2': '公司', '3': '部门', '4': '个人' }

/** Red below 30, orange below 70, green from 70 (progress in percent, confidence × 10); grey without a value. */
export function colourOf(n: OkrGraphNode, by: ColourBy): string {
  const v = by === 'progress' ? n.progress : n.confidence === null ? null : n.confidence * 10
  if (v === null || (by === 'progress' && n.status === '0' && v === 0)) return '#bfbfbf'
  return v < 30 ? '#f5222d' : v < 70 ? '#fa8c16' : '#52c41a'
}

export const labelOf = (n: OkrGraphNode) =>
  n.type === 'KR' ? `KR ${n.title}` : `[${LEVELS[n.level ?? ''] ?? ''}] ${n.title}`

interface TreeItem {
  name: string
  id: string
  value: number
  collapsed?: boolean
  itemStyle: { color: string; borderColor?: string; borderWidth?: number }
  label?: { fontWeight: 'bold'; color: string }
  children: TreeItem[]
}

/**
 * The ECharts option of the map. Trees hang each objective under the node it first aligned to (its primary link;
 * an objective aligned to a key result hangs under that key result), key results under their objective; the
 * unaligned objectives are the roots. `focus` (a node id) is outlined and its ancestors expanded.
 */
export function mapOption(
  graph: OkrGraph,
  layout: MapLayout,
  colourBy: ColourBy,
  focus?: string,
): Record<string, unknown> {
  const tooltip = {
    trigger: 'item',
    formatter: (p: { data: { id?: string } }) => {
      const n = graph.nodes.find((x) => x.id === p.data.id)
      return n
        ? `${labelOf(n)}<br/>${n.orgName} · ${n.ownerName}<br/>进度 ${n.progress}% · 信心 ${n.confidence ?? '—'}`
        : ''
    },
  }
  if (layout === 'graph') {
    // a force layout is laid out on the main thread, O(n²) per step: beyond FORCE_LIMIT nodes the rings of the
    // primary tree (radial) place them at once
    const rings = graph.nodes.length > FORCE_LIMIT ? radialPositions(graph) : undefined
    return {
      tooltip,
      series: [
        {
          type: 'graph',
          layout: rings ? 'none' : 'force',
          roam: true,
          draggable: !rings,
          force: { repulsion: 60, edgeLength: 40, layoutAnimation: true },
          label: { show: graph.nodes.length < 300, position: 'right', fontSize: 10 },
          edgeSymbol: ['none', 'arrow'],
          animation: !rings,
          data: graph.nodes.map((n) => ({
            id: n.id,
            name: labelOf(n),
            symbolSize: n.type === 'O' ? 14 : 8,
            ...(rings ? rings.get(n.id) : {}),
            itemStyle: {
              color: colourOf(n, colourBy),
              ...(n.id === focus ? { borderColor: '#1677ff', borderWidth: 4 } : {}),
            },
          })),
          links: graph.edges.map((e) => ({
            source: e.source,
            target: e.target,
            lineStyle: { type: e.kind === 'extra' ? 'dashed' : 'solid', opacity: 0.6 },
          })),
        },
      ],
    }
  }
  const byId = new Map(graph.nodes.map((n) => [n.id, n]))
  const parent = primaryParents(graph)
  const open = new Set<string>()
  for (let at = focus && parent.get(focus); at; at = parent.get(at)) open.add(at)
  const children = new Map<string, string[]>()
  for (const [child, p] of parent) if (byId.has(p)) children.set(p, [...(children.get(p) ?? []), child])
  const item = (id: string, depth: number): TreeItem => {
    const n = byId.get(id)!
    return {
      name: labelOf(n),
      id,
      value: n.progress,
      collapsed: depth >= 2 && !open.has(id),
      itemStyle: {
        color: colourOf(n, colourBy),
        ...(id === focus ? { borderColor: '#1677ff', borderWidth: 4 } : {}),
      },
      ...(id === focus ? { label: { fontWeight: 'bold' as const, color: '#1677ff' } } : {}),
      children: (children.get(id) ?? []).map((c) => item(c, depth + 1)),
    }
  }
  const roots = graph.nodes.filter((n) => n.type === 'O' && !(parent.has(n.id) && byId.has(parent.get(n.id)!)))
  const data = {
    name: '全部目标',
    id: 'root',
    value: 0,
    itemStyle: { color: '#1677ff' },
    children: roots.map((r) => item(r.id, 1)),
  }
  return {
    tooltip,
    series: [
      {
        type: 'tree',
        data: [data],
        orient: layout,
        roam: true,
        expandAndCollapse: true,
        symbolSize: 10,
        initialTreeDepth: -1,
        label: layout === 'TB' ? { rotate: -30, position: 'top', fontSize: 11 } : { position: 'left', fontSize: 11 },
        leaves: layout === 'TB' ? { label: { rotate: -60, position: 'bottom' } } : { label: { position: 'right' } },
        animationDuration: graph.nodes.length < 500 ? 300 : 0,
      },
    ],
  }
}

/** The most nodes laid out by force; larger maps are drawn on rings. */
export const FORCE_LIMIT = 500

/** Each node's primary parent (its key result's objective, an objective's first alignment), when present. */
function primaryParents(graph: OkrGraph): Map<string, string> {
  const present = new Set(graph.nodes.map((n) => n.id))
  const parent = new Map<string, string>()
  for (const e of graph.edges)
    if (e.kind !== 'extra' && !parent.has(e.source) && present.has(e.target)) parent.set(e.source, e.target)
  return parent
}

/**
 * A radial layout of the primary tree in O(n): the roots share the circle, every subtree gets an angle in proportion
 * to its leaves, depth d sits on ring d. Returns x, y per node id.
 */
export function radialPositions(graph: OkrGraph, ring = 120): Map<string, { x: number; y: number }> {
  const parent = primaryParents(graph)
  const children = new Map<string, string[]>()
  const roots: string[] = []
  for (const n of graph.nodes) {
    const p = parent.get(n.id)
    if (p) children.set(p, [...(children.get(p) ?? []), n.id])
    else roots.push(n.id)
  }
  const leaves = new Map<string, number>()
  const count = (id: string): number => {
    const kids = children.get(id) ?? []
    const n = kids.length ? kids.reduce((a, c) => a + count(c), 0) : 1
    leaves.set(id, n)
    return n
  }
  const total = roots.reduce((a, r) => a + count(r), 0) || 1
  const out = new Map<string, { x: number; y: number }>()
  const place = (id: string, depth: number, from: number, span: number) => {
    const angle = from + span / 2
    out.set(id, { x: Math.cos(angle) * ring * depth, y: Math.sin(angle) * ring * depth })
    let at = from
    for (const c of children.get(id) ?? []) {
      const share = (span * leaves.get(c)!) / leaves.get(id)!
      place(c, depth + 1, at, share)
      at += share
    }
  }
  let at = 0
  for (const r of roots) {
    const share = (2 * Math.PI * leaves.get(r)!) / total
    place(r, 1, at, share)
    at += share
  }
  return out
}

/** The first node whose title contains the words (case-insensitive), or undefined. */
export const findNode = (graph: OkrGraph, words: string) => {
  const w = words.trim().toLowerCase()
  return w ? graph.nodes.find((n) => n.title.toLowerCase().includes(w)) : undefined
}
