import { Button, Empty, Popover } from 'antd'
import { SYSTEM_PERMISSIONS } from '@wp/contract'
import { DictTag, parseTime, useAccess } from '@wp/kit'
import type { ReactElement } from 'react'
import { useNavigate } from 'react-router'
import type { BellNotice } from './api'
import type { NoticeBellData } from './useNoticeBell'

/** Where 查看更多 goes (the 通知公告 screen, for those who may list notices). */
export const NOTICE_LIST_PATH = '/system/notice'

function NoticeItem({ notice, onOpen }: { notice: BellNotice; onOpen: (n: BellNotice) => void }) {
  return (
    <li>
      <button
        type="button"
        data-testid="notice-item"
        data-read={notice.isRead ? 'true' : 'false'}
        onClick={() => onOpen(notice)}
        style={{
          display: 'flex',
          gap: 8,
          alignItems: 'center',
          width: '100%',
          padding: '8px 4px',
          border: 'none',
          borderBottom: '1px solid #f0f0f0',
          background: 'none',
          cursor: 'pointer',
          textAlign: 'left',
          color: notice.isRead ? '#8c8c8c' : undefined,
        }}
      >
        <span
          aria-label={notice.isRead ? undefined : '未读'}
          data-testid={notice.isRead ? undefined : 'notice-unread-dot'}
          style={{
            flex: 'none',
            width: 6,
            height: 6,
            borderRadius: 3,
            background: notice.isRead ? 'transparent' : '#d4380d',
          }}
        />
        <DictTag type="sys_notice_type" value={notice.noticeType} />
        <span style={{ flex: 1, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
          {notice.noticeTitle}
        </span>
        <span style={{ flex: 'none', fontSize: 12, color: '#8c8c8c' }}>
          {parseTime(notice.createTime, '{m}-{d} {h}:{i}')}
        </span>
      </button>
    </li>
  )
}

export interface NoticePopoverProps {
  bell: NoticeBellData
  open: boolean
  onOpenChange: (open: boolean) => void
  onOpenNotice: (notice: BellNotice) => void
  /** the bell's button */
  children: ReactElement
}

/** The bell's popover (loaded at the first click): the notices, 全部已读, 查看更多, 暂无通知, the error with 重试. */
export default function NoticePopover({ bell, open, onOpenChange, onOpenNotice, children }: NoticePopoverProps) {
  const { hasPermi } = useAccess()
  const navigate = useNavigate()
  const canList = hasPermi(SYSTEM_PERMISSIONS.notice.list)

  const content = (
    <div data-testid="notice-popover" style={{ width: 320 }}>
      <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', paddingBottom: 4 }}>
        <strong>通知公告</strong>
        <Button
          type="link"
          size="small"
          data-testid="notice-mark-all"
          disabled={!bell.notices.some((n) => !n.isRead)}
          onClick={() => void bell.markAllRead().catch(() => undefined)}
        >
          全部已读
        </Button>
      </div>
      {bell.status === 'loading' && !bell.notices.length ? (
        <div role="status" style={{ textAlign: 'center', padding: 24, color: '#8c8c8c' }}>
          加载中…
        </div>
      ) : bell.status === 'error' && !bell.notices.length ? (
        <Empty data-testid="notice-error" image={Empty.PRESENTED_IMAGE_SIMPLE} description="通知加载失败">
          <Button size="small" data-testid="notice-retry" onClick={() => void bell.refresh()}>
            重试
          </Button>
        </Empty>
      ) : bell.notices.length ? (
        <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {bell.notices.map((n) => (
            <NoticeItem key={n.noticeId} notice={n} onOpen={onOpenNotice} />
          ))}
        </ul>
      ) : (
        <Empty data-testid="notice-empty" image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无通知" />
      )}
      {canList && (
        <div style={{ textAlign: 'center', paddingTop: 4 }}>
          <Button
            type="link"
            size="small"
            data-testid="notice-more"
            onClick={() => {
              onOpenChange(false)
              navigate(NOTICE_LIST_PATH)
            }}
          >
            查看更多
          </Button>
        </div>
      )}
    </div>
  )

  return (
    <Popover
      trigger="click"
      placement="bottomRight"
      open={open}
      onOpenChange={onOpenChange}
      content={content}
      destroyOnHidden
    >
      {children}
    </Popover>
  )
}
