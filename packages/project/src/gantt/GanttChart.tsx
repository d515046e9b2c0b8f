import type { PlanView } from '@wp/contract'
import { useLazyChart } from '@wp/kit'
import { useCallback, useEffect, useMemo, useRef } from 'react'
import { DAY_MS, dragMove, ganttRows, ZOOMS, type DragMode, type GanttRow, type Zoom } from './model'

type Echarts = typeof import('./echarts')
/** ECharts' custom-series callbacks, typed as far as this chart uses them. */
interface RenderApi {
  value(dim: number): number
  coord(point: [number, number]): [number, number]
  size(point: [number, number]): [number, number]
}
interface RenderParams {
  coordSys: { x: number; y: number; width: number; height: number }
}

export interface GanttChartProps {
  view: PlanView
  zoom: Zoom
  /** the whole day a drag ends on, as a move of the dragged node (the page previews and saves it) */
  onDrop?: (move: { planId: number; planStart: string; planEnd: string }, mode: DragMode) => void
  /** bars may be dragged */
  editable?: boolean
  /** when the last drop happened (performance.now()): the next finished render records drop → repaint */
  dropAt?: { current: number | null }
  height?: number
}

const ROW_HEIGHT = 28
const LABEL_WIDTH = 220
const COLORS = {
  task: '#5b8ff9',
  critical: '#f5222d',
  phase: '#1d3557',
  milestone: '#fa8c16',
  actual: '#52c41a',
  baseline: '#bfbfbf',
  progress: 'rgba(0,0,0,0.25)',
  today: '#f5222d',
}

/** The series' data: row index, start, finish (ms), then the row's index into `rows` for the tooltip and drags. */
function seriesData(rows: GanttRow[]) {
  const plan = rows.map((r, i) => [i, r.start * DAY_MS, r.finish * DAY_MS, i])
  const actual = rows.flatMap((r, i) =>
    r.actualStart == null ? [] : [[i, r.actualStart * DAY_MS, (r.actualFinish ?? r.actualStart + 1) * DAY_MS, i]],
  )
  const baseline = rows.flatMap((r, i) =>
    r.baseStart == null ? [] : [[i, r.baseStart * DAY_MS, (r.baseFinish ?? r.baseStart) * DAY_MS, i]],
  )
  return { plan, actual, baseline }
}

/** The custom series' painters: plan bars (and diamonds), and the thin actual and baseline bars. */
function painters(ec: Echarts, rows: GanttRow[]) {
  const clip = (shape: { x: number; y: number; width: number; height: number }, params: RenderParams) =>
    ec.graphic.clipRectByRect(shape, params.coordSys)
  const bar =
    (offset: number, thickness: number, color: (r: GanttRow) => string) => (params: RenderParams, api: RenderApi) => {
      const r = rows[api.value(3)]
      const [x0, y] = api.coord([api.value(1), api.value(0)])
      const [x1] = api.coord([api.value(2), api.value(0)])
      const h = api.size([0, 1])[1]
      const shape = clip({ x: x0, y: y + h * offset, width: Math.max(x1 - x0, 1), height: h * thickness }, params)
      return shape ? { type: 'rect', shape, style: { fill: color(r) } } : null
    }
  const plan = (params: RenderParams, api: RenderApi) => {
    const r = rows[api.value(3)]
    const [x0, y] = api.coord([api.value(1), api.value(0)])
    const [x1] = api.coord([api.value(2), api.value(0)])
    const h = api.size([0, 1])[1]
    if (r.type === '2') {
      const s = h * 0.3
      if (x0 < params.coordSys.x || x0 > params.coordSys.x + params.coordSys.width) return null
      return {
        type: 'polygon',
        shape: {
          points: [
            [x0, y - s],
            [x0 + s, y],
            [x0, y + s],
            [x0 - s, y],
          ],
        },
        style: { fill: r.overdue ? COLORS.critical : COLORS.milestone, stroke: r.critical ? COLORS.critical : '#fff' },
      }
    }
    const thick = r.summary ? 0.2 : 0.36
    const shape = clip({ x: x0, y: y - h * thick, width: Math.max(x1 - x0, 2), height: h * thick * 1.4 }, params)
    if (!shape) return null
    const fill = r.summary ? COLORS.phase : r.critical ? COLORS.critical : COLORS.task
    const done = clip({ ...shape, width: (shape.width * Math.min(100, r.progress)) / 100 }, params)
    return {
      type: 'group',
      children: [
        { type: 'rect', shape, style: { fill, opacity: r.overdue ? 0.6 : 1 } },
        ...(done && !r.summary ? [{ type: 'rect', shape: done, style: { fill: COLORS.progress } }] : []),
      ],
    }
  }
  return { bar, plan }
}

