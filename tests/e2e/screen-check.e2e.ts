import { appendFileSync, readFileSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { cspViolations, launchBrowser, signedInContext, startProduct, type Product } from './harness'
import {
  axeFindings,
  cjkFontMissing,
  closeDialog,
  dashboardKeys,
  DIALOG_SCOPE,
  inspect,
  menuScreens,
  mobileScreens,
  onlyFilter,
  openAddDialog,
  requestsOf,
  routeScreens,
  seedDemo,
  settle,
  Gallery,
  stillLoading,
  wallScreens,
  type Finding,
  type MenuRoute,
  type Screen,
} from './screen-check'

const ADMIN_PASSWORD = 'Screens-2026'
/** The two desktop widths every portal screen is measured at (the height of a laptop). */
const WIDE = { width: 1440, height: 900 }
const NARROW = { width: 800, height: 900 }
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 }
const WALL = { viewport: { width: 1920, height: 1080 } }

/** How a screen is named in the report and in screen-check.known.txt. */
const nameOf = (screen: Screen) => `${screen.title} ${screen.url.replace(/token=[^&]+/, 'token=…')}`
/** How a screen's 新增 dialog is named there. */
const dialogNameOf = (screen: Screen) => `${nameOf(screen)} 新增对话框`
const summary = (findings: Finding[]) => findings.map((f) => `${f.screen} @${f.width}: [${f.kind}] ${f.detail}`)

/**
 * The finish findings still open on the day the check arrived (screen, width and kind, one a line): a ratchet, not an
 * allowance. Any other finding fails, and so does every console error, missing page or stuck screen whatever the
 * list says; a listed finding that has gone is reported so its line can be deleted.
 */
const KNOWN = new Set(
  readFileSync(new URL('./screen-check.known.txt', import.meta.url), 'utf8')
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean),
)
const HARD: ReadonlySet<Finding['kind']> = new Set(['console', 'not-found', 'stuck'])
const keyOf = (f: Finding) => `${f.screen} @${f.width}: [${f.kind}]`
/** `SCREEN_CHECK_ONLY`: path prefixes of the screens to check (all when unset), for one module's screens. */
const ONLY = onlyFilter()
function unknown(findings: Finding[], visited: readonly string[]) {
  const seen = new Set(findings.map(keyOf))
  // with SCREEN_CHECK_ONLY a listed finding of a screen not visited is not "gone"
  const gone = [...KNOWN].filter((k) => !seen.has(k) && visited.some((v) => k.startsWith(`${v} @`)))
  if (gone.length)
    console.log(`screen check: ${gone.length} listed findings are gone — delete them:\n${gone.join('\n')}`)
  // `SCREEN_CHECK_REPORT=file`: every finding's line, sorted, to compare two runs or renew the list
  if (process.env.SCREEN_CHECK_REPORT)
    appendFileSync(process.env.SCREEN_CHECK_REPORT, [...seen].sort().join('\n') + '\n')
  return summary(findings.filter((f) => HARD.has(f.kind) || !KNOWN.has(keyOf(f))))
}

/**
 * The screen check: every screen the modules declare — each menu screen of the administrator's menu, each hidden route
 * a module declares, the DingTalk host's phone screens and each wall's dashboard — opened in Chromium and measured:
 * no horizontal page scroll, no text cut without its full text on hover, no Latin-only UI strings outside the
 * allowlist, no console errors or Content-Security-Policy violations, no "page not found", no serious or critical
 * axe-core finding. One browser, one signed-in context per device; each portal screen is opened once at 1440×900 and
 * measured again after the window is narrowed to 800×900.
 */
