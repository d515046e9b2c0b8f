import { renderHook } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { LAST_ACTIVITY_KEY, useIdleLock } from './idleLock'

const MINUTE = 60_000

describe('the idle lock', () => {
  beforeEach(() => {
    localStorage.clear()
    vi.useFakeTimers()
  })
  afterEach(() => vi.useRealTimers())

  it('locks after the minutes without input, and input starts the count again', () => {
    const lock = vi.fn()
    renderHook(() => useIdleLock(5, lock))
    vi.advanceTimersByTime(4 * MINUTE)
    window.dispatchEvent(new KeyboardEvent('keydown'))
    vi.advanceTimersByTime(4 * MINUTE)
    expect(lock).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1.5 * MINUTE)
    expect(lock).toHaveBeenCalled()
  })

  it('input in another tab of the browser keeps this one unlocked', () => {
    const lock = vi.fn()
    renderHook(() => useIdleLock(5, lock))
    vi.advanceTimersByTime(4 * MINUTE)
    localStorage.setItem(LAST_ACTIVITY_KEY, String(Date.now())) // the other tab's input
    vi.advanceTimersByTime(4 * MINUTE)
    expect(lock).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1.5 * MINUTE)
    expect(lock).toHaveBeenCalled()
  })

  it('is off at 0 (the default), and stops when the frame hides (unmount)', () => {
    const lock = vi.fn()
    renderHook(() => useIdleLock(0, lock))
    vi.advanceTimersByTime(120 * MINUTE)
    expect(lock).not.toHaveBeenCalled()
    const { unmount } = renderHook(() => useIdleLock(5, lock))
    unmount()
    vi.advanceTimersByTime(120 * MINUTE)
    expect(lock).not.toHaveBeenCalled()
  })
})
