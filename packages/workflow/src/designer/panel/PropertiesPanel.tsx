import type { FlowFormRow, FlowListenerOption, FlowRoleOption, FlowUserOption } from '@wp/contract'
import { WORKFLOW_DICT_TYPES } from '@wp/contract'
import { useDict } from '@wp/kit'
import { Divider, Form, Select, Typography } from 'antd'
import type { DesignerCanvas, DiagramElement } from '../modeler'
import { AssigneeSection } from './AssigneeSection'
import { ConditionSection } from './ConditionSection'
import { CountersignSection } from './CountersignSection'
import { PanelItem, prop, TextProp } from './fields'
import { ListenerSection } from './ListenerSection'

/** What the panel offers in its pickers (loaded once by the designer). */
export interface Pickers {
  users: readonly FlowUserOption[]
  roles: readonly FlowRoleOption[]
  forms: readonly FlowFormRow[]
  listeners: readonly FlowListenerOption[]
  /** variable names a condition may read (the fields of the process's forms) */
  variables: readonly string[]
}

const TYPE_NAMES: Record<string, string> = {
  'bpmn:Process': '流程',
  'bpmn:StartEvent': '开始事件',
  'bpmn:EndEvent': '结束事件',
  'bpmn:UserTask': '用户任务',
  'bpmn:ExclusiveGateway': '排他网关',
  'bpmn:ParallelGateway': '并行网关',
  'bpmn:InclusiveGateway': '包容网关',
  'bpmn:SequenceFlow': '连线',
  'bpmn:Task': '任务',
  'bpmn:ManualTask': '手工任务',
  'bpmn:IntermediateThrowEvent': '中间事件',
  'bpmn:IntermediateCatchEvent': '定时中间事件',
  'bpmn:BoundaryEvent': '边界定时事件',
  'bpmn:TextAnnotation': '文本注释',
}

const GATEWAYS = new Set(['bpmn:ExclusiveGateway', 'bpmn:InclusiveGateway'])

function FormKeyField({
  canvas,
  element,
  forms,
}: {
  canvas: DesignerCanvas
  element: DiagramElement
  forms: Pickers['forms']
}) {
  const value = prop(element, 'flowable:formKey')
  return (
    <PanelItem
      label="表单"
      extra={element.type === 'bpmn:StartEvent' ? '发起流程时填写的表单' : '本节点审批时填写的表单'}
    >
      {(id) => (
        <Select
          id={id}
          allowClear
          showSearch
          optionFilterProp="label"
          placeholder="请选择表单"
          data-testid="designer-form-key"
          value={value || undefined}
          options={forms.map((f) => ({ value: String(f.formId), label: f.formName }))}
          onChange={(v?: string) => canvas.update(element, { 'flowable:formKey': v || undefined })}
        />
      )}
    </PanelItem>
  )
}

function CategoryField({ canvas, element }: { canvas: DesignerCanvas; element: DiagramElement }) {
  const options = useDict(WORKFLOW_DICT_TYPES.processCategory)[WORKFLOW_DICT_TYPES.processCategory]
  return (
    <PanelItem label="流程分类">
      {(id) => (
        <Select
          id={id}
          allowClear
          data-testid="designer-category"
          placeholder="请选择流程分类"
          value={prop(element, 'flowable:processCategory') || undefined}
          options={options.map((o) => ({ value: o.value, label: o.label }))}
          onChange={(v?: string) => canvas.update(element, { 'flowable:processCategory': v || undefined })}
        />
      )}
    </PanelItem>
  )
}

/** The antd side panel: what users set on the selected element (or the process when nothing is selected). */
export function PropertiesPanel({
  canvas,
  element,
  pickers,
}: {
  canvas: DesignerCanvas
  element: DiagramElement
  pickers: Pickers
}) {
  const bo = element.businessObject
  const type = element.type
  const isProcess = type === 'bpmn:Process'
  const fromGateway = type === 'bpmn:SequenceFlow' && element.source && GATEWAYS.has(element.source.type)
  return (
    <Form layout="vertical" size="small" data-testid="designer-panel" data-element-id={element.id}>
      <Typography.Title level={5} style={{ marginTop: 0 }}>
        {TYPE_NAMES[type] ?? '元素'}
      </Typography.Title>
      <TextProp
        label={isProcess ? '流程标识' : '节点编号'}
        value={String(bo.id ?? '')}
        testId="designer-id"
        onCommit={(id) => id && canvas.update(element, { id })}
      />
      <TextProp
        label={isProcess ? '流程名称' : '名称'}
        value={typeof bo.name === 'string' ? bo.name : ''}
        testId="designer-name"
        onCommit={(name) => canvas.update(element, { name: name || undefined })}
      />
      {isProcess ? <CategoryField canvas={canvas} element={element} /> : null}
      {type === 'bpmn:StartEvent' ? <FormKeyField canvas={canvas} element={element} forms={pickers.forms} /> : null}
      {type === 'bpmn:UserTask' ? (
        <>
          <Divider plain>审批人</Divider>
          <AssigneeSection canvas={canvas} element={element} users={pickers.users} roles={pickers.roles} />
          <CountersignSection canvas={canvas} element={element} />
          <Divider plain>表单与监听</Divider>
          <FormKeyField canvas={canvas} element={element} forms={pickers.forms} />
          <ListenerSection canvas={canvas} element={element} registry={pickers.listeners} />
        </>
      ) : null}
      {fromGateway ? (
        <>
          <Divider plain>条件</Divider>
          <ConditionSection canvas={canvas} element={element} variables={pickers.variables} />
        </>
      ) : null}
    </Form>
  )
}
