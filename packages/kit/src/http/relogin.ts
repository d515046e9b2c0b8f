import { getFeedback } from '../feedback/feedback'
import { removeToken } from '../session/token'
import { browser, homeUrl } from './config'

let dialogOpen = false
let logoutAction: (go: string) => unknown = (go) => {
  removeToken()
  browser.go(go)
}

/**
 * The session module registers its logout here, so the http layer can log out without importing the session: it
 * ends the session and opens `go` (one navigation, after the server has answered or not in time).
 */
export function setLogoutAction(action: (go: string) => unknown): void {
  logoutAction = action
}

export function isReloginDialogOpen(): boolean {
  return dialogOpen
}

/**
 * The session-expired dialog (401/501). However many requests fail at once, one dialog shows; confirming logs out
 * and goes to /index, cancelling leaves the user on the page.
 */
export function showReloginDialog(): void {
  if (dialogOpen) return
  dialogOpen = true
  getFeedback().modal.confirm({
    title: '系统提示',
    content: '登录状态已过期，您可以继续留在该页面，或者重新登录',
    okText: '重新登录',
    cancelText: '取消',
    onOk: async () => {
      dialogOpen = false
      await logoutAction(homeUrl())
    },
    onCancel: () => {
      dialogOpen = false
    },
  })
}

/** For tests: forget an open dialog. */
export function resetReloginDialog(): void {
  dialogOpen = false
}
