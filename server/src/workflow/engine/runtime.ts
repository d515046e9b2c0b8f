/**
 * The interpreter: moves tokens through a compiled ProcessModel. It is pure (no I/O, no clock of its own): a command
 * loads the instance's saved state, runs one operation here, and writes what the StepResult lists (new tasks, closed
 * tasks, history, timers) in the same transaction. The state is small JSON: the waiting tokens and join counters.
 */
import { CompiledExpressions, parseDuration, type ModelNode, type ProcessModel } from './model'
import { ExpressionError, runCondition } from './expression'

export interface Token {
  /** execution id, unique within the instance */
  id: string
  node: string
  kind: 'task' | 'timer' | 'mi' | 'boundary'
  /** multi-instance iteration: its root's id, item and index */
  parent?: string
  item?: unknown
  index?: number
  /** boundary timer: the execution it is attached to */
  attachedTo?: string
  /** multi-instance root */
  mi?: { items: unknown[]; completed: number; next: number }
}

export interface EngineState {
  v: 1
  seq: number
  tokens: Token[]
  joins: Record<string, number>
}

export interface NewTask {
  executionId: string
  nodeId: string
  name: string
  assignee: string | null
  candidateUsers: string[]
  candidateGroups: string[]
  formKey: string | null
  dueAt: Date | null
  /** multi-instance iteration: the root execution */
  parentExecutionId: string | null
}

export interface ActivityEvent {
  nodeId: string
  name: string
  type: string
  executionId: string
  event: 'start' | 'end' | 'cancel'
}

export interface StepResult {
  state: EngineState
  status: 'running' | 'completed'
  created: NewTask[]
  closed: { executionId: string; reason: 'completed' | 'canceled' }[]
  activities: ActivityEvent[]
  timers: { executionId: string; nodeId: string; dueAt: Date }[]
  cancelledTimers: string[]
  listenerCalls: { name: string; event: string; executionId: string; nodeId: string }[]
  variables: Record<string, unknown>
}

export class EngineError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'EngineError'
  }
}

const MAX_STEPS = 2000

export const emptyState = (): EngineState => ({ v: 1, seq: 0, tokens: [], joins: {} })

const toList = (v: unknown): unknown[] =>
  Array.isArray(v)
    ? v
    : typeof v === 'string'
      ? v
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean)
      : v === null || v === undefined
        ? []
        : [v]

/** A loaded definition version: its model and its compiled expressions (cached per process). */
export class Definition {
  readonly exprs = new CompiledExpressions()
  constructor(readonly model: ProcessModel) {}

  node(id: string): ModelNode {
    const n = this.model.nodes[id]
    if (!n) throw new EngineError(`节点「${id}」不存在`)
    return n
  }

  eval(text: string, vars: Record<string, unknown>, where: string): unknown {
    return this.explained(where, () => this.exprs.get(text).run(vars))
  }

  condition(text: string, vars: Record<string, unknown>, where: string): boolean {
    return this.explained(where, () => runCondition(this.exprs.get(text), vars))
  }

  /**
   * An attribute that is an expression (`${approver}`) evaluated with `vars`; a plain value (`admin`, `PT1H`) as
   * written.
   */
  valueOf(text: string, vars: Record<string, unknown>, where: string): unknown {
    return /[$#]\{/.test(text) ? this.eval(text, vars, where) : text
  }

  /** Runs an expression; its error is told as an engine error naming where the expression stands. */
  private explained<T>(where: string, run: () => T): T {
    try {
      return run()
    } catch (err) {
      if (err instanceof ExpressionError) throw new EngineError(`${where}：${err.message}`)
      throw err
    }
  }

  /** The flows a node leaves by, given the variables (gateway rules; conditional flows elsewhere). */
  flowsOut(node: ModelNode, vars: Record<string, unknown>): string[] {
    const where = (f: string) => `连线「${this.model.flows[f].name || f}」的条件`
    const candidates = node.outgoing.filter((f) => f !== node.default)
    const open = (f: string) => {
      const c = this.model.flows[f].condition
      return c ? this.condition(c, vars, where(f)) : true
    }
    if (node.type === 'parallelGateway') return node.outgoing
    if (node.type === 'exclusiveGateway') {
      const hit = candidates.find(open)
      if (hit) return [hit]
    } else {
      const hits = candidates.filter(open)
      if (hits.length) return hits
    }
    if (node.default) return [node.default]
    throw new EngineError(`节点「${node.name || node.id}」没有满足条件的分支`)
  }
}

/** One operation on one instance. */
class Run {
  readonly state: EngineState
  readonly vars: Record<string, unknown>
  private steps = 0
  readonly out: Omit<StepResult, 'state' | 'status' | 'variables'> = {
    created: [],
    closed: [],
    activities: [],
    timers: [],
    cancelledTimers: [],
    listenerCalls: [],
  }

