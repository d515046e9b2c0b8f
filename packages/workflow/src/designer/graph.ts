// The process as the designer's checks read it: nodes and flows with the attributes our panel writes, taken from the
// moddle tree bpmn-js holds (or that bpmn-moddle parses in tests), so the checks need no canvas.

/** The part of a moddle element the designer reads; everything else stays opaque. */
export interface ModdleLike {
  $type: string
  id?: string
  name?: string
  get?(name: string): unknown
  [key: string]: unknown
}

export interface FlowNode {
  id: string
  name: string
  /** the BPMN type without its prefix: StartEvent, UserTask, ExclusiveGateway … */
  type: string
  assignee?: string
  candidateUsers?: string
  candidateGroups?: string
  formKey?: string
  /** the flow a gateway takes when no condition holds */
  defaultFlow?: string
  multiInstance?: { sequential: boolean; collection?: string; elementVariable?: string; completion?: string }
}

export interface SequenceFlow {
  id: string
  name: string
  source?: string
  target?: string
  condition?: string
}

export interface ProcessGraph {
  id: string
  name: string
  nodes: FlowNode[]
  flows: SequenceFlow[]
}

const str = (v: unknown) => (typeof v === 'string' && v.trim() ? v : undefined)
const attr = (el: ModdleLike, name: string) => str(el.get ? el.get(name) : el[name])
const short = (type: string) => type.replace(/^bpmn:/, '')
const refId = (v: unknown) => (v && typeof v === 'object' ? str((v as ModdleLike).id) : undefined)
const body = (v: unknown) => (v && typeof v === 'object' ? str((v as ModdleLike).body) : undefined)

function node(el: ModdleLike): FlowNode {
  const loop = el.loopCharacteristics as ModdleLike | undefined
  const multi =
    loop && loop.$type === 'bpmn:MultiInstanceLoopCharacteristics'
      ? {
          sequential: loop.isSequential === true,
          collection: attr(loop, 'flowable:collection'),
          elementVariable: attr(loop, 'flowable:elementVariable'),
          completion: body(loop.completionCondition),
        }
      : undefined
  return {
    id: String(el.id),
    name: str(el.name) ?? String(el.id),
    type: short(el.$type),
    assignee: attr(el, 'flowable:assignee'),
    candidateUsers: attr(el, 'flowable:candidateUsers'),
    candidateGroups: attr(el, 'flowable:candidateGroups'),
    formKey: attr(el, 'flowable:formKey'),
    defaultFlow: refId(el.default),
    multiInstance: multi,
  }
}

/** The first process of a `bpmn:Definitions` tree (sub-processes are read as single nodes). */
export function processGraph(definitions: ModdleLike): ProcessGraph | undefined {
  const roots = (definitions.rootElements as ModdleLike[] | undefined) ?? []
  const process = roots.find((r) => r.$type === 'bpmn:Process')
  if (!process) return undefined
  const elements = (process.flowElements as ModdleLike[] | undefined) ?? []
  return {
    id: String(process.id ?? ''),
    name: str(process.name) ?? '',
    nodes: elements.filter((e) => e.$type !== 'bpmn:SequenceFlow').map(node),
    flows: elements
      .filter((e) => e.$type === 'bpmn:SequenceFlow')
      .map((e) => ({
        id: String(e.id),
        name: str(e.name) ?? String(e.id),
        source: refId(e.sourceRef),
        target: refId(e.targetRef),
        condition: body(e.conditionExpression),
      })),
  }
}
