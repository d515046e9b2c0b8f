import { describe, expect, it } from 'vitest'
import { accessibleTokens, contrastRatio, readableOnWhite, tint } from './contrast'

describe('readable colours', () => {
  it('measures contrast as WCAG does', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5)
    expect(contrastRatio('#1890ff', '#ffffff')).toBeCloseTo(3.24, 2)
  })

  it('darkens a theme colour until it and white reach 4.5:1, and leaves a readable one alone', () => {
    const primary = readableOnWhite('#1890ff')
    expect(contrastRatio(primary, '#ffffff')).toBeGreaterThanOrEqual(4.5)
    expect(contrastRatio(primary, '#ffffff')).toBeLessThan(5.2) // no darker than needed
    expect(readableOnWhite('#0958d9')).toBe('#0958d9')
  })

  it('gives antd tokens whose primary and status colours read on white and on their own light tint', () => {
    const tokens = accessibleTokens('#ffd700') // the palette's gold: 1.4:1 as it is
    for (const key of ['Primary', 'Info', 'Success', 'Warning', 'Error']) {
      expect(contrastRatio(tokens[`color${key}`], '#ffffff'), key).toBeGreaterThanOrEqual(4.5)
      expect(contrastRatio(tokens[`color${key}`], tokens[`color${key}Bg`]), key).toBeGreaterThanOrEqual(4.5)
    }
    expect(tokens.colorWarningBg).toBe(tint('#faad14', 0.9))
  })
})
