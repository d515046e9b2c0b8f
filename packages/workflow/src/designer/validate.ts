// The checks the designer runs before it deploys, each with a message a process designer understands. The server
// checks again (expressions, reachability); these catch the common mistakes while the diagram is still open.
import { conditionProblem } from './condition'
import type { FlowNode, ProcessGraph } from './graph'

export interface DesignProblem {
  /** the element to select on the canvas (none: the process as a whole) */
  elementId?: string
  message: string
}

const ID = /^[A-Za-z_][\w.-]*$/
const END_TYPES = new Set(['EndEvent'])
const START_TYPES = new Set(['StartEvent'])
/** nodes that take part in the flow (annotations, groups and data objects do not) */
const IGNORED = new Set([
  'TextAnnotation',
  'Association',
  'Group',
  'DataObject',
  'DataObjectReference',
  'DataStoreReference',
])

const label = (n: FlowNode) => `「${n.name}」`

/** A user task needs someone to do it: an assignee, candidates, or a countersign collection. */
function hasAssigneeRule(n: FlowNode): boolean {
  return Boolean(n.assignee || n.candidateUsers || n.candidateGroups)
}

function reachable(graph: ProcessGraph, starts: readonly FlowNode[]): Set<string> {
  const out = new Map<string, string[]>()
  for (const f of graph.flows) if (f.source && f.target) out.set(f.source, [...(out.get(f.source) ?? []), f.target])
  const seen = new Set(starts.map((s) => s.id))
  const queue = [...seen]
  while (queue.length) {
    const id = queue.shift() as string
    for (const next of out.get(id) ?? []) {
      if (seen.has(next)) continue
      seen.add(next)
      queue.push(next)
    }
  }
  return seen
}

function userTaskProblems(n: FlowNode): DesignProblem[] {
  const problems: DesignProblem[] = []
  if (!hasAssigneeRule(n))
    problems.push({ elementId: n.id, message: `用户任务${label(n)}未设置审批人（办理人、候选用户或候选组）` })
  const mi = n.multiInstance
  if (mi) {
    if (!mi.collection) problems.push({ elementId: n.id, message: `会签节点${label(n)}未设置会签人员集合` })
    if (!mi.elementVariable) problems.push({ elementId: n.id, message: `会签节点${label(n)}未设置元素变量` })
    else if (n.assignee && n.assignee !== `\${${mi.elementVariable}}`)
      problems.push({
        elementId: n.id,
        message: `会签节点${label(n)}的办理人应为 \${${mi.elementVariable}}，每位会签人一个任务`,
      })
    if (mi.completion) {
      const p = conditionProblem(mi.completion)
      if (p) problems.push({ elementId: n.id, message: `会签节点${label(n)}的完成条件有误：${p}` })
    }
  }
  return problems
}

function gatewayProblems(graph: ProcessGraph, n: FlowNode): DesignProblem[] {
  const outgoing = graph.flows.filter((f) => f.source === n.id)
  if (n.type !== 'ExclusiveGateway' && n.type !== 'InclusiveGateway') return []
  if (outgoing.length < 2) return []
  const problems: DesignProblem[] = []
  if (!n.defaultFlow || !outgoing.some((f) => f.id === n.defaultFlow))
    problems.push({ elementId: n.id, message: `网关${label(n)}没有默认连线（条件都不满足时流程将无法继续）` })
  for (const f of outgoing)
    if (f.id !== n.defaultFlow && !f.condition)
      problems.push({ elementId: f.id, message: `网关${label(n)}的连线「${f.name}」缺少条件` })
  return problems
}

/** Every problem of the process, the process-wide ones first; an empty list means it may be deployed. */
export function validateProcess(graph: ProcessGraph | undefined): DesignProblem[] {
  if (!graph) return [{ message: '图中没有流程' }]
  const problems: DesignProblem[] = []
  if (!ID.test(graph.id)) problems.push({ message: '流程标识须以字母或下划线开头，只含字母、数字、下划线、点和横线' })
  if (!graph.name.trim()) problems.push({ message: '请填写流程名称' })
  const nodes = graph.nodes.filter((n) => !IGNORED.has(n.type))
  const starts = nodes.filter((n) => START_TYPES.has(n.type))
  if (starts.length === 0) problems.push({ message: '流程缺少开始事件' })
  if (starts.length > 1) problems.push({ message: '流程只能有一个开始事件' })
  if (!nodes.some((n) => END_TYPES.has(n.type))) problems.push({ message: '流程缺少结束事件' })

  for (const f of graph.flows) {
    if (!f.source || !f.target) problems.push({ elementId: f.id, message: `连线「${f.name}」两端须连接节点` })
    if (f.condition) {
      const p = conditionProblem(f.condition)
      if (p) problems.push({ elementId: f.id, message: `连线「${f.name}」的条件有误：${p}` })
    }
  }
  const seen = starts.length ? reachable(graph, starts) : new Set<string>()
  for (const n of nodes) {
    const incoming = graph.flows.some((f) => f.target === n.id)
    if (!START_TYPES.has(n.type) && !incoming)
      problems.push({ elementId: n.id, message: `节点${label(n)}没有流入的连线，从开始事件无法到达` })
    else if (starts.length && !seen.has(n.id))
      problems.push({ elementId: n.id, message: `节点${label(n)}从开始事件无法到达` })
    if (!END_TYPES.has(n.type) && !graph.flows.some((f) => f.source === n.id))
      problems.push({ elementId: n.id, message: `节点${label(n)}没有流出的连线` })
    if (n.type === 'UserTask') problems.push(...userTaskProblems(n))
    problems.push(...gatewayProblems(graph, n))
  }
  return problems
}

/** A process whose user tasks are all the starter's: the engine completes the first as the submission. */
export const STARTER_ONLY_WARNING =
  '流程中的用户任务都由发起人（${INITIATOR}）办理：发起时第一个任务即作为发起人的提交完成，流程将直接结束，无人审批。请添加一个由他人办理的审批节点。'

/**
 * What deploys but is likely not meant, said while designing (not blocking): a process whose only user tasks are
 * assigned to its starter finishes at once (as in the family's engine, the starter's first task is the submission).
 */
export function processWarnings(graph: ProcessGraph | undefined): DesignProblem[] {
  const tasks = graph?.nodes.filter((n) => n.type === 'UserTask') ?? []
  const starters = tasks.filter((n) => /^\$\{\s*INITIATOR\s*\}$/.test(n.assignee ?? ''))
  return tasks.length > 0 && starters.length === tasks.length
    ? [{ elementId: starters[0].id, message: STARTER_ONLY_WARNING }]
    : []
}
