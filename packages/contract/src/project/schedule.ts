/**
 * The work plan's arithmetic, shared by the server (which computes and stores it) and the Gantt chart (which
 * previews a drag before anything is sent): calendar days, finish-to-start dependencies with a lag, the cycle check,
 * the push of dependants when a node slips, the critical path, and the progress roll-up by weight.
 *
 * Days: a node occupies the half-open day range [start, finish). A task planned 2026-06-01 … 2026-06-03 is
 * [d(06-01), d(06-04)); a milestone on 2026-06-03 is the instant at the end of that day, [d(06-04), d(06-04)).
 * A finish-to-start link with lag L says `succ.start ≥ pred.finish + L` (calendar days). So a task after a milestone
 * on day D starts on D + 1, a milestone after a task ending on day D falls on D.
 * Pure functions; no dates beyond `yyyy-MM-dd` text and day numbers.
 */

/** Node types of the plan (dict `proj_node_type`). */
export const NODE_TYPE = { phase: '1', milestone: '2', task: '3' } as const
export type NodeType = (typeof NODE_TYPE)[keyof typeof NODE_TYPE]

const DAY = 86_400_000

/** `yyyy-MM-dd` → days since 1970-01-01 (UTC, so no time zone shifts a day). */
export function dayOf(date: string): number {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(date)
  if (!m) throw new Error(`not a date: ${date}`)
  return Math.round(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])) / DAY)
}

/** Days since 1970-01-01 → `yyyy-MM-dd`. */
export function dateOf(day: number): string {
  return new Date(day * DAY).toISOString().slice(0, 10)
}

/** A node as the arithmetic sees it. */
export interface ScheduleNode {
  id: number
  parentId: number | null
  type: NodeType
  planStart: string
  planEnd: string
}

/** A finish-to-start link: `succId` starts `lag` days after `predId` finishes. */
export interface ScheduleLink {
  predId: number
  succId: number
  lag: number
}

/** The day range a node occupies: [start, finish). */
export function spanOf(n: Pick<ScheduleNode, 'type' | 'planStart' | 'planEnd'>): { start: number; finish: number } {
  if (n.type === NODE_TYPE.milestone) {
    const at = dayOf(n.planEnd) + 1
    return { start: at, finish: at }
  }
  return { start: dayOf(n.planStart), finish: dayOf(n.planEnd) + 1 }
}

/** A day range back to plan dates. */
export function datesOf(type: NodeType, start: number, finish: number): { planStart: string; planEnd: string } {
  if (type === NODE_TYPE.milestone) return { planStart: dateOf(start - 1), planEnd: dateOf(start - 1) }
  return { planStart: dateOf(start), planEnd: dateOf(finish - 1) }
}

/**
 * The links in an order every predecessor comes before its successors (Kahn), or the nodes of a cycle.
 * Returns `{ order }` or `{ cycle }` (ids along one cycle, first repeated last).
 */
export function topoOrder(
  ids: readonly number[],
  links: readonly ScheduleLink[],
): { order: number[]; cycle?: undefined } | { order?: undefined; cycle: number[] } {
  const indeg = new Map<number, number>(ids.map((id) => [id, 0]))
  const out = new Map<number, number[]>()
  for (const l of links) {
    indeg.set(l.succId, (indeg.get(l.succId) ?? 0) + 1)
    if (!indeg.has(l.predId)) indeg.set(l.predId, 0)
    const list = out.get(l.predId)
    if (list) list.push(l.succId)
    else out.set(l.predId, [l.succId])
  }
  const queue = [...indeg].filter(([, d]) => d === 0).map(([id]) => id)
  const order: number[] = []
  for (let i = 0; i < queue.length; i++) {
    const id = queue[i]
    order.push(id)
    for (const s of out.get(id) ?? []) {
      const d = indeg.get(s)! - 1
      indeg.set(s, d)
      if (d === 0) queue.push(s)
    }
  }
  if (order.length === indeg.size) return { order }
  // a node left over lies on (or after) a cycle: walk predecessors among the left-over nodes until one repeats
  const left = new Set([...indeg].filter(([, d]) => d > 0).map(([id]) => id))
  const predOf = new Map<number, number>()
  for (const l of links) if (left.has(l.succId) && left.has(l.predId)) predOf.set(l.succId, l.predId)
  let at = [...left][0]
  const seen: number[] = []
  while (!seen.includes(at)) {
    seen.push(at)
    at = predOf.get(at)!
  }
  const cycle = seen.slice(seen.indexOf(at)).reverse()
  return { cycle: [...cycle, cycle[0]] }
}

