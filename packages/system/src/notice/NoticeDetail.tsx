import { Empty, Modal } from 'antd'
import { DictTag, parseTime, useLoad } from '@wp/kit'
import { useMemo } from 'react'
import { viewNotice } from './api'

/**
 * A notice opened from the bell: type, author, time and the content. The content is HTML the server cleaned with its
 * allowlist when the notice was saved and again when it is read (`GET /system/notice/view/:id`), and the page's
 * Content-Security-Policy runs no inline script, so it is shown as HTML.
 */
export default function NoticeDetail({
  notice,
  onClose,
}: {
  notice: { noticeId: number } | null
  onClose: () => void
}) {
  const noticeId = notice?.noticeId
  // closing (no notice) keeps what is on show while the dialog fades
  const loaded = useLoad(useMemo(() => (noticeId === undefined ? undefined : () => viewNotice(noticeId)), [noticeId]))
  const detail = loaded.value
  const failed = !!loaded.error

  return (
    <Modal
      open={noticeId !== undefined}
      onCancel={onClose}
      footer={null}
      width={760}
      title={detail?.noticeTitle ?? '公告详情'}
      destroyOnHidden
    >
      <div data-testid="notice-detail">
        {failed ? (
          <Empty description="公告加载失败" />
        ) : !detail ? (
          <div style={{ textAlign: 'center', padding: 32 }}>
            <span style={{ color: '#8c8c8c' }}>加载中…</span>
          </div>
        ) : (
          <>
            <div style={{ display: 'flex', gap: 12, alignItems: 'center', color: '#8c8c8c', marginBottom: 16 }}>
              <DictTag type="sys_notice_type" value={detail.noticeType} />
              <span>{detail.createBy}</span>
              <span>{parseTime(detail.createTime, '{y}-{m}-{d} {h}:{i}')}</span>
            </div>
            {detail.noticeContent ? (
              <div
                data-testid="notice-detail-content"
                style={{ wordBreak: 'break-word', overflowX: 'auto' }}
                dangerouslySetInnerHTML={{ __html: detail.noticeContent }}
              />
            ) : (
              <Empty description="暂无内容" />
            )}
          </>
        )}
      </div>
    </Modal>
  )
}
