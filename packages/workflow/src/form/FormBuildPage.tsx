import { ClearOutlined, CodeOutlined, EyeOutlined, SaveOutlined } from '@ant-design/icons'
import { DndContext, PointerSensor, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core'
import { parseFormSchema, type FormFieldType, type FormSchema } from '@wp/contract'
import { ActionDialog, useQueryParam } from '@wp/ui'
import { Alert, App, Button, Card, Form, Input, Modal, Space } from 'antd'
import { useEffect, useState } from 'react'
import { forms } from './api'
import { Canvas, CANVAS_ID, Palette } from './builder/Canvas'
import { FieldProps } from './builder/FieldProps'
import { addField, copyField, emptySchema, moveField, removeField, schemaToSave, updateField } from './builder/model'
import { FormRenderer } from './renderer/FormRenderer'

interface Saved {
  formId?: number
  formName: string
  remark?: string | null
}

function SaveDialog({
  json,
  saved,
  onClose,
  onSaved,
}: {
  json: string
  saved: Saved
  onClose: () => void
  onSaved: (s: Saved) => void
}) {
  const [form] = Form.useForm<{ formName: string; remark?: string }>()
  const { message } = App.useApp()
  const submit = async () => {
    const v = await form.validateFields().catch(() => null)
    if (!v) return false
    if (saved.formId) await forms.edit(saved.formId, { formName: v.formName, remark: v.remark, formContent: json })
    else {
      const row = await forms.add({ formName: v.formName, remark: v.remark, formContent: json })
      onSaved({ ...v, formId: row.formId })
    }
    message.success('保存成功')
  }
  return (
    <ActionDialog open title="保存表单" onSubmit={submit} onClose={onClose} submitTestId="builder-save-submit">
      <Form
        form={form}
        labelCol={{ span: 5 }}
        initialValues={{ formName: saved.formName, remark: saved.remark ?? undefined }}
      >
        <Form.Item label="表单名称" name="formName" rules={[{ required: true, message: '表单名称不能为空' }]}>
          <Input maxLength={50} data-testid="builder-save-name" />
        </Form.Item>
        <Form.Item label="备注" name="remark">
          <Input.TextArea rows={2} />
        </Form.Item>
      </Form>
    </ActionDialog>
  )
}

function BuilderToolbar({
  formId,
  onOpen,
  onClear,
  onSave,
}: {
  formId: number | undefined
  onOpen: (what: 'preview' | 'json') => void
  onClear: () => void
  onSave: () => void
}) {
  return (
    <Space style={{ marginBottom: 8 }} wrap>
      <Button icon={<EyeOutlined />} onClick={() => onOpen('preview')} data-testid="builder-preview">
        预览
      </Button>
      <Button icon={<CodeOutlined />} onClick={() => onOpen('json')} data-testid="builder-json">
        查看JSON
      </Button>
      <Button icon={<ClearOutlined />} onClick={onClear} data-testid="builder-clear">
        清空
      </Button>
      <Button type="primary" icon={<SaveOutlined />} onClick={onSave} data-testid="builder-save">
        保存
      </Button>
      {formId ? <span data-testid="builder-form-id">表单编号：{formId}</span> : null}
    </Space>
  )
}

/** 表单构建 (tool/build/index, `?formId=` edits a library form): palette → 24-column grid → properties → save. */
export default function FormBuildPage({ formId: formIdProp }: { formId?: string }) {
  const formId = useQueryParam('formId', formIdProp)
  const [schema, setSchema] = useState<FormSchema>(emptySchema)
  const [selected, setSelected] = useState<string>()
  const [saved, setSaved] = useState<Saved>({ formName: '' })
  const [open, setOpen] = useState<'preview' | 'json' | 'save'>()
  const [problems, setProblems] = useState<string[]>([])
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 6 } }))

  useEffect(() => {
    if (!formId) return
    let live = true
    forms.get(formId).then(
      (row) => {
        if (!live || !row) return
        setSchema(parseFormSchema(row.formContent) ?? emptySchema())
        setSaved({ formId: row.formId, formName: row.formName, remark: row.remark })
      },
      () => undefined,
    )
    return () => {
      live = false
    }
  }, [formId])

  const add = (type: FormFieldType, index?: number) => {
    const next = addField(schema, type, index)
    setSchema(next.schema)
    setSelected(next.key)
  }
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const id = String(active.id)
    if (id.startsWith('palette:')) {
      if (!over) return
      const at = over.id === CANVAS_ID ? undefined : schema.fields.findIndex((f) => f.key === over.id)
      add(id.slice('palette:'.length) as FormFieldType, at === undefined || at < 0 ? undefined : at)
    } else if (over && over.id !== CANVAS_ID) setSchema(moveField(schema, id, String(over.id)))
  }
  const save = () => {
    const result = schemaToSave(schema)
    if ('problems' in result) return setProblems(result.problems)
    setProblems([])
    setOpen('save')
  }
  const field = schema.fields.find((f) => f.key === selected)
  const json = JSON.stringify(schema, null, 2)

  return (
    <div data-testid="builder-page" style={{ padding: 12 }}>
      <BuilderToolbar
        formId={saved.formId}
        onOpen={setOpen}
        onClear={() => (setSchema(emptySchema()), setSelected(undefined))}
        onSave={save}
      />
      {problems.length ? (
        <Alert
          type="error"
          style={{ marginBottom: 8 }}
          data-testid="builder-problems"
          message="表单不能保存"
          description={problems.join('；')}
        />
      ) : null}
      <DndContext sensors={sensors} onDragEnd={onDragEnd}>
        <div style={{ display: 'flex', gap: 12, alignItems: 'flex-start' }}>
          <Palette onAdd={(t) => add(t)} />
          <Canvas
            schema={schema}
            selected={selected}
            onSelect={setSelected}
            onCopy={(k) => setSchema(copyField(schema, k))}
            onRemove={(k) => (setSchema(removeField(schema, k)), k === selected && setSelected(undefined))}
          />
          <Card size="small" title="字段属性" style={{ width: 320, flex: 'none' }}>
            <FieldProps
              field={field}
              patch={(p) => {
                if (!field) return
                setSchema(updateField(schema, field.key, p))
                if (p.key) setSelected(p.key)
              }}
            />
          </Card>
        </div>
      </DndContext>
      <Modal
        open={open === 'preview'}
        title="预览"
        width={800}
        footer={null}
        onCancel={() => setOpen(undefined)}
        destroyOnHidden
      >
        <FormRenderer schema={schema} testId="builder-preview-form" />
      </Modal>
      <Modal open={open === 'json'} title="表单JSON" width={760} footer={null} onCancel={() => setOpen(undefined)}>
        <pre data-testid="builder-json-text" style={{ maxHeight: '60vh', overflow: 'auto', fontSize: 12 }}>
          {json}
        </pre>
      </Modal>
      {open === 'save' ? (
        <SaveDialog
          json={JSON.stringify(schema)}
          saved={saved}
          onClose={() => setOpen(undefined)}
          onSaved={(s) => setSaved(s)}
        />
      ) : null}
    </div>
  )
}
