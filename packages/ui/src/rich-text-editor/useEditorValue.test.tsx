import { act, renderHook } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { useEditorValue } from './useEditorValue'

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

describe('useEditorValue', () => {
  it('reports edits at once', () => {
    const onChange = vi.fn()
    const { result } = renderHook(() => useEditorValue('<p>a</p>', onChange))
    act(() => result.current.report('<p>ab</p>'))
    expect(onChange).toHaveBeenCalledWith('<p>ab</p>')
    expect(result.current.content).toBe('<p>ab</p>')
    act(() => result.current.report('<p>ab</p>'))
    expect(onChange).toHaveBeenCalledTimes(1)
  })

  it('applies a value from outside 250 ms after it stops changing', () => {
    const { result, rerender } = renderHook(({ value }) => useEditorValue(value, undefined), {
      initialProps: { value: '<p>1</p>' },
    })
    rerender({ value: '<p>2</p>' })
    act(() => vi.advanceTimersByTime(200))
    rerender({ value: '<p>3</p>' })
    act(() => vi.advanceTimersByTime(249))
    expect(result.current.content).toBe('<p>1</p>')
    act(() => vi.advanceTimersByTime(1))
    expect(result.current.content).toBe('<p>3</p>')
  })

  it('does not echo its own report back into the editor', () => {
    let bound = '<p>a</p>'
    const { result, rerender } = renderHook(() =>
      useEditorValue(bound, (html) => {
        bound = html
      }),
    )
    act(() => result.current.report('<p>typed</p>'))
    rerender()
    act(() => result.current.report('<p>typed more</p>'))
    act(() => vi.advanceTimersByTime(300))
    expect(result.current.content).toBe('<p>typed more</p>')
  })
})
