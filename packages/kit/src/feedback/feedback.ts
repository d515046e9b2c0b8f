import { App, Modal, message, notification } from 'antd'

/** message / notification / modal, as `App.useApp()` gives them. */
export type Feedback = ReturnType<typeof App.useApp>

const registered: Feedback[] = []

/**
 * Makes a React root's feedback the one code outside React (the http layer) uses. The latest registered root wins;
 * the returned function unregisters it.
 */
export function registerFeedback(feedback: Feedback): () => void {
  registered.push(feedback)
  return () => {
    const index = registered.lastIndexOf(feedback)
    if (index >= 0) registered.splice(index, 1)
  }
}

const staticFeedback: Feedback = { message, notification, modal: Modal as unknown as Feedback['modal'] }

/**
 * The feedback of the most recently mounted kit root, or antd's static APIs when no root is mounted
 * (they render into document.body, unthemed, but a message is never lost).
 */
export function getFeedback(): Feedback {
  return registered[registered.length - 1] ?? staticFeedback
}
