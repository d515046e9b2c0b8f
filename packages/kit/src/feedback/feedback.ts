import type { App } from 'antd'

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

type AntdModule = typeof import('./antdStatic')

/**
 * antd's static API, loaded only when a message must be shown with no kit root mounted (the login page, before
 * any antd view). Keeping antd out of the eager import keeps it out of every first screen that does not render it.
 * Each call returns a closer (message.loading's contract) that closes the real message once antd is there.
 */
function lazyStatic(pick: (antd: AntdModule) => object): never {
  return new Proxy(
    {},
    {
      get:
        (_target, key) =>
        (...args: unknown[]) => {
          let result: unknown
          let closed = false
          void import('./antdStatic').then((antd) => {
            const api = pick(antd) as Record<string, (...a: unknown[]) => unknown>
            result = api[key as string]?.(...args)
            if (closed && typeof result === 'function') (result as () => void)()
          })
          return () => {
            closed = true
            if (typeof result === 'function') (result as () => void)()
          }
        },
    },
  ) as never
}

const staticFeedback: Feedback = {
  message: lazyStatic((antd) => antd.message),
  notification: lazyStatic((antd) => antd.notification),
  modal: lazyStatic((antd) => antd.Modal),
}

/**
 * The feedback of the most recently mounted kit root, or antd's static APIs when no root is mounted
 * (they render into document.body, unthemed, but a message is never lost).
 */
export function getFeedback(): Feedback {
  return registered[registered.length - 1] ?? staticFeedback
}
