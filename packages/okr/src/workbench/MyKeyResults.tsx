import type { OkrMyKeyResultRow } from '@wp/contract'
import { useGo } from '@wp/ui'
import { Empty, List, Progress, Tag } from 'antd'
import { useEffect, useState } from 'react'
import { loadMyKeyResults } from '../api'

/**
 * 我的OKR: the key results I own in running objectives, each with its progress and whether a check-in is due (a week
 * without one); a click opens the board. The workbench card and the `<wp-okr-mine>` element show it.
 */
export default function MyKeyResults() {
  const [rows, setRows] = useState<OkrMyKeyResultRow[] | null>(null)
  const go = useGo()
  useEffect(() => {
    void loadMyKeyResults()
      .then(setRows)
      .catch(() => setRows([]))
  }, [])
  if (rows && !rows.length) return <Empty description="没有进行中的关键结果" image={Empty.PRESENTED_IMAGE_SIMPLE} />
  return (
    <List
      size="small"
      loading={rows === null}
      data-testid="okr-my-krs"
      dataSource={(rows ?? []).slice(0, 8)}
      renderItem={(k) => (
        <List.Item
          style={{ cursor: 'pointer' }}
          data-testid={`okr-my-kr-${k.krId}`}
          onClick={() => go(`/okr/okr?objectiveId=${k.objectiveId}`)}
        >
          <div style={{ flex: 1, minWidth: 0 }}>
            <div style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
              {k.title} <small style={{ color: '#999' }}>{k.objectiveTitle}</small>
            </div>
            <Progress percent={k.progressPercent} size="small" aria-label={`${k.title} 进度`} />
          </div>
          {k.checkinDue ? <Tag color="orange">待更新</Tag> : <Tag color="green">已更新</Tag>}
        </List.Item>
      )}
    />
  )
}
