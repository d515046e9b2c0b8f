import { Empty } from 'antd'
import { DictTag, parseTime, type WorkbenchCardProps } from '@wp/kit'
import { BriefList } from '@wp/ui'
import { useEffect, useState } from 'react'
import { getLatestNotices, type LatestNotice } from './api'

/** 最新公告: the newest notices, the system module's workbench card. */
export default function LatestNoticesCard({ Frame }: WorkbenchCardProps) {
  const [notices, setNotices] = useState<LatestNotice[] | null>(null)
  const [failed, setFailed] = useState(false)

  useEffect(() => {
    let live = true
    getLatestNotices()
      .then((list) => live && setNotices(list))
      .catch(() => live && (setNotices([]), setFailed(true)))
    return () => {
      live = false
    }
  }, [])

  return (
    <Frame
      loading={notices === null}
      empty={notices?.length ? undefined : <Empty description={failed ? '公告加载失败' : '暂无公告'} />}
    >
      <BriefList
        itemTestId="workbench-article"
        items={(notices ?? []).map((a) => ({
          key: a.noticeId,
          title: (
            <span>
              <DictTag type="sys_notice_type" value={a.noticeType} /> {a.noticeTitle}
            </span>
          ),
          description: `${a.createBy ?? ''} ${parseTime(a.createTime, '{y}-{m}-{d} {h}:{i}') ?? ''}`,
        }))}
      />
    </Frame>
  )
}
