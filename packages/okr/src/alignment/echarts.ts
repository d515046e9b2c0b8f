// ECharts with only the alignment map's series, in a lazy chunk of its own (never in a first screen's bundle): the
// tree (top-down and left-right) and the graph, with tooltips, on a canvas.
import { GraphChart, TreeChart } from 'echarts/charts'
import { TooltipComponent } from 'echarts/components'
import { init, use as register } from 'echarts/core'
import { CanvasRenderer } from 'echarts/renderers'

// echarts' `use` registers the parts; renamed, since a call named `use` reads as React's hook
register([TreeChart, GraphChart, TooltipComponent, CanvasRenderer])

export { init }
