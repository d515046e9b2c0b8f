import { describe, expect, it } from 'vitest'
import { actionButtonWidth, actionsWidth, columnWidth, tableScrollWidth } from './columns'

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

  it('sizes a dictionary column to its longest label, up to a limit', () => {
    const dicts = {
      stat_fund_type: [
        { label: '中央预算内投资', value: '1' },
        { label: '省级', value: '2' },
      ],
    }
    // 中央预算内投资: 7 × 14 px, the tag's 16, the cell's padding 16 and 8 to spare (it was 104: cut by 9 px)
    expect(columnWidth({ title: '资金类别', dict: 'stat_fund_type' }, dicts as never)).toBe(98 + 16 + 16 + 8)
    expect(columnWidth({ title: '资金类别', dict: 'other' }, dicts as never)).toBe(104)
    const long = { label: '很'.repeat(30), value: '1' }
    expect(columnWidth({ title: '说明', choices: [long] })).toBe(240)
  })

  it('makes the 操作 column as wide as its widest row of buttons and the table as wide as its columns', () => {
    // measured in Chromium with fonts-wqy-microhei: 修改 with its icon 66 px, 阅读用户 94, 详情 without an icon 44
    expect(actionButtonWidth({ label: '修改', icon: true })).toBe(66)
    expect(actionButtonWidth({ label: '阅读用户', icon: true })).toBe(94)
    expect(actionButtonWidth({ label: '详情' })).toBe(44)
    const edit = { label: '修改', icon: true }
    // 通知公告's 修改 删除 阅读用户 (226 px) in the cell's padding: it had 220 and cut 阅读用户 by 18 px
    const notice = [edit, { label: '删除', icon: true }, { label: '阅读用户', icon: true }]
    expect(actionsWidth([[edit], notice])).toBe(16 + 226 + 8)
    expect(actionsWidth([[edit], notice], 220)).toBe(250)
    expect(actionsWidth([[edit]], 300)).toBe(300)
    expect(actionsWidth([])).toBe(actionsWidth([[edit]]))
    expect(tableScrollWidth([{ width: 100 }, { width: 170 }], true)).toBe(318)
  })
})