/** Whether adding `link` to `links` closes a cycle; the cycle's ids when it does. */
export function cycleWith(ids: readonly number[], links: readonly ScheduleLink[], link: ScheduleLink): number[] | null {
  if (link.predId === link.succId) return [link.predId, link.predId]
  const cycle = topoOrder(ids, [...links, link]).cycle
  if (!cycle) return null
  // read from the new link's successor: adding Z → X to X → Y → Z says X → Y → Z → X
  const ring = cycle.slice(0, -1)
  const at = Math.max(0, ring.indexOf(link.succId))
  const rotated = [...ring.slice(at), ...ring.slice(0, at)]
  return [...rotated, rotated[0]]
}

/** One node a change moved, and why. */
export interface Moved {
  id: number
  oldStart: string
  oldEnd: string
  planStart: string
  planEnd: string
  /** `direct`: the user moved it; `dependency`: a predecessor pushed it; `parent`: its children moved its phase */
  cause: 'direct' | 'dependency' | 'parent'
}

/**
 * Applies direct moves to a plan and pushes what must follow: every successor starting before its predecessor's
 * finish plus the lag moves later by the difference (keeping its duration), transitively; phases stretch or shrink
 * to hold their children. Nothing is pulled earlier. Returns every node whose dates changed (the preview), in plan
 * order, or the cycle that makes it impossible.
 */
export function propagate(
  nodes: readonly ScheduleNode[],
  links: readonly ScheduleLink[],
  moves: readonly { id: number; planStart: string; planEnd: string }[],
): { moved: Moved[]; cycle?: undefined } | { moved?: undefined; cycle: number[] } {
  const byId = new Map(nodes.map((n) => [n.id, n]))
  const span = new Map(nodes.map((n) => [n.id, spanOf(n)]))
  const cause = new Map<number, Moved['cause']>()
  for (const m of moves) {
    const n = byId.get(m.id)
    if (!n) continue
    span.set(m.id, spanOf({ type: n.type, planStart: m.planStart, planEnd: m.planEnd }))
    cause.set(m.id, 'direct')
  }
  const topo = topoOrder(
    nodes.map((n) => n.id),
    links,
  )
  if (topo.cycle) return { cycle: topo.cycle }
  const preds = new Map<number, ScheduleLink[]>()
  for (const l of links) {
    const list = preds.get(l.succId)
    if (list) list.push(l)
    else preds.set(l.succId, [l])
  }
  for (const id of topo.order) {
    const incoming = preds.get(id)
    const s = span.get(id)
    if (!incoming || !s) continue
    let earliest = -Infinity
    for (const l of incoming) {
      const p = span.get(l.predId)
      if (p) earliest = Math.max(earliest, p.finish + l.lag)
    }
    if (earliest > s.start) {
      const shift = earliest - s.start
      span.set(id, { start: s.start + shift, finish: s.finish + shift })
      if (!cause.has(id)) cause.set(id, 'dependency')
    }
  }
  // phases hold their children: deepest first, so a phase of phases sees its children's final spans
  const children = new Map<number, number[]>()
  for (const n of nodes)
    if (n.parentId != null && byId.has(n.parentId)) {
      const list = children.get(n.parentId)
      if (list) list.push(n.id)
      else children.set(n.parentId, [n.id])
    }
  const depth = (id: number) => {
    let d = 0
    for (let at = byId.get(id)?.parentId; at != null && d < 100; at = byId.get(at)?.parentId) d++
    return d
  }
  const parents = [...children.keys()].sort((a, b) => depth(b) - depth(a))
  for (const pid of parents) {
    let start = Infinity
    let finish = -Infinity
    for (const c of children.get(pid)!) {
      const cs = span.get(c)!
      const n = byId.get(c)!
      // a milestone occupies the end of its day: the phase's last day is that day
      start = Math.min(start, n.type === NODE_TYPE.milestone ? cs.start - 1 : cs.start)
      finish = Math.max(finish, cs.finish)
    }
    const old = span.get(pid)!
    if (start !== old.start || finish !== old.finish) {
      span.set(pid, { start, finish })
      if (!cause.has(pid)) cause.set(pid, 'parent')
    }
  }
  const moved: Moved[] = []
  for (const n of nodes) {
    const s = span.get(n.id)!
    const d = datesOf(n.type, s.start, s.finish)
    if (d.planStart !== n.planStart || d.planEnd !== n.planEnd)
      moved.push({
        id: n.id,
        oldStart: n.planStart,
        oldEnd: n.planEnd,
        planStart: d.planStart,
        planEnd: d.planEnd,
        cause: cause.get(n.id) ?? 'direct',
      })
  }
  return { moved }
}

