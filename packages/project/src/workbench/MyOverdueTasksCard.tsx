import type { MyTaskRow } from '@wp/contract'
import { BriefList, useGo } from '@wp/ui'
import type { WorkbenchCardProps } from '@wp/kit'
import { Empty, Tag } from 'antd'
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
      <BriefList
        items={(rows ?? []).slice(0, 8).map((t) => ({
          key: t.planId,
          title: (
            <>
              {t.nodeName} <small style={{ color: '#999' }}>{t.projectName}</small>
            </>
          ),
          extra: <Tag color="red">逾期 {t.overdueDays} 天</Tag>,
          onOpen: () => go(`/variety/variety_detail?projectId=${t.projectId}`),
        }))}
      />
    </Frame>
  )
}
