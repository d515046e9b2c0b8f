import { useEffect, useRef, type RefObject } from 'react'

export type Chart = ReturnType<(typeof import('./echarts'))['init']>

/**
 * An ECharts instance on `box`, created once ECharts' lazy chunk has arrived (then `data-ready="true"` is set on the
 * box), resized with it, disposed on unmount; `onFinished` hears every finished render.
 */
export function useMapChart(box: RefObject<HTMLDivElement | null>, onFinished: () => void) {
  const chart = useRef<Chart | null>(null)
  const finished = useRef(onFinished)
  finished.current = onFinished
  useEffect(() => {
    let disposed = false
    let observer: ResizeObserver | undefined
    void import('./echarts').then(({ init }) => {
      if (disposed || !box.current) return
      chart.current = init(box.current, undefined, { renderer: 'canvas' })
      chart.current.on('finished', () => finished.current())
      if (typeof ResizeObserver !== 'undefined') {
        observer = new ResizeObserver(() => chart.current?.resize())
        observer.observe(box.current)
      }
      box.current.dataset.ready = 'true'
    })
    return () => {
      disposed = true
      observer?.disconnect()
      chart.current?.dispose()
      chart.current = null
    }
  }, [box])
  return chart
}
