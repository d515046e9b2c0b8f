import type { BrowserContext, Page, Response } from 'playwright-core'

/**
 * What the browser tests' pages did lately, for the report a failing test prints (failure-report.ts): a failure on CI
 * then says what the screen showed and what the server answered, not only which wait ran out.
 */
const contexts = new Set<BrowserContext>()
const logs = new WeakMap<Page, Entry[]>()
/** how many of a page's latest events the report shows */
const KEEP = 25

interface Entry {
  at: string
  line: string
  /** an API call's answer, read only when a report is made (its envelope's code and message) */
  response?: Response
}

/**
 * Keeps a log of every page `context` opens: its address as it changes, API calls, failed requests, console errors,
 * uncaught errors.
 */
export function recordPages(context: BrowserContext): void {
  contexts.add(context)
  context.on('close', () => contexts.delete(context))
  context.on('page', watch)
}

function watch(page: Page) {
  const log: Entry[] = []
  logs.set(page, log)
  const note = (line: string, response?: Response) => {
    log.push({ at: new Date().toISOString().slice(11, 23), line, response })
    if (log.length > KEEP) log.shift()
  }
  const where = (url: string) => {
    const u = new URL(url)
    return u.pathname + u.search
  }
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') note(`console.${m.type()}: ${m.text().slice(0, 300)}`)
  })
  // the address as it changes, the router's own moves included
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) note(`at ${where(frame.url())}`)
  })
  page.on('pageerror', (e) => note(`uncaught: ${e.message.slice(0, 300)}`))
  page.on('requestfailed', (r) => note(`${r.method()} ${where(r.url())} failed: ${r.failure()?.errorText}`))
  page.on('response', (r) => {
    const type = r.request().resourceType()
    if (type === 'fetch' || type === 'xhr') note(`${r.request().method()} ${where(r.url())} → ${r.status()}`, r)
  })
}

/** an API answer's envelope code and, when it is not 200, its message */
async function envelopeOf(response: Response): Promise<string> {
  try {
    if (!(response.headers()['content-type'] ?? '').includes('json')) return ''
    const body = (await Promise.race([response.json(), new Promise((r) => setTimeout(r, 2_000))])) as
      { code?: unknown; msg?: unknown } | undefined
    if (!body || body.code === undefined) return ''
    return body.code === 200 ? ' code 200' : ` code ${String(body.code)} ${String(body.msg ?? '').slice(0, 200)}`
  } catch {
    return ' (answer no longer readable)'
  }
}

/** the text of what is on top of the page: messages, open dialogs, notifications, and a form's refusals */
async function overlaysOf(page: Page): Promise<string[]> {
  return page
    .evaluate(() =>
      [
        ...document.querySelectorAll(
          '.ant-message-notice, .ant-modal-wrap .ant-modal, .ant-notification-notice, .ant-form-item-explain-error',
        ),
      ]
        .filter((el) => (el as HTMLElement).offsetParent !== null || el.getClientRects().length > 0)
        .map((el) => {
          const text = (e: Element | null | undefined) => (e?.textContent ?? '').replace(/\s+/g, ' ').slice(0, 300)
          const kind = el.className.split(' ')[0]
          // a refusal names its field
          const field = el.closest('.ant-form-item')?.querySelector('.ant-form-item-label')
          return field ? `${kind}: ${text(field)} ${text(el)}` : `${kind}: ${text(el)}`
        }),
    )
    .catch(() => ['(the page did not answer)'])
}

/** A report of every open page: its address, what is on top of it, its latest events. */
export async function describePages(): Promise<string> {
  const out: string[] = []
  for (const context of contexts)
    for (const page of context.pages()) {
      out.push(`page ${page.url()}`)
      for (const overlay of await overlaysOf(page)) out.push(`  on top: ${overlay}`)
      for (const entry of logs.get(page) ?? [])
        out.push(`  ${entry.at} ${entry.line}${entry.response ? await envelopeOf(entry.response) : ''}`)
    }
  return out.join('\n')
}
