/** Questions about a model's graph that need no engine run: who comes next, where a task may go back to. */
import type { ModelNode, ProcessModel } from './model'
import type { Definition } from './runtime'

const targets = (m: ProcessModel, n: ModelNode) => [
  ...n.outgoing.map((f) => m.flows[f].target),
  ...(n.boundaries ?? []),
]

/** Whether `to` can be reached from the start without passing `avoid`. */
function reachableAvoiding(m: ProcessModel, to: string, avoid: string): boolean {
  if (to === avoid) return false
  const seen = new Set([m.start])
  const queue = [m.start]
  while (queue.length) {
    const id = queue.shift()!
    if (id === to) return true
    for (const next of targets(m, m.nodes[id]))
      if (next !== avoid && !seen.has(next)) {
        seen.add(next)
        queue.push(next)
      }
  }
  return false
}

/** `a` lies on every road from the start to `b` (serially upstream). */
export const dominates = (m: ProcessModel, a: string, b: string) => a !== b && !reachableAvoiding(m, b, a)

/** User tasks on every road back to the start from `nodeId` (RuoYi's returnList, intersected over the roads). */
export function upstreamUserTasks(m: ProcessModel, nodeId: string): ModelNode[] {
  return Object.values(m.nodes).filter((n) => n.type === 'userTask' && dominates(m, n.id, nodeId))
}

/** The nearest user tasks before `nodeId`, walking back through gateways and events (RuoYi's reject target). */
export function previousUserTasks(m: ProcessModel, nodeId: string): ModelNode[] {
  const out: ModelNode[] = []
  const seen = new Set<string>([nodeId])
  const queue = m.nodes[nodeId].incoming.map((f) => m.flows[f].source)
  while (queue.length) {
    const id = queue.shift()!
    if (seen.has(id)) continue
    seen.add(id)
    const n = m.nodes[id]
    if (n.type === 'userTask') out.push(n)
    else queue.push(...n.incoming.map((f) => m.flows[f].source), ...(n.attachedTo ? [n.attachedTo] : []))
  }
  return out
}

/**
 * The user tasks the process reaches next from `nodeId` with these variables (gateway conditions evaluated, no
 * state changed): what the approve dialog needs to know. Empty when the next stop is the end.
 */
export function nextUserTasks(def: Definition, nodeId: string, vars: Record<string, unknown>): ModelNode[] {
  const m = def.model
  const out: ModelNode[] = []
  const seen = new Set<string>()
  const walk = (n: ModelNode) => {
    for (const f of def.flowsOut(n, vars)) {
      const t = m.nodes[m.flows[f].target]
      if (seen.has(t.id)) continue
      seen.add(t.id)
      if (t.type === 'userTask') out.push(t)
      else if (t.type !== 'endEvent') walk(t)
    }
  }
  walk(m.nodes[nodeId])
  return out
}
