import { BellOutlined } from '@ant-design/icons'
import { Button, Empty, Popover } from 'antd'
import { SYSTEM_PERMISSIONS } from '@wp/contract'
import { DictTag, parseTime, useAccess } from '@wp/kit'
import { useState } from 'react'
import { useNavigate } from 'react-router'
import type { BellNotice } from './api'
import { NoticeDetail } from './NoticeDetail'
import { useNoticeBell } from './useNoticeBell'

/** Where 查看更多 goes (the 通知公告 screen, for those who may list notices). */
export const NOTICE_LIST_PATH = '/system/notice'

const badgeStyle = {
  position: 'absolute',
  top: 8,
  right: 0,
  minWidth: 16,
  height: 16,
  padding: '0 4px',
  borderRadius: 8,
  background: '#d4380d',
  color: '#fff',
  fontSize: 11,
  lineHeight: '16px',
  textAlign: 'center',
  pointerEvents: 'none',
} as const

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

/**
 * The header bell: the unread count on a badge, a popover with the newest notices (通知/公告 tag, time, unread dot),
 * 全部已读 and 查看更多; a notice opens in a dialog and counts as read.
 */
export default function NoticeBell() {
  const bell = useNoticeBell()
  const { hasPermi } = useAccess()
  const navigate = useNavigate()
  const [open, setOpen] = useState(false)
  const [shown, setShown] = useState<BellNotice | null>(null)
  const canList = hasPermi(SYSTEM_PERMISSIONS.notice.list)

  const openNotice = (notice: BellNotice) => {
    setOpen(false)
    setShown(notice)
    void bell.markRead(notice).catch(() => undefined)
  }

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
        <div style={{ textAlign: 'center', padding: 24 }}>
          {/* text, not antd's Spin: the bell loads on every page and Spin would be its largest import */}
          <span role="status" style={{ color: '#8c8c8c' }}>
            加载中…
          </span>
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
            <NoticeItem key={n.noticeId} notice={n} onOpen={openNotice} />
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
              setOpen(false)
              navigate(NOTICE_LIST_PATH)
            }}
          >
            查看更多
          </Button>
        </div>
      )}
    </div>
  )

  const label = bell.unreadCount ? `通知公告，${bell.unreadCount} 条未读` : '通知公告'
  return (
    <>
      <Popover
        trigger="click"
        placement="bottomRight"
        open={open}
        onOpenChange={(next) => {
          setOpen(next)
          if (next) void bell.refresh()
        }}
        content={content}
        destroyOnHidden
      >
        <button
          type="button"
          className="wp-nav-icon"
          data-testid="notice-bell"
          aria-label={label}
          title="通知公告"
          style={{ position: 'relative' }}
        >
          <BellOutlined />
          {bell.unreadCount > 0 && (
            <span data-testid="notice-bell-count" style={badgeStyle}>
              {bell.unreadCount > 99 ? '99+' : bell.unreadCount}
            </span>
          )}
        </button>
      </Popover>
      <NoticeDetail notice={shown} onClose={() => setShown(null)} />
    </>
  )
}
