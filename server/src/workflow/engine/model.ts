/**
 * Deploy-time reading of a BPMN 2.0 document with Flowable attributes: bpmn-moddle parses the XML once, then the
 * process is compiled into a plain `ProcessModel` (JSON, stored with the definition version) that the interpreter
 * walks. Everything the engine cannot run safely is refused here with a message naming the element.
 */
import { BpmnModdle } from 'bpmn-moddle'
import { compileExpression, ExpressionError, hasExpression, type Expression } from './expression'
import { TASK_LISTENERS } from './listeners'

export type NodeType =
  | 'startEvent'
  | 'endEvent'
  | 'userTask'
  | 'task'
  | 'exclusiveGateway'
  | 'parallelGateway'
  | 'inclusiveGateway'
  | 'timerCatch'
  | 'boundaryTimer'

export interface TimerSpec {
  /** duration: ISO 8601 (`PT30M`, `P2D`); date: an ISO instant; either may be an expression */
  kind: 'duration' | 'date'
  value: string
}

export interface MultiInstanceSpec {
  sequential: boolean
  /** expression or variable name of the list of signers */
  collection: string
  elementVariable: string
  completionCondition?: string
}

export interface ModelNode {
  id: string
  name: string
  type: NodeType
  incoming: string[]
  outgoing: string[]
  /** gateways: the default flow */
  default?: string
  /** end event with a terminate definition */
  terminate?: boolean
  assignee?: string
  candidateUsers?: string
  candidateGroups?: string
  formKey?: string
  /** RuoYi's designer: fixed | dynamic (the previous approver picks) */
  dataType?: string
  userType?: string
  dueDate?: string
  multiInstance?: MultiInstanceSpec
  listeners?: { event: string; name: string }[]
  /** user tasks: boundary timer node ids */
  boundaries?: string[]
  timer?: TimerSpec
  attachedTo?: string
  cancelActivity?: boolean
}

export interface ModelFlow {
  id: string
  name?: string
  source: string
  target: string
  condition?: string
}

export interface ProcessModel {
  processId: string
  name: string
  start: string
  /** the start event's form key (a form library id) */
  formKey?: string
  nodes: Record<string, ModelNode>
  flows: Record<string, ModelFlow>
}

export class ModelError extends Error {
  constructor(readonly problems: string[]) {
    super(problems.join('；'))
    this.name = 'ModelError'
  }
}

const TYPE_MAP: Record<string, NodeType> = {
  'bpmn:StartEvent': 'startEvent',
  'bpmn:EndEvent': 'endEvent',
  'bpmn:UserTask': 'userTask',
  'bpmn:Task': 'task',
  'bpmn:ManualTask': 'task',
  'bpmn:ExclusiveGateway': 'exclusiveGateway',
  'bpmn:ParallelGateway': 'parallelGateway',
  'bpmn:InclusiveGateway': 'inclusiveGateway',
  'bpmn:IntermediateCatchEvent': 'timerCatch',
  'bpmn:IntermediateThrowEvent': 'task',
  'bpmn:BoundaryEvent': 'boundaryTimer',
}

const TYPE_NAMES: Record<string, string> = {
  'bpmn:ServiceTask': '服务任务',
  'bpmn:ScriptTask': '脚本任务',
  'bpmn:SendTask': '发送任务',
  'bpmn:ReceiveTask': '接收任务',
  'bpmn:BusinessRuleTask': '规则任务',
  'bpmn:SubProcess': '子流程',
  'bpmn:CallActivity': '调用活动',
  'bpmn:EventBasedGateway': '事件网关',
  'bpmn:ComplexGateway': '复杂网关',
  'bpmn:Transaction': '事务子流程',
}

/** Minimal shapes of what bpmn-moddle returns (its typings describe elements loosely). */
interface MElement {
  $type: string
  id: string
  name?: string
  $attrs?: Record<string, string>
  [k: string]: unknown
}

const attr = (el: { $attrs?: Record<string, string> }, name: string): string | undefined => {
  const a = el.$attrs ?? {}
  const v = a[`flowable:${name}`] ?? a[`activiti:${name}`] ?? a[`camunda:${name}`]
  return v === undefined || v.trim() === '' ? undefined : v.trim()
}

