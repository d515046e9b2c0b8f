import { ReadOutlined } from '@ant-design/icons'
import { NOTICE, type NoticeRow } from '@wp/contract'
import { ResourceScreen } from '@wp/ui'
import { useState } from 'react'
import { ReadUsersDialog } from './ReadUsersDialog'

/**
 * 通知公告 (component path system/notice/index), drawn from the `NOTICE` description: the content is written in the
 * rich-text editor, and 阅读用户 lists who has read a notice.
 */
export default function NoticePage() {
  const [readers, setReaders] = useState<NoticeRow | null>(null)
  return (
    <ResourceScreen
      resource={NOTICE}
      rowActions={(row) => [
        {
          perm: NOTICE.permissions.list,
          label: '阅读用户',
          icon: <ReadOutlined />,
          testId: 'notice-readers-open',
          onClick: () => setReaders(row),
        },
      ]}
    >
      {() => <ReadUsersDialog notice={readers} onClose={() => setReaders(null)} />}
    </ResourceScreen>
  )
}