/** What the critical-path pass says of a leaf node. */
export interface NodeFloat {
  /** earliest start and finish (day numbers) given its planned start and its predecessors */
  es: number
  ef: number
  /** latest start and finish that keep the plan's finish */
  ls: number
  lf: number
  /** total float in days */
  float: number
  critical: boolean
}

/**
 * The critical path of the plan's leaves (tasks and milestones; phases are their children's span). Forward pass:
 * a node starts at its planned start or when its predecessors (plus lag) allow, whichever is later; backward pass
 * from the latest finish of all. Nodes with no float are critical; `path` lists them in schedule order.
 */
export function criticalPath(
  nodes: readonly ScheduleNode[],
  links: readonly ScheduleLink[],
): { floats: Map<number, NodeFloat>; path: number[]; finish: number | null } {
  const parents = new Set(nodes.map((n) => n.parentId).filter((p): p is number => p != null))
  const leaves = nodes.filter((n) => !parents.has(n.id))
  const leafIds = new Set(leaves.map((n) => n.id))
  const used = links.filter((l) => leafIds.has(l.predId) && leafIds.has(l.succId))
  const topo = topoOrder(
    leaves.map((n) => n.id),
    used,
  )
  const floats = new Map<number, NodeFloat>()
  if (topo.cycle || !leaves.length) return { floats, path: [], finish: null }
  const byId = new Map(leaves.map((n) => [n.id, n]))
  const preds = new Map<number, ScheduleLink[]>()
  const succs = new Map<number, ScheduleLink[]>()
  for (const l of used) {
    ;(preds.get(l.succId) ?? preds.set(l.succId, []).get(l.succId)!).push(l)
    ;(succs.get(l.predId) ?? succs.set(l.predId, []).get(l.predId)!).push(l)
  }
  const es = new Map<number, number>()
  const ef = new Map<number, number>()
  for (const id of topo.order) {
    const s = spanOf(byId.get(id)!)
    let start = s.start
    for (const l of preds.get(id) ?? []) start = Math.max(start, ef.get(l.predId)! + l.lag)
    es.set(id, start)
    ef.set(id, start + (s.finish - s.start))
  }
  const finish = Math.max(...ef.values())
  const ls = new Map<number, number>()
  const lf = new Map<number, number>()
  for (const id of [...topo.order].reverse()) {
    let late = finish
    for (const l of succs.get(id) ?? []) late = Math.min(late, ls.get(l.succId)! - l.lag)
    lf.set(id, late)
    ls.set(id, late - (ef.get(id)! - es.get(id)!))
  }
  for (const id of topo.order) {
    const float = ls.get(id)! - es.get(id)!
    floats.set(id, { es: es.get(id)!, ef: ef.get(id)!, ls: ls.get(id)!, lf: lf.get(id)!, float, critical: float <= 0 })
  }
  const path = topo.order
    .filter((id) => floats.get(id)!.critical)
    .sort((a, b) => es.get(a)! - es.get(b)! || ef.get(a)! - ef.get(b)!)
  return { floats, path, finish }
}

