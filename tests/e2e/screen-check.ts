// The screen check's two halves: which screens exist (read from the modules' declarations and the server's menu, so a
// new module's screens are visited without naming them here) and what is wrong with one as it is shown (measured in
// the page). screen-check.e2e.ts walks the first through the second; `npm run screens` photographs the same list.
import { mkdirSync, readdirSync, existsSync, readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import type { Browser, Page } from 'playwright-core'
// Each host's own list of modules is where its screens are declared; a host is an application without a public
// index, so the check reads the list itself.
/* eslint-disable no-restricted-imports */
import { DASHBOARDS } from '../../hosts/bigscreen/src/modules'
import { MOBILE_VIEWS } from '../../hosts/dingtalk/src/modules'
import { PORTAL } from '../../hosts/portal/src/modules'
/* eslint-enable no-restricted-imports */
import type { DemoStep } from '../../server/src/platform/demo'
import { createDemoClient, runDemoSteps } from '../../server/src/platform/demo-client'
import { ROOT } from './harness'

export interface Screen {
  /** where it is opened, relative to the product's origin */
  url: string
  /** the menu title, route title or view key, for the report */
  title: string
  kind: 'menu' | 'route' | 'mobile' | 'wall'
}

/** A route of the server's menu (getRouters), as the portal receives it. */
export interface MenuRoute {
  path: string
  component?: string
  hidden?: boolean
  meta?: { title?: string; link?: string | null }
  children?: MenuRoute[]
}

const FRAME_COMPONENTS = new Set(['Layout', 'ParentView', 'InnerLink'])

const join = (base: string, p: string) => (p.startsWith('/') ? p : `${base.replace(/\/$/, '')}/${p}`)

/**
 * The menu screens a signed-in user reaches: every leaf of the menu tree that names a component (the portal shows the
 * module view of that component path, or "页面不存在" when no module offers it, which the check then reports).
 */
export function menuScreens(routes: readonly MenuRoute[], base = ''): Screen[] {
  return routes.flatMap((r): Screen[] => {
    if (/^https?:/.test(r.path) || r.meta?.link) return []
    const path = join(base, r.path)
    if (r.children?.length) return menuScreens(r.children, path)
    if (!r.component || FRAME_COMPONENTS.has(r.component)) return []
    return [{ url: path, title: r.meta?.title ?? r.component, kind: 'menu' }]
  })
}

/**
 * The portal's hidden routes every module declares (params filled with 1: the seeded first row, or the page's own
 * "not found" answer), the workbench, and the walls' dashboards as the portal shows them.
 */
export function routeScreens(): Screen[] {
  const routes = PORTAL.routes.map((r) => ({
    url: r.path.replace(/:[^/]+/g, '1'),
    title: `${r.title}（${r.module}）`,
    kind: 'route' as const,
  }))
  return [{ url: '/index', title: '工作台', kind: 'route' }, ...routes]
}

/** The DingTalk host's phone screens (each module's `mobile`), with its sign-in page. */
export function mobileScreens(): Screen[] {
  return [
    { url: '/h5/login', title: '钉钉 · 登录', kind: 'mobile' },
    ...MOBILE_VIEWS.map((v) => ({ url: `/h5/${v.path}`, title: `钉钉 · ${v.title}`, kind: 'mobile' as const })),
  ]
}

/** Each wall's dashboard, opened by the wall host with a display token for it. */
export function wallScreens(displayToken: (key: string) => string): Screen[] {
  return DASHBOARDS.map((d) => ({
    url: `/screen/?token=${encodeURIComponent(displayToken(d.key))}&screens=${d.key}`,
    title: `大屏 · ${d.title}`,
    kind: 'wall' as const,
  }))
}

/**
 * Puts the demo organisation into the product at `url` through its API: every `server/src/<domain>/demo.ts` (found by
 * file name, as `npm run demo` does), the administrator's password changed to `adminPassword` on the way.
 */
export async function seedDemo(url: string, adminPassword: string): Promise<void> {
  const src = path.join(ROOT, 'server/src')
  const files = readdirSync(src, { withFileTypes: true })
    .filter((d) => d.isDirectory() && existsSync(path.join(src, d.name, 'demo.ts')))
    .map((d) => path.join(src, d.name, 'demo.ts'))
  const steps: DemoStep[] = []
  // platform/demo.ts is the interface itself: only files with a step as their default export count
  for (const f of files) {
    const step = ((await import(pathToFileURL(f).href)) as { default?: DemoStep }).default
    if (step) steps.push(step)
  }
  // a domain's failing step is reported, not fatal here: its own test is demo.test.ts, this check wants the screens
  await runDemoSteps(
    steps,
    await createDemoClient({ url, adminPassword, log: (m) => m.startsWith('✘') && console.log(m) }),
    {
      keepGoing: true,
    },
  )
}

/** What to install when Chromium finds no CJK font (Debian's smallest; `fonts-noto-cjk` serves as well). */
export const CJK_FONT_PACKAGE = 'fonts-wqy-microhei'

/**
 * Whether Chromium draws Chinese with a real CJK font: two different ideographs must come out as different pixels
 * and a full em wide. Without one it draws the same box for both (a tofu about a third narrower), and every width
 * the check compares is then measured against boxes instead of the characters people see.
 */
export async function cjkFontMissing(browser: Browser): Promise<string | null> {
  const page = await browser.newPage()
  try {
    const drawn = await page.evaluate(() => {
      const canvas = document.createElement('canvas')
      canvas.width = canvas.height = 120
      const g = canvas.getContext('2d')!
      g.font = '100px sans-serif'
      g.textBaseline = 'top'
      const pixels = (ch: string) => {
        g.clearRect(0, 0, 120, 120)
        g.fillText(ch, 0, 0)
        return Array.from(g.getImageData(0, 0, 120, 120).data).join()
      }
      return { same: pixels('永') === pixels('國'), width: g.measureText('永').width }
    })
    if (!drawn.same && Math.abs(drawn.width - 100) <= 5) return null
    return (
      `Chromium has no CJK font: Chinese comes out as boxes (${Math.round(drawn.width)} px wide where a character is ` +
      `100 px), so the screen check would measure its widths against boxes, not text. Install one — Debian: ` +
      `apt-get install ${CJK_FONT_PACKAGE} (.ci/run does) — and run it again.`
    )
  } finally {
    await page.close()
  }
}

/** `npm run screens`: a PNG of every screen at every width and an index page to browse them. */
export class Gallery {
  private shots: { screen: Screen; width: number; file: string }[] = []
  constructor(private readonly dir: string) {
    mkdirSync(dir, { recursive: true })
  }
  async shoot(page: Page, screen: Screen, width: number) {
    const file = `${String(this.shots.length + 1).padStart(3, '0')}-${screen.kind}-${width}.png`
    await page.screenshot({ path: path.join(this.dir, file), fullPage: screen.kind !== 'wall' })
    this.shots.push({ screen, width, file })
  }
  writeIndex() {
    const esc = (t: string) => t.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;')
    const items = this.shots
      .map(
        (s) =>
          `<figure><a href="${s.file}"><img src="${s.file}" loading="lazy" alt="${esc(s.screen.title)}"></a>` +
          `<figcaption>${esc(s.screen.title)} · ${s.width}px<br><code>${esc(s.screen.url.replace(/token=[^&]+/, 'token=…'))}</code></figcaption></figure>`,
      )
      .join('\n')
    writeFileSync(
      path.join(this.dir, 'index.html'),
      `<!doctype html><meta charset="utf-8"><title>综合工作平台 · 屏幕一览</title>` +
        `<style>body{font:14px sans-serif;margin:24px}figure{display:inline-block;width:360px;margin:8px;vertical-align:top}` +
        `img{width:100%;border:1px solid #ddd}</style><h1>屏幕一览（${this.shots.length} 张，${new Date().toISOString().slice(0, 10)}）</h1>\n${items}`,
    )
  }
}

/**
 * `SCREEN_CHECK_ONLY=/safety,/project`: only the screens whose path starts with one of these prefixes (comma
 * separated; `/h5` for the DingTalk host, `/screen` for the walls), to check one module's screens quickly. Unset or
 * empty: every screen.
 */
export function onlyFilter(value = process.env.SCREEN_CHECK_ONLY): (s: Screen) => boolean {
  const prefixes = (value ?? '')
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => (p.startsWith('/') ? p : `/${p}`))
  if (!prefixes.length) return () => true
  return (s) => prefixes.some((p) => s.url.split(/[?#]/)[0].startsWith(p))
}

/** The component paths of the portal's views, for the report of menu rows no module serves. */
export const declaredViews = () => Object.keys(PORTAL.views)

/** The dashboard keys the walls may show (for the display token). */
export const dashboardKeys = () => DASHBOARDS.map((d) => d.key)

/**
 * Latin words a Chinese screen may show: codes, units, standards and proper names. Anything else in Latin letters
 * alone (a button "Submit", a tooltip "Change element") is an untranslated string.
 */
export const LATIN_ALLOWED = new Set(
  [
    // units, formats and standards
    'KB',
    'MB',
    'GB',
    'px',
    'ms',
    'ID',
    'IP',
    'URL',
    'API',
    'PDF',
    'PNG',
    'JPG',
    'Excel',
    'CSV',
    'JSON',
    'XML',
    'BPMN',
    'Cron',
    'cron',
    'HTTP',
    'HTTPS',
    'UUID',
    'OK',
    'vs',
    'Java',
    'SQL',
    'AI',
    'OKR',
    'KPI',
    'CPU',
    'UTC',
    'GMT',
    'App',
    'H5',
    // proper names and the seeded accounts
    'DingTalk',
    'Swagger',
    'OpenAPI',
    'Flowable',
    'Chrome',
    'Chromium',
    'Linux',
    'Windows',
    'admin',
    'ry',
    'RuoYi',
  ].map((w) => w.toLowerCase()),
)

export interface Finding {
  screen: string
  width: number
  kind: 'page-scroll' | 'clipped' | 'latin' | 'console' | 'not-found' | 'stuck' | 'axe' | 'duplicate-id' | 'covered'
  detail: string
}

interface PageMeasure {
  pageScroll: { scrollWidth: number; clientWidth: number; element: string } | null
  clipped: string[]
  latin: string[]
  duplicateIds: string[]
  notFound: boolean
}

/** Where the dialog being checked is marked (the open modal's or drawer's wrapper), for the measures and axe-core. */
export const DIALOG_SCOPE = '[data-screen-check-dialog]'

/**
 * Measures the page as it is now (runs in the browser): horizontal scroll of the page or the layout's main area,
 * text cut in table cells, headers, labels, tags and buttons without the full text on hover, Latin-only UI text,
 * element ids given twice, and the "not found" pages. The allowlist is passed in lower case. With `scope` (an open
 * dialog's wrapper) only what is inside it is measured, its own body's sideways scroll for the page's, and an id
 * counts when one of its elements is inside.
 */
function measure([allowed, scope]: [string[], string | null]): PageMeasure {
  const allow = new Set(allowed)
  const root: Element = (scope && document.querySelector(scope)) || document.body
  const all = (selector: string) => Array.from(root.querySelectorAll(selector))
  const visible = (el: Element) =>
    (el as HTMLElement).offsetParent !== null &&
    el.getClientRects().length > 0 &&
    !el.closest('[aria-hidden="true"], .ant-table-measure-row, [hidden]')
  const name = (el: Element) => {
    const testid = el.closest('[data-testid]')?.getAttribute('data-testid')
    const cls = (el.getAttribute('class') ?? '').split(/\s+/).filter(Boolean).slice(0, 2).join('.')
    return `${el.tagName.toLowerCase()}${cls ? '.' + cls : ''}${testid ? ` in [${testid}]` : ''}`
  }
  const text = (el: Element) => (el.textContent ?? '').replace(/\s+/g, ' ').trim()

  // 1. the page (or the layout's scrolling main area) wider than the window
  let pageScroll: PageMeasure['pageScroll'] = null
  const roots = scope
    ? [root, ...all('.ant-modal-body, .ant-drawer-body')]
    : [document.scrollingElement, ...all('main, .ant-layout-content')]
  for (const el of roots) {
    if (!el) continue
    const style = getComputedStyle(el)
    const scrolls = (!scope && el === document.scrollingElement) || /auto|scroll/.test(style.overflowX)
    if (scrolls && el.scrollWidth > el.clientWidth + 1) {
      pageScroll = { scrollWidth: el.scrollWidth, clientWidth: el.clientWidth, element: name(el) }
      break
    }
  }

  // 2. text cut off: the box narrower than its content, and the full text not on hover (title or aria-label)
  const clipped: string[] = []
  const CUTTABLE = [
    'th',
    'td',
    '.ant-form-item-label > label',
    '.ant-descriptions-item-label',
    '.ant-descriptions-item-content',
    '.ant-tag',
    '.ant-btn',
    '.ant-card-head-title',
    '.ant-tabs-tab-btn',
    '.ant-statistic-title',
    '.ant-select-selection-item',
  ].join(',')
  const hovered = (el: Element) => {
    const full = text(el)
    for (let n: Element | null = el; n && n !== document.body; n = n.parentElement) {
      const title = n.getAttribute('title') ?? n.getAttribute('aria-label') ?? n.getAttribute('data-full-text')
      if (title && title.replace(/\s+/g, ' ').trim().length >= Math.min(full.length, 1)) return true
      if (n.matches('th, td')) break
    }
    return Array.from(el.querySelectorAll('[title], [data-full-text]')).some((d) => {
      const t = d.getAttribute('title') ?? d.getAttribute('data-full-text') ?? ''
      return t.length > 0 && full.includes(t.slice(0, 8))
    })
  }
  // a fixed column's cell carries antd's 30 px shadow (an ::after past its edge), which scrollWidth counts: there the
  // cell's content itself is measured against the cell's padding box
  const overflowOf = (el: Element) => {
    if (!el.matches('.ant-table-cell-fix-left, .ant-table-cell-fix-right, .ant-table-cell-fix'))
      return el.scrollWidth - el.clientWidth
    const range = document.createRange()
    range.selectNodeContents(el)
    const content = range.getBoundingClientRect()
    const box = el.getBoundingClientRect()
    const style = getComputedStyle(el)
    const right = box.right - parseFloat(style.paddingRight) - parseFloat(style.borderRightWidth)
    const left = box.left + parseFloat(style.paddingLeft) + parseFloat(style.borderLeftWidth)
    return content.width === 0 ? 0 : Math.round(Math.max(content.right - right, left - content.left))
  }
  for (const el of all(CUTTABLE)) {
    if (!visible(el) || !text(el)) continue
    // cells of a virtual or scrolled table body are measured by their content, not the scroll container
    const over = overflowOf(el)
    const inner = Array.from(el.querySelectorAll<HTMLElement>('.ant-table-cell-content, .ant-typography-ellipsis'))
    const innerCut = inner.some((i) => i.scrollWidth > i.clientWidth + 1)
    if ((over > 1 || innerCut) && !hovered(el)) clipped.push(`${name(el)} “${text(el).slice(0, 30)}” (${over}px)`)
  }
  // 2b. an action column whose buttons spill out of the cell (overflow visible, so scrollWidth says nothing)
  for (const cell of all('td')) {
    if (!visible(cell)) continue
    const box = cell.getBoundingClientRect()
    const spill = Array.from(cell.querySelectorAll('.ant-btn, a')).find((b) => {
      const r = b.getBoundingClientRect()
      return r.width > 0 && (r.right > box.right + 1 || r.left < box.left - 1)
    })
    // an ellipsis cell cuts what reaches out; that is fine when its full text shows on hover
    const cutWithHover = getComputedStyle(cell).overflow === 'hidden' && hovered(cell)
    if (spill && !cutWithHover) clipped.push(`${name(cell)}: “${text(spill)}” reaches out of its cell`)
  }

  // 2c. a form label that runs into its input: the label's text reaching past the start of the control beside it
  for (const item of all('.ant-form-item-row')) {
    const label = item.querySelector(':scope > .ant-form-item-label > label')
    const control = item.querySelector(':scope > .ant-form-item-control')
    if (!label || !control || !visible(label) || !text(label)) continue
    const range = document.createRange()
    range.selectNodeContents(label)
    const textRight = Math.max(...Array.from(range.getClientRects()).map((r) => r.right))
    const controlLeft = control.getBoundingClientRect().left
    // text cut by its label column is the measure above's (with its hover); here only text drawn over the input
    const cut = [label, label.parentElement!].some((el) => getComputedStyle(el).overflowX === 'hidden')
    if (!cut && textRight > controlLeft + 1)
      clipped.push(
        `${name(label)} “${text(label).slice(0, 30)}” runs ${Math.round(textRight - controlLeft)}px into its input`,
      )
  }

  // 3. Latin-only UI text: visible text nodes and the placeholder, title and aria-label a person reads; data (table
  // body cells, inputs, code, the rich-text and diagram canvases) is not UI text
  const latin = new Set<string>()
  // translate="no" marks a code or proper name on purpose (an icon's name, a dictionary type)
  const SKIP =
    'td, code, pre, script, style, textarea, input, .ant-select-selection-item, [contenteditable], .djs-container svg, .bjs-powered-by, .tox, [translate="no"]'
  const check = (s: string) => {
    const t = s.replace(/\s+/g, ' ').trim()
    if (!t || /[\u3400-\u9fff]/.test(t) || !/[A-Za-z]{2,}/.test(t)) return
    const words = t.match(/[A-Za-z][A-Za-z0-9_-]*/g) ?? []
    if (words.every((w) => allow.has(w.toLowerCase()) || /\d/.test(w) || /^[A-Z0-9_-]+$/.test(w) || w.includes('_')))
      return
    latin.add(t.slice(0, 60))
  }
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT)
  for (let n = walker.nextNode(); n; n = walker.nextNode()) {
    const parent = n.parentElement
    if (!parent || parent.closest(SKIP) || !visible(parent)) continue
    check(n.textContent ?? '')
  }
  for (const el of all('[placeholder], [title], [aria-label]')) {
    if (el.closest(SKIP.replace('input, ', '').replace('textarea, ', '')) || !visible(el)) continue
    for (const a of ['placeholder', 'title', 'aria-label']) {
      const v = el.getAttribute(a)
      // antd's own icon names (aria-label="search") are not read out as text by the product's design: skip them
      if (v && !(a === 'aria-label' && el.matches('.anticon'))) check(v)
    }
  }

  // 4. an id given to two elements: a label's `for`, aria-labelledby and getElementById reach only the first
  const byId = new Map<string, Element[]>()
  for (const el of Array.from(document.querySelectorAll('[id]'))) byId.set(el.id, [...(byId.get(el.id) ?? []), el])
  const duplicateIds = [...byId]
    .filter(([id, els]) => id && els.length > 1 && (!scope || els.some((el) => root.contains(el))))
    .map(
      ([id, els]) => `id “${id.slice(0, 40)}” ×${els.length} (${[...new Set(els.map(name))].slice(0, 2).join(', ')})`,
    )

  const notFound =
    !scope &&
    (location.pathname.endsWith('/404') ||
      document.querySelector('[data-testid="view-missing"]') !== null ||
      /页面不存在|page not found/i.test(document.body.innerText.slice(0, 2000)))
  return {
    pageScroll,
    clipped: [...new Set(clipped)].slice(0, 20),
    latin: [...latin].slice(0, 20),
    duplicateIds: duplicateIds.slice(0, 10),
    notFound,
  }
}

/** What is wrong with the page (or, with `scope`, the dialog open on it) as shown now, at its current width. */
export async function inspect(page: Page, screen: string, width: number, scope?: string): Promise<Finding[]> {
  const m = await page.evaluate(measure, [[...LATIN_ALLOWED], scope ?? null] as [string[], string | null])
  const out: Finding[] = []
  const add = (kind: Finding['kind'], detail: string) => out.push({ screen, width, kind, detail })
  if (m.pageScroll)
    add('page-scroll', `${m.pageScroll.element} ${m.pageScroll.scrollWidth}px wide in ${m.pageScroll.clientWidth}px`)
  for (const c of m.clipped) add('clipped', c)
  for (const l of m.latin) add('latin', l)
  for (const d of m.duplicateIds) add('duplicate-id', d)
  if (m.notFound) add('not-found', page.url())
  return out
}

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')

/**
 * axe-core's serious and critical findings (WCAG 2.1 A/AA and best practices) on the page as it is now, or with
 * `scope` on the dialog open on it.
 */
export async function axeFindings(page: Page, screen: string, width: number, scope?: string): Promise<Finding[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE)
  const found: { id: string; targets: string[] }[] = await page.evaluate(async (scope) => {
    const axe = (window as unknown as { axe: { run: (ctx: Element | Document, opts: object) => Promise<any> } }).axe
    const context = (scope && document.querySelector(scope)) || document
    const result = await axe.run(context, { resultTypes: ['violations'] })
    return result.violations
      .filter((v: any) => v.impact === 'serious' || v.impact === 'critical')
      .map((v: any) => ({ id: v.id, targets: v.nodes.slice(0, 3).map((n: any) => n.target.join(' ')) }))
  }, scope ?? null)
  return found.map((f) => ({ screen, width, kind: 'axe' as const, detail: `${f.id}: ${f.targets.join(', ')}` }))
}

/** Requests in flight per page, with when each was sent (an event stream or web socket is not waited for). */
const inFlight = new WeakMap<Page, Map<object, number>>()
/** Starts counting the page's requests in flight (for `settle`); call it before the first navigation. */
export function requestsOf(page: Page): Map<object, number> {
  let open = inFlight.get(page)
  if (!open) {
    const pending = new Map<object, number>()
    open = pending
    inFlight.set(page, pending)
    page.on('request', (r) => {
      if (!['eventsource', 'websocket'].includes(r.resourceType())) pending.set(r, Date.now())
    })
    page.on('requestfinished', (r) => pending.delete(r))
    page.on('requestfailed', (r) => pending.delete(r))
    // a navigation abandons what the previous document had asked for
    page.on('framenavigated', (f) => f === page.mainFrame() && pending.clear())
  }
  return open
}

/**
 * One look at the page (in the browser): is its layout settled? The fonts loaded, no spinner, no DOM change for
 * 300 ms, every antd table's header and body the same width (the header's column widths are synced from the body's
 * measure row after a render), and the layout measured in two consecutive animation frames identical: the widths the
 * check compares — the page, the main area, tables, their scrolling parts, header cells, form labels, charts.
 */
async function layoutSettled(): Promise<string | false> {
  const w = window as unknown as { __quietSince?: number; __observer?: MutationObserver }
  if (!w.__observer) {
    w.__quietSince = Date.now()
    w.__observer = new MutationObserver(() => (w.__quietSince = Date.now()))
    w.__observer.observe(document.body, { subtree: true, childList: true, characterData: true })
  }
  await document.fonts.ready
  if (document.fonts.status !== 'loaded') return false
  if (document.querySelector('.ant-spin-spinning, .ant-skeleton-active, [data-loading="true"]')) return false
  if (Date.now() - (w.__quietSince ?? 0) < 300) return false
  for (const t of Array.from(document.querySelectorAll('.ant-table'))) {
    const head = t.querySelector<HTMLElement>('.ant-table-header table')
    const body = t.querySelector<HTMLElement>('.ant-table-body table')
    if (head && body && body.offsetWidth > 0 && Math.abs(head.offsetWidth - body.offsetWidth) > 1) return false
  }
  const MEASURED =
    'main, .ant-layout-content, .ant-table, .ant-table-content, .ant-table-header, .ant-table-body, th, ' +
    '.ant-form-item-label, .ant-modal, canvas, .ant-card'
  const signature = () => {
    const root = document.scrollingElement ?? document.documentElement
    const parts = [root.scrollWidth, root.clientWidth, window.innerWidth]
    for (const el of Array.from(document.querySelectorAll(MEASURED)).slice(0, 600))
      parts.push(el.scrollWidth, el.clientWidth, el.scrollHeight)
    return parts.join(',')
  }
  const frame = () => new Promise<void>((r) => requestAnimationFrame(() => r()))
  await frame()
  const first = signature()
  await frame()
  return signature() === first && first
}

/**
 * Waits until the screen has settled — no request of the page in flight, the lazy view mounted and its layout
 * settled (see layoutSettled) and unchanged from the previous look 100 ms before — so what is measured is what a person sees, the same on every
 * run. Says false when it has not after `timeoutMs`; the measures then report what shows.
 */
export async function settle(page: Page, timeoutMs = 15_000): Promise<boolean> {
  const open = requestsOf(page)
  const deadline = Date.now() + timeoutMs
  // a wall's live feed keeps a request open: the network is "idle" enough after a few seconds
  await page.waitForLoadState('networkidle', { timeout: Math.min(timeoutMs, 4000) }).catch(() => undefined)
  let previous: string | false = false
  for (;;) {
    // a request open for more than 3 s is a long poll (a wall's live feed), not data the screen waits for
    const quiet = [...open.values()].every((sent) => Date.now() - sent > 3000)
    const layout = quiet && (await page.evaluate(layoutSettled).catch(() => false as const))
    // the same layout in two looks 100 ms apart too: a resize observer's re-render lands after a frame or two
    if (layout && layout === previous) return true
    previous = layout
    if (Date.now() > deadline) return false
    await page.waitForTimeout(100)
  }
}

/** A spinner still turning: the screen never finished loading (a dead end such as a page opened without its task). */
export const stillLoading = (page: Page) =>
  page.evaluate(() => document.querySelector('.ant-spin-spinning, .ant-skeleton-active') !== null)

/** Marks the topmost open modal or drawer with DIALOG_SCOPE; says whether one is open. */
const markOpenDialog = (page: Page) =>
  page.evaluate(
    (mark) => {
      const wrappers = Array.from(
        document.querySelectorAll<HTMLElement>('.ant-modal-wrap, .ant-drawer-open .ant-drawer-content-wrapper'),
      ).filter((w) => w.getClientRects().length > 0 && getComputedStyle(w).display !== 'none')
      const top = wrappers[wrappers.length - 1]
      top?.setAttribute(mark, '')
      return !!top
    },
    DIALOG_SCOPE.slice(1, -1),
  )

/**
 * Opens the screen's 新增 dialog, when the signed-in user is offered one: the toolbar's enabled 新增 button (not a
 * table row's) is clicked, and the modal or drawer that opens is marked with DIALOG_SCOPE. A screen that arrives with
 * its dialog open (新增项目 is the project list with 添加项目 open) has that dialog marked instead: the list's 新增
 * lies under its mask, where no one can click it. Says `dialog` when one is open, `page` when 新增 led to a page of its
 * own (a route the check visits anyway), `covered` when another element takes the click, and `none` when the screen
 * has no 新增 for this user or it opened nothing within 5 s.
 */
export async function openAddDialog(page: Page): Promise<'dialog' | 'page' | 'none' | 'covered'> {
  if (await markOpenDialog(page)) return 'dialog'
  const offered = await page.evaluate(() => {
    const main = document.querySelector('[data-testid="app-main"]') ?? document.body
    const add = Array.from(main.querySelectorAll<HTMLButtonElement>('button')).find(
      (b) =>
        !b.disabled &&
        b.getClientRects().length > 0 &&
        !b.closest('td, .ant-modal-root, .ant-drawer') &&
        (b.textContent ?? '').replace(/\s+/g, '') === '新增',
    )
    add?.setAttribute('data-screen-check-add', '')
    return !!add
  })
  if (!offered) return 'none'
  const before = page.url()
  // a 新增 that something else lies over cannot be clicked by a person either: a finding, not a crash of the check
  const clicked = await page
    .locator('[data-screen-check-add]')
    .first()
    .click({ timeout: 10_000 })
    .then(() => true)
    .catch(() => false)
  if (!clicked) return 'covered'
  const deadline = Date.now() + 5000
  while (Date.now() < deadline) {
    if (await markOpenDialog(page)) return 'dialog'
    if (page.url() !== before) return 'page'
    await page.waitForTimeout(100)
  }
  return 'none'
}

/** Closes the dialog opened by openAddDialog (Esc, or its × when Esc does not) and waits until it has gone. */
export async function closeDialog(page: Page): Promise<void> {
  const dialog = page.locator(DIALOG_SCOPE)
  await page.keyboard.press('Escape')
  const gone = () =>
    dialog.waitFor({ state: 'hidden', timeout: 3000 }).then(
      () => true,
      () => false,
    )
  if (await gone()) return
  await dialog
    .locator('.ant-modal-close, .ant-drawer-close')
    .first()
    .click({ timeout: 2000 })
    .catch(() => undefined)
  await gone()
}
