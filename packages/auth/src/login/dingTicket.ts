import type { DingSignedIn } from '@wp/contract'
import { post, sessionStore, type ApiResult } from '@wp/kit'
import { useEffect, useRef } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { redirectTarget } from './redirect'

/** The fragment key the server's DingTalk callback hands the login page its sign-in ticket under. */
export const DING_TICKET_KEY = 'dingTicket'

/** The ticket in a location's fragment (`#dingTicket=…`), if any. */
export const dingTicketOf = (hash: string): string | null =>
  new URLSearchParams(hash.replace(/^#/, '')).get(DING_TICKET_KEY)

/** Tickets already sent: a page rendered twice (React's strict mode) spends its ticket once. */
const spent = new Map<string, Promise<void>>()

/**
 * The desktop DingTalk sign-in's last step: spends the one-minute single-use ticket the callback put in the fragment
 * (`POST /auth/dingding/login/ticket`) and keeps the session it answers with, exactly as after a password login.
 * A used or expired ticket is refused with the server's message.
 */
export function exchangeDingTicket(ticket: string): Promise<void> {
  let pending = spent.get(ticket)
  if (!pending) {
    pending = post<ApiResult<DingSignedIn>>(
      '/auth/dingding/login/ticket',
      { ticket },
      { isToken: false, repeatSubmit: false, meta: { quiet: true } },
    ).then((res) => {
      if (!res.data?.access_token) throw new Error('钉钉登录失败：未获得令牌')
      sessionStore.getState().adopt(res.data)
    })
    spent.set(ticket, pending)
  }
  return pending
}

/**
 * The login page's part of the desktop DingTalk sign-in: when the address carries `#dingTicket=…`, the fragment is
 * dropped from the address at once, the ticket spent, and the page goes on to its `redirect`; a refusal is reported.
 */
export function useDingTicket(setBusy: (busy: boolean) => void, setFailure: (message: string) => void) {
  const navigate = useNavigate()
  const { pathname, search, hash } = useLocation()
  const handlers = useRef({ setBusy, setFailure })
  handlers.current = { setBusy, setFailure }
  const ticket = dingTicketOf(hash)
  useEffect(() => {
    if (!ticket) return
    navigate(pathname + search, { replace: true })
    handlers.current.setBusy(true)
    exchangeDingTicket(ticket).then(
      () => navigate(redirectTarget(search), { replace: true }),
      (error: unknown) => {
        handlers.current.setFailure(error instanceof Error ? error.message : String(error))
        handlers.current.setBusy(false)
      },
    )
  }, [ticket, navigate, pathname, search])
}
