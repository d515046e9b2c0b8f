import qs from 'qs'
import { describe, expect, it } from 'vitest'
import { parseQuery } from './querystring'

const viaQs = (s: string) => qs.parse(s, { depth: 3, arrayLimit: 200, parameterLimit: 200 })

describe('the query string parser', () => {
  it('reads a plain list query itself, as qs would', () => {
    const text = 'pageNum=1&pageSize=10&deptId=100&userName=%E5%BC%A0+%E4%B8%89&empty=&flag'
    expect(parseQuery(text)).toEqual({
      pageNum: '1',
      pageSize: '10',
      deptId: '100',
      userName: '张 三',
      empty: '',
      flag: '',
    })
    expect(parseQuery(text)).toEqual(viaQs(text))
  })

  it('gives what qs gives for nesting, repeats, prototype names, bad escapes and too many parameters', () => {
    const many = Array.from({ length: 230 }, (_, i) => `k${i}=${i}`).join('&')
    for (const text of [
      'params[beginTime]=2026-01-01&params%5BendTime%5D=2026-02-01',
      'a=1&a=2',
      'ids[]=1&ids[]=2',
      '__proto__=1&b=2',
      'toString=1&constructor=2&hasOwnProperty=3&x=4',
      'a=%ZZ&b=%E4%B8',
      '=x&c=d&&e=f=g',
      '?a=1',
      'a.b=1',
      'name=%00',
      many,
      '',
    ])
      expect(parseQuery(text), text).toEqual(viaQs(text))
  })

  it('agrees with qs on random query strings', () => {
    const pieces = ['a', 'b', 'pageNum', '=', '&', '%', '%20', '+', '[', ']', '%5B', 'x', '1', '中', '__proto__', '.']
    let seed = 7
    const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31)
    for (let n = 0; n < 2000; n++) {
      const text = Array.from({ length: next() % 12 }, () => pieces[next() % pieces.length]).join('')
      expect(parseQuery(text), text).toEqual(viaQs(text))
    }
  })
})
