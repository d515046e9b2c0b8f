import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { createCipheriv } from 'node:crypto'
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core'
import { recordPages } from './page-log'

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
export const WEB_ROOT = path.join(ROOT, 'dist/web')
/** The embedding pages of the tests (`node scripts/build.mjs --test-pages`), served at /tests/ by the browser context. */
export const TEST_PAGES_ROOT = path.join(ROOT, 'dist/test-pages')
/** The compiled server `npm start` runs (scripts/build-server.mjs). */
export const SERVER_BUNDLE = path.join(ROOT, 'dist/server/main.mjs')
export const INITIAL_PASSWORD = 'admin123'
/** The password `readyLogin` gives a seeded account. */
export const READY_PASSWORD = 'Ready-2026'

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer()
    srv.listen(0, '127.0.0.1', () => {
      const port = (srv.address() as { port: number }).port
      srv.close(() => resolve(port))
    })
    srv.on('error', reject)
  })
}

export interface Product {
  url: string
  port: number
  dataDir: string
  /** Stops the server process (the data stays), e.g. to prove the "backend unreachable" message. */
  stop(): Promise<void>
  /** Starts it again on the same port and data. */
  restart(): Promise<void>
  /** Stops the server and removes its data. */
  dispose(): Promise<void>
  /** Signs in through the real challenge and cipher; returns the token. */
  apiLogin(username: string, password?: string): Promise<string>
  /**
   * Signs in a seeded account past the forced change of its initial password (the server answers little else
   * until then): the first call changes it to READY_PASSWORD, later calls sign in with that.
   */
  readyLogin(username: string): Promise<string>
  api(method: string, url: string, token?: string, body?: unknown): Promise<any>
}

/**
 * Runs the built product as `npm start` does (the compiled server with plain node, serving dist/web), on a fresh
 * data folder: the embedded PostgreSQL default. `root`: another workspace's build (a copy with a generated module).
 */
