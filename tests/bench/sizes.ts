// The sizes of what the browser really loads, each against its budget:
// - each element bundle (from the built files in dist/web): its entry plus every chunk it imports statically, gzip,
//   and the shared chunks among them;
// - the portal's login page and the workbench after login (as ry, and as admin who sees every card), served by the product as `npm start` runs it: every JS
//   response Chromium received, as sent on the wire (its encoded body size, with the encoding it was sent in);
// - the DingTalk host's /h5/approval as a bound user opens it inside DingTalk, measured the same way.
// Each figure is held against its budget (BUDGETS, the one table of them): tests/bench/bundles.ts prints them all
// for `npm run bench`, and tests/e2e/budgets.e2e.ts fails the browser tests when one exceeds its budget by more
// than 5 %.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import type { Response } from 'playwright-core'
import { encryptPassword } from '../../server/src/auth/cipher'
import { startDingTalkStandIn } from '../../server/src/dingtalk/stand-in'
import { launchBrowser, READY_PASSWORD, signedInContext, startProduct, WEB_ROOT, type Product } from '../e2e/harness'

export const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`

/** The size budgets, in KB (gzip for element bundles, bytes on the wire for pages). */
export const BUDGETS = {
  /** each custom-element bundle: its entry and every chunk it imports statically */
  element: 250,
  /** the portal's login page */
  login: 100,
  /**
   * the workbench after login, the first screen a user waits for: ry's cards, and an administrator's who holds every
   * module's card (eight business modules' cards and their chunks load with it). The statistics kinds' field
   * descriptions (≈ 7 KB brotli) stay off it: the manifest reads the kinds' keys and suffixes only
   * (contract statistics/kind-keys.ts), the 统计报表 card its periods only (statistics entry/periods.ts).
   */
  workbench: 350,
  /** a wall display until its charts are drawn */
  wall: 300,
  /** the DingTalk host's /h5/approval */
  h5: 150,
} as const

/** One measured size and the budget it is held to. */
export interface SizeFigure {
  name: string
  bytes: number
  budgetKb: number
  /** what else is worth printing: unpacked size, encodings, file count, largest files */
  detail: string
}

/** Tolerance before a budget fails the check: sizes move a little with every dependency update. */
export const BUDGET_TOLERANCE = 0.05

/** The printed line of a figure: size, budget, share of the budget, and OVER past the tolerance. */
export function figureLine(f: SizeFigure): string {
  const share = f.bytes / (f.budgetKb * 1024)
  const over = share > 1 + BUDGET_TOLERANCE ? '  OVER BUDGET' : share > 1 ? '  over (within 5 %)' : ''
  return `  ${f.name.padEnd(28)} ${kb(f.bytes).padStart(10)} / ${String(f.budgetKb).padStart(3)} KB (${(share * 100).toFixed(0)} %)${over}  ${f.detail}`
}

/** The figures over their budget by more than the tolerance, as lines. */
export const overBudget = (figures: readonly SizeFigure[]) =>
  figures.filter((f) => f.bytes > f.budgetKb * 1024 * (1 + BUDGET_TOLERANCE)).map(figureLine)
const gz = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length

/** Static imports of an ES chunk (`import … from "./x.js"` and `import "./x.js"`), resolved to files. */
function staticImports(file: string): string[] {
  const src = readFileSync(file, 'utf8')
  const out: string[] = []
  for (const m of src.matchAll(/(?:^|[;}\s])import\s*(?:[^'"()]*?from\s*)?["']([^"']+)["']/g)) {
    out.push(path.resolve(path.dirname(file), m[1]))
  }
  return out.filter((f) => existsSync(f))
}

function closure(entry: string): Set<string> {
  const seen = new Set<string>()
  const stack = [entry]
  while (stack.length) {
    const f = stack.pop()!
    if (seen.has(f)) continue
    seen.add(f)
    stack.push(...staticImports(f))
  }
  return seen
}

/** Each element bundle (gzip of its entry and static imports); the shared and lazy heavy chunks as notes. */
export function elementSizes(): { figures: SizeFigure[]; notes: string[] } {
  const dir = path.join(WEB_ROOT, 'elements')
  if (!existsSync(dir)) return { figures: [], notes: [] }
  const entries = readdirSync(dir).filter((f) => f.endsWith('.js'))
  const closures = new Map(entries.map((e) => [e, closure(path.join(dir, e))]))
  const counts = new Map<string, number>()
  for (const c of closures.values()) for (const f of c) counts.set(f, (counts.get(f) ?? 0) + 1)
  const figures = [...closures].map(([e, files]) => ({
    name: `/elements/${e}`,
    bytes: [...files].reduce((n, f) => n + gz(f), 0),
    budgetKb: BUDGETS.element,
    detail: `gzip, ${files.size} files`,
  }))
  const notes: string[] = []
  const shared = [...counts].filter(([, n]) => n > 1).map(([f]) => f)
  // every chunk of the one build: the portal and the element bundles share them
  const chunks = path.join(WEB_ROOT, 'assets')
  const allChunks = readdirSync(chunks)
  const biggestShared = allChunks
    .map((f) => path.join(chunks, f))
    .filter((f) => shared.includes(f) || entries.length === 1)
    .sort((a, b) => gz(b) - gz(a))[0]
  if (biggestShared)
    notes.push(`  shared chunk (kit, React, antd parts): ${path.basename(biggestShared)} ${kb(gz(biggestShared))}`)
  // the .js chunks only, not their precompressed .br/.gz copies
  const lazy = allChunks.filter((f) => /tinymce|bpmn|echarts/i.test(f) && f.endsWith('.js'))
  for (const f of lazy) notes.push(`  lazy heavy chunk ${f} ${kb(gz(path.join(chunks, f)))}`)
  return { figures, notes }
}

type Context = Awaited<ReturnType<Awaited<ReturnType<typeof launchBrowser>>['newContext']>>

/** Every JS response Chromium received opening `url` until `ready` shows and the network is idle, as sent on the wire. */
async function measure(product: Product, context: Context, url: string, ready: string) {
  const page = await context.newPage()
  const responses: Promise<{ file: string; wire: number; raw: number; encoding: string }>[] = []
  const onResponse = (r: Response) => {
    if (!new URL(r.url()).pathname.endsWith('.js')) return
    responses.push(
      (async () => {
        const [sizes, body, headers] = await Promise.all([r.request().sizes(), r.body(), r.allHeaders()])
        return {
          file: path.basename(new URL(r.url()).pathname),
          wire: sizes.responseBodySize,
          raw: body.length,
          encoding: headers['content-encoding'] ?? 'none',
        }
      })(),
    )
  }
  page.on('response', onResponse)
  await page.goto(product.url + url, { waitUntil: 'networkidle' })
  await page.waitForSelector(ready, { timeout: 30_000 })
  await page.waitForLoadState('networkidle')
  // what arrives from here on is not counted: a response whose body is still being read when the page closes would
  // otherwise reject unawaited and end the run ("Target page … has been closed")
  page.off('response', onResponse)
  const got = await Promise.all(responses)
  await page.close()
  return {
    total: got.reduce((n, r) => n + r.wire, 0),
    raw: got.reduce((n, r) => n + r.raw, 0),
    count: got.length,
    encodings: [...new Set(got.map((r) => r.encoding))].join('/'),
    largest: got
      .sort((a, b) => b.wire - a.wire)
      .slice(0, 6)
      .map((r) => `${r.file} ${kb(r.wire)}`)
      .join(', '),
  }
}

/** The login page, the workbench (as ry and as admin) and a wall, bytes on the wire. */
export async function portalSizes(): Promise<SizeFigure[]> {
  if (!existsSync(path.join(WEB_ROOT, 'portal/index.html'))) return []
  const product = await startProduct()
  const browser = await launchBrowser()
  const page = (name: string, m: Awaited<ReturnType<typeof measure>>, budgetKb: number, note = '') => ({
    name,
    bytes: m.total,
    budgetKb,
    detail: `${kb(m.raw)} unpacked, ${m.encodings}, ${m.count} files${note}; largest: ${m.largest}`,
  })
  try {
    const login = await measure(product, await browser.newContext(), '/login', '[data-testid="login-form"], form')
    // Past the forced change of the initial password, so the workbench itself is what loads.
    const workbenchOf = async (user: string) =>
      measure(
        product,
        await signedInContext(browser, product, await product.readyLogin(user)),
        '/index',
        '[data-testid="workbench"]',
      )
    const work = await workbenchOf('ry')
    // ry holds no permission of some cards (统计报表): admin sees every card the modules contribute
    const everyCard = await workbenchOf('admin')
    return [
      page('login page', login, BUDGETS.login),
      page('workbench (ry)', work, BUDGETS.workbench),
      page('workbench (admin)', everyCard, BUDGETS.workbench, ', every card'),
      ...(await screenSize(product, browser)),
    ]
  } finally {
    await browser.close()
    await product.dispose()
  }
}

/**
 * A wall display (/screen/) signed in with a display token, until its charts are drawn: the live stream stays open,
 * so this waits for a drawn chart and a quiet second instead of network idle.
 */
async function screenSize(
  product: Awaited<ReturnType<typeof startProduct>>,
  browser: Awaited<ReturnType<typeof launchBrowser>>,
): Promise<SizeFigure[]> {
  const admin = await product.readyLogin('admin')
  const made = await product.api('POST', '/prod-api/statistics/displayToken/add', admin, {
    name: 'bench',
    screens: ['bigscreen6'],
  })
  if (made.code !== 200) throw new Error(`/screen/: no display token (${made.msg})`)
  const context = await browser.newContext()
  const page = await context.newPage()
  const sizes: Promise<number>[] = []
  page.on('response', (r) => {
    if (new URL(r.url()).pathname.endsWith('.js'))
      sizes.push(
        r
          .request()
          .sizes()
          .then((s) => s.responseBodySize),
      )
  })
  await page.goto(`${product.url}/screen/?token=${encodeURIComponent(made.data.token)}&screens=bigscreen6`)
  await page.waitForSelector('[data-testid="stat-panel-investment-trend"] canvas', { timeout: 60_000 })
  // the live stream stays open: quiet once no further script arrives for a second
  let seen = -1
  while (seen !== sizes.length) {
    seen = sizes.length
    await page.waitForTimeout(1000)
  }
  const total = (await Promise.all(sizes)).reduce((n, b) => n + b, 0)
  await context.close()
  return [{ name: '/screen/ (wall)', bytes: total, budgetKb: BUDGETS.wall, detail: `${sizes.length} files` }]
}

/**
 * The DingTalk host's /h5/approval as a bound user opens it inside DingTalk (a stand-in of the native bridge and of
 * DingTalk's API): the silent login and the todo list, every JS file on the wire.
 */
export async function h5Sizes(): Promise<SizeFigure[]> {
  if (!existsSync(path.join(WEB_ROOT, 'dingtalk/index.html'))) return []
  const dt = await startDingTalkStandIn()
  const product = await startProduct(dt.env)
  const browser = await launchBrowser()
  try {
    const who = { userid: 'bench', unionid: 'bench-union', name: '基准' }
    // past ry's initial password (it allows nothing but changing it), as a phone user would be
    await product.readyLogin('ry')
    const unbound = await product.api('POST', '/prod-api/auth/ding/token', undefined, { code: dt.code(who) })
    const c = await product.api('GET', '/prod-api/code')
    const bound = await product.api('POST', '/prod-api/auth/dingding/login/bind', undefined, {
      bindTicket: unbound.data.bindTicket,
      username: 'ry',
      password: encryptPassword(READY_PASSWORD, c.key),
      uuid: c.uuid,
    })
    if (bound.code !== 200) throw new Error(bound.msg)
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
      userAgent:
        'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Mobile Safari/537.36 AliApp(DingTalk/7.6.0) DingTalk(7.6.0)',
    })
    // a string, not a function: tsx's name-keeping helpers do not exist in the page
    const bridge = `window.nuva = { isReady: true, require: () => (ok) => ok({ code: ${JSON.stringify(dt.code(who))} }) }`
    await context.addInitScript(bridge)
    const h5 = await measure(product, context, '/h5/approval', '[data-testid="approval-home"]')
    return [
      {
        name: '/h5/approval',
        bytes: h5.total,
        budgetKb: BUDGETS.h5,
        detail: `${kb(h5.raw)} unpacked, ${h5.encodings}, ${h5.count} files; largest: ${h5.largest}`,
      },
    ]
  } finally {
    await browser.close()
    await product.dispose()
    await dt.close()
  }
}