function option(ec: Echarts, rows: GanttRow[], zoom: Zoom, today: number) {
  const { bar, plan } = painters(ec, rows)
  const window = ZOOMS[zoom]
  const first = rows.length ? Math.min(...rows.map((r) => r.start)) : today
  return {
    animation: false,
    grid: { left: LABEL_WIDTH, right: 40, top: 30, bottom: 50 },
    tooltip: {
      formatter: (p: { value: number[]; seriesName: string }) => {
        const r = rows[p.value[3]]
        const d = (ms: number) => new Date(ms).toISOString().slice(0, 10)
        const end = r.type === '2' ? d(p.value[1] - DAY_MS) : d(p.value[2] - DAY_MS)
        return `${r.name}<br/>${p.seriesName}：${r.type === '2' ? end : `${d(p.value[1])} ~ ${end}`}<br/>进度 ${r.progress}%${
          r.critical ? '<br/>关键路径' : ''
        }`
      },
    },
    xAxis: {
      type: 'time',
      position: 'top',
      minInterval: window.tick * DAY_MS,
      splitLine: { show: true, lineStyle: { color: '#f0f0f0' } },
    },
    yAxis: {
      type: 'category',
      inverse: true,
      data: rows.map((r) => `${'　'.repeat(r.depth)}${r.name}`),
      axisLabel: { width: LABEL_WIDTH - 20, overflow: 'truncate' },
      axisTick: { show: false },
    },
    dataZoom: [
      {
        type: 'slider',
        xAxisIndex: 0,
        startValue: (first - 2) * DAY_MS,
        endValue: (first + window.days) * DAY_MS,
        height: 18,
        bottom: 10,
      },
      { type: 'inside', xAxisIndex: 0, zoomOnMouseWheel: 'ctrl', moveOnMouseWheel: false },
      {
        type: 'slider',
        yAxisIndex: 0,
        startValue: 0,
        endValue: Math.max(0, Math.min(rows.length, 30) - 1),
        width: 14,
        right: 8,
      },
      { type: 'inside', yAxisIndex: 0, zoomOnMouseWheel: false, moveOnMouseWheel: true },
    ],
    series: [
      {
        id: 'plan',
        name: '计划',
        type: 'custom',
        renderItem: plan,
        encode: { x: [1, 2], y: 0 },
        data: [] as number[][],
        markLine: {
          silent: true,
          symbol: 'none',
          label: { formatter: '今天' },
          lineStyle: { color: COLORS.today, type: 'dashed' },
          data: [{ xAxis: today * DAY_MS }],
        },
      },
      {
        id: 'baseline',
        name: '基线',
        type: 'custom',
        renderItem: bar(0.3, 0.14, () => COLORS.baseline),
        encode: { x: [1, 2], y: 0 },
        data: [] as number[][],
      },
      {
        id: 'actual',
        name: '实际',
        type: 'custom',
        renderItem: bar(-0.46, 0.12, () => COLORS.actual),
        encode: { x: [1, 2], y: 0 },
        data: [] as number[][],
      },
    ],
  }
}

/**
 * The work plan as a Gantt chart on ECharts' custom series (ECharts is already in the product; a Gantt library
 * would add a second chart engine): plan bars (critical ones red, phases dark), the progress inside them, actual
 * bars above and baseline bars below, milestones as diamonds, a dashed today line, zoom by day, week or month with
 * sliders for time and rows. A task's bar is dragged to move it, or by its right end to resize it; the drop is
 * handed to `onDrop` as whole days. The chart is loaded on first use (a lazy chunk).
 */
