import { describe, expect, it } from 'vitest'
import { compileCleaning, fullToHalf, mapRow, mergeSources, same } from './clean'

describe('collection cleaning, mapping and merging', () => {
  it('cleans in order: trim, full-width to half-width, case, regex, value mapping, default, drop when empty', () => {
    const clean = compileCleaning([
      { column: '*', cleanType: 'trim' },
      { column: 'code', cleanType: 'fullToHalf' },
      { column: 'code', cleanType: 'upper' },
      { column: 'name', cleanType: 'regexReplace', pattern: '[（(]集团[)）]', replacement: '' },
      { column: 'kind', cleanType: 'dictMap', mapping: '企业=1,个人=2' },
      { column: 'city', cleanType: 'default', replacement: '未知' },
      { column: 'tax', cleanType: 'dropEmpty' },
    ])
    expect(clean({ code: ' ａｂ１２ ', name: '甲公司（集团）', kind: '个人', city: '  ', tax: 'T1' })).toEqual({
      row: { code: 'AB12', name: '甲公司', kind: '2', city: '未知', tax: 'T1' },
    })
    expect(clean({ code: 'x', tax: ' ' }).dropped).toBe('tax为空，按清洗规则丢弃')
    expect(fullToHalf('ＡＢＣ　１２３！')).toBe('ABC 123!')
  })

  it('maps columns to fields and merges sources by priority', () => {
    expect(
      mapRow({ a: 1, b: '', c: new Date('2024-01-02T03:04:05Z') }, [
        { fieldCode: 'x', sourceColumn: 'a' },
        { fieldCode: 'y', sourceColumn: 'b' },
        { fieldCode: 'z', sourceColumn: 'c' },
      ]),
    ).toEqual({ x: 1, y: null, z: '2024-01-02 03:04:05' })
    const merged = mergeSources(
      { name: '旧', memo: '手工' },
      [
        { priority: 5, data: { name: '低', city: '上海', phone: '1' } },
        { priority: 9, data: { name: '高', city: '' } },
      ],
      ['name', 'city', 'phone', 'memo'],
    )
    expect(merged).toEqual({ name: '高', city: '上海', phone: '1', memo: '手工' })
  })
})

describe('same', () => {
  it('compares JSON values deeply, ignoring the order of keys, with null and a missing value alike', () => {
    expect(same({ a: 1, b: { c: ['x', null] } }, { b: { c: ['x', undefined] }, a: 1 })).toBe(true)
    expect(same({ a: null }, { a: undefined })).toBe(true)
    expect(same(null, undefined)).toBe(true)
    expect(same({ a: 1 }, { a: '1' })).toBe(false)
    expect(same({ a: 1 }, { a: 1, b: 2 })).toBe(false)
    expect(same({ a: 1, c: 2 }, { a: 1, b: 2 })).toBe(false)
    expect(same([1, 2], [2, 1])).toBe(false)
    expect(same([], {})).toBe(false)
    expect(same({ a: [] }, { a: null })).toBe(false)
  })
})
