import { useLazyChart } from '@wp/kit'
import { useEffect, useRef, type CSSProperties } from 'react'
import type { ChartOption } from './chartOption'

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
  const latest = useRef(option)
  latest.current = option
  const chart = useLazyChart(
    box,
    {
      load: () => import('./echarts'),
      create: ({ init }, element) => init(element, theme === 'dark' ? 'dark' : undefined, { renderer: 'canvas' }),
      setup: (c) => c.setOption({ backgroundColor: 'transparent', ...latest.current }),
    },
    [theme],
  )

  useEffect(() => {
    chart.current?.setOption({ backgroundColor: 'transparent', ...option }, { notMerge: true })
  }, [chart, option])

  return <div ref={box} data-testid={testId} style={{ width: '100%', height: '100%', minHeight: 120, ...style }} />
}
