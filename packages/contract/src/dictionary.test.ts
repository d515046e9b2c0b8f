import { describe, expect, expectTypeOf, it } from 'vitest'
import { dictionary, numberedDictionary } from './dictionary'
import { OKR_DICTIONARIES, OKR_OBJ_STATUS } from './okr/dicts'
import { HAZARD_STATUS, SAFETY_DICTIONARIES } from './safety/dicts'
import { LOCK_TYPE, STAT_DICTIONARIES } from './statistics/dicts'

describe('dictionary', () => {
  it('declares the items in order and names each value once', () => {
    const level = dictionary('t_level', '级别', { LOW: ['1', '低', 'info'], HIGH: ['2', '高', 'danger'] })
    expect(level.type).toBe('t_level')
    expect(level.name).toBe('级别')
    expect(level.items).toEqual([
      ['1', '低', 'info'],
      ['2', '高', 'danger'],
    ])
    expect(level.values).toEqual({ LOW: '1', HIGH: '2' })
    expectTypeOf(level.values.HIGH).toEqualTypeOf<'2'>()
  })

  it('names the default entry by its key and keeps a remark of its own', () => {
    const level = dictionary(
      't_level',
      '级别',
      { LOW: ['1', '低'], HIGH: ['2', '高'] },
      { default: 'HIGH', remark: '说明' },
    )
    expect(level.defaultValue).toBe('2')
    expect(level.remark).toBe('说明')
    expect(dictionary('t_kind', '类别', { A: ['a', '甲'] })).not.toHaveProperty('defaultValue')
  })

  it('numbers a list of labels from 1', () => {
    expect(numberedDictionary('t_kind', '类别', ['甲', '乙']).items).toEqual([
      ['1', '甲'],
      ['2', '乙'],
    ])
    expect(numberedDictionary('t_kind', '类别', ['甲'])).not.toHaveProperty('remark')
    expect(numberedDictionary('t_kind', '类别', ['甲'], { remark: '说明' }).remark).toBe('说明')
  })

  it('gives the modules the constants their seeded dictionaries hold', () => {
    const items = (list: typeof OKR_DICTIONARIES, type: string) => list.find((d) => d.type === type)?.items
    expect(items(SAFETY_DICTIONARIES, 'safe_hazard_status')?.map(([v]) => v)).toEqual(Object.values(HAZARD_STATUS))
    expect(items(SAFETY_DICTIONARIES, 'safe_check_type')?.[6]).toEqual(['7', '隐患随手拍'])
    expect(items(OKR_DICTIONARIES, 'okr_obj_status')?.find(([v]) => v === OKR_OBJ_STATUS.ARCHIVED)).toEqual([
      '9',
      '已归档',
      'info',
    ])
    expect(items(STAT_DICTIONARIES, 'stat_lock_type')).toEqual([
      [LOCK_TYPE.MANUAL, '手工锁定'],
      [LOCK_TYPE.DEADLINE, '截止锁定'],
      [LOCK_TYPE.SUBMIT, '提交锁定'],
    ])
    expect(SAFETY_DICTIONARIES.map((d) => d.type)).toEqual([
      'safe_hazard_level',
      'safe_hazard_status',
      'safe_check_type',
      'safe_hazard_category',
      'safe_hazard_subcategory',
      'safe_accept_type',
      'safe_supervise_level',
      'safe_delay_status',
    ])
  })
})
