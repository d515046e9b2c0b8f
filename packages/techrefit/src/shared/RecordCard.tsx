import { fieldsIn, roleOf, type ResourceDescription } from '@wp/kit'
import { Descriptions } from 'antd'
import type { ReactNode } from 'react'
import { FieldValue } from './FieldValue'

/**
 * A record's fields as a detail card, in the description's order and regions: what the list shows and what the
 * form asks (attachments have their own tab, so `skip` leaves them out).
 */
export function RecordCard({
  resource,
  row,
  skip = [],
  title,
  extra,
  testId,
}: {
  resource: ResourceDescription
  row: Record<string, unknown>
  skip?: readonly string[]
  title?: ReactNode
  extra?: ReactNode
  testId?: string
}) {
  const shown = resource.fields.filter(
    (f) =>
      !skip.includes(f.key) &&
      f.key !== resource.id &&
      (fieldsIn(resource, 'list').includes(f) || fieldsIn(resource, 'form').includes(f)),
  )
  const wide = (type: string) => type === 'textarea' || type === 'file'
  return (
    <Descriptions
      title={title}
      extra={extra}
      bordered
      size="small"
      column={2}
      data-testid={testId}
      items={shown.map((f) => ({
        key: f.key,
        label: roleOf(f, 'form')?.label ?? f.label,
        span: wide(f.type) ? 2 : 1,
        children: <FieldValue field={f} value={row[f.key]} />,
      }))}
    />
  )
}
