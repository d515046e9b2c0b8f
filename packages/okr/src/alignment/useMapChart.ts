import { useEffect, useRef, type RefObject } from 'react'
import type { MapClick } from './objectiveDetail'

export type Chart = ReturnType<(typeof import('./echarts'))['init']>

/**
 * An ECharts instance on `box`, created once ECharts' lazy chunk has arrived (then `data-ready="true"` is set on the
 * box), resized with it, disposed on unmount; `onFinished` hears every finished render, `onClick` every click on
 * a node or an edge.
 */
export function useMapChart(
  box: RefObject<HTMLDivElement | null>,
  onFinished: () => void,
  onClick: (click: MapClick) => void = () => {},
) {
  const chart = useRef<Chart | null>(null)
  const finished = useRef(onFinished)
  finished.current = onFinished
  const clicked = useRef(onClick)
  clicked.current = onClick
  useEffect(() => {
    let disposed = false
    let observer: ResizeObserver | undefined
    void import('./echarts').then(({ init }) => {
      if (disposed || !box.current) return
      chart.current = init(box.current, undefined, { renderer: 'canvas' })
      chart.current.on('finished', () => finished.current())
      chart.current.on('click', (p) => clicked.current(p as MapClick))
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
