import { Select, Switch } from 'antd'
import type { ModdleLike } from '../graph'
import type { DesignerCanvas, DiagramElement } from '../modeler'
import { PanelItem, prop, TextProp } from './fields'

/** Completion rules offered by name; any other text is kept as written. */
export const COMPLETION_RULES = [
  { value: '', label: '全部同意（会签）' },
  { value: '${nrOfCompletedInstances >= 1}', label: '一人同意（或签）' },
  { value: '${nrOfCompletedInstances / nrOfInstances > 0.5}', label: '过半同意' },
]

const DEFAULT_COLLECTION = '${userList}'
const DEFAULT_ELEMENT_VARIABLE = 'assignee'

/** 会签: a parallel (or sequential) multi-instance over a collection of signers, one task each. */
export function CountersignSection({ canvas, element }: { canvas: DesignerCanvas; element: DiagramElement }) {
  const loop = element.businessObject.loopCharacteristics as ModdleLike | undefined
  const on = loop?.$type === 'bpmn:MultiInstanceLoopCharacteristics'

  const enable = (checked: boolean) => {
    if (!checked) {
      canvas.update(element, { loopCharacteristics: undefined, 'flowable:assignee': undefined })
      return
    }
    const created = canvas.create('bpmn:MultiInstanceLoopCharacteristics', {
      isSequential: false,
      'flowable:collection': DEFAULT_COLLECTION,
      'flowable:elementVariable': DEFAULT_ELEMENT_VARIABLE,
    })
    canvas.update(element, {
      loopCharacteristics: created,
      'flowable:assignee': `\${${DEFAULT_ELEMENT_VARIABLE}}`,
      'flowable:candidateUsers': undefined,
      'flowable:candidateGroups': undefined,
      'flowable:userType': 'assignee',
      'flowable:dataType': 'dynamic',
    })
  }
  const setLoop = (props: Record<string, unknown>) => loop && canvas.updateChild(element, loop, props)
  const completion = (loop?.completionCondition as ModdleLike | undefined)?.body
  const completionText = typeof completion === 'string' ? completion : ''

  return (
    <>
      <PanelItem label="会签">
        {(id) => <Switch id={id} checked={on} onChange={enable} data-testid="designer-countersign" />}
      </PanelItem>
      {on && loop ? (
        <>
          <TextProp
            label="人员集合"
            value={prop({ ...element, businessObject: loop }, 'flowable:collection')}
            testId="designer-collection"
            extra="上一节点审批时选择会签人员，存入此变量（也可由表单字段提供）"
            onCommit={(v) => setLoop({ 'flowable:collection': v || undefined })}
          />
          <TextProp
            label="元素变量"
            value={prop({ ...element, businessObject: loop }, 'flowable:elementVariable')}
            onCommit={(v) => {
              setLoop({ 'flowable:elementVariable': v || undefined })
              canvas.update(element, { 'flowable:assignee': v ? `\${${v}}` : undefined })
            }}
          />
          <PanelItem label="顺序执行">
            {(id) => (
              <Switch id={id} checked={loop.isSequential === true} onChange={(v) => setLoop({ isSequential: v })} />
            )}
          </PanelItem>
          <PanelItem label="完成条件">
            {(id) => (
              <Select
                id={id}
                data-testid="designer-completion"
                value={COMPLETION_RULES.some((r) => r.value === completionText) ? completionText : 'custom'}
                options={[
                  ...COMPLETION_RULES,
                  ...(COMPLETION_RULES.some((r) => r.value === completionText)
                    ? []
                    : [{ value: 'custom', label: completionText }]),
                ]}
                onChange={(v: string) =>
                  setLoop({
                    completionCondition: v ? canvas.create('bpmn:FormalExpression', { body: v }) : undefined,
                  })
                }
              />
            )}
          </PanelItem>
        </>
      ) : null}
    </>
  )
}
