import { describe, expect, it } from 'vitest'
import { splitTopMenu, topMenuVisibleCount } from './visibleCount'

describe('top menu visible count', () => {
  it('is a third of the width divided by 85, rounded down', () => {
    expect(topMenuVisibleCount(1920)).toBe(7) // 640 / 85 = 7.5
    expect(topMenuVisibleCount(1280)).toBe(5) // 426 / 85 = 5.01
    expect(topMenuVisibleCount(1274)).toBe(4) // 424 / 85 = 4.98
    expect(topMenuVisibleCount(254)).toBe(0)
    expect(topMenuVisibleCount(255)).toBe(1)
  })

  it('is zero for nonsense widths', () => {
    expect(topMenuVisibleCount(0)).toBe(0)
    expect(topMenuVisibleCount(Number.NaN)).toBe(0)
  })

  it('puts the overflow under the "more" entry', () => {
    const { visible, more } = splitTopMenu(['a', 'b', 'c', 'd', 'e', 'f'], 1280)
    expect(visible).toEqual(['a', 'b', 'c', 'd', 'e'])
    expect(more).toEqual(['f'])
  })
})
