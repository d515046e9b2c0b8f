import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { mountWatermark, watermarkText, type WatermarkHandle } from './watermark'

const tile = (t: string) => `data:image/png;base64,${btoa(encodeURIComponent(t))}`
const overlays = () => document.querySelectorAll('[data-testid="watermark"]')
const flushObserver = () => new Promise((r) => setTimeout(r, 0))

describe('watermark text', () => {
  it('is the nickname plus the last four digits of the phone', () => {
    expect(watermarkText('若依', '15888881234')).toBe('若依 1234')
    expect(watermarkText('若依', '158-8888-1234')).toBe('若依 1234')
  })

  it('keeps whatever part is present', () => {
    expect(watermarkText('若依', '')).toBe('若依')
    expect(watermarkText(undefined, '15888881234')).toBe('1234')
    expect(watermarkText(null, null)).toBe('')
  })
})

describe('watermark overlay', () => {
  let handle: WatermarkHandle | undefined
  beforeEach(() => {
    document.body.innerHTML = ''
  })
  afterEach(() => {
    handle?.destroy()
    handle = undefined
    vi.useRealTimers()
  })

  it('is a fixed, click-through overlay tiled with the text', () => {
    handle = mountWatermark('若依 1234', { draw: tile })
    const el = handle.element
    expect(el.isConnected).toBe(true)
    const style = el.getAttribute('style')!
    expect(style).toContain('position:fixed !important')
    expect(style).toContain('pointer-events:none !important')
    expect(style).toContain(tile('若依 1234'))
    expect(style).toContain('background-size:300px 200px')
  })

  it('comes back at once when the node is removed', async () => {
    handle = mountWatermark('若依 1234', { draw: tile, interval: 60_000 })
    handle.element.remove()
    await flushObserver()
    expect(overlays()).toHaveLength(1)
    expect(overlays()[0].getAttribute('style')).toContain(tile('若依 1234'))
  })

  it('restores its style and image when altered', async () => {
    handle = mountWatermark('若依 1234', { draw: tile, interval: 60_000 })
    const el = handle.element
    el.style.display = 'none'
    await flushObserver()
    expect(el.getAttribute('style')).toContain('display:block !important')
    el.style.backgroundImage = 'none'
    await flushObserver()
    expect(el.getAttribute('style')).toContain(tile('若依 1234'))
    el.setAttribute('hidden', '')
    el.className = 'gone'
    await flushObserver()
    expect(el.hasAttribute('hidden')).toBe(false)
    expect(el.className).toBe('')
  })

  it('is repaired by the 500 ms check even without the observer', () => {
    vi.useFakeTimers()
    const Real = globalThis.MutationObserver
    // @ts-expect-error: simulate a page where the observer was disconnected
    globalThis.MutationObserver = undefined
    try {
      handle = mountWatermark('若依 1234', { draw: tile })
      handle.element.remove()
      expect(overlays()).toHaveLength(0)
      vi.advanceTimersByTime(500)
      expect(overlays()).toHaveLength(1)
    } finally {
      globalThis.MutationObserver = Real
    }
  })

  it('follows a new text and goes away for good when destroyed', async () => {
    handle = mountWatermark('a', { draw: tile })
    handle.update('b 5678')
    expect(handle.element.getAttribute('style')).toContain(tile('b 5678'))
    handle.destroy()
    handle = undefined
    await flushObserver()
    expect(overlays()).toHaveLength(0)
  })
})
