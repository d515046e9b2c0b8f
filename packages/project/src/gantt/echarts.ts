// ECharts with only what the Gantt chart draws, in a lazy chunk of its own (never in a first screen's bundle): the
// custom series (bars, diamonds), the grid, tooltips, zoom and the today line.
import { CustomChart } from 'echarts/charts'
import { DataZoomComponent, GridComponent, MarkLineComponent, TooltipComponent } from 'echarts/components'
import { graphic, init, use as register } from 'echarts/core'
import { CanvasRenderer } from 'echarts/renderers'

// echarts' `use` registers the parts; renamed, since a call named `use` reads as React's hook
register([CustomChart, GridComponent, TooltipComponent, DataZoomComponent, MarkLineComponent, CanvasRenderer])

export { graphic, init }
