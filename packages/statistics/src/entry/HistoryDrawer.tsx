import type { StatHistoryRow, StatKind } from '@wp/contract'
import { parseTime } from '@wp/kit'
import { PlainTable } from '@wp/ui'
import { Drawer, Empty, Spin, Tag, Timeline } from 'antd'
import { useEffect, useState } from 'react'
import { rowHistory } from './api'

const ACTIONS: Record<string, string> = {
  save: '保存',
  submit: '提交',
  approve: '审核通过',
  return: '退回',
  unlock: '解锁',
  delete: '删除',
  import: '导入',
}

const shown = (v: unknown) => (v === null || v === undefined || v === '' ? '（空）' : String(v))

/** 修改记录: who changed the row, when, with what action, and each figure's old → new value. */
export function HistoryDrawer({ kind, rowId, onClose }: { kind: StatKind; rowId: number | null; onClose: () => void }) {
  const [rows, setRows] = useState<StatHistoryRow[] | null>(null)
  useEffect(() => {
    if (rowId === null) return
    setRows(null)
    rowHistory(kind, rowId).then(setRows, () => setRows([]))
  }, [kind, rowId])
  return (
    <Drawer open={rowId !== null} onClose={onClose} title="修改记录" size={640} destroyOnHidden>
      <div data-testid="stat-history">
        {rows === null ? (
          <Spin />
        ) : rows.length === 0 ? (
          <Empty description="暂无修改记录" />
        ) : (
          <Timeline
            items={rows.map((h) => ({
              key: h.historyId,
              children: (
                <div data-testid="stat-history-item">
                  <Tag>{ACTIONS[h.action] ?? h.action}</Tag> {h.operName} · {parseTime(h.operTime)}
                  {h.opinion && <div>意见：{h.opinion}</div>}
                  {h.changes.length > 0 && (
                    <PlainTable
                      rowKey="field"
                      dataSource={h.changes}
                      columns={[
                        { title: '指标', dataIndex: 'label' },
                        { title: '原值', dataIndex: 'from', render: shown },
                        { title: '新值', dataIndex: 'to', render: shown },
                      ]}
                    />
                  )}
                </div>
              ),
            }))}
          />
        )}
      </div>
    </Drawer>
  )
}
