import { DeleteOutlined } from '@ant-design/icons'
import type { FlowListenerOption } from '@wp/contract'
import { Button, Form, List, Select, Space } from 'antd'
import { useState } from 'react'
import type { ModdleLike } from '../graph'
import type { DesignerCanvas, DiagramElement } from '../modeler'

const EVENTS: Record<string, string> = { create: '创建', assignment: '指派', complete: '完成', delete: '删除' }

/**
 * A registered listener is written by name (`<flowable:taskListener event="create" class="notifyStarter"/>`): the
 * server runs only listeners it registered, so no class name or script is ever typed here.
 */
const nameOf = (l: ModdleLike) =>
  String(l.class ?? l.delegateExpression ?? l.expression ?? '').replace(/^\$\{(.*)\}$/, '$1')

export function ListenerSection({
  canvas,
  element,
  registry,
}: {
  canvas: DesignerCanvas
  element: DiagramElement
  registry: readonly FlowListenerOption[]
}) {
  const [picked, setPicked] = useState<{ name?: string; event?: string }>({})
  const ext = element.businessObject.extensionElements as ModdleLike | undefined
  const values = ((ext?.values as ModdleLike[] | undefined) ?? []).slice()
  const listeners = values.filter((v) => v.$type === 'flowable:TaskListener')
  const chosen = registry.find((r) => r.name === picked.name)

  const save = (next: ModdleLike[]) => {
    const extensionElements = canvas.create('bpmn:ExtensionElements', { values: next })
    canvas.update(element, { extensionElements: next.length ? extensionElements : undefined })
  }
  const add = () => {
    if (!picked.name || !picked.event) return
    const listener = canvas.create('flowable:TaskListener', {
      event: picked.event,
      class: picked.name,
    })
    save([...values, listener])
    setPicked({})
  }

  return (
    <Form.Item label="任务监听">
      <List
        size="small"
        dataSource={listeners}
        locale={{ emptyText: '无' }}
        renderItem={(l) => (
          <List.Item
            actions={[
              <Button
                key="remove"
                size="small"
                type="text"
                icon={<DeleteOutlined />}
                aria-label="移除监听"
                onClick={() => save(values.filter((v) => v !== l))}
              />,
            ]}
          >
            {registry.find((r) => r.name === nameOf(l))?.label ?? nameOf(l)} ·{' '}
            {EVENTS[String(l.event)] ?? String(l.event)}
          </List.Item>
        )}
      />
      <Space.Compact style={{ width: '100%' }}>
        <Select
          style={{ width: '55%' }}
          placeholder="监听器"
          aria-label="监听器"
          value={picked.name}
          options={registry.map((r) => ({ value: r.name, label: r.label }))}
          onChange={(name: string) => setPicked({ name })}
          data-testid="designer-listener"
        />
        <Select
          style={{ width: '30%' }}
          placeholder="事件"
          aria-label="监听事件"
          value={picked.event}
          options={(chosen?.events ?? []).map((e) => ({ value: e, label: EVENTS[e] ?? e }))}
          onChange={(event: string) => setPicked({ ...picked, event })}
        />
        <Button onClick={add} disabled={!picked.name || !picked.event}>
          添加
        </Button>
      </Space.Compact>
    </Form.Item>
  )
}
