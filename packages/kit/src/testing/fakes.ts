import { vi } from 'vitest'
import { registerFeedback, type Feedback } from '../feedback/feedback'

/** Spies standing in for antd's message / notification / modal, registered as the page's feedback. */
export function fakeFeedback() {
  const message = { error: vi.fn(), warning: vi.fn(), success: vi.fn(), info: vi.fn(), loading: vi.fn(() => vi.fn()) }
  const notification = { error: vi.fn(), warning: vi.fn(), success: vi.fn(), info: vi.fn() }
  const modal = { confirm: vi.fn(), info: vi.fn(), error: vi.fn(), success: vi.fn(), warning: vi.fn() }
  const unregister = registerFeedback({ message, notification, modal } as unknown as Feedback)
  return { message, notification, modal, unregister }
}

export interface FakeCall {
  url: string
  method: string
  headers: Record<string, string>
  body: unknown
  /** the whole init alova's fetch adapter passed (it spreads the method config: timeout, meta…) */
  init: RequestInit & { timeout?: number }
}

type Answer = unknown | ((call: FakeCall) => unknown | Response | Promise<unknown | Response>)

/**
 * Replaces globalThis.fetch (which alova's fetch adapter calls) with a fake that answers JSON by URL path
 * (without the query); a function answer may return a Response. Unknown paths answer {code: 200}.
 */
export function fakeFetch(answers: Record<string, Answer> = {}) {
  const calls: FakeCall[] = []
  const fn = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input)
    const call: FakeCall = {
      url,
      method: String(init.method ?? 'GET'),
      headers: { ...(init.headers as Record<string, string>) },
      body: init.body,
      init,
    }
    calls.push(call)
    const path = url.split('?')[0]
    const answer = path in answers ? answers[path] : { code: 200, msg: '操作成功' }
    const value = typeof answer === 'function' ? await (answer as (c: FakeCall) => unknown)(call) : answer
    if (value instanceof Response) return value
    return new Response(JSON.stringify(value), { headers: { 'content-type': 'application/json' } })
  })
  globalThis.fetch = fn as unknown as typeof fetch
  return { fn, calls }
}