export default function GanttChart({ view, zoom, onDrop, editable = false, height, dropAt }: GanttChartProps) {
  const box = useRef<HTMLDivElement>(null)
  const ec = useRef<Echarts | null>(null)
  const rows = useMemo(() => ganttRows(view), [view])
  const state = useRef({ rows, zoom, onDrop, editable, dropAt })
  state.current = { rows, zoom, onDrop, editable, dropAt }
  // the chart is made once; the effects below repaint it
  const chart = useLazyChart(
    box,
    {
      load: () => import('./echarts'),
      create: (lib, element) => {
        ec.current = lib
        return lib.init(element, undefined, { renderer: 'canvas' })
      },
      setup: (c) => {
        paint(true)
        // drop → re-plan → repaint, as the user sees it: the first render finished after a drop
        c.on('finished', () => {
          const at = state.current.dropAt
          if (at?.current == null || !box.current) return
          box.current.dataset.dropToPaintMs = (performance.now() - at.current).toFixed(1)
          at.current = null
        })
        // drag: a bar's body moves it, its last 8 pixels resize it; whole days, handed over on release
        let drag: { row: GanttRow; mode: DragMode; x: number; days: number } | null = null
        c.on('mousedown', (p: { seriesId?: string; value?: unknown }) => {
          if (!state.current.editable || p.seriesId !== 'plan') return
          const row = state.current.rows[(p.value as number[])[3]]
          if (!row || row.summary) return
          const ev = (p as unknown as { event: { offsetX: number } }).event
          const [, , end] = p.value as number[]
          const endX = c.convertToPixel({ gridIndex: 0 }, [end, 0])[0]
          drag = { row, mode: row.type !== '2' && endX - ev.offsetX < 8 ? 'resize' : 'move', x: ev.offsetX, days: 0 }
          box.current?.setAttribute('data-dragging', String(row.planId))
        })
        const zr = c.getZr()
        zr.on('mousemove', (e: { offsetX: number }) => {
          if (!drag) return
          const from = c.convertFromPixel({ gridIndex: 0 }, [drag.x, 0])[0]
          const to = c.convertFromPixel({ gridIndex: 0 }, [e.offsetX, 0])[0]
          drag.days = Math.round((to - from) / DAY_MS)
        })
        zr.on('mouseup', () => {
          const d = drag
          drag = null
          box.current?.removeAttribute('data-dragging')
          if (!d || !d.days) return
          state.current.onDrop?.(dragMove(d.row, d.mode, d.days), d.mode)
        })
      },
    },
    [],
  )

  // everything it reads is in refs (the chart, the library, the latest props), so it is made once
  const paint = useCallback(
    (full: boolean) => {
      const c = chart.current
      const lib = ec.current
      if (!c || !lib || !box.current) return
      const today = Math.floor((Date.now() - new Date().getTimezoneOffset() * 60_000) / DAY_MS)
      const t0 = performance.now()
      const { rows: rs, zoom: z } = state.current
      const data = seriesData(rs)
      if (full) c.setOption(option(lib, rs, z, today) as never, { notMerge: true })
      c.setOption({
        yAxis: { data: rs.map((r) => `${'　'.repeat(r.depth)}${r.name}`) },
        series: [
          { id: 'plan', data: data.plan },
          { id: 'baseline', data: data.baseline },
          { id: 'actual', data: data.actual },
        ],
      } as never)
      box.current.dataset.paintMs = (performance.now() - t0).toFixed(1)
      box.current.dataset.rows = String(rs.length)
      // where the first bars are, in pixels (tests and assistive tools read them; a canvas has no elements)
      const bars: Record<number, [number, number, number]> = {}
      for (const [i, r] of rs.slice(0, 40).entries()) {
        const [x0, y] = c.convertToPixel({ gridIndex: 0 }, [r.start * DAY_MS, i]) as number[]
        const [x1] = c.convertToPixel({ gridIndex: 0 }, [r.finish * DAY_MS, i]) as number[]
        bars[r.planId] = [Math.round(x0), Math.round(x1), Math.round(y)]
      }
      box.current.dataset.bars = JSON.stringify(bars)
    },
    [chart],
  )

  useEffect(() => paint(true), [paint, zoom])
  useEffect(() => paint(false), [paint, rows])

  return (
    <div
      ref={box}
      data-testid="project-gantt"
      role="img"
      aria-label={`甘特图：${rows.length} 个计划节点`}
      style={{ width: '100%', height: height ?? Math.min(760, 110 + Math.min(rows.length, 30) * ROW_HEIGHT) }}
    />
  )
}