/** A node as the roll-up sees it: its weight among its siblings (null: an equal share) and, for leaves, progress. */
export interface RollupNode {
  id: number
  parentId: number | null
  weight: number | null
  progress: number | null
  planStart: string
  planEnd: string
  type: NodeType
}

const round2 = (n: number) => Math.round(n * 100) / 100

/** Siblings' effective weights: the given ones, an equal share of what is left for those without one. */
function weightsOf(siblings: readonly RollupNode[]): Map<number, number> {
  const given = siblings.filter((s) => s.weight != null)
  const missing = siblings.filter((s) => s.weight == null)
  const sum = given.reduce((a, s) => a + s.weight!, 0)
  const share = missing.length ? (given.length ? Math.max(100 - sum, 0) : 100) / missing.length : 0
  return new Map(siblings.map((s) => [s.id, s.weight ?? share]))
}

/**
 * Progress by weight: a leaf's own progress (0 when none), a parent's the weighted mean of its children's, the
 * plan's the weighted mean of its top nodes. `planned`: the same roll-up of where each leaf should be on `today`
 * (0 before its start, 100 after its end, linear between). Percentages with two decimals.
 */
export function rollUp(
  nodes: readonly RollupNode[],
  today: string,
): { progress: Map<number, number>; total: number; planned: number } {
  const t = dayOf(today)
  const children = new Map<number | null, RollupNode[]>()
  const ids = new Set(nodes.map((n) => n.id))
  for (const n of nodes) {
    const p = n.parentId != null && ids.has(n.parentId) ? n.parentId : null
    ;(children.get(p) ?? children.set(p, []).get(p)!).push(n)
  }
  const progress = new Map<number, number>()
  const planned = new Map<number, number>()
  const visit = (n: RollupNode, depth: number): void => {
    const kids = children.get(n.id)
    if (!kids?.length || depth > 100) {
      progress.set(n.id, Math.min(100, Math.max(0, n.progress ?? 0)))
      const { start, finish } = spanOf(n)
      planned.set(
        n.id,
        t >= finish ? 100 : t < start ? 0 : finish === start ? 0 : (100 * (t - start)) / (finish - start),
      )
      return
    }
    for (const k of kids) visit(k, depth + 1)
    const w = weightsOf(kids)
    const sum = [...w.values()].reduce((a, b) => a + b, 0) || 1
    progress.set(n.id, kids.reduce((a, k) => a + w.get(k.id)! * progress.get(k.id)!, 0) / sum)
    planned.set(n.id, kids.reduce((a, k) => a + w.get(k.id)! * planned.get(k.id)!, 0) / sum)
  }
  const top = children.get(null) ?? []
  for (const n of top) visit(n, 0)
  const w = weightsOf(top)
  const sum = [...w.values()].reduce((a, b) => a + b, 0) || 1
  const total = top.length ? top.reduce((a, k) => a + w.get(k.id)! * progress.get(k.id)!, 0) / sum : 0
  const plan = top.length ? top.reduce((a, k) => a + w.get(k.id)! * planned.get(k.id)!, 0) / sum : 0
  for (const [k, v] of progress) progress.set(k, round2(v))
  return { progress, total: round2(total), planned: round2(plan) }
}

/** Health (§2.5): red, yellow or green from the lag behind plan and the overdue nodes. */
export function healthOf(input: {
  progress: number
  planned: number
  /** days the most overdue unfinished milestone is late (0: none) */
  milestoneOverdueDays: number
  /** any unfinished node past its planned end */
  anyOverdue: boolean
}): '0' | '1' | '2' {
  const lag = input.planned - input.progress
  if (input.milestoneOverdueDays > 30 || lag > 20) return '2'
  if (input.anyOverdue || lag >= 10) return '1'
  return '0'
}
