import { dictionary } from '@wp/contract'
import { describe, expect, it } from 'vitest'
import { dictSeedsOf } from './seed'

describe('dictSeedsOf', () => {
  const level = dictionary('t_level', '级别', { LOW: ['1', '低', 'info'], HIGH: ['2', '高'] }, { default: 'HIGH' })
  const kind = dictionary('t_kind', '类别', { A: ['a', '甲'] }, { remark: '自定的说明' })

  it('marks the default entry and colours an entry without a colour as default', () => {
    expect(dictSeedsOf([level], '模块')).toEqual([
      [
        't_level',
        '级别',
        '模块：级别',
        [
          ['低', '1', 'info'],
          ['高', '2', 'default', 'Y'],
        ],
      ],
    ])
  })

  it('remarks a dictionary with its own remark, else `<prefix>：<name>`, else not at all', () => {
    expect(dictSeedsOf([kind, level], '模块').map(([, , remark]) => remark)).toEqual(['自定的说明', '模块：级别'])
    expect(dictSeedsOf([kind, level]).map(([, , remark]) => remark)).toEqual(['自定的说明', ''])
  })
})
