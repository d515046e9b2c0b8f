import type { OkrMyKeyResultRow } from '@wp/contract'
import { BriefList, useGo } from '@wp/ui'
import { Empty, Progress, Spin, Tag } from 'antd'
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
    <Spin spinning={rows === null}>
      <div data-testid="okr-my-krs" style={{ minHeight: rows === null ? 48 : undefined }}>
        <BriefList
          items={(rows ?? []).slice(0, 8).map((k) => ({
            key: k.krId,
            testId: `okr-my-kr-${k.krId}`,
            title: (
              <>
                {k.title} <small style={{ color: '#999' }}>{k.objectiveTitle}</small>
              </>
            ),
            description: <Progress percent={k.progressPercent} size="small" aria-label={`${k.title} 进度`} />,
            extra: k.checkinDue ? <Tag color="orange">待更新</Tag> : <Tag color="green">已更新</Tag>,
            onOpen: () => go(`/okr/okr?objectiveId=${k.objectiveId}`),
          }))}
        />
      </div>
    </Spin>
  )
}
