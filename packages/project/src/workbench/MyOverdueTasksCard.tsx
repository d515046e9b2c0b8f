import type { MyTaskRow } from '@wp/contract'
import { useGo } from '@wp/ui'
import type { WorkbenchCardProps } from '@wp/kit'
import { Empty, List, Tag } from 'antd'
import { useEffect, useState } from 'react'
import { planApi } from '../api'

/** 我的逾期任务: the workbench card listing the plan nodes I am responsible for that are past their planned end. */
export default function MyOverdueTasksCard({ Frame }: WorkbenchCardProps) {
  const [rows, setRows] = useState<MyTaskRow[] | null>(null)
  const go = useGo()
  useEffect(() => {
    void planApi
      .myTasks()
      .then(setRows)
      .catch(() => setRows([]))
  }, [])
  return (
    <Frame
      loading={rows === null}
      empty={rows?.length ? undefined : <Empty description="没有逾期任务" image={Empty.PRESENTED_IMAGE_SIMPLE} />}
    >
      <List
        size="small"
        dataSource={rows?.slice(0, 8)}
        renderItem={(t) => (
          <List.Item
            style={{ cursor: 'pointer' }}
            onClick={() => go(`/variety/variety_detail?projectId=${t.projectId}`)}
          >
            <span>
              {t.nodeName} <small style={{ color: '#999' }}>{t.projectName}</small>
            </span>
            <Tag color="red">逾期 {t.overdueDays} 天</Tag>
          </List.Item>
        )}
      />
    </Frame>
  )
}
