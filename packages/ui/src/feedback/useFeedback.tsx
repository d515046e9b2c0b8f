import { App, Modal, message as antdMessage } from 'antd'
import type { ReactNode } from 'react'

type AppApi = ReturnType<typeof App.useApp>

export interface Feedback {
  message: AppApi['message']
  modal: AppApi['modal']
  /** Render this somewhere in the widget: it hosts the fallback message/modal when no antd `<App>` is above. */
  holder: ReactNode
}

/**
 * message and modal from the nearest antd `<App>` (the kit's providers mount one), so dialogs render in the
 * React tree and therefore inside a shadow root; without an `<App>` the widget's own hook instances are used.
 */
export function useFeedback(): Feedback {
  const app = App.useApp()
  const [modal, modalHolder] = Modal.useModal()
  const [message, messageHolder] = antdMessage.useMessage()
  const hasApp = typeof app.modal.confirm === 'function' && typeof app.message.error === 'function'
  return {
    message: hasApp ? app.message : message,
    modal: hasApp ? app.modal : modal,
    holder: (
      <>
        {modalHolder}
        {messageHolder}
      </>
    ),
  }
}
