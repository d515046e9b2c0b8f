import { describe, expect, it } from 'vitest'
import { accessibleTokens, contrastRatio, PRESET_COLOURS, readableOnWhite, tint } from './contrast'

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

describe('preset colours', () => {
  it('gives every named tag colour text that reads 4.5:1 on its own light background', async () => {
    const { theme } = await import('antd')
    const palette = theme.defaultAlgorithm(theme.defaultSeed) as unknown as Record<string, string>
    const tokens = accessibleTokens('#1890ff')
    // antd's own green and orange tags read 3.4:1: the check's colour-contrast finding on 数据维护's tags
    expect(contrastRatio(palette.green7, palette.green1)).toBeLessThan(4.5)
    for (const c of PRESET_COLOURS) {
      const text = tokens[`${c}7`] ?? palette[`${c}7`]
      expect(contrastRatio(text, palette[`${c}1`]), c).toBeGreaterThanOrEqual(4.5)
    }
    expect(tokens.blue7).toBeUndefined() // already readable: left as antd has it
  })
})
