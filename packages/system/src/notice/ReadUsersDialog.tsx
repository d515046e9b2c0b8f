import { Input, Modal, Table } from 'antd'
import { parseTime, useLoad } from '@wp/kit'
import { useEffect, useMemo, useState } from 'react'
import { listNoticeReaders, type NoticeReader } from './api'

const PAGE_SIZE = 10
const NOBODY: { rows: NoticeReader[]; total: number } = { rows: [], total: 0 }

/** 阅读用户: who has read a notice, newest first, paged, searchable by login or display name. */
export function ReadUsersDialog({
  notice,
  onClose,
}: {
  notice: { noticeId: number; noticeTitle: string } | null
  onClose: () => void
}) {
  const noticeId = notice?.noticeId
  const [query, setQuery] = useState({ pageNum: 1, searchValue: '' })

  useEffect(() => {
    setQuery({ pageNum: 1, searchValue: '' })
  }, [noticeId])

  const readers = useLoad(
    useMemo(
      () =>
        noticeId === undefined
          ? undefined
          : async () => {
              const res = await listNoticeReaders({
                noticeId,
                pageNum: query.pageNum,
                pageSize: PAGE_SIZE,
                ...(query.searchValue ? { searchValue: query.searchValue } : {}),
              }).catch(() => NOBODY) // a failed page shows as nobody
              return { rows: res.rows ?? [], total: res.total ?? 0 }
            },
      [noticeId, query],
    ),
  )
  // null while a page loads
  const page = readers.value ?? null

  return (
    <Modal
      open={notice !== null}
      onCancel={onClose}
      footer={null}
      width={760}
      title={`「${notice?.noticeTitle ?? ''}」已读用户`}
      destroyOnHidden
    >
      <div data-testid="notice-readers">
        <div style={{ display: 'flex', justifyContent: 'space-between', marginBottom: 8 }}>
          <Input.Search
            allowClear
            maxLength={30}
            placeholder="登录名称 / 用户名称"
            style={{ width: 240 }}
            onSearch={(value) => setQuery({ pageNum: 1, searchValue: value.trim() })}
          />
          <span data-testid="notice-readers-total">共 {page?.total ?? 0} 人已读</span>
        </div>
        <Table<NoticeReader>
          rowKey="userId"
          size="small"
          loading={page === null}
          dataSource={page?.rows ?? []}
          columns={[
            { key: 'userName', dataIndex: 'userName', title: '登录名称' },
            { key: 'nickName', dataIndex: 'nickName', title: '用户名称' },
            { key: 'deptName', dataIndex: 'deptName', title: '所属部门' },
            { key: 'phonenumber', dataIndex: 'phonenumber', title: '手机号码', width: 120 },
            {
              key: 'readTime',
              dataIndex: 'readTime',
              title: '阅读时间',
              width: 160,
              render: (t: string) => parseTime(t),
            },
          ]}
          pagination={{
            current: query.pageNum,
            pageSize: PAGE_SIZE,
            total: page?.total ?? 0,
            showSizeChanger: false,
            hideOnSinglePage: true,
            onChange: (pageNum) => setQuery((q) => ({ ...q, pageNum })),
          }}
        />
      </div>
    </Modal>
  )
}
