import { Form, Input } from 'antd'
import { useId, type ReactNode } from 'react'
import type { DiagramElement } from '../modeler'

/** The value of a string property of a diagram element's business object (flowable:* included). */
export function prop(element: DiagramElement, name: string): string {
  const bo = element.businessObject
  const v = bo.get ? bo.get(name) : bo[name]
  return typeof v === 'string' ? v : ''
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
  // the label names its field (Form.Item links them only for named fields)
  const id = useId()
  const common = {
    id,
    defaultValue: value,
    placeholder,
    'data-testid': testId,
    onBlur: (e: { target: { value: string } }) => commit(e.target.value),
  }
  return (
    <Form.Item label={label} extra={extra} htmlFor={id}>
      {textarea ? (
        <Input.TextArea key={value} rows={3} {...common} />
      ) : (
        <Input key={value} {...common} onPressEnter={(e) => commit((e.target as HTMLInputElement).value)} />
      )}
    </Form.Item>
  )
}

/** A comma-separated id list as select values and back. */
export const splitIds = (csv: string): string[] =>
  csv
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
