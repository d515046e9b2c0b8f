import { useLazyChart } from '@wp/kit'
import { useRef, type RefObject } from 'react'
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
  const finished = useRef(onFinished)
  finished.current = onFinished
  const clicked = useRef(onClick)
  clicked.current = onClick
  return useLazyChart(
    box,
    {
      load: () => import('./echarts'),
      create: ({ init }, element) => init(element, undefined, { renderer: 'canvas' }),
      setup: (chart) => {
        chart.on('finished', () => finished.current())
        chart.on('click', (p) => clicked.current(p as MapClick))
      },
    },
    [],
  )
}
