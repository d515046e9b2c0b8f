import { act, cleanup, render } from '@testing-library/react'
import { App, message, notification } from 'antd'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { FeedbackBridge } from './FeedbackBridge'
import { getFeedback, registerFeedback, type Feedback } from './feedback'

afterEach(cleanup)

describe('feedback bridge', () => {
  it("falls back to antd's static APIs, loaded on first use, when no React root is mounted", async () => {
    const error = vi.spyOn(message, 'error').mockImplementation((() => undefined) as never)
    const notify = vi.spyOn(notification, 'error').mockImplementation(() => undefined)
    getFeedback().message.error('后端接口连接异常')
    getFeedback().notification.error({ title: '失败' })
    await vi.waitFor(() => expect(error).toHaveBeenCalledWith('后端接口连接异常'))
    expect(notify).toHaveBeenCalledWith({ title: '失败' })
    error.mockRestore()
    notify.mockRestore()
  })

  it('uses the most recently mounted root, and the previous one again after it unmounts', () => {
    const first = render(
      <App>
        <FeedbackBridge />
      </App>,
    )
    const fromFirst = getFeedback()
    expect(fromFirst.message).not.toBe(message)
    const fake = { message: {}, notification: {}, modal: {} } as unknown as Feedback
    const unregister = registerFeedback(fake)
    expect(getFeedback()).toBe(fake)
    act(() => unregister())
    expect(getFeedback()).toBe(fromFirst)
    first.unmount()
    expect(getFeedback().message).not.toBe(fromFirst.message)
  })
})
