import { describe, expect, it } from 'vitest'
import { formatDateTime, keptJson, toJson } from './json'

describe('reply JSON', () => {
  it('writes dates in the family format at any depth, bigints as numbers, and the rest as JSON.stringify does', () => {
    const d = new Date(2026, 5, 1, 8, 5, 9)
    const payload = {
      code: 200,
      at: d,
      bad: new Date('x'),
      big: 12n,
      gone: undefined,
      none: null,
      rows: [{ createTime: d, tags: ['a', d], nested: { when: d } }],
      custom: { toJSON: () => 'custom' },
    }
    expect(formatDateTime(d)).toBe('2026-06-01 08:05:09')
    expect(JSON.parse(toJson(payload))).toEqual({
      code: 200,
      at: '2026-06-01 08:05:09',
      bad: null,
      big: 12,
      none: null,
      rows: [
        {
          createTime: '2026-06-01 08:05:09',
          tags: ['a', '2026-06-01 08:05:09'],
          nested: { when: '2026-06-01 08:05:09' },
        },
      ],
      custom: 'custom',
    })
  })

  it('keeps the text of a cached value: written once per object, anew for a new object', () => {
    const at = new Date(2026, 0, 2, 3, 4, 5)
    const value = [{ label: '男', at }]
    let made = 0
    const make = () => (made++, { code: 200, data: value })
    const first = keptJson(value, make)
    expect(first.text).toBe('{"code":200,"data":[{"label":"男","at":"2026-01-02 03:04:05"}]}')
    expect(keptJson(value, make)).toBe(first)
    expect(toJson(first)).toBe(first.text)
    expect(made).toBe(1)
    const reloaded = [{ label: '女', at }]
    expect(keptJson(reloaded, () => ({ code: 200, data: reloaded })).text).toContain('女')
  })
})
