import { ReadOutlined } from '@ant-design/icons'
import { SYSTEM_PERMISSIONS } from '@wp/contract'
import { ListScreen, RichTextEditor } from '@wp/ui'
import { useState } from 'react'
import { addNotice, deleteNotices, editNotice, getNotice, listNotices, type NoticeInput, type NoticeRow } from './api'
import { ReadUsersDialog } from './ReadUsersDialog'

/**
 * 通知公告 (component path system/notice/index); the content is written in the rich-text editor, and 阅读用户 lists
 * who has read a notice.
 */
export default function NoticePage() {
  const [readers, setReaders] = useState<NoticeRow | null>(null)
  return (
    <ListScreen<NoticeRow, NoticeInput>
      name="notice"
      rowKey="noticeId"
      perms={SYSTEM_PERMISSIONS.notice}
      columnsKey="system-notice-columns"
      load={listNotices}
      search={[
        { name: 'noticeTitle', label: '公告标题', testId: 'notice-search-title' },
        { name: 'createBy', label: '操作人员' },
        { name: 'noticeType', label: '类型', dict: 'sys_notice_type', placeholder: '公告类型' },
      ]}
      columns={[
        { key: 'noticeId', title: '序号', width: 90 },
        { key: 'noticeTitle', title: '公告标题' },
        { key: 'noticeType', title: '公告类型', width: 100, dict: 'sys_notice_type' },
        { key: 'status', title: '状态', width: 100, dict: 'sys_notice_status' },
        { key: 'createBy', title: '创建者', width: 110 },
        { key: 'createTime', title: '创建时间', width: 170, time: '{y}-{m}-{d}' },
      ]}
      remove={(rows) => deleteNotices(rows.map((r) => r.noticeId))}
      rowActions={(row) => [
        {
          perm: SYSTEM_PERMISSIONS.notice.list,
          label: '阅读用户',
          icon: <ReadOutlined />,
          testId: 'notice-readers-open',
          onClick: () => setReaders(row),
        },
      ]}
      actionsWidth={220}
      dialog={{
        noun: '公告',
        width: 880,
        fullScreen: true,
        defaults: { status: '0', noticeContent: '' },
        load: async (row) => {
          const notice = row && (await getNotice(row.noticeId))
          return { values: notice && { ...notice, noticeContent: notice.noticeContent ?? '' } }
        },
        save: (values, row) => {
          const input = { ...values, noticeContent: values.noticeContent ?? '' }
          return row ? editNotice({ ...input, noticeId: row.noticeId }) : addNotice(input)
        },
        fields: [
          { name: 'noticeTitle', label: '公告标题', span: 12, required: true, max: 50, testId: 'notice-title' },
          {
            name: 'noticeType',
            label: '公告类型',
            span: 12,
            kind: 'select',
            dict: 'sys_notice_type',
            required: true,
            testId: 'notice-type',
          },
          { name: 'status', label: '状态', kind: 'radio', dict: 'sys_notice_status' },
          { name: 'noticeContent', label: '内容', render: () => <RichTextEditor height={300} /> },
        ],
      }}
    >
      {() => <ReadUsersDialog notice={readers} onClose={() => setReaders(null)} />}
    </ListScreen>
  )
}
