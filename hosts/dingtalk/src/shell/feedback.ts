import { registerFeedback, type Feedback } from '@wp/kit'

type Content = string | { content?: unknown; description?: unknown; message?: unknown }

const textOf = (arg: Content): string =>
  typeof arg === 'string' ? arg : String(arg?.content ?? arg?.description ?? arg?.message ?? '')

const widgets = () => import('./widgets')

/** A toast; the returned function closes it (antd's message.loading contract), even before it has opened. */
const toast = (icon?: 'success' | 'fail' | 'loading') => (arg: Content) => {
  let close: (() => void) | undefined
  let closed = false
  void widgets().then(({ Toast }) => {
    if (closed) return
    const handler = Toast.show({ content: textOf(arg), icon, duration: icon === 'loading' ? 0 : 2500 })
    close = () => handler.close()
  })
  return () => {
    closed = true
    close?.()
  }
}

interface ConfirmArgs {
  title?: unknown
  content?: unknown
  okText?: unknown
  cancelText?: unknown
  onOk?: () => unknown
  onCancel?: () => unknown
}

function confirm(args: ConfirmArgs) {
  void widgets()
    .then(({ Dialog }) =>
      Dialog.confirm({
        title: String(args.title ?? '提示'),
        content: String(args.content ?? ''),
        confirmText: String(args.okText ?? '确定'),
        cancelText: String(args.cancelText ?? '取消'),
      }),
    )
    .then((ok) => (ok ? args.onOk?.() : args.onCancel?.()))
}

/**
 * The kit's messages (http errors, the re-login question) in antd-mobile's toast and dialog instead of antd's
 * desktop widgets, so no desktop component reaches the phone. Only what the kit calls is mapped.
 */
export function registerMobileFeedback(): () => void {
  const message = {
    success: toast('success'),
    error: toast('fail'),
    warning: toast(),
    info: toast(),
    loading: toast('loading'),
  }
  const notification = { success: message.success, error: message.error, warning: message.warning, info: message.info }
  return registerFeedback({ message, modal: { confirm }, notification } as unknown as Feedback)
}
