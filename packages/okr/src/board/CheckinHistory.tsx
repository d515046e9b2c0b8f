import type { OkrKeyResultRow } from '@wp/contract'
import { useLoad } from '@wp/kit'
import { Drawer, Empty, List } from 'antd'
import { useCallback, useEffect, useRef } from 'react'
import { loadCheckins } from '../api'
import { historyOption } from './historyOption'

/**
 * 进展历史 of a key result: a small chart of progress and confidence (ECharts arrives in a lazy chunk when the drawer
 * opens) above the check-ins with their comments.
 */
export function CheckinHistory({ kr, onClose }: { kr: OkrKeyResultRow; onClose: () => void }) {
  const rows = useLoad(useCallback(() => loadCheckins(kr.krId), [kr.krId])).value
  const box = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (!rows?.length) return
    let chart: { setOption(o: unknown): void; dispose(): void } | undefined
    let disposed = false
    void import('./historyChart').then(({ init }) => {
      if (disposed || !box.current) return
      chart = init(box.current, undefined, { renderer: 'canvas' })
      chart.setOption(historyOption(rows))
      box.current.dataset.ready = 'true'
    })
    return () => {
      disposed = true
      chart?.dispose()
    }
  }, [rows])
  return (
    <Drawer open title={`进展历史：${kr.title}`} width={560} onClose={onClose} data-testid="okr-history">
      {rows && !rows.length ? (
        <Empty description="尚无进展记录" />
      ) : (
        <>
          <div ref={box} data-testid="okr-history-chart" data-points={rows?.length ?? 0} style={{ height: 220 }} />
          <List
            size="small"
            dataSource={rows ?? []}
            loading={!rows}
            renderItem={(c) => (
              <List.Item>
                <span>
                  {String(c.createTime).slice(0, 16)} · {c.createBy}
                  {c.comment ? `：${c.comment}` : ''}
                </span>
                <span>
                  {c.value ?? ''} 进度 {c.progressPercent}% · 信心 {c.confidence}
                </span>
              </List.Item>
            )}
          />
        </>
      )}
    </Drawer>
  )
}
