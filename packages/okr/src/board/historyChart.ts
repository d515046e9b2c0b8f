// ECharts with only a line chart, in a lazy chunk of its own: the check-in history opens it, never the first screen.
import { LineChart } from 'echarts/charts'
import { GridComponent, TooltipComponent } from 'echarts/components'
import { init, use as register } from 'echarts/core'
import { CanvasRenderer } from 'echarts/renderers'

// echarts' `use` registers the parts; renamed, since a call named `use` reads as React's hook
register([LineChart, GridComponent, TooltipComponent, CanvasRenderer])

export { init }