  constructor(
    private readonly def: Definition,
    state: EngineState,
    vars: Record<string, unknown>,
    private readonly now: Date,
  ) {
    this.state = { v: 1, seq: state.seq, tokens: state.tokens.map((t) => ({ ...t })), joins: { ...state.joins } }
    this.vars = { ...vars }
  }

  result(): StepResult {
    const live = this.state.tokens.some((t) => t.kind !== 'boundary')
    return { ...this.out, state: this.state, status: live ? 'running' : 'completed', variables: this.vars }
  }

  private nextId() {
    return `e${++this.state.seq}`
  }

  private activity(n: ModelNode, executionId: string, event: ActivityEvent['event']) {
    this.out.activities.push({ nodeId: n.id, name: n.name, type: n.type, executionId, event })
  }

  /** A node that does not wait (a gateway, a script task, a fired boundary timer): started, ended, left. */
  private pass(n: ModelNode, executionId: string) {
    this.activity(n, executionId, 'start')
    this.activity(n, executionId, 'end')
    this.leave(n)
  }

  enter(nodeId: string) {
    if (++this.steps > MAX_STEPS) throw new EngineError('流程在没有等待节点的环路中循环，已停止')
    const n = this.def.node(nodeId)
    switch (n.type) {
      case 'startEvent':
      case 'task':
      case 'exclusiveGateway':
      case 'inclusiveGateway':
        this.pass(n, this.nextId())
        return
      case 'parallelGateway': {
        if (n.incoming.length > 1) {
          const arrived = (this.state.joins[n.id] ?? 0) + 1
          if (arrived < n.incoming.length) {
            this.state.joins[n.id] = arrived
            return
          }
          delete this.state.joins[n.id]
        }
        this.pass(n, this.nextId())
        return
      }
      case 'endEvent': {
        const id = this.nextId()
        this.activity(n, id, 'start')
        this.activity(n, id, 'end')
        if (n.terminate) this.cancelAll()
        return
      }
      case 'timerCatch': {
        const id = this.nextId()
        this.activity(n, id, 'start')
        this.state.tokens.push({ id, node: n.id, kind: 'timer' })
        this.out.timers.push({ executionId: id, nodeId: n.id, dueAt: this.dueOf(n) })
        return
      }
      case 'userTask':
        this.enterUserTask(n)
        return
      case 'boundaryTimer':
        throw new EngineError(`边界事件「${n.id}」不能被连线进入`)
    }
  }

  private dueOf(n: ModelNode): Date {
    const spec = n.timer!
    const raw = this.def.valueOf(spec.value, this.vars, `定时器「${n.id}」`)
    if (spec.kind === 'duration') {
      const ms = typeof raw === 'number' ? raw : parseDuration(String(raw))
      if (ms === null) throw new EngineError(`定时器「${n.id}」的持续时间「${String(raw)}」无效`)
      return new Date(this.now.getTime() + ms)
    }
    const at = raw instanceof Date ? raw.getTime() : Date.parse(String(raw))
    if (Number.isNaN(at)) throw new EngineError(`定时器「${n.id}」的日期「${String(raw)}」无效`)
    return new Date(at)
  }

