import { DeleteOutlined, PlusOutlined } from '@ant-design/icons'
import type { FormField, FormSchema } from '@wp/contract'
import { toFormRule } from '@wp/kit'
import { PlainTable } from '@wp/ui'
import { Button, Col, Form, Row, type FormInstance, type FormRule } from 'antd'
import { useCallback, useEffect, useMemo } from 'react'
import { FieldControl } from './controls'
import { checkValues, controlValues, fieldChecks, isReadOnly } from './fieldModel'

export interface FormRendererProps {
  schema: FormSchema
  /** the stored values (process variables) */
  values?: Record<string, unknown>
  /** true: everything read-only; a key list: those fields (earlier nodes' fields on a task form) */
  readOnly?: boolean | readonly string[]
  /** from `useFormRenderer()`, to validate and read the values */
  form?: FormInstance
  testId?: string
}

const rulesOf = (field: FormField, readOnly: boolean): FormRule[] =>
  readOnly
    ? []
    : fieldChecks(field).map((check) => ({
        ...toFormRule(check),
        required: check === fieldChecks(field)[0] && field.required,
      }))

function SubTable({ field, disabled }: { field: FormField; disabled: boolean }) {
  const columns = field.columns ?? []
  return (
    <Form.List name={field.key}>
      {(rows, { add, remove }) => (
        <>
          <PlainTable
            rowKey="key"
            dataSource={rows}
            data-testid={`form-subtable-${field.key}`}
            columns={[
              ...columns.map((c) => ({
                key: c.key,
                title: c.label,
                render: (_: unknown, row: { name: number }) => (
                  <Form.Item name={[row.name, c.key]} rules={rulesOf(c, disabled)} style={{ margin: 0 }}>
                    <FieldControl field={c} disabled={disabled} />
                  </Form.Item>
                ),
              })),
              ...(disabled
                ? []
                : [
                    {
                      key: 'remove',
                      title: '',
                      width: 48,
                      render: (_: unknown, row: { name: number }) => (
                        <Button
                          type="text"
                          icon={<DeleteOutlined />}
                          aria-label="删除行"
                          onClick={() => remove(row.name)}
                        />
                      ),
                    },
                  ]),
            ]}
          />
          {disabled ? null : (
            <Button type="dashed" block icon={<PlusOutlined />} onClick={() => add({})} style={{ marginTop: 4 }}>
              添加一行
            </Button>
          )}
        </>
      )}
    </Form.List>
  )
}

/** One form of the library, drawn on a 24-column grid; the start form, the task form and the builder's preview. */
export function FormRenderer({ schema, values, readOnly, form, testId = 'form-renderer' }: FormRendererProps) {
  const initial = useMemo(() => controlValues(schema, values), [schema, values])
  const [own] = Form.useForm()
  const instance = form ?? own
  useEffect(() => instance.setFieldsValue(initial), [instance, initial])
  return (
    <Form
      form={instance}
      initialValues={initial}
      labelCol={{ flex: `${schema.labelWidth ?? 100}px` }}
      labelWrap
      data-testid={testId}
    >
      <Row gutter={16}>
        {schema.fields.map((f) => {
          const disabled = isReadOnly(f, readOnly)
          return (
            <Col
              key={f.key}
              span={f.span ?? 24}
              data-testid={`form-field-${f.key}`}
              data-readonly={disabled || undefined}
            >
              {f.type === 'subtable' ? (
                <Form.Item label={f.label} required={f.required && !disabled}>
                  <SubTable field={f} disabled={disabled} />
                </Form.Item>
              ) : (
                <Form.Item name={f.key} label={f.label} rules={rulesOf(f, disabled)} required={f.required && !disabled}>
                  <FieldControl field={f} disabled={disabled} />
                </Form.Item>
              )}
            </Col>
          )
        })}
      </Row>
    </Form>
  )
}

/**
 * The form instance of a FormRenderer and its check: antd's rules on the controls, then the contract's
 * validateFormData (what the server runs too). Resolves the values to send, or null after showing the errors.
 */
export function useFormRenderer(schema: FormSchema | null | undefined, readOnly?: boolean | readonly string[]) {
  const [form] = Form.useForm()
  const validate = useCallback(async (): Promise<Record<string, unknown> | null> => {
    if (!schema) return {}
    const controls = await form.validateFields().catch(() => null)
    if (!controls) return null
    const { values, errors } = checkValues(schema, { ...form.getFieldsValue(true), ...controls }, readOnly)
    if (errors.length) {
      form.setFields(
        errors.map((e) => ({
          name: e.key.split('.').map((p) => (/^\d+$/.test(p) ? Number(p) : p)),
          errors: [e.message],
        })),
      )
      return null
    }
    return values
  }, [form, schema, readOnly])
  return { form, validate }
}
