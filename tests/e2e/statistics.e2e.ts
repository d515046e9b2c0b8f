import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import { launchBrowser, newContext, signedInContext, startProduct, type Product } from './harness'
import { inspect, settle } from './screen-check'

const BASE = '/prod-api/statistics/manualInputData'
const now = new Date()
/** This month: the walls show the current year, so the figures go into it. */
const PERIOD = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}`

interface Org {
  id: number
  label: string
  children?: Org[]
}

/** A complete investment form of one organisation for PERIOD. */
const investment = (orgId: number, ytdTotal: number) => ({
  orgId,
  periodKey: PERIOD,
  annualPlanTotal: 10_000,
  monthTotal: 100,
  ytdTotal,
  ytdFixedAsset: ytdTotal / 2,
  ytdEquity: ytdTotal / 4,
  fillPerson: '张三',
  fillPhone: '13800138000',
})

/** 统计 in Chromium: entry, locks, the report and a wall display on the built product. */
describe('statistics: entry, locks, report and the wall (Chromium)', () => {
  let product: Product
  let browser: Browser
  let token: string
  let orgA: Org
  let orgB: Org
  beforeAll(async () => {
    product = await startProduct()
    browser = await launchBrowser()
    token = await product.readyLogin('admin')
    const tree = (await product.api('GET', '/prod-api/system/user/deptTree', token)).data as Org[]
    const companies = tree[0].children ?? []
    ;[orgA, orgB] = [companies[0], companies[1]]
  })
  afterAll(async () => {
    await browser?.close()
    await product?.dispose()
  })

  const rowOf = async (orgId: number) => {
    const list = await product.api('GET', `${BASE}/listInvestment?orgId=${orgId}&periodKey=${PERIOD}`, token)
    return list.rows.find((r: { orgId: number }) => r.orgId === orgId) as { id: number; reportStatus: string }
  }

  async function choose(page: Page, testId: string, option: string) {
    await page.getByTestId(testId).click()
    await page.locator(`.ant-select-item-option[title="${option}"]`).first().click()
  }

  async function confirm(page: Page) {
    await page
      .locator('.ant-modal-confirm')
      .getByRole('button', { name: /确\s*定/ })
      .click()
  }

  it('enters and submits an investment figure; a locked period refuses an edit; the figure shows in 统计报表', async () => {
    const context = await signedInContext(browser, product, token)
    const page = await context.newPage()

    // 手工填报 → 投资完成情况: the screen generated from the kind's description.
    await page.goto(`${product.url}/statistics/entry/investment`)
    await page.getByTestId('stat-investment-page').waitFor({ timeout: 30_000 })
    await page.getByTestId('stat-org-filter').getByText(orgA.label, { exact: true }).click()
    await page.getByTestId('stat-investment-add').click()
    await page.getByTestId('stat-investment-dialog').waitFor()
    // the screen check's measures on the open dialog: its long labels (其中：固定资产投资计划（万元）) wrap, neither
    // cut nor run into their inputs
    await settle(page)
    expect((await inspect(page, '投资完成情况 dialog', 1280)).filter((f) => f.kind === 'clipped')).toEqual([])
    await choose(page, 'stat-field-periodKey', PERIOD)
    const figures = investment(orgA.id, 500)
    for (const key of ['annualPlanTotal', 'monthTotal', 'ytdTotal', 'ytdFixedAsset', 'ytdEquity', 'fillPerson']) {
      await page.getByTestId(`stat-field-${key}`).fill(String(figures[key as keyof typeof figures]))
    }
    // the browser checks the phone number with the kit's rule before the server sees it
    await page.getByTestId('stat-field-fillPhone').fill('12')
    await page.getByTestId('stat-investment-submit').click()
    await page.getByText('请输入正确的电话号码!').first().waitFor()
    await page.getByTestId('stat-field-fillPhone').fill(figures.fillPhone)
    await page.getByTestId('stat-investment-submit').click()
    await page.getByTestId('stat-investment-dialog').waitFor({ state: 'hidden' })
    await page.getByTestId('stat-investment-table').getByText(orgA.label).waitFor()
    const draft = await rowOf(orgA.id)
    expect(draft.reportStatus).toBe('0')

    // 指标锁定: lock the whole form for the period.
    await page.goto(`${product.url}/statistics/index`)
    await page.getByTestId('stat-index-page').waitFor()
    await choose(page, 'stat-index-period', PERIOD)
    const whole = page.getByTestId('stat-index-table').locator('tr', { hasText: '（整表）' })
    await whole.locator('.ant-checkbox').click()
    await page.getByTestId('stat-index-lock').click()
    await page.getByTestId('stat-index-locked').first().waitFor()

    // An edit is refused by the server, whoever sends it, and the form shows the figures locked.
    const refused = await product.api('POST', `${BASE}/saveInvestment`, token, {
      ...investment(orgA.id, 600),
      id: draft.id,
    })
    expect(refused.code).not.toBe(200)
    expect(refused.msg).toContain('锁定')
    await page.goto(`${product.url}/statistics/entry/investment`)
    await page.getByTestId('stat-investment-page').waitFor()
    const row = page.getByTestId('stat-investment-table').locator('tr', { hasText: orgA.label })
    await row.getByTestId('stat-investment-row-edit').click()
    await page.getByTestId('stat-field-locked').first().waitFor()
    expect(await page.getByTestId('stat-field-ytdTotal').isDisabled()).toBe(true)
    await page.keyboard.press('Escape')

    // Unlock (a reason is asked), then submit from the list.
    await page.goto(`${product.url}/statistics/index`)
    await page.getByTestId('stat-index-page').waitFor()
    await choose(page, 'stat-index-period', PERIOD)
    await page.getByTestId('stat-index-locked').first().waitFor()
    await page
      .getByTestId('stat-index-table')
      .locator('tr', { hasText: '（整表）' })
      .locator('input[type="checkbox"]')
      .check()
    await page.getByTestId('stat-index-unlock').click()
    await page.getByTestId('stat-opinion').fill('补录本月数据')
    await page.getByTestId('stat-opinion-submit').click()
    // every indicator of the form was locked through 整表; now none is
    await page.waitForFunction(() => !document.querySelector('[data-testid="stat-index-locked"]'))
    expect(await page.getByTestId('stat-index-locked').count()).toBe(0)

    await page.goto(`${product.url}/statistics/entry/investment`)
    await page.getByTestId('stat-investment-page').waitFor()
    await page
      .getByTestId('stat-investment-table')
      .locator('tr', { hasText: orgA.label })
      .getByTestId('stat-row-submit')
      .click()
    await confirm(page)
    await page.getByTestId('stat-investment-table').getByText('已提交').waitFor()
    expect((await rowOf(orgA.id)).reportStatus).toBe('1')

    // The group approves it; 统计报表 shows approved figures by default.
    const approved = await product.api('POST', `${BASE}/approveInvestment`, token, { ids: [draft.id] })
    expect(approved.code).toBe(200)
    await page.goto(`${product.url}/statistics/report`)
    await page.getByTestId('stat-report').waitFor()
    await choose(page, 'stat-report-period', PERIOD)
    const cell = page.getByTestId(`stat-report-cell-${orgA.id}-ytdTotal`)
    await cell.waitFor()
    await page.waitForFunction(
      (id) => document.querySelector(`[data-testid="${id}"]`)?.textContent?.startsWith('500.00'),
      `stat-report-cell-${orgA.id}-ytdTotal`,
    )
    expect((await cell.textContent())?.startsWith('500.00')).toBe(true)
    await context.close()
  })

  it("a year-to-date figure below the previous month's is saved, and the filler is told to check it", async () => {
    // last year's February and March (always among the periods offered), of the second company
    const year = now.getFullYear() - 1
    const at = (month: string, monthTotal: number, ytdTotal: number) => ({
      ...investment(orgB.id, ytdTotal),
      periodKey: `${year}-${month}`,
      monthTotal,
    })
    expect((await product.api('POST', `${BASE}/saveInvestment`, token, at('02', 100, 500))).code).toBe(200)
    expect((await product.api('POST', `${BASE}/saveInvestment`, token, at('03', 100, 600))).code).toBe(200)
    const context = await signedInContext(browser, product, token)
    const page = await context.newPage()
    await page.goto(`${product.url}/statistics/entry/investment`)
    await page.getByTestId('stat-investment-page').waitFor({ timeout: 30_000 })
    await page.getByTestId('stat-org-filter').getByText(orgB.label, { exact: true }).click()
    await page
      .getByTestId('stat-investment-table')
      .locator('tr', { hasText: `${year}-03` })
      .getByTestId('stat-investment-row-edit')
      .click()
    const ytd = page.getByTestId('stat-field-ytdTotal')
    await page.waitForFunction(
      () => (document.querySelector('[data-testid="stat-field-ytdTotal"]') as HTMLInputElement | null)?.value !== '',
    )
    await ytd.fill('300')
    // the halves are parts of the total: kept below it
    await page.getByTestId('stat-field-ytdFixedAsset').fill('150')
    await page.getByTestId('stat-field-ytdEquity').fill('75')
    await page.getByTestId('stat-investment-submit').click()
    await page.getByTestId('stat-investment-dialog').waitFor({ state: 'hidden' })
    const warning = page.getByTestId('stat-save-warnings')
    await warning.waitFor()
    expect(await warning.textContent()).toBe(
      `年初至本月累计完成投资（300）小于上一期（${year}-02）的年初至本月累计完成投资（500），请核对`,
    )
    // saved all the same: a warning, not a refusal
    const list = await product.api('GET', `${BASE}/listInvestment?orgId=${orgB.id}&periodKey=${year}-03`, token)
    expect(list.rows[0].ytdTotal).toBe(300)
    await context.close()
  })

  it('the portal wall page shows its 全屏 button without scrolling at 1440×900', async () => {
    const context = await signedInContext(browser, product, token, { viewport: { width: 1440, height: 900 } })
    const page = await context.newPage()
    await page.goto(`${product.url}/bigscreen6`)
    const button = page.getByTestId('stat-screen-fullscreen')
    await button.waitFor({ timeout: 30_000 })
    const box = await button.boundingBox()
    expect(box).not.toBeNull()
    expect(box!.y).toBeGreaterThanOrEqual(0)
    expect(box!.y + box!.height, 'the button ends above the fold').toBeLessThanOrEqual(900)
    expect(await page.evaluate(() => document.scrollingElement!.scrollTop)).toBe(0)
    await context.close()
  })

  it('a wall signed in with a display token shows the figure, follows a new one, and survives a server restart', async () => {
    // The administrator makes a display token for bigscreen6.
    const made = await product.api('POST', '/prod-api/statistics/displayToken/add', token, {
      name: '一楼大厅',
      screens: ['bigscreen6'],
    })
    expect(made.code).toBe(200)
    const display = made.data.token as string
    // it reads dashboard data and nothing else
    const denied = await product.api('GET', '/prod-api/system/user/list', display)
    expect(denied.code).toBe(403)

    // the token list names the screen, not its key
    const listing = await (await signedInContext(browser, product, token)).newPage()
    await listing.goto(`${product.url}/statistics/displayToken`)
    const row = listing.getByTestId('stat-display-token-table').locator('tr', { hasText: '一楼大厅' })
    await row.getByText('经营发展 · 投资与科技创新').waitFor({ timeout: 30_000 })
    expect(await row.textContent()).not.toContain('bigscreen6')
    await listing.context().close()

    const context = await newContext(browser)
    const page = await context.newPage()
    await page.goto(`${product.url}/screen/?token=${encodeURIComponent(display)}&screens=bigscreen6`)
    await page.getByTestId('stat-screen-bigscreen6').waitFor({ timeout: 30_000 })
    expect(new URL(page.url()).searchParams.get('token')).toBeNull()
    const kpi = '[data-testid="stat-kpi-value-ytdTotal"]'
    const kpiIs = (value: number) =>
      page.waitForFunction(
        ([selector, v]) => document.querySelector(selector as string)?.getAttribute('data-value') === String(v),
        [kpi, value] as const,
        { timeout: 15_000 },
      )
    await kpiIs(500)
    await page.locator('[data-testid="stat-feed-status"][data-status="live"]').waitFor({ state: 'attached' })

    // Another organisation's figure is saved, submitted and approved through the API: the wall follows by itself.
    const saved = await product.api('POST', `${BASE}/saveInvestment`, token, {
      ...investment(orgB.id, 300),
      submit: true,
    })
    expect(saved.code).toBe(200)
    const started = Date.now()
    await product.api('POST', `${BASE}/approveInvestment`, token, { ids: [saved.data.id] })
    await kpiIs(800)
    console.log(`wall updated ${Date.now() - started} ms after the approval was sent`)

    // The server stops: the wall keeps its figures and says they are stale; after the restart it recovers alone.
    await product.stop()
    const badge = page.getByTestId('stat-stale-badge')
    await badge.waitFor({ timeout: 30_000 })
    expect(await badge.textContent()).toMatch(/^过期 · 最后更新 \d{2}:\d{2}:\d{2}$/)
    expect(await page.locator(kpi).getAttribute('data-value')).toBe('800')
    await product.restart()
    await badge.waitFor({ state: 'detached', timeout: 60_000 })
    await page.locator('[data-testid="stat-feed-status"][data-status="live"]').waitFor({ state: 'attached' })
    expect(await page.locator(kpi).getAttribute('data-value')).toBe('800')

    // Revoked, the token no longer opens the wall: the host asks for a new one.
    const list = await product.api('GET', '/prod-api/statistics/displayToken/list', token)
    const id = list.data.find((r: { name: string }) => r.name === '一楼大厅').id
    await product.api('POST', '/prod-api/statistics/displayToken/revoke', token, { ids: [id] })
    await page.getByTestId('screen-token-refused').waitFor({ timeout: 30_000 })
    await context.close()
  })
})
