import { LockOutlined } from '@ant-design/icons'
import type { StatField, StatLockState } from '@wp/contract'
import { parseTime } from '@wp/kit'
import { MoneyInput } from '@wp/ui'
import { DatePicker, Input, InputNumber, Tooltip } from 'antd'
import dayjs from 'dayjs'
import { controlOf } from './describe'

interface ControlProps {
  field: StatField
  lock?: StatLockState
  /** the whole form is read-only (submitted, approved, or no edit permission) */
  readOnly?: boolean
  value?: unknown
  onChange?: (value: unknown) => void
  /** given by the form item: its label's `for`, so the label names the input (screen readers, axe-core `label`) */
  id?: string
}

/** The lock icon and its tooltip: 已于 2026-07-08 锁定. */
function LockMark({ lock }: { lock: StatLockState }) {
  const when = lock.lockTime ? `已于 ${parseTime(lock.lockTime, '{y}-{m}-{d}')} 锁定` : '已锁定'
  return (
    <Tooltip title={when}>
      <LockOutlined data-testid="stat-field-locked" style={{ color: '#faad14' }} />
    </Tooltip>
  )
}

/**
 * The input of one figure as its description says: money with grouping and 2 decimals (the kit's MoneyInput),
 * numbers with their precision and bounds, dates as yyyy-MM-dd, long texts as a text area. A locked figure is shown
 * disabled with a lock; the server refuses a change anyway.
 */
export function FieldControl({ field, lock, readOnly, value, onChange, id }: ControlProps) {
  const disabled = readOnly || !!lock
  const testId = `stat-field-${field.key}`
  const suffix = lock ? <LockMark lock={lock} /> : undefined
  switch (controlOf(field)) {
    case 'money':
      return (
        <MoneyInput
          value={value as string | number | null | undefined}
          onChange={onChange}
          disabled={disabled}
          suffix={suffix}
          data-testid={testId}
          id={id}
          allowNegative={(field.min ?? 0) < 0}
        />
      )
    case 'number':
      return (
        <InputNumber
          // no step arrows, as in the shared form layer: their labels are English only (Increase / Decrease Value)
          controls={false}
          value={value as number | null | undefined}
          onChange={(v) => onChange?.(v)}
          min={field.min}
          max={field.max}
          precision={field.precision ?? (field.type === 'integer' ? 0 : 2)}
          disabled={disabled}
          suffix={suffix ?? field.unit}
          style={{ width: '100%' }}
          data-testid={testId}
          id={id}
        />
      )
    case 'date':
      return (
        <DatePicker
          value={value ? dayjs(String(value)) : null}
          onChange={(d) => onChange?.(d ? d.format('YYYY-MM-DD') : null)}
          disabled={disabled}
          style={{ width: '100%' }}
          data-testid={testId}
          id={id}
        />
      )
    case 'textarea':
      return (
        <Input.TextArea
          value={(value as string | undefined) ?? ''}
          onChange={(e) => onChange?.(e.target.value)}
          maxLength={field.maxLength}
          rows={3}
          disabled={disabled}
          data-testid={testId}
          id={id}
        />
      )
    default:
      return (
        <Input
          value={(value as string | undefined) ?? ''}
          onChange={(e) => onChange?.(e.target.value)}
          maxLength={field.maxLength}
          disabled={disabled}
          suffix={suffix}
          data-testid={testId}
          id={id}
        />
      )
  }
}
