import { act, cleanup, render } from '@testing-library/react'
import { App, message, notification } from 'antd'
import { afterEach, describe, expect, it } from 'vitest'
import { FeedbackBridge } from './FeedbackBridge'
import { getFeedback, registerFeedback, type Feedback } from './feedback'

afterEach(cleanup)

describe('feedback bridge', () => {
  it("falls back to antd's static APIs when no React root is mounted", () => {
    expect(getFeedback().message).toBe(message)
    expect(getFeedback().notification).toBe(notification)
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
    expect(getFeedback().message).toBe(message)
  })
})
