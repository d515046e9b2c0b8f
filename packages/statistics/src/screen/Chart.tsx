import { useEffect, useRef, type CSSProperties } from 'react'
import type { ChartOption } from './chartOption'

type ChartInstance = ReturnType<(typeof import('./echarts'))['init']>

export interface ChartProps {
  option: ChartOption
  /** 'dark' on the walls, the default light theme in the report */
  theme?: 'dark' | 'light'
  style?: CSSProperties
  testId?: string
}

/**
 * An ECharts chart: the library is loaded on first use (a lazy chunk), the option is applied on every change, and the
 * chart follows its box's size (a ResizeObserver), so panels resize with the window and the stage's scale.
 */
export function Chart({ option, theme = 'light', style, testId }: ChartProps) {
  const box = useRef<HTMLDivElement>(null)
  const chart = useRef<ChartInstance | null>(null)
  const latest = useRef(option)
  latest.current = option

  useEffect(() => {
    let disposed = false
    let observer: ResizeObserver | undefined
    void import('./echarts').then(({ init }) => {
      if (disposed || !box.current) return
      chart.current = init(box.current, theme === 'dark' ? 'dark' : undefined, { renderer: 'canvas' })
      chart.current.setOption({ backgroundColor: 'transparent', ...latest.current })
      box.current.dataset.ready = 'true'
      if (typeof ResizeObserver !== 'undefined') {
        observer = new ResizeObserver(() => chart.current?.resize())
        observer.observe(box.current)
      }
    })
    return () => {
      disposed = true
      observer?.disconnect()
      chart.current?.dispose()
      chart.current = null
    }
  }, [theme])

  useEffect(() => {
    chart.current?.setOption({ backgroundColor: 'transparent', ...option }, { notMerge: true })
  }, [option])

  return <div ref={box} data-testid={testId} style={{ width: '100%', height: '100%', minHeight: 120, ...style }} />
}
