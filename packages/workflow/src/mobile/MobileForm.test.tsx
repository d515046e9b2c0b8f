import { RULE_MESSAGES, type FlowFormData, type FlowTaskActions, type FormSchema } from '@wp/contract'
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { App } from 'antd'
import { describe, expect, it } from 'vitest'
import { taskFormReadOnly, type ReadOnlyFields } from '../form/renderer/fieldModel'
import { FormRenderer, useFormRenderer } from '../form/renderer/FormRenderer'
import { TaskForm, useMobileForm } from './MobileForm'

// The mobile skin against the desktop one: the same schema, the same typed values, the same refusals and values.

const schema: FormSchema = {
  fields: [
    { type: 'input', key: 'reason', label: '事由', required: true },
    { type: 'input', key: 'mobile', label: '手机', rules: ['phone'] },
    { type: 'number', key: 'days', label: '天数', required: true },
    {
      type: 'select',
      key: 'kind',
      label: '类别',
      options: [
        { value: 'a', label: '年假' },
        { value: 'b', label: '事假' },
      ],
    },
    { type: 'money', key: 'amount', label: '金额', max: 1000 },
    { type: 'textarea', key: 'opinion', label: '经理意见', required: true },
    { type: 'input', key: 'serial', label: '编号', disabled: true },
  ],
}
const stored = { reason: '探亲', kind: 'b', serial: 'QJ-7' }
const leave: FlowFormData = { formId: 1, formName: '请假', schema, values: stored }

type Outcome = { values: Record<string, unknown> } | { refused: string[] }
let outcome: Outcome | undefined

function Desktop({ readOnly }: { readOnly?: ReadOnlyFields }) {
  const { form, validate } = useFormRenderer(schema, readOnly)
  const send = async () => {
    const values = await validate()
    outcome = values ? { values } : { refused: [] }
  }
  return (
    <App>
      <FormRenderer schema={schema} values={stored} readOnly={readOnly} form={form} />
      <button onClick={() => void send()}>提交</button>
    </App>
  )
}

function Mobile({ readOnly }: { readOnly?: ReadOnlyFields }) {
  const { instance, validate } = useMobileForm(leave, readOnly)
  const send = () =>
    validate().then(
      (values) => (outcome = { values }),
      () => (outcome = { refused: [] }),
    )
  return (
    <>
      <TaskForm form={leave} instance={instance} readOnly={readOnly} />
      <button onClick={() => void send()}>提交</button>
    </>
  )
}

const desktopInput = (key: string) =>
  screen.getByTestId(`form-field-${key}`).querySelector('input, textarea') as HTMLInputElement
const mobileInput = (key: string) =>
  screen.getByTestId(`m-field-${key}`).querySelector('input, textarea') as HTMLInputElement

/** Types `typed` into a skin, submits, and answers the values sent or the messages shown under the fields. */
async function fill(skin: 'desktop' | 'mobile', typed: Record<string, string>, readOnly?: ReadOnlyFields) {
  const view = render(skin === 'desktop' ? <Desktop readOnly={readOnly} /> : <Mobile readOnly={readOnly} />)
  const input = skin === 'desktop' ? desktopInput : mobileInput
  for (const [key, value] of Object.entries(typed)) {
    fireEvent.change(input(key), { target: { value } })
    fireEvent.blur(input(key)) // the desktop's money input settles its debounced value on leaving
  }
  outcome = undefined
  await act(async () => fireEvent.click(screen.getByText('提交')))
  await waitFor(() => expect(outcome).toBeDefined())
  const errorClass = skin === 'desktop' ? '.ant-form-item-explain-error' : '.adm-form-item-feedback-error'
  if (outcome && 'refused' in outcome)
    await waitFor(() => expect(view.container.querySelectorAll(errorClass).length).toBeGreaterThan(0))
  const shown = [...view.container.querySelectorAll(errorClass)].map((e) => e.textContent ?? '').sort()
  view.unmount()
  return outcome && 'refused' in outcome ? { refused: shown } : outcome
}

