import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import { INITIAL_PASSWORD, launchBrowser, newContext, signedInContext, startProduct, type Product } from './harness'

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')
const ADMIN_PASSWORD = 'Axe-2026x'

interface Finding {
  id: string
  impact: string
  help: string
  targets: string[]
}

/** axe-core's serious and critical findings on the page as it is now (WCAG 2.1 A and AA rules and best practices). */
async function seriousFindings(page: Page): Promise<Finding[]> {
  // Evaluated through the debugging protocol: the product's Content-Security-Policy refuses inline <script> tags.
  await page.evaluate(AXE_SOURCE)
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<any> } }).axe
    const result = await axe.run(document, { resultTypes: ['violations'] })
    return result.violations
      .filter((v: any) => v.impact === 'serious' || v.impact === 'critical')
      .map((v: any) => ({
        id: v.id,
        impact: v.impact,
        help: v.help,
        targets: v.nodes.slice(0, 5).map((n: any) => n.target.join(' ')),
      }))
  })
}

/** axe-core in Chromium on the screens everyone sees: login, workbench, a list screen and its edit dialog. */
describe('accessibility (axe-core in Chromium)', () => {
  let product: Product
  let browser: Browser
  let admin: string
  beforeAll(async () => {
    product = await startProduct()
    browser = await launchBrowser()
    const first = await product.apiLogin('admin')
    await product.api('PUT', '/prod-api/system/user/profile/updatePwd', first, {
      oldPassword: INITIAL_PASSWORD,
      newPassword: ADMIN_PASSWORD,
    })
    admin = await product.apiLogin('admin', ADMIN_PASSWORD)
  })
  afterAll(async () => {
    await browser?.close()
    await product?.dispose()
  })

  it('the login page has no serious or critical violations', async () => {
    const page = await (await newContext(browser)).newPage()
    await page.goto(product.url + '/login')
    await page.getByTestId('login-form').waitFor()
    expect(await seriousFindings(page)).toEqual([])
    await page.context().close()
  })

  it('the workbench has none', async () => {
    const page = await (await signedInContext(browser, product, admin)).newPage()
    await page.goto(product.url + '/index')
    await page.getByTestId('workbench-shortcuts').waitFor({ timeout: 20_000 })
    await page.getByTestId('workbench-articles').waitFor()
    await page.waitForLoadState('networkidle')
    expect(await seriousFindings(page)).toEqual([])
    await page.context().close()
  })

  it('a list screen (users: tree, search, toolbar, table, switches, paging) and its edit dialog have none', async () => {
    const page = await (await signedInContext(browser, product, admin)).newPage()
    await page.goto(product.url + '/system/user')
    await page.getByTestId('user-table').getByText('admin').first().waitFor({ timeout: 20_000 })
    await page.waitForLoadState('networkidle')
    expect(await seriousFindings(page)).toEqual([])

    await page.getByTestId('user-table').locator('tr', { hasText: 'ry' }).getByTestId('user-row-edit').click()
    await page.getByTestId('user-dialog').waitFor()
    await page.waitForLoadState('networkidle')
    await page.waitForTimeout(500) // the dialog's opening animation
    expect(await seriousFindings(page)).toEqual([])
    await page.context().close()
  })
})
