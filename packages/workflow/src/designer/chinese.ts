// The designer in Chinese and limited to what the engine runs: a bpmn-js `translate` for every string its palette,
// context pad, replace menu and search show, and providers that take out of the palette, the context pad and the
// replace menu each element deployment would refuse (server/src/workflow/engine/model.ts: TYPE_MAP). Reached only
// through modeler.ts, so it is part of the designer's lazy chunk.
import * as ReplaceOptions from 'bpmn-js/lib/features/replace/ReplaceOptions'

/** bpmn-js's English strings (translate() templates and replace-menu labels) in the product's words. */
export const BPMN_CHINESE: Readonly<Record<string, string>> = {
  // palette
  'Activate hand tool': '抓手工具（平移画布）',
  'Activate lasso tool': '套索工具（框选）',
  'Activate create/remove space tool': '空间工具（插入/移除空白）',
  'Activate global connect tool': '全局连线工具',
  'Create start event': '创建开始事件',
  'Create intermediate/boundary event': '创建中间/边界事件',
  'Create end event': '创建结束事件',
  'Create gateway': '创建网关',
  'Create task': '创建任务',
  'Create user task': '创建用户任务',
  'Create data object reference': '创建数据对象引用',
  'Create data store reference': '创建数据存储引用',
  'Create expanded sub-process': '创建展开的子流程',
  'Create pool/participant': '创建池/参与者',
  'Create group': '创建分组',
  // context pad
  'Append end event': '追加结束事件',
  'Append gateway': '追加网关',
  'Append task': '追加任务',
  'Append user task': '追加用户任务',
  'Append intermediate/boundary event': '追加中间/边界事件',
  'Append timer intermediate catch event': '追加定时中间捕获事件',
  'Append message intermediate catch event': '追加消息中间捕获事件',
  'Append signal intermediate catch event': '追加信号中间捕获事件',
  'Append conditional intermediate catch event': '追加条件中间捕获事件',
  'Append receive task': '追加接收任务',
  'Append compensation activity': '追加补偿活动',
  'Add text annotation': '添加文本注释',
  'Add lane above': '在上方添加泳道',
  'Add lane below': '在下方添加泳道',
  'Divide into two lanes': '分割成两个泳道',
  'Divide into three lanes': '分割成三个泳道',
  'Change element': '更改类型',
  'Change type': '更改类型',
  Delete: '删除',
  'Connect to other element': '连接到其他元素',
  'Connect using association': '用关联连接',
  'Connect using data input association': '用数据输入关联连接',
  'Align elements': '对齐元素',
  'Distribute elements horizontally': '水平分布',
  'Distribute elements vertically': '垂直分布',
  'Search in diagram': '在图中搜索',
  'Open {element}': '打开 {element}',
  Back: '返回',
  // replace-menu header toggles
  'Parallel multi-instance': '并行多实例（会签）',
  'Sequential multi-instance': '串行多实例（依次审批）',
  Loop: '循环',
  'Ad-hoc sub-process': '即席子流程',
  Collection: '集合',
  'Participant multiplicity': '参与者多重性',
  'Toggle non-interrupting': '切换为非中断',
  // replace-menu entries
  'Start event': '开始事件',
  'End event': '结束事件',
  'Terminate end event': '终止结束事件',
  'Intermediate throw event': '中间抛出事件',
  'Timer intermediate catch event': '定时中间捕获事件',
  'Timer boundary event': '定时边界事件',
  'Timer boundary event (non-interrupting)': '定时边界事件（非中断）',
  'Timer start event': '定时开始事件',
  'Timer start event (non-interrupting)': '定时开始事件（非中断）',
  'Boundary event': '边界事件',
  Task: '任务',
  'User task': '用户任务',
  'Manual task': '手工任务',
  'Service task': '服务任务',
  'Script task': '脚本任务',
  'Send task': '发送任务',
  'Receive task': '接收任务',
  'Business rule task': '业务规则任务',
  'Call activity': '调用活动',
  'Sub-process (collapsed)': '子流程（折叠）',
  'Sub-process (expanded)': '子流程（展开）',
  'Ad-hoc sub-process (collapsed)': '即席子流程（折叠）',
  'Ad-hoc sub-process (expanded)': '即席子流程（展开）',
  'Event sub-process': '事件子流程',
  'Sub-process': '子流程',
  Transaction: '事务',
  'Exclusive gateway': '排他网关',
  'Parallel gateway': '并行网关',
  'Inclusive gateway': '包容网关',
  'Complex gateway': '复杂网关',
  'Event-based gateway': '事件网关',
  'Event based instantiating Gateway': '事件实例化网关',
  'Parallel Event based instantiating Gateway': '并行事件实例化网关',
  'Sequence flow': '顺序流',
  'Default flow': '默认流',
  'Conditional flow': '条件流',
  'Data object reference': '数据对象引用',
  'Data store reference': '数据存储引用',
  'Empty pool/participant': '空池/参与者',
  'Expanded pool/participant': '展开的池/参与者',
}

/** Every other English template bpmn-js may show (message, signal, error … events): translated word by word. */
const WORDS: Readonly<Record<string, string>> = {
  Message: '消息',
  Signal: '信号',
  Error: '错误',
  Escalation: '升级',
  Compensation: '补偿',
  Conditional: '条件',
  Cancel: '取消',
  Link: '链接',
  Timer: '定时',
}

