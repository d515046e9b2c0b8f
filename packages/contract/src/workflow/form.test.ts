import { describe, expect, it } from 'vitest'
import { checkFormSchema, parseFormSchema, validateFormData, type FormSchema } from './form'

const leave: FormSchema = {
  fields: [
    { type: 'select', key: 'type', label: '请假类型', required: true, options: [{ label: '年假', value: 'annual' }] },
    { type: 'number', key: 'days', label: '天数', required: true, min: 0.5, max: 30, precision: 1 },
    { type: 'input', key: 'mail', label: '邮箱', rules: ['email'] },
    { type: 'daterange', key: 'range', label: '起止' },
    {
      type: 'subtable',
      key: 'items',
      label: '明细',
      columns: [{ type: 'money', key: 'amount', label: '金额', required: true }],
    },
  ],
}

describe('form schema', () => {
  it('keeps only known keys, normalises numbers and reports each bad field', () => {
    const ok = validateFormData(leave, { type: 'annual', days: '3', extra: 'x', items: [{ amount: '12.50' }] })
    expect(ok.errors).toEqual([])
    expect(ok.values).toEqual({ type: 'annual', days: 3, items: [{ amount: 12.5 }] })

    const bad = validateFormData(
      leave,
      { type: 'sick', days: 31, mail: 'nope', range: ['2026-02-01', '2026-01-01'], items: [{}] },
      { checks: { email: (v) => (String(v).includes('@') ? null : '请输入正确的邮箱地址') } },
    )
    expect(bad.errors.map((e) => e.key)).toEqual(['type', 'days', 'mail', 'range', 'items.0.amount'])
    expect(bad.errors[1].message).toBe('天数：不能大于30')
    expect(validateFormData(leave, {}).errors.map((e) => e.message)).toEqual(['请假类型：不能为空', '天数：不能为空'])
  })

  it('checks dictionaries when their values are given', () => {
    const schema: FormSchema = { fields: [{ type: 'radio', key: 'sex', label: '性别', dictType: 'sys_user_sex' }] }
    const dictValues = () => ['0', '1']
    expect(validateFormData(schema, { sex: '3' }, { dictValues }).errors).toHaveLength(1)
    expect(validateFormData(schema, { sex: '1' }, { dictValues }).values).toEqual({ sex: '1' })
  })

  it('refuses schemas with reserved, duplicate or malformed keys', () => {
    expect(checkFormSchema(leave)).toEqual([])
    expect(
      checkFormSchema({
        fields: [
          { type: 'input', key: 'INITIATOR', label: 'a' },
          { type: 'input', key: 'x', label: 'b' },
          { type: 'input', key: 'x', label: 'c' },
          { type: 'input', key: '__proto__ x', label: 'd' },
          { type: 'script', key: 'y', label: 'e' },
        ],
      }),
    ).toHaveLength(4)
    expect(parseFormSchema('{"fields":[]}')).toEqual({ fields: [] })
    expect(parseFormSchema('{oops')).toBeNull()
  })
})
