import { Empty, Modal } from 'antd'
import { DictTag, parseTime } from '@wp/kit'
import { useEffect, useState } from 'react'
import { viewNotice, type NoticeRow } from './api'

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
  const [detail, setDetail] = useState<NoticeRow | null>(null)
  const [failed, setFailed] = useState(false)

  useEffect(() => {
    if (noticeId === undefined) return
    let live = true
    setDetail(null)
    setFailed(false)
    viewNotice(noticeId)
      .then((row) => live && setDetail(row))
      .catch(() => live && setFailed(true))
    return () => {
      live = false
    }
  }, [noticeId])

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
