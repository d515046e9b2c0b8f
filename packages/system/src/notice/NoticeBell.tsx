import { BellOutlined } from '@ant-design/icons'
import { lazy, Suspense, useState } from 'react'
import type { BellNotice } from './api'
import { useNoticeBell } from './useNoticeBell'

// The bell loads on every page: the popover and the detail dialog come at the first click.
const NoticePopover = lazy(() => import('./NoticePopover'))
const NoticeDetail = lazy(() => import('./NoticeDetail'))

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

/**
 * The header bell: the unread count on a badge, a popover with the newest notices (通知/公告 tag, time, unread dot),
 * 全部已读 and 查看更多; a notice opens in a dialog and counts as read.
 */
export default function NoticeBell() {
  const bell = useNoticeBell()
  const [open, setOpen] = useState(false)
  const [used, setUsed] = useState(false)
  const [shown, setShown] = useState<BellNotice | null>(null)

  const toggle = (next: boolean) => {
    setOpen(next)
    if (next) void bell.refresh()
  }
  const openNotice = (notice: BellNotice) => {
    setOpen(false)
    setShown(notice)
    void bell.markRead(notice).catch(() => undefined)
  }

  const label = bell.unreadCount ? `通知公告，${bell.unreadCount} 条未读` : '通知公告'
  // after the first click the button is drawn again inside the popover: it keeps the focus the click gave it
  const button = (onClick?: () => void) => (
    <button
      type="button"
      className="wp-nav-icon"
      data-testid="notice-bell"
      aria-label={label}
      title="通知公告"
      style={{ position: 'relative' }}
      onClick={onClick}
      autoFocus={!onClick}
    >
      <BellOutlined />
      {bell.unreadCount > 0 && (
        <span data-testid="notice-bell-count" style={badgeStyle}>
          {bell.unreadCount > 99 ? '99+' : bell.unreadCount}
        </span>
      )}
    </button>
  )

  return (
    <>
      {used ? (
        <Suspense fallback={button()}>
          <NoticePopover bell={bell} open={open} onOpenChange={toggle} onOpenNotice={openNotice}>
            {button()}
          </NoticePopover>
        </Suspense>
      ) : (
        button(() => {
          setUsed(true)
          toggle(true)
        })
      )}
      {shown && (
        <Suspense fallback={null}>
          <NoticeDetail notice={shown} onClose={() => setShown(null)} />
        </Suspense>
      )}
    </>
  )
}
