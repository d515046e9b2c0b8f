import { App } from 'antd'
import { useEffect } from 'react'
import { registerFeedback } from './feedback'

/** Put inside antd `<App>`: registers this root's message / notification / modal for code outside React. */
export function FeedbackBridge(): null {
  const feedback = App.useApp()
  useEffect(() => registerFeedback(feedback), [feedback])
  return null
}
