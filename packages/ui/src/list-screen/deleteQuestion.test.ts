import { describe, expect, it } from 'vitest'
import { deleteQuestion, deleteQuestionOf } from './ResourceScreen'

describe('deleteQuestion', () => {
  it('names up to five rows, then counts them', () => {
    expect(deleteQuestion('岗位', ['董事长'])).toBe('是否确认删除岗位"董事长"？')
    expect(deleteQuestion('文件', ['1', '2', '3', '4', '5', '6'])).toBe(
      '是否确认删除文件"1"、"2"、"3"、"4"、"5" 等 6 项？',
    )
  })

  it('deleteQuestionOf asks the same with each row named by the given field', () => {
    const ask = deleteQuestionOf<{ ledgerName: string }>('台账', (r) => r.ledgerName)
    expect(ask([{ ledgerName: '设备台账' }, { ledgerName: '车辆台账' }])).toBe(
      '是否确认删除台账"设备台账"、"车辆台账"？',
    )
  })
})