export async function startProduct(env: Record<string, string> = {}, root = ROOT): Promise<Product> {
  const webRoot = path.join(root, 'dist/web')
  const bundle = path.join(root, 'dist/server/main.mjs')
  if (!existsSync(path.join(webRoot, '.build-stamp'))) {
    throw new Error('dist/web is missing: run `node scripts/build.mjs` first (npm test does)')
  }
  if (!existsSync(bundle)) throw new Error('dist/server is missing: run `node scripts/build.mjs` first')
  const dataDir = mkdtempSync(path.join(tmpdir(), 'wp-e2e-'))
  const port = await freePort()
  const url = `http://127.0.0.1:${port}`
  let child: ChildProcess | undefined

  async function launch() {
    child = spawn(process.execPath, ['--enable-source-maps', bundle], {
      cwd: root,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        WEB_ROOT: webRoot,
        CAPTCHA_ENABLED: 'false',
        LOG_LEVEL: 'warn',
        // the address people reach it at: links the server writes (work notices, sign-in returns) point here
        PUBLIC_URL: url,
        ...env,
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    })
    // generous: a loaded machine (a full run, other work beside it) may take minutes to start and migrate
    const deadline = Date.now() + 180_000
    for (;;) {
      try {
        const res = await fetch(`${url}/prod-api/code`)
        if (res.ok) return
      } catch {
        /* not yet */
      }
      if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`)
      if (Date.now() > deadline) throw new Error('server did not start in 180 s')
      await new Promise((r) => setTimeout(r, 250))
    }
  }
  async function stop() {
    if (!child || child.exitCode !== null) return
    const exited = new Promise((r) => child!.once('exit', r))
    child.kill('SIGTERM')
    await exited
  }
  await launch()

  const api: Product['api'] = async (method, u, token, body) => {
    const res = await fetch(url + u, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    })
    return res.json()
  }
  const ready = new Set<string>()
  const product: Product = {
    url,
    port,
    dataDir,
    stop,
    restart: launch,
    async dispose() {
      await stop()
      rmSync(dataDir, { recursive: true, force: true })
    },
    api,
    async apiLogin(username, password = INITIAL_PASSWORD) {
      const c = await api('GET', '/prod-api/code')
      const cipher = createCipheriv('aes-128-ecb', Buffer.from(c.key, 'base64'), null)
      const enc = Buffer.concat([cipher.update(password, 'utf8'), cipher.final()]).toString('base64')
      const res = await api('POST', '/prod-api/auth/login', undefined, { username, password: enc, uuid: c.uuid })
      if (res.code !== 200) throw new Error(`login failed: ${res.msg}`)
      return res.data.access_token
    },
    async readyLogin(username) {
      if (ready.has(username)) return product.apiLogin(username, READY_PASSWORD)
      const first = await product.apiLogin(username)
      const changed = await api('PUT', '/prod-api/system/user/profile/updatePwd', first, {
        oldPassword: INITIAL_PASSWORD,
        newPassword: READY_PASSWORD,
      })
      if (changed.code !== 200) throw new Error(`password change of ${username} failed: ${changed.msg}`)
      ready.add(username)
      return first
    },
  }
  return product
}

/** Debian's Chromium through playwright-core (browser downloads are impossible here). */
export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  })
}

/**
 * Answers /tests/* of any origin from dist/test-pages: the test pages are never part of what the product serves, yet
 * they load on the product's origin (its cookie, its /elements/ and /prod-api).
 */
export async function serveTestPages(context: BrowserContext): Promise<void> {
  await context.route(/\/tests\//, (route) => {
    const file = path.join(TEST_PAGES_ROOT, new URL(route.request().url()).pathname.replace(/^\/tests\//, ''))
    if (!file.startsWith(TEST_PAGES_ROOT + path.sep) || !existsSync(file))
      return route.fulfill({ status: 404, body: 'Not found' })
    return route.fulfill({ path: file })
  })
}

/**
 * E2E_CPU_THROTTLE=4: every page runs its scripts four times slower (Chromium's own CPU throttling), to see on a fast
 * machine what a loaded CI machine does to a test's waits.
 */
const CPU_THROTTLE = Number(process.env.E2E_CPU_THROTTLE ?? 1)

async function slowDown(context: BrowserContext, page: Page) {
  const session = await context.newCDPSession(page)
  await session.send('Emulation.setCPUThrottlingRate', { rate: CPU_THROTTLE })
}

/** A fresh browser context; the guided intro counts as seen unless a test wants it. */
export async function newContext(
  browser: Browser,
  options: Parameters<Browser['newContext']>[0] = {},
  { intro = false } = {},
) {
  const context = await browser.newContext(options)
  recordPages(context)
  if (CPU_THROTTLE > 1) context.on('page', (page) => void slowDown(context, page))
  await serveTestPages(context)
  // Every page records what the Content-Security-Policy blocked (cspViolations), for tests to assert none.
  await context.addInitScript(() => {
    const w = window as unknown as { cspViolations: string[] }
    w.cspViolations = []
    document.addEventListener('securitypolicyviolation', (e) =>
      w.cspViolations.push(`${e.violatedDirective} ${e.blockedURI}`),
    )
  })
  if (!intro)
    await context.addInitScript(() => {
      // about:blank has no storage of its own; the product's pages do
      if (location.protocol.startsWith('http')) localStorage.setItem('layout-intro-seen', '1')
    })
  return context
}

/** A browser context already signed in (the Admin-Token cookie, as the portal sets it). */
export async function signedInContext(
  browser: Browser,
  product: Product,
  token: string,
  options: Parameters<Browser['newContext']>[0] = {},
  flags: Parameters<typeof newContext>[2] = {},
): Promise<BrowserContext> {
  const context = await newContext(browser, options, flags)
  await context.addCookies([
    { name: 'Admin-Token', value: token, url: product.url },
    { name: 'Admin-Expires-In', value: '720', url: product.url },
  ])
  return context
}

/** What the page's Content-Security-Policy blocked so far. */
export const cspViolations = (page: Page) =>
  page.evaluate(() => (window as unknown as { cspViolations?: string[] }).cspViolations ?? [])

/**
 * Picks the option `text` of the antd select marked `testId`, and waits until the select shows it. On a loaded
 * machine a click can land while the dropdown is still opening or re-aligning (near the window's bottom it opens
 * above the field) and be lost: the pick is made again, up to three times, rather than the form going on without it.
 * `typed`: a searchable select is searched by typing the text, and its first match taken with Enter.
 */
export async function chooseOption(page: Page, testId: string, text: string, { typed = false } = {}): Promise<void> {
  const select = page.getByTestId(testId)
  // the dropdown just opened (one closed a moment ago may still be fading out, its classes naming the leave motion)
  const open = '.ant-select-dropdown:not(.ant-select-dropdown-hidden):not([class*="-leave"])'
  // the select showing the text as its value, not its placeholder
  const shown = select.filter({ hasText: text, hasNot: page.locator('.ant-select-placeholder') })
  for (let attempt = 1; ; attempt++) {
    await select.click()
    if (typed) {
      await page.keyboard.type(text)
      // the filtered list has the match active
      await page.locator(`${open} .ant-select-item-option-active`, { hasText: text }).first().waitFor()
      await page.keyboard.press('Enter')
    } else await page.locator(`${open} .ant-select-item-option`, { hasText: text }).first().click()
    const picked = await shown
      .waitFor({ timeout: 5_000 })
      .then(() => true)
      .catch(() => false)
    if (picked) return
    if (attempt === 3) throw new Error(`the select ${testId} does not show ${text} after three picks`)
    await page.keyboard.press('Escape')
  }
}
