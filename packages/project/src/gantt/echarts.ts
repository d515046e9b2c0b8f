// ECharts with only what the Gantt chart draws, in a lazy chunk of its own (never in a first screen's bundle): the
// custom series (bars, diamonds), the grid, tooltips, zoom and the today line.
import { CustomChart } from 'echarts/charts'
import { DataZoomComponent, GridComponent, MarkLineComponent, TooltipComponent } from 'echarts/components'
import { graphic, init, use } from 'echarts/core'
import { CanvasRenderer } from 'echarts/renderers'

use([CustomChart, GridComponent, TooltipComponent, DataZoomComponent, MarkLineComponent, CanvasRenderer])

export { graphic, init }