/** The same input in both skins: the outcomes must be equal, and equal to what is expected. */
async function bothSkins(typed: Record<string, string>, expected: Outcome, readOnly?: ReadOnlyFields) {
  const desktop = await fill('desktop', typed, readOnly)
  const mobile = await fill('mobile', typed, readOnly)
  expect(desktop).toEqual(expected)
  expect(mobile).toEqual(desktop)
}

const good = { mobile: '13800138000', days: '5', opinion: '同意' }

describe('MobileForm (phone skin) refuses and sends what the desktop skin does', () => {
  it('empty required fields: the kit’s required message on each', async () => {
    await bothSkins({ reason: '' }, { refused: Array(3).fill(RULE_MESSAGES.required) })
  })

  it('a named rule of the schema (phone): its contract message', async () => {
    await bothSkins({ ...good, mobile: '12345' }, { refused: [RULE_MESSAGES.phone] })
  })

  it('a bound the controls let through (money over its maximum): the contract’s final check', async () => {
    await bothSkins({ ...good, amount: '2000' }, { refused: ['金额：不能大于1000'] })
  })

  it('a right form: the same values, typed as the server expects', async () => {
    await bothSkins(good, {
      values: { reason: '探亲', mobile: '13800138000', days: 5, kind: 'b', opinion: '同意' },
    })
  })
})

const actions = (over: Partial<FlowTaskActions>): FlowTaskActions => ({
  complete: false,
  reject: false,
  return: false,
  claim: false,
  unclaim: false,
  delegate: false,
  resolve: false,
  assign: false,
  revoke: false,
  stop: false,
  countersign: false,
  remind: false,
  ...over,
})
const startForm = { schema: { fields: [schema.fields[0], schema.fields[3]] } }

describe('MobileForm shows read-only what the desktop makes read-only', () => {
  const readOnlyKeys = (skin: 'desktop' | 'mobile', readOnly: ReadOnlyFields) => {
    const view = render(skin === 'desktop' ? <Desktop readOnly={readOnly} /> : <Mobile readOnly={readOnly} />)
    const prefix = skin === 'desktop' ? 'form-field-' : 'm-field-'
    const keys = [...view.container.querySelectorAll(`[data-testid^="${prefix}"][data-readonly]`)].map((e) =>
      e.getAttribute('data-testid')!.slice(prefix.length),
    )
    view.unmount()
    return keys.sort()
  }

  it('an open task of mine: the start form’s fields and the disabled ones, with their stored values as text', () => {
    const readOnly = taskFormReadOnly({ open: true, actions: actions({ complete: true }) }, startForm)
    expect(readOnly).toEqual(['reason', 'kind'])
    expect(readOnlyKeys('mobile', readOnly)).toEqual(['kind', 'reason', 'serial'])
    expect(readOnlyKeys('mobile', readOnly)).toEqual(readOnlyKeys('desktop', readOnly))

    render(<Mobile readOnly={readOnly} />)
    expect(screen.getByTestId('m-field-kind').textContent).toBe('类别事假')
    expect(screen.getByTestId('m-field-reason').textContent).toBe('事由探亲')
    expect(mobileInput('opinion').disabled).toBe(false)
  })

  it('a task that is not mine to complete (or finished): every field', () => {
    const readOnly = taskFormReadOnly({ open: true, actions: actions({ reject: true }) }, startForm)
    expect(readOnly).toBe(true)
    expect(readOnlyKeys('mobile', readOnly)).toEqual(schema.fields.map((f) => f.key).sort())
    expect(readOnlyKeys('desktop', readOnly)).toEqual(schema.fields.map((f) => f.key).sort())
    expect(taskFormReadOnly({ open: false, actions: actions({ complete: true }) }, startForm)).toBe(true)
  })
})
