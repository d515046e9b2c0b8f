import { act, cleanup, render } from '@testing-library/react'
import { useRef } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest'
import { useLazyChart, type BoxChart } from './useLazyChart'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

/** A ResizeObserver that records what it watches and can be fired by hand. */
const observers: { callback: () => void; watched: Element[]; disconnected: boolean }[] = []
beforeEach(() => {
  observers.length = 0
  vi.stubGlobal(
    'ResizeObserver',
    class {
      entry: (typeof observers)[number]
      constructor(callback: () => void) {
        this.entry = { callback, watched: [], disconnected: false }
        observers.push(this.entry)
      }
      observe(element: Element) {
        this.entry.watched.push(element)
      }
      disconnect() {
        this.entry.disconnected = true
      }
    },
  )
})

interface FakeChart extends BoxChart {
  on: string
  resize: Mock<() => void>
  dispose: Mock<() => void>
}

/** A library that arrives when the test says so. */
function deferredLibrary() {
  let arrive: (lib: { init: (on: string) => FakeChart }) => void = () => {}
  const made: FakeChart[] = []
  const library = {
    init: (on: string) => made[made.push({ on, resize: vi.fn<() => void>(), dispose: vi.fn<() => void>() }) - 1],
  }
  const load = vi.fn(() => new Promise<typeof library>((resolve) => (arrive = resolve)))
  return { load, made, arrive: () => act(async () => arrive(library)) }
}

function Chart({ lib, theme, setup }: { lib: ReturnType<typeof deferredLibrary>; theme: string; setup?: () => void }) {
  const box = useRef<HTMLDivElement>(null)
  useLazyChart(box, { load: lib.load, create: (l, element) => l.init(`${element.id}:${theme}`), setup }, [theme])
  return <div ref={box} id="box" data-testid="box" />
}

describe('useLazyChart', () => {
  it('makes the chart once the library arrives, marks the box ready, resizes with it and disposes it on unmount', async () => {
    const lib = deferredLibrary()
    const setup = vi.fn()
    const view = render(<Chart lib={lib} theme="light" setup={setup} />)
    expect(view.getByTestId('box').dataset.ready).toBeUndefined()
    await lib.arrive()
    expect(lib.made.map((c) => c.on)).toEqual(['box:light'])
    expect(setup).toHaveBeenCalledWith(lib.made[0], expect.anything())
    expect(view.getByTestId('box').dataset.ready).toBe('true')
    expect(observers[0].watched).toEqual([view.getByTestId('box')])
    observers[0].callback()
    expect(lib.made[0].resize).toHaveBeenCalledTimes(1)
    view.unmount()
    expect(lib.made[0].dispose).toHaveBeenCalledTimes(1)
    expect(observers[0].disconnected).toBe(true)
  })

  it('makes it again when the deps change, disposing the old one', async () => {
    const lib = deferredLibrary()
    const view = render(<Chart lib={lib} theme="light" />)
    await lib.arrive()
    view.rerender(<Chart lib={lib} theme="dark" />)
    expect(lib.made[0].dispose).toHaveBeenCalledTimes(1)
    await lib.arrive()
    expect(lib.made.map((c) => c.on)).toEqual(['box:light', 'box:dark'])
  })

  it('makes nothing when the component went before the library arrived', async () => {
    const lib = deferredLibrary()
    const view = render(<Chart lib={lib} theme="light" />)
    view.unmount()
    await lib.arrive()
    expect(lib.made).toEqual([])
  })
})
