import { describe, expect, it } from 'vitest'
import { createEditorId } from './editorId'
import { formatMoney, isNumericString, parseMoney, sanitizeMoneyInput } from './money'
import { formatNumberUnit, roundNumber } from './number'
import { addDateRange, tansParams } from './params'
import { parseTime } from './parseTime'
import { handleTree } from './tree'

describe('parseTime', () => {
  const local = new Date(2024, 0, 5, 9, 3, 7) // a Friday

  it('formats with the default pattern, zero-padded', () => {
    expect(parseTime(local)).toBe('2024-01-05 09:03:07')
  })
  it('treats ten-digit numbers as seconds and longer ones as milliseconds', () => {
    const seconds = Math.floor(local.getTime() / 1000)
    expect(parseTime(seconds)).toBe('2024-01-05 09:03:07')
    expect(parseTime(seconds * 1000)).toBe('2024-01-05 09:03:07')
  })
  it('parses digit strings as numbers', () => {
    expect(parseTime(String(Math.floor(local.getTime() / 1000)))).toBe('2024-01-05 09:03:07')
  })
  it('reads dashes and a T separator, dropping milliseconds', () => {
    expect(parseTime('2024-01-05T09:03:07.123')).toBe('2024-01-05 09:03:07')
    expect(parseTime('2024-01-05 09:03:07', '{y}/{m}/{d}')).toBe('2024/01/05')
  })
  it('gives the Chinese weekday for {a}', () => {
    expect(parseTime(local, '星期{a}')).toBe('星期五')
    expect(parseTime(new Date(2024, 0, 7), '{a}')).toBe('日')
  })
  it('returns null for empty or unparsable input', () => {
    expect(parseTime(null)).toBeNull()
    expect(parseTime(undefined)).toBeNull()
    expect(parseTime('')).toBeNull()
    expect(parseTime('not a date')).toBeNull()
  })
})

describe('number units and rounding', () => {
  it('rounds to one decimal by default, half away from zero, without float drift', () => {
    expect(roundNumber(1.25)).toBe(1.3)
    expect(roundNumber(-1.25)).toBe(-1.3)
    expect(roundNumber(1.005, 2)).toBe(1.01)
    expect(roundNumber(3.14159, 3)).toBe(3.142)
  })
  it('keeps small numbers in 元', () => {
    expect(formatNumberUnit(9999)).toEqual({ value: 9999, unit: '元', text: '9999元' })
  })
  it('steps through 万 亿 兆 京 垓 杼 at factors of 10000', () => {
    expect(formatNumberUnit(123456).text).toBe('12.3万')
    expect(formatNumberUnit(1.5e8).text).toBe('1.5亿')
    expect(formatNumberUnit(2e12).text).toBe('2兆')
    expect(formatNumberUnit(3e16).text).toBe('3京')
    expect(formatNumberUnit(4e20).text).toBe('4垓')
    expect(formatNumberUnit(5e24).text).toBe('5杼')
    expect(formatNumberUnit(5e28).text).toBe('50000杼')
  })
  it('carries a rounded 10000 into the next unit', () => {
    expect(formatNumberUnit(99999999).text).toBe('1亿')
  })
  it('handles negatives, strings with commas and custom decimals', () => {
    expect(formatNumberUnit(-123456, 2).text).toBe('-12.35万')
    expect(formatNumberUnit('1,234,567').text).toBe('123.5万')
    expect(formatNumberUnit('abc').text).toBe('0元')
  })
})

describe('money', () => {
  it('formats with thousands separators and two decimals', () => {
    expect(formatMoney(1234567.8)).toBe('1,234,567.80')
    expect(formatMoney('1234.565')).toBe('1,234.57')
    expect(formatMoney(-1000)).toBe('-1,000.00')
    expect(formatMoney(0)).toBe('0.00')
  })
  it('gives an empty string for empty or invalid input', () => {
    expect(formatMoney(null)).toBe('')
    expect(formatMoney('')).toBe('')
    expect(formatMoney('abc')).toBe('')
  })
  it('parses money text back', () => {
    expect(parseMoney('-1,234.5')).toBe(-1234.5)
    expect(parseMoney('12a')).toBeNull()
  })
  it('sanitises typing: filters characters, groups, 2 decimals, 20 characters, one leading minus', () => {
    expect(sanitizeMoneyInput('12a34b5')).toBe('12,345')
    expect(sanitizeMoneyInput('1234.5678')).toBe('1,234.56')
    expect(sanitizeMoneyInput('-12-3')).toBe('-123')
    expect(sanitizeMoneyInput('-12', false)).toBe('12')
    expect(sanitizeMoneyInput('1.2.3')).toBe('1.23')
    expect(sanitizeMoneyInput('007')).toBe('7')
    expect(sanitizeMoneyInput('.5')).toBe('0.5')
    expect(sanitizeMoneyInput('1,2,3,4')).toBe('1,234')
    const long = sanitizeMoneyInput('123456789012345678901234')
    expect(long.length).toBeLessThanOrEqual(20)
    expect(long).toBe('123,456,789,012,345')
  })
  it('checks numeric strings: optional sign, no leading zeros, optional decimals', () => {
    for (const good of ['0', '12', '-12.50', '+3', '0.5']) expect(isNumericString(good), good).toBe(true)
    for (const bad of ['012', '1.', '.5', '1e3', '', '-', '1,000', ' 1']) expect(isNumericString(bad), bad).toBe(false)
  })
})

