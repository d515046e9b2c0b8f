import { checkLedger, type LedgerDraft } from '@wp/contract'
import { describe, expect, it } from 'vitest'
import { draftOf, formOf } from './draft'

const DRAFT: LedgerDraft = {
  code: 'client',
  title: '客户管理',
  unique: [{ fields: ['creditCode'] }],
  sort: { fields: ['recordId'], order: [['recordId', 'desc']] },
  fields: [
    { key: 'name', label: '客户名称', type: 'text', required: true, list: { width: 200 }, search: true, form: true },
    {
      key: 'creditCode',
      label: '信用代码',
      type: 'text',
      pattern: { regex: '[0-9A-Z]{18}', message: '应为18位' },
      form: { span: 12 },
    },
  ],
}

describe('the field table', () => {
  it('round-trips a draft, keeping what the table does not show', () => {
    expect(draftOf(formOf(DRAFT), DRAFT)).toEqual(DRAFT)
  })

  it('adds a field with options, makes one sortable and drops the roles switched off', () => {
    const form = formOf(DRAFT)
    form.fields[0] = { ...form.fields[0], sortable: true, search: false }
    form.fields.push({ key: 'grade', label: '等级', type: 'dict', options: 'A:优秀，B：合格', list: true, form: true })
    const draft = draftOf(form, DRAFT)
    expect(draft.fields[0]).toEqual({
      key: 'name',
      label: '客户名称',
      type: 'text',
      required: true,
      list: { width: 200, sorter: true },
      form: true,
    })
    expect(draft.fields[2]).toEqual({
      key: 'grade',
      label: '等级',
      type: 'dict',
      options: [
        { value: 'A', label: '优秀' },
        { value: 'B', label: '合格' },
      ],
      list: true,
      form: true,
    })
    expect(draft.sort).toEqual({ fields: ['recordId', 'name'], order: [['recordId', 'desc']] })
    expect(checkLedger(draft)).toEqual([])
  })
})