describe('screen check: every declared screen at its widths', () => {
  let product: Product
  let browser: Browser
  let admin: string
  const contexts: BrowserContext[] = []
  // `npm run screens`: the same walk also photographs every screen at every width into this folder
  const gallery = process.env.SCREENS_GALLERY_DIR ? new Gallery(process.env.SCREENS_GALLERY_DIR) : undefined

  beforeAll(async () => {
    browser = await launchBrowser()
    // without a CJK font every width would be measured against tofu boxes: refuse rather than pass on wrong widths
    const noFont = await cjkFontMissing(browser)
    if (noFont) throw new Error(noFont)
    product = await startProduct()
    // the demo organisation (`npm run demo`'s steps, every domain's): full lists, long names, figures on the walls
    await seedDemo(product.url, ADMIN_PASSWORD)
    admin = await product.apiLogin('admin', ADMIN_PASSWORD)
  })
  afterAll(async () => {
    gallery?.writeIndex()
    for (const c of contexts) await c.close().catch(() => undefined)
    await browser?.close()
    await product?.dispose()
  })

  /** A page that records its console errors, uncaught exceptions and failed scripts for the screen shown now. */
  async function recordingPage(options: Parameters<Browser['newContext']>[0]) {
    const context = await signedInContext(browser, product, admin, options)
    contexts.push(context)
    const page = await context.newPage()
    requestsOf(page)
    const errors: string[] = []
    page.on('console', (msg) => {
      if (msg.type() === 'error') errors.push(msg.text().slice(0, 200))
    })
    page.on('pageerror', (err) => errors.push(`uncaught: ${err.message.slice(0, 200)}`))
    return { page, errors }
  }

  /** The names of the screens and dialogs measured, for the listed findings that have gone. */
  const visited: string[] = []

  /**
   * Opens each screen, measures it at each width (the window resized in place), and returns what is wrong. With
   * `dialogs`, a screen offering 新增 has that dialog opened, measured at each width too (axe-core at the first) and
   * closed: its findings are named `<screen> 新增对话框`.
   */
  async function walk(
    page: Page,
    errors: string[],
    screens: readonly Screen[],
    widths: readonly { width: number; height: number }[],
    { dialogs = false } = {},
  ) {
    const findings: Finding[] = []
    const started = Date.now()
    let dialogTime = 0
    const consoleFindings = async (name: string, width: number) => {
      const blocked = await cspViolations(page)
      for (const e of [...errors.splice(0), ...blocked.map((b) => `CSP blocked ${b}`)])
        findings.push({ screen: name, width, kind: 'console', detail: e })
    }
    /** The measures of one width, on the page or (with scope) on the dialog open on it. */
    const measureAt = async (name: string, screen: Screen, size: { width: number }, axe: boolean, scope?: string) => {
      // measured once the layout has settled (fonts, requests, two identical frames): the same on every run
      if (!(await settle(page)) && (await stillLoading(page)))
        findings.push({ screen: name, width: size.width, kind: 'stuck', detail: 'still loading after 15 s' })
      await gallery?.shoot(page, scope ? { ...screen, title: `${screen.title} · 新增` } : screen, size.width)
      findings.push(...(await inspect(page, name, size.width, scope)))
      if (axe) findings.push(...(await axeFindings(page, name, size.width, scope)))
    }
    for (const screen of screens) {
      errors.length = 0
      const at = Date.now()
      await page.setViewportSize(widths[0])
      await page.goto(product.url + screen.url)
      const name = nameOf(screen)
      visited.push(name)
      for (const [i, size] of widths.entries()) {
        if (i > 0) await page.setViewportSize(size)
        await measureAt(name, screen, size, i === 0)
      }
      await consoleFindings(name, widths[0].width)
      // the list's 新增 dialog, at the width the page was left at and then at the first, closed again afterwards
      const dialogAt = Date.now()
      const added = dialogs ? await openAddDialog(page) : 'none'
      if (added === 'covered')
        findings.push({
          screen: name,
          width: widths[widths.length - 1].width,
          kind: 'covered',
          detail: '新增 按钮被其他元素遮挡，点不到',
        })
      if (added === 'dialog') {
        const dialog = dialogNameOf(screen)
        visited.push(dialog)
        for (const size of [...widths.slice(1).reverse(), widths[0]]) {
          if (size !== widths[widths.length - 1]) await page.setViewportSize(size)
          await measureAt(dialog, screen, size, size === widths[0], DIALOG_SCOPE)
        }
        await closeDialog(page)
        await consoleFindings(dialog, widths[0].width)
        dialogTime += Date.now() - dialogAt
      }
      if (process.env.SCREEN_CHECK_VERBOSE) console.log(`${name}: ${Date.now() - at} ms`)
    }
    console.log(
      `screen check: ${screens.length} screens × ${widths.length} widths in ${((Date.now() - started) / 1000).toFixed(0)} s` +
        (dialogs
          ? ` (of which ${(dialogTime / 1000).toFixed(0)} s on ${visited.filter((v) => v.endsWith(' 新增对话框')).length} 新增 dialogs)`
          : '') +
        `, ${findings.length} findings`,
    )
    return findings
  }
  it('the portal: every menu screen and declared route at 1440×900 and 800×900', async () => {
    const menu = await product.api('GET', '/prod-api/system/menu/getRouters', admin)
    expect(menu.code).toBe(200)
    const all = [...routeScreens(), ...menuScreens(menu.data as MenuRoute[])]
    // the menu alone has dozens of screens: a broken menu read must not pass as "nothing to check"
    expect(all.filter((s) => s.kind === 'menu').length).toBeGreaterThan(20)
    const screens = all.filter(ONLY)
    const { page, errors } = await recordingPage({ viewport: WIDE })
    const findings = await walk(page, errors, screens, [WIDE, NARROW], { dialogs: true })
    expect(unknown(findings, visited)).toEqual([])
    // about 101 screens × 2 widths, each measured once its layout has settled: 12 minutes alone on the loaded
    // test machine, more beside other runs
  }, 1_800_000)

  it('the DingTalk host: every phone screen at 390×844', async () => {
    const { page, errors } = await recordingPage(PHONE)
    const findings = await walk(page, errors, mobileScreens().filter(ONLY), [PHONE.viewport])
    expect(summary(findings)).toEqual([])
  })

  it('the walls: every dashboard at 1920×1080', async () => {
    const made = await product.api('POST', '/prod-api/statistics/displayToken/add', admin, {
      name: '屏幕检查',
      screens: dashboardKeys(),
    })
    expect(made.code).toBe(200)
    const { page, errors } = await recordingPage(WALL)
    const findings = await walk(page, errors, wallScreens(() => made.data.token as string).filter(ONLY), [
      WALL.viewport,
    ])
    expect(summary(findings)).toEqual([])
  })
})
