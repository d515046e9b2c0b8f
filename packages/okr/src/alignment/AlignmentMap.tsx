import type { OkrGraph } from '@wp/contract'
import { Button, Empty, Input, Segmented, Select, Space, Tag } from 'antd'
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { loadGraph } from '../api'
import { useCycle } from '../board/useCycle'
import { findNode, mapOption, type ColourBy, type MapLayout } from './mapOption'
import { ObjectiveDrawer } from './ObjectiveDrawer'
import { objectiveOfClick } from './objectiveDetail'
import { useMapChart } from './useMapChart'

const LAYOUTS: { value: MapLayout; label: string }[] = [
  { value: 'TB', label: '自上而下' },
  { value: 'LR', label: '从左到右' },
  { value: 'graph', label: '关系图' },
]

const COLOURINGS: { value: ColourBy; label: string }[] = [
  { value: 'progress', label: '按进度着色' },
  { value: 'confidence', label: '按信心着色' },
]

/**
 * The alignment map of a cycle (design note §5.4): zoom and pan, collapse and expand (trees), search that focuses a
 * node, colour by progress or confidence; a click on an objective or a key result opens the objective's details in a
 * drawer (`ObjectiveDrawer`, with a link to the board). ECharts arrives in a lazy chunk on first paint. `switchable` offers the
 * three layouts; the `alignmenttest` routes fix one. The canvas's box tells tests and the bench what it shows
 * (`data-nodes`, `data-edges`, `data-focus`) and how long it took (`data-load-ms`: the map's data; `data-paint-ms`:
 * page start → first paint finished; `data-focus-ms`: search → the focused map painted).
 */
export function AlignmentMap({
  layout: initial = 'TB',
  switchable = false,
}: {
  layout?: MapLayout
  switchable?: boolean
}) {
  const { cycles, cycleId, setCycleId } = useCycle()
  const [graph, setGraph] = useState<OkrGraph>()
  const [layout, setLayout] = useState<MapLayout>(initial)
  const [colourBy, setColourBy] = useState<ColourBy>('progress')
  const [words, setWords] = useState('')
  const box = useRef<HTMLDivElement>(null)
  /** the paint being timed: the first one (from the page's start) or a search's (from the search) */
  const timing = useRef<{ kind: 'paintMs' | 'focusMs'; from: number } | null>({ kind: 'paintMs', from: 0 })
  const searchedAt = useRef(0)
  const [timings, setTimings] = useState<{ loadMs?: number; paintMs?: number; focusMs?: number }>({})
  const [opened, setOpened] = useState<number>()
  const chart = useMapChart(
    box,
    () => {
      const t = timing.current
      if (!t) return
      const took = Math.round(performance.now() - t.from)
      setTimings((x) => ({ ...x, [t.kind]: took }))
      timing.current = null
    },
    (click) => {
      const id = graph && objectiveOfClick(graph, click)
      if (id) setOpened(id)
    },
  )

  const reload = useCallback(() => {
    if (!cycleId) return
    const t0 = performance.now()
    void loadGraph(cycleId).then((g) => {
      setTimings((t) => ({ ...t, loadMs: Math.round(performance.now() - t0) }))
      setGraph(g)
    })
  }, [cycleId])
  useEffect(reload, [reload])
  const focus = useMemo(() => (graph ? findNode(graph, words) : undefined), [graph, words])
  const option = useMemo(
    () => (graph ? mapOption(graph, layout, colourBy, focus?.id) : undefined),
    [graph, layout, colourBy, focus],
  )

  useEffect(() => {
    if (!option) return
    const apply = () => {
      if (!chart.current) return void setTimeout(apply, 50)
      if (focus && !timing.current) timing.current = { kind: 'focusMs', from: searchedAt.current }
      chart.current.setOption(option, { notMerge: true })
      if (focus) chart.current.dispatchAction({ type: 'showTip', seriesIndex: 0, name: focus.title })
    }
    apply()
  }, [option, focus, chart])

  return (
    <div className="app-container" data-testid="okr-alignment">
      <Space wrap style={{ marginBottom: 12 }}>
        <Select
          aria-label="周期"
          style={{ width: 180 }}
          value={cycleId}
          onChange={setCycleId}
          options={cycles.map((c) => ({ value: c.cycleId, label: c.cycleName }))}
        />
        {switchable && (
          <Segmented aria-label="布局" options={LAYOUTS} value={layout} onChange={(v) => setLayout(v as MapLayout)} />
        )}
        <Segmented
          aria-label="着色方式"
          options={COLOURINGS}
          value={colourBy}
          onChange={(v) => setColourBy(v as ColourBy)}
        />
        <Input.Search
          allowClear
          placeholder="搜索目标或关键结果"
          style={{ width: 240 }}
          data-testid="okr-map-search"
          onSearch={(w) => {
            searchedAt.current = performance.now()
            setTimings((t) => ({ ...t, focusMs: undefined }))
            setWords(w)
          }}
        />
        <Button data-testid="okr-map-refresh" onClick={reload}>
          刷新
        </Button>
        {words && (
          <Tag color={focus ? 'blue' : 'default'} data-testid="okr-map-focus">
            {focus ? `已定位：${focus.title}` : '未找到'}
          </Tag>
        )}
      </Space>
      {cycleId === undefined && cycles.length === 0 && <Empty description="尚无OKR周期" />}
      <div
        ref={box}
        data-testid="okr-map-canvas"
        data-nodes={graph?.nodes.length}
        data-edges={graph?.edges.length}
        data-focus={focus?.id ?? ''}
        data-focus-progress={focus?.progress}
        data-load-ms={timings.loadMs}
        data-paint-ms={timings.paintMs}
        data-focus-ms={timings.focusMs}
        data-opened={opened ?? ''}
        style={{ width: '100%', height: 'calc(100vh - 220px)', minHeight: 420 }}
      />
      {opened !== undefined && graph && (
        <ObjectiveDrawer objectiveId={opened} graph={graph} boardLink onClose={() => setOpened(undefined)} />
      )}
    </div>
  )
}
