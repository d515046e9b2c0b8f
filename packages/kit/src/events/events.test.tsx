import { act, cleanup, render } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { emitKitEvent, onKitEvent, useKitEvent } from './events'

afterEach(cleanup)

describe('kit events', () => {
  it('delivers the detail to listeners until they stop listening', () => {
    const handler = vi.fn()
    const off = onKitEvent('dict:changed', handler)
    emitKitEvent('dict:changed', { type: 'sys_user_sex' })
    off()
    emitKitEvent('dict:changed', { type: 'other' })
    expect(handler).toHaveBeenCalledTimes(1)
    expect(handler).toHaveBeenCalledWith({ type: 'sys_user_sex' })
  })

  it('travels on window, so listeners outside this kit copy hear it', () => {
    const raw = vi.fn()
    window.addEventListener('wp:session:ended', raw)
    emitKitEvent('session:ended', { reason: 'logout' })
    window.removeEventListener('wp:session:ended', raw)
    expect((raw.mock.calls[0][0] as CustomEvent).detail).toEqual({ reason: 'logout' })
  })

  it('useKitEvent listens while the component is mounted', () => {
    const handler = vi.fn()
    function Listener() {
      useKitEvent('dict:changed', handler)
      return null
    }
    const view = render(<Listener />)
    act(() => emitKitEvent('dict:changed', {}))
    view.unmount()
    emitKitEvent('dict:changed', {})
    expect(handler).toHaveBeenCalledTimes(1)
  })
})
