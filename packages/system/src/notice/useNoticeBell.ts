import { useCallback, useEffect, useRef, useState } from 'react'
import { listTopNotices, markNoticeRead, markNoticesRead, type BellNotice } from './api'

/** How often the bell asks again while the page is open. */
export const BELL_REFRESH_MS = 3 * 60_000
/** Regaining focus asks again, but not sooner than this after the last answer. */
export const BELL_FOCUS_GAP_MS = 10_000

export interface NoticeBellState {
  notices: BellNotice[]
  unreadCount: number
  status: 'loading' | 'ready' | 'error'
}

/**
 * The header bell's data: the newest open notices and the unread count, asked for on mount, every
 * `BELL_REFRESH_MS` and when the window regains focus — one request at a time (a refresh asked for while one is
 * under way is dropped: that one's answer is as fresh). Reading one or all updates the list and the count at once;
 * an answer that left before such a change is not shown (it could bring the old count back) and is asked again.
 */
export function useNoticeBell() {
  const [state, setState] = useState<NoticeBellState>({ notices: [], unreadCount: 0, status: 'loading' })
  const inFlight = useRef(false)
  const again = useRef(false)
  /** bumped by every local change of read state */
  const version = useRef(0)
  const lastAnswer = useRef(0)
  const live = useRef(true)

  const refresh = useCallback(async () => {
    if (inFlight.current) return
    inFlight.current = true
    try {
      do {
        again.current = false
        const asked = version.current
        try {
          const { notices, unreadCount } = await listTopNotices()
          if (!live.current) return
          if (asked === version.current) setState({ notices, unreadCount, status: 'ready' })
          else again.current = true
        } catch {
          if (live.current) setState((s) => ({ ...s, status: 'error' }))
        }
      } while (again.current && live.current)
    } finally {
      inFlight.current = false
      lastAnswer.current = Date.now()
    }
  }, [])

  useEffect(() => {
    live.current = true
    void refresh()
    const timer = window.setInterval(() => void refresh(), BELL_REFRESH_MS)
    const onFocus = () => {
      if (Date.now() - lastAnswer.current >= BELL_FOCUS_GAP_MS) void refresh()
    }
    window.addEventListener('focus', onFocus)
    return () => {
      live.current = false
      window.clearInterval(timer)
      window.removeEventListener('focus', onFocus)
    }
  }, [refresh])

  /** Marks one notice read (when it was unread) and lowers the count. */
  const markRead = useCallback(async (notice: BellNotice) => {
    if (notice.isRead) return
    await markNoticeRead(notice.noticeId)
    version.current++
    setState((s) => ({
      ...s,
      notices: s.notices.map((n) => (n.noticeId === notice.noticeId ? { ...n, isRead: true } : n)),
      unreadCount: Math.max(
        0,
        s.unreadCount - (s.notices.some((n) => n.noticeId === notice.noticeId && !n.isRead) ? 1 : 0),
      ),
    }))
  }, [])

  /** 全部已读: marks every listed notice read, then asks for the count again (older unread ones may remain). */
  const markAllRead = useCallback(async () => {
    const ids = state.notices.filter((n) => !n.isRead).map((n) => n.noticeId)
    if (!ids.length) return
    await markNoticesRead(ids)
    version.current++
    setState((s) => ({
      ...s,
      notices: s.notices.map((n) => ({ ...n, isRead: true })),
      unreadCount: Math.max(0, s.unreadCount - ids.length),
    }))
    await refresh()
  }, [state.notices, refresh])

  return { ...state, refresh, markRead, markAllRead }
}

export type NoticeBellData = ReturnType<typeof useNoticeBell>
