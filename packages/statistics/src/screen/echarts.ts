// ECharts with only the charts the statistics screens draw, in a lazy chunk of its own (never in a first screen's
// bundle): bars, lines, pies and gauges on a canvas, with grid, tooltip, legend and title.
import { BarChart, GaugeChart, LineChart, PieChart } from 'echarts/charts'
import { GridComponent, LegendComponent, TitleComponent, TooltipComponent } from 'echarts/components'
import { init, use as register } from 'echarts/core'
import { CanvasRenderer } from 'echarts/renderers'

// echarts' `use` registers the parts; renamed, since a call named `use` reads as React's hook
register([
  BarChart,
  LineChart,
  PieChart,
  GaugeChart,
  GridComponent,
  TooltipComponent,
  LegendComponent,
  TitleComponent,
  CanvasRenderer,
])

export { init }
