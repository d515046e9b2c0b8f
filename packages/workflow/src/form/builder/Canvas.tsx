import { CopyOutlined, DeleteOutlined, HolderOutlined } from '@ant-design/icons'
import { useDraggable, useDroppable } from '@dnd-kit/core'
import { rectSortingStrategy, SortableContext, useSortable } from '@dnd-kit/sortable'
import { CSS } from '@dnd-kit/utilities'
import type { FormField, FormFieldType, FormSchema } from '@wp/contract'
import { Button, Card, Col, Empty, Form, Row, Tooltip } from 'antd'
import { FieldControl } from '../renderer/controls'
import { PALETTE } from './model'

export const CANVAS_ID = 'builder-canvas'
export const paletteId = (type: FormFieldType) => `palette:${type}`

/** A palette entry: drag it onto the canvas, or click to add it at the end. */
export function PaletteItem({ type, label, onAdd }: { type: FormFieldType; label: string; onAdd: () => void }) {
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({ id: paletteId(type) })
  return (
    <Button
      ref={setNodeRef}
      block
      style={{ opacity: isDragging ? 0.5 : 1, textAlign: 'left', cursor: 'grab' }}
      data-testid={`builder-palette-${type}`}
      onClick={onAdd}
      {...attributes}
      {...listeners}
    >
      {label}
    </Button>
  )
}

export function Palette({ onAdd }: { onAdd: (type: FormFieldType) => void }) {
  return (
    <Card size="small" title="组件" style={{ width: 170, flex: 'none' }}>
      <div style={{ display: 'grid', gap: 6 }}>
        {PALETTE.map((p) => (
          <PaletteItem key={p.type} type={p.type} label={p.label} onAdd={() => onAdd(p.type)} />
        ))}
      </div>
    </Card>
  )
}

function FieldCard({
  field,
  selected,
  onSelect,
  onCopy,
  onRemove,
}: {
  field: FormField
  selected: boolean
  onSelect: () => void
  onCopy: () => void
  onRemove: () => void
}) {
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({ id: field.key })
  return (
    <Col
      span={field.span ?? 24}
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition, opacity: isDragging ? 0.4 : 1 }}
    >
      <div
        data-testid={`builder-field-${field.key}`}
        data-selected={selected || undefined}
        onClick={onSelect}
        style={{
          border: `1px dashed ${selected ? '#1677ff' : '#d9d9d9'}`,
          background: selected ? '#f0f7ff' : '#fff',
          padding: '8px 8px 0',
          marginBottom: 8,
          position: 'relative',
        }}
      >
        <div style={{ position: 'absolute', right: 4, top: 2, zIndex: 1 }}>
          <Tooltip title="拖动排序">
            <Button
              size="small"
              type="text"
              icon={<HolderOutlined />}
              aria-label="拖动"
              style={{ cursor: 'grab' }}
              {...attributes}
              {...listeners}
            />
          </Tooltip>
          <Button
            size="small"
            type="text"
            icon={<CopyOutlined />}
            aria-label="复制"
            onClick={(e) => (e.stopPropagation(), onCopy())}
          />
          <Button
            size="small"
            type="text"
            danger
            icon={<DeleteOutlined />}
            aria-label="删除"
            data-testid="builder-field-remove"
            onClick={(e) => (e.stopPropagation(), onRemove())}
          />
        </div>
        <Form.Item label={field.label} required={field.required} style={{ marginBottom: 8 }}>
          {field.type === 'subtable' ? (
            <span>子表：{(field.columns ?? []).map((c) => c.label).join('、')}</span>
          ) : (
            <FieldControl field={field} disabled={false} />
          )}
        </Form.Item>
      </div>
    </Col>
  )
}

/** The 24-column grid the fields are dropped on and sorted in. */
export function Canvas({
  schema,
  selected,
  onSelect,
  onCopy,
  onRemove,
}: {
  schema: FormSchema
  selected: string | undefined
  onSelect: (key: string) => void
  onCopy: (key: string) => void
  onRemove: (key: string) => void
}) {
  const { setNodeRef, isOver } = useDroppable({ id: CANVAS_ID })
  return (
    <Card
      size="small"
      title="表单"
      style={{ flex: 1, minWidth: 0 }}
      styles={{ body: { minHeight: 420, background: isOver ? '#fafcff' : undefined } }}
    >
      <div ref={setNodeRef} data-testid="builder-canvas" style={{ minHeight: 400 }}>
        {schema.fields.length === 0 ? <Empty description="从左侧拖入或点击组件添加字段" /> : null}
        <Form labelCol={{ flex: `${schema.labelWidth ?? 100}px` }} component="div">
          <SortableContext items={schema.fields.map((f) => f.key)} strategy={rectSortingStrategy}>
            <Row gutter={12}>
              {schema.fields.map((f) => (
                <FieldCard
                  key={f.key}
                  field={f}
                  selected={f.key === selected}
                  onSelect={() => onSelect(f.key)}
                  onCopy={() => onCopy(f.key)}
                  onRemove={() => onRemove(f.key)}
                />
              ))}
            </Row>
          </SortableContext>
        </Form>
      </div>
    </Card>
  )
}