const label = (n: { id: string; name?: string }) => (n.name ? `「${n.name}」(${n.id})` : `「${n.id}」`)

/** `${approval}` → `approval`; a bare variable name stays. */
export function variableOf(text: string | undefined): string | null {
  if (!text) return null
  const m = /^\s*[$#]\{\s*([A-Za-z_][A-Za-z0-9_]*)\s*\}\s*$/.exec(text) ?? /^\s*([A-Za-z_][A-Za-z0-9_]*)\s*$/.exec(text)
  return m ? m[1] : null
}

/** Compiles a BPMN document into a process model; throws ModelError listing every problem. */
export async function compileModel(xml: string): Promise<ProcessModel> {
  if (!xml || !xml.trim()) throw new ModelError(['流程XML不能为空'])
  if (xml.length > 2_000_000) throw new ModelError(['流程XML过大'])
  if (/<!DOCTYPE|<!ENTITY/i.test(xml)) throw new ModelError(['流程XML不能包含DOCTYPE或实体声明'])
  let root: { rootElements?: MElement[] }
  try {
    const parsed = await new BpmnModdle().fromXML(xml)
    root = parsed.rootElement as unknown as { rootElements?: MElement[] }
    if (parsed.warnings.length)
      throw new ModelError(parsed.warnings.map((w) => `流程XML有误：${w.message.split('\n').join(' ').slice(0, 200)}`))
  } catch (err) {
    if (err instanceof ModelError) throw err
    throw new ModelError([`流程XML无法解析：${(err as Error).message.split('\n')[0]}`])
  }
  const processes = (root.rootElements ?? []).filter((e) => e.$type === 'bpmn:Process')
  if (processes.length !== 1)
    throw new ModelError([processes.length ? '只支持一个流程（process）' : '缺少流程（process）'])
  const proc = processes[0]
  const problems: string[] = []
  if (!proc.id || !/^[A-Za-z_][A-Za-z0-9_.-]*$/.test(proc.id))
    problems.push('流程标识须以字母开头，只含字母、数字、_ . -')
  const elements = (proc.flowElements as MElement[] | undefined) ?? []
  const nodes: Record<string, ModelNode> = {}
  const flows: Record<string, ModelFlow> = {}
  const check = (text: string | undefined, where: string) => {
    if (text === undefined) return
    try {
      compileExpression(text)
    } catch (err) {
      problems.push(`${where}：${err instanceof ExpressionError ? err.message : String(err)}`)
    }
  }

  for (const el of elements) {
    if (el.$type === 'bpmn:SequenceFlow') {
      const cond = el.conditionExpression as { body?: string; language?: string } | undefined
      const flow: ModelFlow = {
        id: el.id,
        name: el.name,
        source: (el.sourceRef as MElement | undefined)?.id ?? '',
        target: (el.targetRef as MElement | undefined)?.id ?? '',
      }
      if (cond && cond.language) problems.push(`连线${label(el)}的条件使用了脚本语言，只支持表达式`)
      if (cond?.body?.trim()) {
        flow.condition = cond.body.trim()
        if (!hasExpression(flow.condition)) problems.push(`连线${label(el)}的条件须写成 \${…}`)
        check(flow.condition, `连线${label(el)}的条件`)
      }
      flows[el.id] = flow
      continue
    }
    if (el.$type === 'bpmn:TextAnnotation' || el.$type === 'bpmn:Association' || el.$type === 'bpmn:DataObject')
      continue
    const type = Object.hasOwn(TYPE_MAP, el.$type) ? TYPE_MAP[el.$type] : undefined
    if (!type) {
      problems.push(`节点${label(el)}的类型「${TYPE_NAMES[el.$type] ?? el.$type}」暂不支持`)
      continue
    }
    const node: ModelNode = { id: el.id, name: el.name ?? '', type, incoming: [], outgoing: [] }
    const defs = (el.eventDefinitions as MElement[] | undefined) ?? []
    if (type === 'startEvent') {
      if (defs.length) problems.push(`开始事件${label(el)}只支持空开始事件`)
      node.formKey = attr(el, 'formKey')
    }
    if (type === 'endEvent') {
      for (const d of defs) {
        if (d.$type === 'bpmn:TerminateEventDefinition') node.terminate = true
        else problems.push(`结束事件${label(el)}的「${d.$type}」暂不支持`)
      }
    }
    if (type === 'timerCatch' || type === 'boundaryTimer') {
      const timer = defs.find((d) => d.$type === 'bpmn:TimerEventDefinition')
      if (!timer || defs.length !== 1) {
        problems.push(`事件${label(el)}只支持定时器事件`)
      } else {
        const duration = (timer.timeDuration as { body?: string } | undefined)?.body?.trim()
        const date = (timer.timeDate as { body?: string } | undefined)?.body?.trim()
        if (duration) node.timer = { kind: 'duration', value: duration }
        else if (date) node.timer = { kind: 'date', value: date }
        else problems.push(`定时器${label(el)}须设置持续时间（如 PT1H）或日期，循环定时器暂不支持`)
        if (node.timer) {
          if (hasExpression(node.timer.value)) check(node.timer.value, `定时器${label(el)}`)
          else if (node.timer.kind === 'duration' && parseDuration(node.timer.value) === null)
            problems.push(`定时器${label(el)}的持续时间「${node.timer.value}」无效，应为 ISO 8601（如 PT30M、P1D）`)
          else if (node.timer.kind === 'date' && Number.isNaN(Date.parse(node.timer.value)))
            problems.push(`定时器${label(el)}的日期「${node.timer.value}」无效`)
        }
      }
      if (type === 'boundaryTimer') {
        node.attachedTo = (el.attachedToRef as MElement | undefined)?.id
        node.cancelActivity = el.cancelActivity !== false
      }
    }
    if (type === 'userTask') {
      node.assignee = attr(el, 'assignee')
      node.candidateUsers = attr(el, 'candidateUsers')
      node.candidateGroups = attr(el, 'candidateGroups')
      node.formKey = attr(el, 'formKey')
      node.dataType = attr(el, 'dataType')
      node.userType = attr(el, 'userType')
      node.dueDate = attr(el, 'dueDate')
      for (const key of ['assignee', 'candidateUsers', 'candidateGroups', 'dueDate'] as const)
        check(node[key], `任务${label(el)}的${key}`)
      const loop = el.loopCharacteristics as (MElement & { isSequential?: boolean }) | undefined
      if (loop) {
        if (loop.$type !== 'bpmn:MultiInstanceLoopCharacteristics')
          problems.push(`任务${label(el)}只支持多实例（会签）循环`)
        const collection = attr(loop, 'collection')
        const elementVariable = attr(loop, 'elementVariable') ?? 'assignee'
        const completion = (loop.completionCondition as { body?: string } | undefined)?.body?.trim()
        if (!collection) problems.push(`会签任务${label(el)}须设置集合（flowable:collection）`)
        else node.multiInstance = { sequential: !!loop.isSequential, collection, elementVariable }
        if (node.multiInstance && completion) node.multiInstance.completionCondition = completion
        check(collection && hasExpression(collection) ? collection : undefined, `会签任务${label(el)}的集合`)
        check(completion, `会签任务${label(el)}的完成条件`)
        if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(elementVariable)) problems.push(`会签任务${label(el)}的元素变量无效`)
      }
      if (!node.assignee && !node.candidateUsers && !node.candidateGroups)
        problems.push(`用户任务${label(el)}须设置审批人或候选人/候选组`)
      const ext = ((el.extensionElements as { values?: MElement[] } | undefined)?.values ?? []).filter((v) =>
        /:taskListener$/.test(v.$type),
      )
      for (const l of ext) {
        const raw = (l.class ?? l.delegateExpression ?? l.expression ?? '') as string
        const name = variableOf(raw) ?? raw.trim()
        const event = String(l.event ?? 'create')
        const known = Object.hasOwn(TASK_LISTENERS, name) ? TASK_LISTENERS[name] : undefined
        if (!known)
          problems.push(`任务${label(el)}的监听器「${raw}」未注册（可用：${Object.keys(TASK_LISTENERS).join('、')}）`)
        else if (!known.events.includes(event)) problems.push(`监听器「${name}」不支持事件「${event}」`)
        else (node.listeners ??= []).push({ event, name })
      }
    }
    nodes[el.id] = node
  }

  for (const f of Object.values(flows)) {
    const s = nodes[f.source]
    const t = nodes[f.target]
    if (!s || !t) {
      problems.push(`连线「${f.id}」的起点或终点不存在`)
      continue
    }
    s.outgoing.push(f.id)
    t.incoming.push(f.id)
  }
  for (const el of elements) {
    const node = nodes[el.id]
    const def = (el.default as MElement | undefined)?.id
    if (node && def) node.default = def
  }

  const list = Object.values(nodes)
  const starts = list.filter((n) => n.type === 'startEvent')
  if (starts.length !== 1) problems.push(starts.length ? '只能有一个开始事件' : '缺少开始事件')
  if (!list.some((n) => n.type === 'endEvent')) problems.push('缺少结束事件')
  for (const n of list) {
    if (n.type === 'boundaryTimer') {
      const host = n.attachedTo ? nodes[n.attachedTo] : undefined
      if (!host || host.type !== 'userTask') problems.push(`边界定时器${label(n)}只能附在用户任务上`)
      else (host.boundaries ??= []).push(n.id)
      if (n.incoming.length) problems.push(`边界定时器${label(n)}不能有进入的连线`)
    } else if (n.type !== 'startEvent' && n.incoming.length === 0) problems.push(`节点${label(n)}没有进入的连线`)
    if (n.type !== 'endEvent' && n.outgoing.length === 0) problems.push(`节点${label(n)}没有离开的连线`)
    if (n.type === 'startEvent' && n.incoming.length) problems.push(`开始事件${label(n)}不能有进入的连线`)
    if (n.type === 'exclusiveGateway' || n.type === 'inclusiveGateway') {
      if (n.outgoing.length > 1)
        for (const fid of n.outgoing)
          if (fid !== n.default && !flows[fid].condition)
            problems.push(`网关${label(n)}的分支「${flows[fid].name || fid}」缺少条件（或设为默认分支）`)
    }
    if (n.type === 'inclusiveGateway' && n.incoming.length > 1)
      problems.push(`包容网关${label(n)}暂不支持汇聚，请用并行网关`)
    if (n.default && !n.outgoing.includes(n.default)) problems.push(`节点${label(n)}的默认分支不是它的出线`)
  }
  if (starts.length === 1) {
    const seen = new Set<string>([starts[0].id])
    const queue = [starts[0].id]
    while (queue.length) {
      const n = nodes[queue.shift()!]
      for (const next of [...n.outgoing.map((f) => flows[f].target), ...(n.boundaries ?? [])])
        if (!seen.has(next)) {
          seen.add(next)
          queue.push(next)
        }
    }
    for (const n of list) if (!seen.has(n.id)) problems.push(`节点${label(n)}从开始事件无法到达`)
  }
  if (problems.length) throw new ModelError([...new Set(problems)])
  return {
    processId: proc.id,
    name: proc.name ?? proc.id,
    start: starts[0].id,
    formKey: starts[0].formKey,
    nodes,
    flows,
  }
}

/** ISO 8601 duration (`P1DT2H`, `PT30M`, `PT10S`, `P1W`) in milliseconds; null when malformed. */
export function parseDuration(text: string): number | null {
  const m = /^P(?:(\d+)W)?(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+(?:\.\d+)?)S)?)?$/.exec(text.trim())
  if (!m || text.trim() === 'P' || text.trim().endsWith('T')) return null
  const [, w, d, h, min, s] = m
  return ((((+(w ?? 0) * 7 + +(d ?? 0)) * 24 + +(h ?? 0)) * 60 + +(min ?? 0)) * 60 + +(s ?? 0)) * 1000
}

/** Compiled expressions of a model, made once per definition version and kept with it in the cache. */
export class CompiledExpressions {
  private readonly cache = new Map<string, Expression>()
  get(text: string): Expression {
    let e = this.cache.get(text)
    if (!e) {
      e = compileExpression(text)
      this.cache.set(text, e)
    }
    return e
  }
}