/**
 * bpmn-js's `translate` service: the Chinese of `template` (or, for the rarer event kinds, of its leading word and the
 * rest), with `{name}` placeholders filled.
 */
export function translateBpmn(template: string, replacements: Record<string, string> = {}): string {
  let text = BPMN_CHINESE[template]
  if (!text) {
    const [first, ...rest] = template.split(' ')
    const restText = BPMN_CHINESE[rest.join(' ').replace(/^./, (c) => c.toUpperCase())]
    text = WORDS[first] && restText ? WORDS[first] + restText : template
  }
  return text.replace(/{([^}]+)}/g, (_, key: string) => replacements[key] ?? `{${key}}`)
}

/**
 * What deployment accepts, by element type and event definition (none: ''), as the engine's model reader does:
 * start and end events (an end event may terminate), user, plain and manual tasks, the three gateways, timers
 * (intermediate and boundary) and intermediate throw events.
 */
const ENGINE_RUNS = new Set([
  'bpmn:StartEvent|',
  'bpmn:EndEvent|',
  'bpmn:EndEvent|bpmn:TerminateEventDefinition',
  'bpmn:UserTask|',
  'bpmn:Task|',
  'bpmn:ManualTask|',
  'bpmn:ExclusiveGateway|',
  'bpmn:ParallelGateway|',
  'bpmn:InclusiveGateway|',
  'bpmn:IntermediateThrowEvent|',
  'bpmn:IntermediateCatchEvent|bpmn:TimerEventDefinition',
  'bpmn:BoundaryEvent|bpmn:TimerEventDefinition',
])

interface ReplaceOption {
  actionName: string
  target?: { type: string; eventDefinitionType?: string }
}

/** The replace-menu entries (by action name) that turn an element into one the engine refuses. */
export const REFUSED_REPLACEMENTS: ReadonlySet<string> = new Set(
  Object.values(ReplaceOptions as unknown as Record<string, ReplaceOption[] | Record<string, unknown>>)
    .filter((v): v is ReplaceOption[] => Array.isArray(v))
    .flat()
    .filter((o) => o.target && !ENGINE_RUNS.has(`${o.target.type}|${o.target.eventDefinitionType ?? ''}`))
    .map((o) => o.actionName),
)

/** Palette entries kept: the tools and the elements the engine runs. */
const PALETTE_KEPT = new Set([
  'hand-tool',
  'lasso-tool',
  'space-tool',
  'global-connect-tool',
  'tool-separator',
  'create.start-event',
  'create.intermediate-event',
  'create.end-event',
  'create.exclusive-gateway',
  'create.user-task',
  'create.task',
])
/** Context-pad entries taken out: lanes (no pools) and appends of elements the engine refuses. */
const CONTEXT_REFUSED = /^(lane-|append\.(receive-task|message-|condition-|signal-|compensation-))/
/** Replace-menu header toggles taken out: standard loops and ad-hoc sub-processes do not run. */
const HEADER_REFUSED = new Set(['toggle-loop', 'toggle-adhoc'])

type Entries = Record<string, unknown>
const without = (entries: Entries, refused: (key: string) => boolean): Entries =>
  Object.fromEntries(Object.entries(entries).filter(([key]) => !refused(key)))

interface Injected {
  palette: { registerProvider(priority: number, provider: object): void }
  contextPad: { registerProvider(priority: number, provider: object): void }
  popupMenu: { registerProvider(id: string, priority: number, provider: object): void }
  create: { start(event: unknown, shape: unknown): void }
  elementFactory: { createShape(attrs: { type: string }): unknown }
  translate: typeof translateBpmn
}

/** Filters the palette (adding 创建用户任务), the context pad and the replace menu to what the engine runs. */
function EngineLimits(
  palette: Injected['palette'],
  contextPad: Injected['contextPad'],
  popupMenu: Injected['popupMenu'],
  create: Injected['create'],
  elementFactory: Injected['elementFactory'],
  translate: Injected['translate'],
) {
  const startUserTask = (event: unknown) => create.start(event, elementFactory.createShape({ type: 'bpmn:UserTask' }))
  palette.registerProvider(500, {
    getPaletteEntries: () => (entries: Entries) =>
      without(
        {
          ...entries,
          'create.user-task': {
            group: 'activity',
            className: 'bpmn-icon-user-task',
            title: translate('Create user task'),
            action: { dragstart: startUserTask, click: startUserTask },
          },
        },
        (key) => !PALETTE_KEPT.has(key),
      ),
  })
  contextPad.registerProvider(500, {
    getContextPadEntries: () => (entries: Entries) => without(entries, (key) => CONTEXT_REFUSED.test(key)),
  })
  popupMenu.registerProvider('bpmn-replace', 500, {
    getPopupMenuEntries: () => (entries: Entries) => without(entries, (key) => REFUSED_REPLACEMENTS.has(key)),
    getPopupMenuHeaderEntries: () => (entries: Entries) => without(entries, (key) => HEADER_REFUSED.has(key)),
  })
}
EngineLimits.$inject = ['palette', 'contextPad', 'popupMenu', 'create', 'elementFactory', 'translate']

/** The bpmn-js module: Chinese strings and the engine's limits. */
export const chineseDesignerModule = {
  __init__: ['engineLimits'],
  translate: ['value', translateBpmn],
  engineLimits: ['type', EngineLimits],
}
