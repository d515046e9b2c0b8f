import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { App } from 'antd'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ReadUsersDialog } from './ReadUsersDialog'

const readers = Array.from({ length: 12 }, (_, i) => ({
  userId: i + 1,
  userName: `user${i + 1}`,
  nickName: `用户${i + 1}`,
  deptName: '研发部门',
  phonenumber: '15888888888',
  readTime: '2026-11-20 09:00:00',
}))

describe('阅读用户', () => {
  afterEach(() => vi.restoreAllMocks())

  it('pages through who read the notice and searches by name', async () => {
    const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://portal.test')
      const search = url.searchParams.get('searchValue')
      const matching = search ? readers.filter((r) => r.userName === search) : readers
      const pageNum = Number(url.searchParams.get('pageNum'))
      const rows = matching.slice((pageNum - 1) * 10, pageNum * 10)
      return new Response(JSON.stringify({ code: 200, rows, total: matching.length }), {
        headers: { 'content-type': 'application/json' },
      })
    })
    globalThis.fetch = fetchMock as unknown as typeof fetch
    render(
      <App>
        <ReadUsersDialog notice={{ noticeId: 7, noticeTitle: '放假通知' }} onClose={() => undefined} />
      </App>,
    )
    expect(await screen.findByText('user1')).toBeTruthy()
    expect(screen.getByText('「放假通知」已读用户')).toBeTruthy()
    expect(screen.getByTestId('notice-readers-total').textContent).toBe('共 12 人已读')
    const first = new URL(String(fetchMock.mock.calls[0][0]), 'http://portal.test')
    expect(first.pathname).toMatch(/\/system\/notice\/readUsers\/list$/)
    expect(Object.fromEntries(first.searchParams)).toMatchObject({ noticeId: '7', pageNum: '1', pageSize: '10' })

    fireEvent.click(screen.getByTitle('2'))
    expect(await screen.findByText('user11')).toBeTruthy()

    fireEvent.change(screen.getByPlaceholderText('登录名称 / 用户名称'), { target: { value: 'user3' } })
    fireEvent.keyDown(screen.getByPlaceholderText('登录名称 / 用户名称'), { key: 'Enter', keyCode: 13 })
    await waitFor(() => expect(screen.getByTestId('notice-readers-total').textContent).toBe('共 1 人已读'))
    expect(screen.getByText('user3')).toBeTruthy()
    expect(screen.queryByText('user1')).toBeNull()
  })
})