  private enterUserTask(n: ModelNode) {
    const id = this.nextId()
    this.activity(n, id, 'start')
    if (n.multiInstance) {
      const mi = n.multiInstance
      const raw = /[$#]\{/.test(mi.collection)
        ? this.def.eval(mi.collection, this.vars, `会签任务「${n.name || n.id}」的集合`)
        : this.vars[mi.collection]
      const items = toList(raw)
      if (!items.length) throw new EngineError(`会签任务「${n.name || n.id}」的人员为空，请先选择会签人员`)
      this.state.tokens.push({ id, node: n.id, kind: 'mi', mi: { items, completed: 0, next: 0 } })
      const count = mi.sequential ? 1 : items.length
      for (let i = 0; i < count; i++) this.startIteration(n, id)
    } else {
      this.state.tokens.push({ id, node: n.id, kind: 'task' })
      this.createTask(n, id, null, this.vars)
    }
    for (const b of n.boundaries ?? []) {
      const bn = this.def.node(b)
      const bid = this.nextId()
      this.state.tokens.push({ id: bid, node: b, kind: 'boundary', attachedTo: id })
      this.out.timers.push({ executionId: bid, nodeId: b, dueAt: this.dueOf(bn) })
    }
  }

  private miVars(root: Token, item: unknown, index: number): Record<string, unknown> {
    const n = this.def.node(root.node)
    const active = this.state.tokens.filter((t) => t.parent === root.id).length
    return {
      ...this.vars,
      [n.multiInstance!.elementVariable]: item,
      loopCounter: index,
      nrOfInstances: root.mi!.items.length,
      nrOfCompletedInstances: root.mi!.completed,
      nrOfActiveInstances: active,
    }
  }

  private startIteration(n: ModelNode, rootId: string) {
    const root = this.state.tokens.find((t) => t.id === rootId)!
    const index = root.mi!.next++
    const item = root.mi!.items[index]
    const id = this.nextId()
    this.state.tokens.push({ id, node: n.id, kind: 'task', parent: rootId, item, index })
    this.createTask(n, id, rootId, this.miVars(root, item, index))
  }

  private createTask(n: ModelNode, executionId: string, parent: string | null, scope: Record<string, unknown>) {
    const where = `任务「${n.name || n.id}」`
    const many = (text: string | undefined, what: string) =>
      text ? toList(this.def.valueOf(text, scope, `${where}的${what}`)).map((x) => String(x)) : []
    const assignee = many(n.assignee, '审批人')[0] ?? null
    const candidateUsers = many(n.candidateUsers, '候选人')
    const candidateGroups = many(n.candidateGroups, '候选组')
    if (!assignee && !candidateUsers.length && !candidateGroups.length)
      throw new EngineError(`${where}的审批人为空，请先选择审批人`)
    let dueAt: Date | null = null
    if (n.dueDate) {
      const raw = this.def.valueOf(n.dueDate, scope, `${where}的到期时间`)
      const ms = parseDuration(String(raw))
      dueAt =
        ms !== null
          ? new Date(this.now.getTime() + ms)
          : Number.isNaN(Date.parse(String(raw)))
            ? null
            : new Date(String(raw))
    }
    this.out.created.push({
      executionId,
      nodeId: n.id,
      name: n.name || n.id,
      assignee,
      candidateUsers,
      candidateGroups,
      formKey: n.formKey ?? null,
      dueAt,
      parentExecutionId: parent,
    })
    for (const l of n.listeners ?? [])
      if (l.event === 'create' || (l.event === 'assignment' && assignee))
        this.out.listenerCalls.push({ name: l.name, event: l.event, executionId, nodeId: n.id })
  }

  private leave(n: ModelNode) {
    for (const f of this.def.flowsOut(n, this.vars)) this.enter(this.def.model.flows[f].target)
  }

  private remove(id: string) {
    this.state.tokens = this.state.tokens.filter((t) => t.id !== id)
  }

  private dropBoundaries(attachedTo: string) {
    for (const b of this.state.tokens.filter((t) => t.kind === 'boundary' && t.attachedTo === attachedTo)) {
      this.remove(b.id)
      this.out.cancelledTimers.push(b.id)
    }
  }

  /** Cancels the open iterations of a multi-instance root. */
  private cancelIterations(rootId: string) {
    for (const child of this.state.tokens.filter((t) => t.parent === rootId)) {
      this.remove(child.id)
      this.out.closed.push({ executionId: child.id, reason: 'canceled' })
    }
  }

  /** Cancels one waiting execution (a task, an MI root with its iterations, a timer). */
  private cancel(token: Token) {
    const n = this.def.node(token.node)
    if (token.kind === 'mi') this.cancelIterations(token.id)
    else if (token.kind === 'task') this.out.closed.push({ executionId: token.id, reason: 'canceled' })
    else if (token.kind === 'timer' || token.kind === 'boundary') this.out.cancelledTimers.push(token.id)
    if (token.kind !== 'boundary' && !token.parent) this.activity(n, token.id, 'cancel')
    this.remove(token.id)
    this.dropBoundaries(token.id)
  }

  cancelAll() {
    for (const t of [...this.state.tokens]) if (!t.parent && this.state.tokens.includes(t)) this.cancel(t)
    this.state.tokens = []
    this.state.joins = {}
  }

  complete(executionId: string, vars: Record<string, unknown>) {
    const token = this.state.tokens.find((t) => t.id === executionId && t.kind === 'task')
    if (!token) throw new EngineError('任务已处理或不存在')
    Object.assign(this.vars, vars)
    const n = this.def.node(token.node)
    this.remove(token.id)
    this.out.closed.push({ executionId, reason: 'completed' })
    for (const l of n.listeners ?? [])
      if (l.event === 'complete')
        this.out.listenerCalls.push({ name: l.name, event: 'complete', executionId, nodeId: n.id })
    if (!token.parent) {
      this.activity(n, token.id, 'end')
      this.dropBoundaries(token.id)
      this.leave(n)
      return
    }
    const root = this.state.tokens.find((t) => t.id === token.parent)!
    root.mi!.completed++
    const mi = n.multiInstance!
    const scope = this.miVars(root, token.item, token.index ?? 0)
    const done =
      root.mi!.completed >= root.mi!.items.length ||
      (mi.completionCondition
        ? this.def.condition(mi.completionCondition, scope, `会签任务「${n.name || n.id}」的完成条件`)
        : false)
    if (done) {
      this.cancelIterations(root.id)
      this.remove(root.id)
      this.dropBoundaries(root.id)
      this.activity(n, root.id, 'end')
      this.leave(n)
    } else if (mi.sequential) this.startIteration(n, root.id)
  }

  fire(executionId: string) {
    const token = this.state.tokens.find((t) => t.id === executionId)
    if (!token || (token.kind !== 'timer' && token.kind !== 'boundary')) return false
    const n = this.def.node(token.node)
    this.remove(token.id)
    if (token.kind === 'timer') {
      this.activity(n, token.id, 'end')
      this.leave(n)
      return true
    }
    if (n.cancelActivity !== false) {
      const host = this.state.tokens.find((t) => t.id === token.attachedTo)
      if (host) this.cancel(host)
    }
    this.pass(n, token.id)
    return true
  }

  jump(target: string) {
    this.cancelAll()
    this.enter(target)
  }

  addSigner(rootId: string, item: unknown) {
    const root = this.state.tokens.find((t) => t.id === rootId && t.kind === 'mi')
    if (!root) throw new EngineError('该任务不是会签任务')
    const n = this.def.node(root.node)
    if (root.mi!.items.some((x) => String(x) === String(item))) throw new EngineError('该人员已在会签中')
    root.mi!.items.push(item)
    if (!n.multiInstance!.sequential) this.startIteration(n, root.id)
  }

  removeSigner(rootId: string, item: unknown) {
    const root = this.state.tokens.find((t) => t.id === rootId && t.kind === 'mi')
    if (!root) throw new EngineError('该任务不是会签任务')
    const at = root.mi!.items.findIndex((x) => String(x) === String(item))
    if (at < 0) throw new EngineError('该人员不在会签中')
    const child = this.state.tokens.find((t) => t.parent === root.id && String(t.item) === String(item))
    if (!child && at < root.mi!.next) throw new EngineError('该人员已完成会签，不能减签')
    if (
      this.state.tokens.filter((t) => t.parent === root.id).length === 1 &&
      child &&
      root.mi!.next >= root.mi!.items.length
    )
      throw new EngineError('不能减去最后一位未完成的会签人')
    root.mi!.items.splice(at, 1)
    if (child) {
      this.remove(child.id)
      this.out.closed.push({ executionId: child.id, reason: 'canceled' })
      // keep the indexes of later iterations pointing at their items
      if (at < root.mi!.next) root.mi!.next--
      for (const t of this.state.tokens) if (t.parent === root.id && (t.index ?? 0) > at) t.index = (t.index ?? 0) - 1
    }
  }
}

export interface RunOptions {
  now: Date
}

/** Starts an instance: a token at the start event runs to the first wait states. */
export function startProcess(def: Definition, vars: Record<string, unknown>, o: RunOptions): StepResult {
  const run = new Run(def, emptyState(), vars, o.now)
  run.enter(def.model.start)
  return run.result()
}

/** An instance as saved after its last step (a `StepResult` is one). */
export interface SavedInstance {
  state: EngineState
  variables: Record<string, unknown>
}

/** One operation on a saved instance; each returns what it changed. */
export interface Resumed {
  /** Completes a waiting user task (its execution) with variables, and runs on. */
  complete(executionId: string, newVars: Record<string, unknown>): StepResult
  /** Fires a timer (intermediate or boundary); `null` when its token is gone (already fired or cancelled). */
  fire(executionId: string): StepResult | null
  /** Cancels every waiting execution and runs from `target` (return, reject, withdraw). */
  jump(target: string): StepResult
  /** Cancels everything (stop / cancel application). */
  terminate(): StepResult
  /** Adds or removes a countersign signer on a running multi-instance node (its root execution). */
  changeSigners(rootId: string, change: { add?: unknown[]; remove?: unknown[] }): StepResult
}

/** A saved instance of `def`, ready for one operation (a new run from its state each time). */
export function resume(def: Definition, saved: SavedInstance, o: RunOptions): Resumed {
  const run = () => new Run(def, saved.state, saved.variables, o.now)
  return {
    complete(executionId, newVars) {
      const r = run()
      r.complete(executionId, newVars)
      return r.result()
    },
    fire(executionId) {
      const r = run()
      return r.fire(executionId) ? r.result() : null
    },
    jump(target) {
      const r = run()
      r.jump(target)
      return r.result()
    },
    terminate() {
      const r = run()
      r.cancelAll()
      return r.result()
    },
    changeSigners(rootId, change) {
      const r = run()
      for (const item of change.add ?? []) r.addSigner(rootId, item)
      for (const item of change.remove ?? []) r.removeSigner(rootId, item)
      return r.result()
    },
  }
}
