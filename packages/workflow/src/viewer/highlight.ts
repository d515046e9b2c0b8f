// RuoYi-flowable's diagram highlighting: completed nodes green (`highlight`), the current ones orange and dashed
// (`highlight-todo`); a connection takes the colour of its target, and only when its source was reached.
import type { FlowNodeState } from '@wp/contract'

export const HIGHLIGHT_DONE = 'highlight'
export const HIGHLIGHT_TODO = 'highlight-todo'

/** The legend under the diagram: 已办理 / 处理中 / 未进行. */
export const LEGEND = [
  { key: 'done', label: '已办理', background: '#E8FFEA', color: '#56bb56', border: '#56bb56' },
  { key: 'todo', label: '处理中', background: '#fcf5ea', color: '#eab24a', border: '#fce9c7' },
  { key: 'none', label: '未进行', background: '#ECEDEE', color: '#666', border: '#ECEDEE' },
] as const

export const HIGHLIGHT_CSS = `
.djs-element.${HIGHLIGHT_DONE} .djs-visual > :nth-child(1) { stroke: #56bb56 !important; fill: #56bb56 !important; fill-opacity: 0.2 !important; }
.djs-element.${HIGHLIGHT_DONE} .djs-visual > :nth-child(2) { fill: #56bb56 !important; }
.djs-connection.${HIGHLIGHT_DONE} .djs-visual > path { stroke: #56bb56 !important; fill: none !important; }
.djs-element.${HIGHLIGHT_TODO} .djs-visual > :nth-child(1) { stroke: #eab24a !important; stroke-dasharray: 4px !important; fill: rgba(252, 211, 127, 0.2) !important; animation: wp-flow-dash 1s linear infinite; }
.djs-connection.${HIGHLIGHT_TODO} .djs-visual > path { stroke: #eab24a !important; stroke-dasharray: 4px !important; fill: none !important; }
@keyframes wp-flow-dash { to { stroke-dashoffset: -8; } }
`

export interface ConnectionLike {
  id: string
  source?: { id: string }
  target?: { id: string }
}

/** The marker of each element: nodes by their state, connections by their target when the source was reached. */
export function markers(nodes: readonly FlowNodeState[], connections: readonly ConnectionLike[]): Map<string, string> {
  const state = new Map<string, boolean>()
  // a node waiting now wins over an earlier completion of the same node (a loop back)
  for (const n of nodes) if (!(state.get(n.key) === false)) state.set(n.key, n.completed)
  const out = new Map<string, string>()
  for (const [key, completed] of state) out.set(key, completed ? HIGHLIGHT_DONE : HIGHLIGHT_TODO)
  for (const c of connections) {
    const source = c.source && state.get(c.source.id)
    const target = c.target && state.get(c.target.id)
    if (source !== true || target === undefined) continue
    out.set(c.id, target ? HIGHLIGHT_DONE : HIGHLIGHT_TODO)
  }
  return out
}
