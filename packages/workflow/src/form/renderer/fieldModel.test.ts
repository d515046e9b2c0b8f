import type { FormField } from '@wp/contract'
import dayjs from 'dayjs'
import { describe, expect, it } from 'vitest'
import { toControl, toWire } from './fieldModel'

const items: FormField = {
  key: 'items',
  label: '明细',
  type: 'subtable',
  columns: [
    { key: 'day', label: '日期', type: 'date' },
    { key: 'note', label: '说明', type: 'input', defaultValue: '无' },
  ],
}

describe('a sub-table between the wire and its controls', () => {
  it('converts every cell by its column, both ways', () => {
    const controls = toControl(items, [{ day: '2026-05-01' }]) as Record<string, unknown>[]
    expect(dayjs.isDayjs(controls[0].day)).toBe(true)
    expect(controls[0].note).toBe('无')
    expect(toWire(items, controls)).toEqual([{ day: '2026-05-01', note: '无' }])
  })

  it('holds no rows as an empty list, and sends what is not a list as it is', () => {
    expect(toControl(items, 'x')).toEqual([])
    expect(toWire(items, 'x')).toBe('x')
  })
})
