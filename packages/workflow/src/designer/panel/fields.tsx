import { Form, Input, type FormItemProps } from 'antd'
import { useId, type ReactNode } from 'react'
import type { DiagramElement } from '../modeler'

/** The value of a string property of a diagram element's business object (flowable:* included). */
export function prop(element: DiagramElement, name: string): string {
  const bo = element.businessObject
  const v = bo.get ? bo.get(name) : bo[name]
  return typeof v === 'string' ? v : ''
}

/**
 * A Form.Item whose label names its one control: Form.Item links a label to its control only for named fields, and the
 * panel's are not (each writes the diagram), so the control is given the id the label points at.
 */
export function PanelItem({
  children,
  ...item
}: Omit<FormItemProps, 'children' | 'htmlFor'> & { children: (id: string) => ReactNode }) {
  const id = useId()
  return (
    <Form.Item {...item} htmlFor={id}>
      {children(id)}
    </Form.Item>
  )
}

/**
 * A text property written when the field is left or Enter is pressed, so typing makes one undo step. Keyed by the
 * current value, the field shows what undo brings back.
 */
export function TextProp({
  label,
  value,
  onCommit,
  testId,
  placeholder,
  extra,
  textarea,
}: {
  label: ReactNode
  value: string
  onCommit: (value: string) => void
  testId?: string
  placeholder?: string
  extra?: ReactNode
  textarea?: boolean
}) {
  const commit = (next: string) => {
    if (next !== value) onCommit(next)
  }
  const common = {
    defaultValue: value,
    placeholder,
    'data-testid': testId,
    onBlur: (e: { target: { value: string } }) => commit(e.target.value),
  }
  return (
    <PanelItem label={label} extra={extra}>
      {(id) =>
        textarea ? (
          <Input.TextArea key={value} rows={3} id={id} {...common} />
        ) : (
          <Input key={value} id={id} {...common} onPressEnter={(e) => commit((e.target as HTMLInputElement).value)} />
        )
      }
    </PanelItem>
  )
}

/** A comma-separated id list as select values and back. */
export const splitIds = (csv: string): string[] =>
  csv
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