describe('handleTree', () => {
  const flat = [
    { id: 1, parentId: 0, name: 'root' },
    { id: 2, parentId: 1, name: 'child' },
    { id: 3, parentId: 2, name: 'grandchild' },
    { id: 4, parentId: 99, name: 'orphan' },
  ]

  it('nests children under parents and turns orphans into roots', () => {
    const tree = handleTree(flat)
    expect(tree.map((n) => n.name)).toEqual(['root', 'orphan'])
    expect(tree[0].children[0].name).toBe('child')
    expect(tree[0].children[0].children[0].name).toBe('grandchild')
    expect(tree[1].children).toEqual([])
  })
  it('takes custom field names and leaves the input unchanged', () => {
    const depts = [
      { deptId: 10, pid: 0 },
      { deptId: 11, pid: 10 },
    ]
    const tree = handleTree(depts, 'deptId', 'pid', 'nodes')
    expect(tree[0].nodes[0].deptId).toBe(11)
    expect(depts[0]).toEqual({ deptId: 10, pid: 0 })
  })
  it('makes a node that names itself as parent a root', () => {
    expect(handleTree([{ id: 1, parentId: 1 }])).toHaveLength(1)
  })
})

describe('addDateRange and tansParams', () => {
  it('puts the range into params.beginTime / endTime', () => {
    const query = { pageNum: 1, params: { other: 'x' } }
    const result = addDateRange(query, ['2024-01-01', '2024-01-31'])
    expect(result.params).toEqual({ other: 'x', beginTime: '2024-01-01', endTime: '2024-01-31' })
    expect(query.params).toEqual({ other: 'x' })
  })
  it('uses begin<Prop> / end<Prop> with a prop name, and tolerates a missing range', () => {
    expect(addDateRange({}, ['a', 'b'], 'CreateTime').params).toEqual({ beginCreateTime: 'a', endCreateTime: 'b' })
    expect(addDateRange({ params: 'bad' }, null).params).toEqual({ beginTime: undefined, endTime: undefined })
  })
  it('serialises nested objects as key[sub] and skips null, empty and undefined', () => {
    const q = tansParams({
      pageNum: 1,
      name: '张 三',
      empty: '',
      none: null,
      missing: undefined,
      params: { beginTime: '2024-01-01', endTime: '' },
    })
    expect(q).toBe(
      `pageNum=1&name=${encodeURIComponent('张 三')}&${encodeURIComponent('params[beginTime]')}=2024-01-01`,
    )
    expect(decodeURIComponent(q)).toBe('pageNum=1&name=张 三&params[beginTime]=2024-01-01')
  })
  it('writes arrays by index, deeper nesting and dates', () => {
    expect(decodeURIComponent(tansParams({ ids: [1, 2], a: { b: { c: 1 } } }))).toBe('ids[0]=1&ids[1]=2&a[b][c]=1')
    expect(decodeURIComponent(tansParams({ at: new Date(2024, 1, 3, 4, 5, 6) }))).toBe('at=2024-02-03 04:05:06')
    expect(tansParams(null)).toBe('')
  })
})

describe('createEditorId', () => {
  it('is a timestamp plus a counter that resets to 1 at 10000', () => {
    const first = createEditorId()
    expect(first).toMatch(/^editor-\d{13}-\d+$/)
    const counterOf = (id: string) => Number(id.split('-')[2])
    let last = counterOf(first)
    let wrapped = false
    for (let i = 0; i < 10000; i++) {
      const next = counterOf(createEditorId('tinymce'))
      expect(next).toBeLessThan(10000)
      if (next < last) {
        expect(last).toBe(9999)
        expect(next).toBe(1)
        wrapped = true
      }
      last = next
    }
    expect(wrapped).toBe(true)
  })
})
