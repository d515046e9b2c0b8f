import type { OkrGraph } from '@wp/contract'
import { Empty, Input, Segmented, Select, Space, Tag } from 'antd'
import { useEffect, useMemo, useRef, useState } from 'react'
import { loadGraph } from '../api'
import { useCycle } from '../board/useCycle'
import { findNode, mapOption, type ColourBy, type MapLayout } from './mapOption'

type Chart = ReturnType<(typeof import('./echarts'))['init']>

const LAYOUTS: { value: MapLayout; label: string }[] = [
  { value: 'TB', label: '自上而下' },
  { value: 'LR', label: '从左到右' },
  { value: 'graph', label: '关系图' },
]

/**
 * The alignment map of a cycle (design note §5.4): zoom and pan, collapse and expand (trees), search that focuses a
 * node, colour by progress or confidence. ECharts arrives in a lazy chunk on first paint. `switchable` offers the
 * three layouts; the `alignmenttest` routes fix one.
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
  const chart = useRef<Chart | null>(null)

  useEffect(() => {
    if (cycleId) void loadGraph(cycleId).then(setGraph)
  }, [cycleId])
  const focus = useMemo(() => (graph ? findNode(graph, words) : undefined), [graph, words])
  const option = useMemo(
    () => (graph ? mapOption(graph, layout, colourBy, focus?.id) : undefined),
    [graph, layout, colourBy, focus],
  )

  useEffect(() => {
    let disposed = false
    let observer: ResizeObserver | undefined
    void import('./echarts').then(({ init }) => {
      if (disposed || !box.current) return
      chart.current = init(box.current, undefined, { renderer: 'canvas' })
      if (typeof ResizeObserver !== 'undefined') {
        observer = new ResizeObserver(() => chart.current?.resize())
        observer.observe(box.current)
      }
      box.current.dataset.ready = 'true'
    })
    return () => {
      disposed = true
      observer?.disconnect()
      chart.current?.dispose()
      chart.current = null
    }
  }, [])
  useEffect(() => {
    if (!option) return
    const apply = () => {
      if (!chart.current) return void setTimeout(apply, 50)
      chart.current.setOption(option, { notMerge: true })
      if (focus) chart.current.dispatchAction({ type: 'showTip', seriesIndex: 0, name: focus.title })
    }
    apply()
  }, [option, focus])

  return (
    <div className="app-container" data-testid="okr-alignment">
      <Space wrap style={{ marginBottom: 12 }}>
        <Select
          style={{ width: 180 }}
          value={cycleId}
          onChange={setCycleId}
          options={cycles.map((c) => ({ value: c.cycleId, label: c.cycleName }))}
        />
        {switchable && <Segmented options={LAYOUTS} value={layout} onChange={(v) => setLayout(v as MapLayout)} />}
        <Segmented
          options={[
            { value: 'progress', label: '按进度着色' },
            { value: 'confidence', label: '按信心着色' },
          ]}
          value={colourBy}
          onChange={(v) => setColourBy(v as ColourBy)}
        />
        <Input.Search
          allowClear
          placeholder="搜索目标或关键结果"
          style={{ width: 240 }}
          data-testid="okr-map-search"
          onSearch={setWords}
        />
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
        style={{ width: '100%', height: 'calc(100vh - 220px)', minHeight: 420 }}
      />
    </div>
  )
}
