import { parseFormSchema } from '@wp/contract'
import { describe, expect, it } from 'vitest'
import { addField, copyField, emptySchema, moveField, removeField, schemaToSave, updateField } from './model'

describe('the form builder model (palette → schema)', () => {
  it('adds fields from the palette with unique keys and defaults', () => {
    let s = emptySchema()
    ;({ schema: s } = addField(s, 'input'))
    ;({ schema: s } = addField(s, 'number'))
    ;({ schema: s } = addField(s, 'input'))
    const { schema, key } = addField(s, 'radio', 0)
    expect(key).toBe('radio1')
    expect(schema.fields.map((f) => f.key)).toEqual(['radio1', 'input1', 'number1', 'input2'])
    expect(schema.fields[0].options).toHaveLength(2)
    expect(addField(schema, 'subtable').schema.fields.at(-1)?.columns).toHaveLength(1)
  })

  it('moves a field onto another one’s place and removes fields', () => {
    let s = emptySchema()
    for (const t of ['input', 'number', 'date'] as const) s = addField(s, t).schema
    s = moveField(s, 'date1', 'input1')
    expect(s.fields.map((f) => f.key)).toEqual(['date1', 'input1', 'number1'])
    s = moveField(s, 'date1', 'number1')
    expect(s.fields.map((f) => f.key)).toEqual(['input1', 'number1', 'date1'])
    expect(moveField(s, 'nope', 'input1')).toBe(s)
    s = removeField(s, 'number1')
    expect(s.fields.map((f) => f.key)).toEqual(['input1', 'date1'])
    s = copyField(s, 'input1')
    expect(s.fields.map((f) => f.key)).toEqual(['input1', 'input2', 'date1'])
  })

  it('updates label, key, required, rules and span; a dictionary replaces fixed options', () => {
    let s = addField(emptySchema(), 'select').schema
    s = updateField(s, 'select1', { key: 'type', label: '请假类型', required: true, span: 12 })
    s = updateField(s, 'type', { dictType: 'sys_leave_type' })
    expect(s.fields[0]).toEqual({
      type: 'select',
      key: 'type',
      label: '请假类型',
      required: true,
      span: 12,
      dictType: 'sys_leave_type',
    })
    s = updateField(addField(s, 'input').schema, 'input1', { rules: ['email'], placeholder: '' })
    expect(s.fields[1]).toEqual({ type: 'input', key: 'input1', label: '单行文本', span: 24, rules: ['email'] })
  })

  it('saves a schema the contract parses back, and refuses a bad one with the reasons', () => {
    let s = addField(emptySchema(), 'number').schema
    s = updateField(s, 'number1', { key: 'days', label: '请假天数', required: true, min: 0.5 })
    const saved = schemaToSave(s)
    expect('json' in saved && parseFormSchema(saved.json)).toEqual(s)
    expect(schemaToSave(emptySchema())).toEqual({ problems: ['表单中还没有字段'] })
    const dup = updateField(addField(s, 'input').schema, 'input1', { key: 'days' })
    expect(schemaToSave(dup)).toEqual({ problems: ['字段标识「days」重复'] })
    const reserved = updateField(s, 'days', { key: 'INITIATOR' })
    expect(schemaToSave(reserved)).toEqual({ problems: ['字段标识「INITIATOR」是流程保留变量名'] })
  })
})
