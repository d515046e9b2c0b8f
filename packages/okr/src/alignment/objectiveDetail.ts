import type { OkrGraph, OkrGraphNode } from '@wp/contract'

/** What the drawer shows of one objective, read off the map's data: the objective, its key results, its alignments. */
export interface ObjectiveDetail {
  objective: OkrGraphNode
  keyResults: OkrGraphNode[]
  /** what the objective or one of its key results aligns to (`via`: the aligning key result, if not the objective) */
  alignsTo: { target: OkrGraphNode; kind: 'primary' | 'extra'; via?: OkrGraphNode }[]
}

/** A node of the map clicked in ECharts: a tree item or a graph node carry `data.id`; a graph edge has `dataType`. */
export interface MapClick {
  dataType?: string
  data?: unknown
}

/**
 * The objective a click on the map opens: an objective node opens itself, a key result node its objective; the
 * tree's root, a graph edge and anything unknown open nothing.
 */
export function objectiveOfClick(graph: OkrGraph, click: MapClick): number | undefined {
  if (click.dataType === 'edge') return undefined
  const id = (click.data as { id?: unknown } | undefined)?.id
  const n = typeof id === 'string' ? graph.nodes.find((x) => x.id === id) : undefined
  if (!n) return undefined
  if (n.type === 'O') return n.refId
  const edge = graph.edges.find((e) => e.kind === 'kr' && e.source === n.id)
  return graph.nodes.find((x) => x.id === edge?.target)?.refId
}

/** The objective `objectiveId` of the map with its key results and what it (or a key result of it) aligns to. */
export function objectiveDetail(graph: OkrGraph, objectiveId: number): ObjectiveDetail | undefined {
  const byId = new Map(graph.nodes.map((n) => [n.id, n]))
  const objective = graph.nodes.find((n) => n.type === 'O' && n.refId === objectiveId)
  if (!objective) return undefined
  const keyResults = graph.edges
    .filter((e) => e.kind === 'kr' && e.target === objective.id)
    .flatMap((e) => byId.get(e.source) ?? [])
  const sources = new Map<string, OkrGraphNode | undefined>([
    [objective.id, undefined],
    ...keyResults.map((k) => [k.id, k] as const),
  ])
  const alignsTo: ObjectiveDetail['alignsTo'] = []
  for (const e of graph.edges) {
    const target = byId.get(e.target)
    if (e.kind === 'kr' || !target || !sources.has(e.source)) continue
    alignsTo.push({ target, kind: e.kind, ...(sources.get(e.source) ? { via: sources.get(e.source) } : {}) })
  }
  return { objective, keyResults, alignsTo }
}
