import type { FormSchema } from '@wp/contract'
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { App } from 'antd'
import { describe, expect, it } from 'vitest'
import { FormRenderer, useFormRenderer } from './FormRenderer'

const schema: FormSchema = {
  fields: [
    { type: 'input', key: 'reason', label: '事由', required: true },
    { type: 'input', key: 'mail', label: '邮箱', rules: ['email'] },
    { type: 'number', key: 'days', label: '天数', required: true, max: 30 },
    { type: 'textarea', key: 'opinion', label: '经理意见', required: true },
    { type: 'money', key: 'amount', label: '金额', max: 1000 },
  ],
}

let result: Record<string, unknown> | null | undefined

function Harness({ values, readOnly }: { values?: Record<string, unknown>; readOnly?: readonly string[] }) {
  const { form, validate } = useFormRenderer(schema, readOnly)
  return (
    <App>
      <FormRenderer schema={schema} values={values} readOnly={readOnly} form={form} />
      <button onClick={async () => (result = await validate())}>提交</button>
    </App>
  )
}

const input = (key: string) =>
  screen.getByTestId(`form-field-${key}`).querySelector('input, textarea') as HTMLInputElement
async function submit() {
  result = undefined
  await act(async () => fireEvent.click(screen.getByText('提交')))
  await waitFor(() => expect(result).not.toBeUndefined())
}

describe('FormRenderer (desktop skin) with the contract’s check', () => {
  it('refuses empty required fields with the kit’s message and sends nothing', async () => {
    render(<Harness />)
    await submit()
    expect(result).toBeNull()
    expect(await screen.findAllByText('该输入项为必填项!')).toHaveLength(3)
  })

  it('applies the named rules of the schema (email)', async () => {
    render(<Harness />)
    fireEvent.change(input('reason'), { target: { value: '探亲' } })
    fireEvent.change(input('mail'), { target: { value: 'not-a-mail' } })
    fireEvent.change(input('days'), { target: { value: '5' } })
    fireEvent.change(input('opinion'), { target: { value: '同意' } })
    await submit()
    expect(result).toBeNull()
    expect(await screen.findByText('请输入正确的邮箱地址')).toBeTruthy()
  })

  it('answers the typed values when the form is right', async () => {
    render(<Harness />)
    fireEvent.change(input('reason'), { target: { value: '探亲' } })
    fireEvent.change(input('mail'), { target: { value: 'a@b.cn' } })
    fireEvent.change(input('days'), { target: { value: '5' } })
    fireEvent.change(input('opinion'), { target: { value: '同意' } })
    await submit()
    expect(result).toEqual({ reason: '探亲', mail: 'a@b.cn', days: 5, opinion: '同意' })
  })

  it('shows earlier fields read-only with their values and sends only the task’s own fields', async () => {
    render(<Harness values={{ reason: '探亲', days: 5 }} readOnly={['reason', 'mail', 'days']} />)
    expect(input('reason').disabled).toBe(true)
    expect(input('reason').value).toBe('探亲')
    expect(input('days').disabled).toBe(true)
    expect(input('opinion').disabled).toBe(false)
    expect(screen.getByTestId('form-field-reason').dataset.readonly).toBe('true')
    await submit()
    expect(result).toBeNull() // the task's own required field is empty
    fireEvent.change(input('opinion'), { target: { value: '同意' } })
    await submit()
    expect(result).toEqual({ opinion: '同意' })
  })

  it('the contract check catches what the controls let through (a money amount over its bound)', async () => {
    render(<Harness values={{ reason: '探亲', days: 2 }} readOnly={['reason', 'days']} />)
    fireEvent.change(input('amount'), { target: { value: '2000' } })
    await waitFor(() => expect(input('amount').value).toBe('2,000'))
    fireEvent.change(input('opinion'), { target: { value: '同意' } })
    await submit()
    // the money control has no bounds of its own; the contract refuses the value with the field's label
    expect(result).toBeNull()
    expect(await screen.findByText('金额：不能大于1000')).toBeTruthy()
  })
})
