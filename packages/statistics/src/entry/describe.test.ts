import { INVESTMENT, STAT_KINDS, type StatField } from '@wp/contract'
import { describe, expect, it } from 'vitest'
import { controlOf, defaultPeriod, figureCheck, kindOf, listFields, lockOf, periodChoices } from './describe'

const field = (over: Partial<StatField>): StatField => ({ key: 'x', label: '本月完成投资', type: 'money', ...over })

describe('entry screens from the kind descriptions', () => {
  it('finds the kind from the prop, the menu query or the path', () => {
    expect(kindOf('fund', '', '/')?.kind).toBe('fund')
    expect(kindOf(undefined, '?kind=investment', '/statistics/entry')?.kind).toBe('investment')
    expect(kindOf(undefined, '', '/statistics/patentDetail')?.kind).toBe('patentDetail')
    expect(kindOf(undefined, '', '/statistics/manualInputData/listHumanResource')?.kind).toBe('humanResource')
    expect(kindOf(undefined, '?kind=nope', '/x')).toBeUndefined()
  })

  it('offers the periods of the kind, newest first, monthly forms starting at last month', () => {
    const now = new Date(2026, 0, 15)
    expect(periodChoices('M', now).slice(0, 3)).toEqual(['2026-01', '2025-12', '2025-11'])
    expect(periodChoices('H', now).slice(0, 3)).toEqual(['2026-H1', '2025-H2', '2025-H1'])
    expect(periodChoices('Y', now)[0]).toBe('2026')
    expect(periodChoices('D', now)[1]).toBe('2026-01-14')
    expect(defaultPeriod('M', now)).toBe('2025-12')
  })

  it('checks a figure against its description: number, decimals, bounds, with the field named', () => {
    const money = figureCheck(field({ precision: 2, min: 0, max: 1e14 }))
    expect(money('1,234.5')).toBeNull()
    expect(money('')).toBeNull()
    expect(money('abc')).toBe('本月完成投资必须是数字')
    expect(money('1.234')).toBe('本月完成投资最多2位小数')
    expect(money('-1')).toBe('本月完成投资不能小于0')
    const count = figureCheck(field({ label: '在建重点项目数', type: 'integer', precision: 0, min: 0, max: 100 }))
    expect(count('2.5')).toBe('在建重点项目数必须是整数')
    expect(count('101')).toBe('在建重点项目数不能大于100')
    const note = figureCheck(field({ label: '说明', type: 'text', maxLength: 3 }))
    expect(note('一二三四')).toBe('说明不能超过3个字符')
  })

  it('gives every field of every kind a control and every kind list columns', () => {
    for (const kind of STAT_KINDS) {
      expect(listFields(kind).length).toBeGreaterThan(0)
      for (const f of kind.fields) expect(controlOf(f)).toMatch(/money|number|text|textarea|date|dict/)
    }
    expect(listFields(INVESTMENT).map((f) => f.key)).toContain('ytdTotal')
    expect(controlOf(INVESTMENT.fields.find((f) => f.key === 'progressNote')!)).toBe('textarea')
  })

  it('locks a field by its own lock first, else by the whole form', () => {
    const base = { indexId: 1, indexCode: 'X', kind: 'investment' as const }
    const locks = [
      { ...base, fieldName: '*', locked: true },
      { ...base, fieldName: 'monthTotal', locked: false },
    ]
    expect(lockOf(locks, 'ytdTotal')?.fieldName).toBe('*')
    expect(lockOf(locks, 'monthTotal')).toBeUndefined()
    expect(lockOf([], 'ytdTotal')).toBeUndefined()
  })
})
