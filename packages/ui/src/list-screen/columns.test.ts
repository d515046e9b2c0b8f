import { describe, expect, it } from 'vitest'
import { actionsWidth, columnWidth, tableScrollWidth } from './columns'

describe('list columns: widths from what they show', () => {
  it('gives every column without a width one that fits its header and its kind of value', () => {
    expect(columnWidth({ title: '名称' })).toBe(120)
    expect(columnWidth({ title: '创建时间', time: true })).toBe(170)
    expect(columnWidth({ title: '日期', time: '{y}-{m}-{d}' })).toBe(110)
    expect(columnWidth({ title: '状态', dict: 'sys_normal_disable' })).toBe(100)
    // a long header is never cut: 14 px a character, the cell's padding and a sort arrow
    expect(columnWidth({ title: '其中：固定资产投资计划（万元）' })).toBe(15 * 14 + 48)
    expect(columnWidth({ title: '名称', width: 90 })).toBe(90)
  })

  it('makes the 操作 column as wide as its buttons and the table as wide as its columns', () => {
    expect(actionsWidth(3)).toBeGreaterThanOrEqual(3 * 60)
    expect(actionsWidth(0)).toBe(actionsWidth(1))
    expect(tableScrollWidth([{ width: 100 }, { width: 170 }], true)).toBe(318)
  })
})
