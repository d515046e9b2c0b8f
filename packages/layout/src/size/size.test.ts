import { describe, expect, it } from 'vitest'
import { normalizeSize, SIZE_OPTIONS, toAntdSize } from './size'

describe('size mapping', () => {
  it('maps the family sizes to antd component sizes', () => {
    expect(toAntdSize('default')).toEqual({ componentSize: 'large', compact: false })
    expect(toAntdSize('medium')).toEqual({ componentSize: 'middle', compact: false })
    expect(toAntdSize('small')).toEqual({ componentSize: 'small', compact: false })
    expect(toAntdSize('mini')).toEqual({ componentSize: 'small', compact: true })
  })

  it('defaults to medium when the cookie is missing or unknown', () => {
    expect(normalizeSize(undefined)).toBe('medium')
    expect(normalizeSize('huge')).toBe('medium')
    expect(toAntdSize(null)).toEqual({ componentSize: 'middle', compact: false })
  })

  it('names the four sizes in Chinese', () => {
    expect(SIZE_OPTIONS.map((o) => o.label)).toEqual(['默认', '中等', '小', '迷你'])
  })
})
