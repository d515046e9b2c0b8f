import { useEffect, useRef, type DependencyList, type RefObject } from 'react'

/** What the hook needs of a chart (an ECharts instance): follow its box's size, and go. */
export interface BoxChart {
  resize(): void
  dispose(): void
}

export interface LazyChart<L, C extends BoxChart> {
  /** the library, loaded on first use (a lazy chunk: the kit itself carries none) */
  load: () => Promise<L>
  /** makes the chart on the box */
  create: (library: L, element: HTMLDivElement) => C
  /** options and event handlers, once the returned ref holds the chart */
  setup?: (chart: C, library: L) => void
}

/**
 * A chart on `box`: once the library has arrived it is created, set up and `data-ready="true"` is set on the box;
 * then it follows the box's size (a ResizeObserver) and is disposed when `deps` change or the component goes.
 * Nothing is made when the component went before the library arrived.
 */
export function useLazyChart<L, C extends BoxChart>(
  box: RefObject<HTMLDivElement | null>,
  chart: LazyChart<L, C>,
  deps: DependencyList,
): RefObject<C | null> {
  const made = useRef<C | null>(null)
  const latest = useRef(chart)
  latest.current = chart
  useEffect(() => {
    let disposed = false
    let observer: ResizeObserver | undefined
    const { load, create, setup } = latest.current
    void load().then((library) => {
      const element = box.current
      if (disposed || !element) return
      const c = create(library, element)
      made.current = c
      setup?.(c, library)
      element.dataset.ready = 'true'
      if (typeof ResizeObserver !== 'undefined') {
        observer = new ResizeObserver(() => c.resize())
        observer.observe(element)
      }
    })
    return () => {
      disposed = true
      observer?.disconnect()
      made.current?.dispose()
      made.current = null
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the caller's deps say when the chart is made again (a hook that forwards deps: the rule cannot see through the spread; `latest` holds the rest)
  }, [box, ...deps])
  return made
}
