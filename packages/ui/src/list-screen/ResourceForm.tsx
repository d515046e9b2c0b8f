import { defaultsOf, useDict, type InputOf, type ResourceDescription } from '@wp/kit'
import { Button, Form, Space } from 'antd'
import { useEffect, useMemo, useState } from 'react'
import { useFormName } from '../form-name/useFormName'
import { dictTypesOf, FormFields } from './fields'
import { formFields, kebab } from './fromResource'
import { merged } from './ResourceScreen'
import type { FieldContext, FormField } from './types'

type ByKey<T, K extends PropertyKey> = { readonly [P in K]?: Partial<T> }

export interface ResourceFormProps<R extends ResourceDescription> {
  /** the description whose form fields (with their regions, rules and controls) the page shows */
  resource: R
  /** a new record (the description's defaults first) or an existing one */
  mode?: 'add' | 'edit'
  /** the values to start from: the record being edited, or what the page pre-fills */
  values?: Partial<InputOf<R>>
  /** changes to the fields drawn from the description, by key (a control of its own, a hidden field) */
  fields?: ByKey<FormField<InputOf<R>>, keyof InputOf<R>>
  /** sends the validated values; the page says what happened and where to go next */
  onSubmit: (values: InputOf<R>) => Promise<unknown>
  onCancel?: () => void
  /** the button's text (default 保存) */
  submitText?: string
}

/**
 * A described resource's form as a page of its own (the spec's `…/add` pages): the same fields, regions, rules and
 * controls as the list screen's dialog, with 保存 and 取消 below. Test ids: `<key>-form`, `<key>-form-submit`.
 */
export function ResourceForm<const R extends ResourceDescription>(props: ResourceFormProps<R>) {
  type V = InputOf<R>
  const { resource, mode = 'add', values: start, fields: changes, onSubmit, onCancel, submitText = '保存' } = props
  const [form] = Form.useForm<V>()
  const values = (Form.useWatch((all: Partial<V>) => all, form) ?? {}) as Partial<V>
  const [saving, setSaving] = useState(false)
  const fields = useMemo(
    () => merged(formFields<V, undefined>(resource), changes as Record<string, unknown> | undefined),
    [resource, changes],
  )
  const dicts = useDict(...dictTypesOf(fields))
  const name = kebab(resource.key)
  const formName = useFormName(name)

  useEffect(() => {
    form.resetFields()
    form.setFieldsValue({ ...(mode === 'add' ? defaultsOf(resource) : {}), ...start } as never)
  }, [form, resource, mode, start])

  const submit = async () => {
    const filled = await form.validateFields().catch(() => null)
    if (!filled) return
    setSaving(true)
    try {
      await onSubmit(filled)
    } catch {
      // the kit has shown why (the server's message); the form stays as it was, to be corrected
    } finally {
      setSaving(false)
    }
  }

  const ctx: FieldContext<V, undefined> = { mode, values, data: undefined }
  return (
    <Form
      form={form}
      name={formName}
      data-testid={`${name}-form`}
      labelCol={{ flex: `${resource.dialog?.labelWidth ?? 120}px` }}
    >
      <FormFields fields={fields} ctx={ctx} dicts={dicts} />
      <Form.Item label=" " colon={false}>
        <Space>
          <Button type="primary" loading={saving} onClick={submit} data-testid={`${name}-form-submit`}>
            {submitText}
          </Button>
          {onCancel && <Button onClick={onCancel}>取消</Button>}
        </Space>
      </Form.Item>
    </Form>
  )
}
