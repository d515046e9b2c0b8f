import { act, render } from '@testing-library/react'
import { Form, Input, InputNumber, type FormInstance } from 'antd'
import { describe, expect, it } from 'vitest'
import { rules } from './formRules'

/** The rules inside a real antd Form, as the screens use them. */
async function validate(values: Record<string, unknown>) {
  let form: FormInstance | undefined
  function Probe() {
    const [f] = Form.useForm()
    form = f
    return (
      <Form form={f} initialValues={values}>
        <Form.Item name="sort" rules={[rules.required]}>
          <InputNumber />
        </Form.Item>
        <Form.Item name="label" rules={[rules.required, rules.maxLength(3)]}>
          <Input />
        </Form.Item>
      </Form>
    )
  }
  render(<Probe />)
  let errors: string[] = []
  await act(async () => {
    await form!.validateFields().catch((e: { errorFields: { errors: string[] }[] }) => {
      errors = e.errorFields.flatMap((f) => f.errors)
    })
  })
  return errors
}

describe('rules in an antd Form', () => {
  it('required accepts the number 0 and refuses blanks with the spec message', async () => {
    expect(await validate({ sort: 0, label: 'ab' })).toEqual([])
    expect(await validate({ sort: undefined, label: '  ' })).toEqual(['该输入项为必填项!', '该输入项为必填项!'])
    expect(await validate({ sort: 1, label: 'abcd' })).toEqual(['最多输入3个字符'])
  })
})
