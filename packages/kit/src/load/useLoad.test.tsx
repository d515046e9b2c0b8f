import { act, cleanup, renderHook } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { useLoad, type LoadOptions } from './useLoad'

afterEach(cleanup)

/** A promise the test settles by hand. */
function deferred<T>() {
  let resolve!: (value: T) => void
  let reject!: (reason: unknown) => void
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)))
  return { promise, resolve, reject }
}

const settle = () => act(async () => {})

describe('useLoad', () => {
  it('is loading until the answer comes, then holds it', async () => {
    const answer = deferred<string>()
    const load = () => answer.promise
    const { result } = renderHook(() => useLoad(load))
    expect(result.current).toMatchObject({ value: undefined, loading: true, error: undefined })
    answer.resolve('ok')
    await settle()
    expect(result.current).toMatchObject({ value: 'ok', loading: false, error: undefined })
  })

  it('gives a failure as an Error and stops loading', async () => {
    const load = () => Promise.reject('plain')
    const failed = renderHook(() => useLoad(load))
    await settle()
    expect(failed.result.current.loading).toBe(false)
    expect(failed.result.current.error).toBeInstanceOf(Error)
    expect(failed.result.current.error?.message).toBe('plain')
  })

  // the guard that drops a stale answer is the one that drops an answer after unmount (React 19 ignores and no longer
  // reports a set-state on an unmounted component, so only the stale answer can show it)
  it('loads again when the loader changes and drops the stale answer', async () => {
    const answers = { a: deferred<string>(), b: deferred<string>() }
    const loaders = { a: () => answers.a.promise, b: () => answers.b.promise }
    const { result, rerender } = renderHook(({ id }: { id: 'a' | 'b' }) => useLoad(loaders[id]), {
      initialProps: { id: 'a' },
    })
    rerender({ id: 'b' })
    expect(result.current).toMatchObject({ value: undefined, loading: true })
    answers.b.resolve('B')
    await settle()
    answers.a.resolve('A (stale)')
    await settle()
    expect(result.current).toMatchObject({ value: 'B', loading: false })
  })

  it('shows nothing of the previous loader while the next loads, unless keepPrevious', async () => {
    const loaders = { a: () => Promise.resolve('A'), b: () => new Promise<string>(() => {}) }
    const run = (options?: LoadOptions) =>
      renderHook(({ id }: { id: 'a' | 'b' }) => useLoad(loaders[id], options), { initialProps: { id: 'a' } })
    const plain = run()
    const keeping = run({ keepPrevious: true })
    await settle()
    plain.rerender({ id: 'b' })
    keeping.rerender({ id: 'b' })
    expect(plain.result.current).toMatchObject({ value: undefined, loading: true })
    expect(keeping.result.current).toMatchObject({ value: 'A', loading: true })
  })

  it('reload asks the same loader again, keeping the value until the new one comes', async () => {
    let n = 0
    const next = deferred<number>()
    const load = vi.fn(() => (++n === 1 ? Promise.resolve(1) : next.promise))
    const { result } = renderHook(() => useLoad(load))
    await settle()
    expect(result.current.value).toBe(1)
    act(() => result.current.reload())
    expect(result.current).toMatchObject({ value: 1, loading: true })
    next.resolve(2)
    await settle()
    expect(result.current).toMatchObject({ value: 2, loading: false })
    expect(load).toHaveBeenCalledTimes(2)
  })

  it('a reload after a failure clears the error while it loads', async () => {
    let n = 0
    const load = () => (++n === 1 ? Promise.reject(new Error('once')) : new Promise<string>(() => {}))
    const { result } = renderHook(() => useLoad(load))
    await settle()
    expect(result.current.error?.message).toBe('once')
    act(() => result.current.reload())
    expect(result.current).toMatchObject({ error: undefined, loading: true })
  })

  it('with no loader loads nothing, and keeps what the last loader gave', async () => {
    const load = () => Promise.resolve('shown')
    const { result, rerender } = renderHook(({ on }: { on: boolean }) => useLoad(on ? load : undefined), {
      initialProps: { on: false },
    })
    expect(result.current).toMatchObject({ value: undefined, loading: false, error: undefined })
    rerender({ on: true })
    await settle()
    rerender({ on: false })
    expect(result.current).toMatchObject({ value: 'shown', loading: false, error: undefined })
  })
})
