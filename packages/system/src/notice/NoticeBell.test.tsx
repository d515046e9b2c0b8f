import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { sessionStore } from '@wp/kit'
import { App } from 'antd'
import { MemoryRouter, Route, Routes } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import NoticeBell from './NoticeBell'

interface Notice {
  noticeId: number
  noticeTitle: string
  noticeType: string
  createTime: string
  isRead: boolean
}

/** A stand-in for the server's read receipts: listTop, markRead, markReadAll and the bell's detail. */
function standIn(notices: Notice[], olderUnread = 3) {
  const read = new Set(notices.filter((n) => n.isRead).map((n) => n.noticeId))
  const state = { failing: false }
  const json = (body: object) => new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } })
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://portal.test')
    if (url.pathname.endsWith('/system/notice/listTop')) {
      if (state.failing) return json({ code: 500, msg: '数据库连接失败' })
      return json({
        code: 200,
        data: notices.map((n) => ({ ...n, isRead: read.has(n.noticeId) })),
        unreadCount: notices.filter((n) => !read.has(n.noticeId)).length + olderUnread, // older ones not listed
      })
    }
    if (url.pathname.endsWith('/system/notice/markRead')) {
      read.add(Number(url.searchParams.get('noticeId')))
      return json({ code: 200 })
    }
    if (url.pathname.endsWith('/system/notice/markReadAll')) {
      for (const id of url.searchParams.get('ids')!.split(',')) read.add(Number(id))
      return json({ code: 200 })
    }
    const view = /\/system\/notice\/view\/(\d+)$/.exec(url.pathname)
    if (view) {
      const n = notices.find((x) => x.noticeId === Number(view[1]))!
      return json({ code: 200, data: { ...n, createBy: 'admin', noticeContent: '<p>正文<strong>加粗</strong></p>' } })
    }
    return json({ code: 200, data: [] })
  })
  globalThis.fetch = fetchMock as unknown as typeof fetch
  const calls = (path: string) =>
    fetchMock.mock.calls.map(([u]) => new URL(String(u), 'http://portal.test')).filter((u) => u.pathname.endsWith(path))
  return { calls, state }
}

const NOTICES: Notice[] = [
  { noticeId: 3, noticeTitle: '放假通知', noticeType: '1', createTime: '2026-11-20 09:00:00', isRead: false },
  { noticeId: 2, noticeTitle: '新版本发布', noticeType: '2', createTime: '2026-11-19 09:00:00', isRead: false },
  { noticeId: 1, noticeTitle: '旧公告', noticeType: '2', createTime: '2026-11-01 09:00:00', isRead: true },
]

function renderBell() {
  return render(
    <MemoryRouter initialEntries={['/index']}>
      <App>
        <Routes>
          <Route path="/index" element={<NoticeBell />} />
          <Route path="/system/notice" element={<div data-testid="notice-list-page" />} />
        </Routes>
      </App>
    </MemoryRouter>,
  )
}

const count = () => screen.queryByTestId('notice-bell-count')?.textContent ?? '0'

async function openPopover() {
  fireEvent.click(screen.getByTestId('notice-bell'))
  // the popover is a lazy chunk: its first load takes longer than findBy's second on a loaded machine
  return screen.findByTestId('notice-popover', {}, { timeout: 10_000 })
}

describe('the notice bell', () => {
  beforeEach(() => {
    sessionStore.setState({ roles: ['common'], permissions: [] })
  })
  afterEach(() => {
    sessionStore.setState({ roles: [], permissions: [] })
    vi.useRealTimers()
    vi.restoreAllMocks()
  })

  it("shows listTop's unread count; opening an unread notice marks it read, shows its content and lowers the count", async () => {
    const server = standIn(NOTICES)
    renderBell()
    await waitFor(() => expect(count()).toBe('5'))
    expect(screen.getByTestId('notice-bell').getAttribute('aria-label')).toBe('通知公告，5 条未读')
    const popover = await openPopover()
    await waitFor(() => expect(within(popover).getAllByTestId('notice-item')).toHaveLength(3))
    expect(within(popover).getAllByTestId('notice-unread-dot')).toHaveLength(2)
    fireEvent.click(within(popover).getByText('放假通知'))
    expect((await screen.findByTestId('notice-detail-content')).innerHTML).toBe('<p>正文<strong>加粗</strong></p>')
    await waitFor(() => expect(count()).toBe('4'))
    expect(server.calls('/markRead').map((u) => u.searchParams.get('noticeId'))).toEqual(['3'])
  })

  it('opening a notice already read sends no receipt and keeps the count', async () => {
    const server = standIn(NOTICES)
    renderBell()
    await waitFor(() => expect(count()).toBe('5'))
    fireEvent.click(within(await openPopover()).getByText('旧公告'))
    await screen.findByTestId('notice-detail-content')
    expect(server.calls('/markRead')).toHaveLength(0)
    expect(count()).toBe('5')
  })

  it('全部已读 marks the listed unread notices read and takes the count from the server again', async () => {
    const server = standIn(NOTICES)
    renderBell()
    await waitFor(() => expect(count()).toBe('5'))
    const popover = await openPopover()
    await waitFor(() => expect(within(popover).getAllByTestId('notice-unread-dot')).toHaveLength(2))
    await act(async () => {
      fireEvent.click(within(popover).getByTestId('notice-mark-all'))
    })
    expect(server.calls('/markReadAll').map((u) => u.searchParams.get('ids'))).toEqual(['3,2'])
    // the three older unread notices the list does not show are still counted
    await waitFor(() => expect(count()).toBe('3'))
    expect(within(popover).queryAllByTestId('notice-unread-dot')).toHaveLength(0)
  })

  it('says 暂无通知 when there are none, and offers 查看更多 only with system:notice:list', async () => {
    standIn([], 0)
    const { unmount } = renderBell()
    const popover = await openPopover()
    expect((await within(popover).findByTestId('notice-empty')).textContent).toContain('暂无通知')
    expect(within(popover).queryByTestId('notice-more')).toBeNull()
    expect(screen.queryByTestId('notice-bell-count')).toBeNull()
    unmount()

    sessionStore.setState({ roles: ['common'], permissions: ['system:notice:list'] })
    renderBell()
    fireEvent.click(within(await openPopover()).getByTestId('notice-more'))
    expect(await screen.findByTestId('notice-list-page')).toBeTruthy()
  })

  it('shows an error with 重试 when the list fails, and the retry loads it', async () => {
    const server = standIn(NOTICES)
    server.state.failing = true
    renderBell()
    const popover = await openPopover()
    const retry = await within(popover).findByTestId('notice-retry')
    expect(within(popover).getByTestId('notice-error').textContent).toContain('通知加载失败')
    server.state.failing = false
    fireEvent.click(retry)
    await waitFor(() => expect(within(popover).getAllByTestId('notice-item')).toHaveLength(3))
    expect(count()).toBe('5')
  })

  it('asks once at a time: focus while a request is under way does not send another', async () => {
    const server = standIn(NOTICES)
    renderBell()
    act(() => {
      window.dispatchEvent(new Event('focus'))
      window.dispatchEvent(new Event('focus'))
    })
    await waitFor(() => expect(count()).toBe('5'))
    expect(server.calls('/listTop')).toHaveLength(1)
  })
})
