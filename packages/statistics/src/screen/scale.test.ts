import { describe, expect, it } from 'vitest'
import { fitStage } from './scale'

describe('fitStage', () => {
  it('fills a 1920×1080 screen exactly', () => {
    expect(fitStage(1920, 1080)).toEqual({ scale: 1, left: 0, top: 0 })
  })

  it('halves on a 960×540 window and doubles on a 4K wall', () => {
    expect(fitStage(960, 540).scale).toBe(0.5)
    expect(fitStage(3840, 2160).scale).toBe(2)
  })

  it('keeps the aspect ratio on a wider screen: bars left and right', () => {
    const fit = fitStage(2560, 1080)
    expect(fit.scale).toBe(1)
    expect(fit.left).toBe(320)
    expect(fit.top).toBe(0)
  })

  it('keeps the aspect ratio on a taller screen: bars above and below', () => {
    const fit = fitStage(1280, 1024)
    expect(fit.scale).toBeCloseTo(2 / 3)
    expect(fit.left).toBeCloseTo(0)
    expect(fit.top).toBeCloseTo((1024 - 720) / 2)
  })

  it('answers a neutral fit for a viewport without size (hidden tab, jsdom)', () => {
    expect(fitStage(0, 0)).toEqual({ scale: 1, left: 0, top: 0 })
  })
})
