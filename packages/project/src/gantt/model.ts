// What the Gantt chart draws, computed without ECharts (so it is tested apart and the drag's re-plan is cheap):
// rows in tree order, bars as day ranges, and a drag turned into a move that the contract's arithmetic propagates.
import {
  dayOf,
  datesOf,
  NODE_TYPE,
  propagate,
  spanOf,
  type Moved,
  type NodeType,
  type PlanNodeRow,
  type PlanView,
} from '@wp/contract'

export const DAY_MS = 86_400_000

/** One row of the chart. */
export interface GanttRow {
  planId: number
  name: string
  depth: number
  type: NodeType
  /** plan bar [start, finish) in day numbers */
  start: number
  finish: number
  /** actual bar, when started */
  actualStart: number | null
  actualFinish: number | null
  /** baseline bar, when the node existed then */
  baseStart: number | null
  baseFinish: number | null
  progress: number
  critical: boolean
  overdue: boolean
  /** a phase: its dates follow its children, it is not dragged */
  summary: boolean
}

/** The plan's nodes in tree order (parents before children, siblings by their order), with their depth. */
export function treeOrder(nodes: readonly PlanNodeRow[]): { node: PlanNodeRow; depth: number }[] {
  const ids = new Set(nodes.map((n) => n.planId))
  const children = new Map<number | null, PlanNodeRow[]>()
  for (const n of nodes) {
    const p = n.parentId != null && ids.has(n.parentId) ? n.parentId : null
    const list = children.get(p)
    if (list) list.push(n)
    else children.set(p, [n])
  }
  const out: { node: PlanNodeRow; depth: number }[] = []
  const walk = (parent: number | null, depth: number) => {
    for (const n of children.get(parent) ?? []) {
      out.push({ node: n, depth })
      if (depth < 50) walk(n.planId, depth + 1)
    }
  }
  walk(null, 0)
  return out
}

/** The chart's rows from the plan view (with its baseline comparison). */
export function ganttRows(view: Pick<PlanView, 'nodes' | 'baseline'>): GanttRow[] {
  const parents = new Set(view.nodes.map((n) => n.parentId).filter((p) => p != null))
  const base = new Map(view.baseline.map((b) => [b.planId, b]))
  return treeOrder(view.nodes).map(({ node: n, depth }) => {
    const { start, finish } = spanOf({ type: n.nodeType, planStart: n.planStart, planEnd: n.planEnd })
    const b = base.get(n.planId)
    const baseSpan =
      b?.baseStart && b.baseEnd ? spanOf({ type: n.nodeType, planStart: b.baseStart, planEnd: b.baseEnd }) : null
    return {
      planId: n.planId,
      name: n.nodeName,
      depth,
      type: n.nodeType,
      start,
      finish,
      actualStart: n.actualStart ? dayOf(n.actualStart) : null,
      actualFinish: n.actualStart ? (n.actualEnd ? dayOf(n.actualEnd) + 1 : null) : null,
      baseStart: baseSpan?.start ?? null,
      baseFinish: baseSpan?.finish ?? null,
      progress: n.progressPercent,
      critical: n.critical,
      overdue: n.overdue,
      summary: parents.has(n.planId),
    }
  })
}

/** What a drag does: the whole bar moves, or its end (resize). */
export type DragMode = 'move' | 'resize'

/** A drag of `days` whole days applied to a row: the move the server is asked for. */
export function dragMove(row: GanttRow, mode: DragMode, days: number) {
  if (row.type === NODE_TYPE.milestone || mode === 'move')
    return { planId: row.planId, ...datesOf(row.type, row.start + days, row.finish + days) }
  const finish = Math.max(row.start + 1, row.finish + days)
  return { planId: row.planId, ...datesOf(row.type, row.start, finish) }
}

/**
 * The plan after a move, as the server will compute it (the contract's `propagate`): the moved nodes, or the
 * cycle's ids. The chart repaints with these before anything is saved.
 */
export function replan(
  view: Pick<PlanView, 'nodes' | 'links'>,
  move: { planId: number; planStart: string; planEnd: string },
) {
  return propagate(
    view.nodes.map((n) => ({
      id: n.planId,
      parentId: n.parentId,
      type: n.nodeType,
      planStart: n.planStart,
      planEnd: n.planEnd,
    })),
    view.links,
    [{ id: move.planId, planStart: move.planStart, planEnd: move.planEnd }],
  )
}

/** The view with moved dates written in (the preview's picture). */
export function withMoves<V extends Pick<PlanView, 'nodes'>>(view: V, moved: readonly Moved[]): V {
  if (!moved.length) return view
  const by = new Map(moved.map((m) => [m.id, m]))
  return {
    ...view,
    nodes: view.nodes.map((n) => {
      const m = by.get(n.planId)
      return m ? { ...n, planStart: m.planStart, planEnd: m.planEnd } : n
    }),
  }
}

/** Zoom levels: how many days the window shows at first, and the axis's tick spacing. */
export const ZOOMS = {
  day: { label: '日', days: 21, tick: 1 },
  week: { label: '周', days: 91, tick: 7 },
  month: { label: '月', days: 365, tick: 30 },
} as const
export type Zoom = keyof typeof ZOOMS
