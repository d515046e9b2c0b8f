import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import { INITIAL_PASSWORD, launchBrowser, signedInContext, startProduct, type Product } from './harness'

const ADMIN_PASSWORD = 'Admin-2026x'

/** The administrators' screens from the seeded menus, against the real server. */
describe('system management and monitoring screens (Chromium)', () => {
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

  async function open(path: string, ready: string): Promise<Page> {
    const page = await (await signedInContext(browser, product, admin)).newPage()
    await page.goto(product.url + path)
    await page.getByTestId(ready).waitFor({ timeout: 20_000 })
    await page.waitForLoadState('networkidle')
    return page
  }

  it('every seeded system and monitoring page opens from its menu path (no 页面不存在)', async () => {
    const page = await open('/index', 'workbench')
    for (const [path, ready] of [
      ['/system/user', 'user-page'],
      ['/system/role', 'role-page'],
      ['/system/menu', 'menu-page'],
      ['/system/dept', 'dept-page'],
      ['/system/post', 'post-page'],
      ['/system/notice', 'notice-page'],
      ['/system/log/operlog', 'operlog-page'],
      ['/system/log/logininfor', 'logininfor-page'],
      ['/monitor/online', 'online-page'],
      ['/monitor/job', 'job-page'],
    ]) {
      await page.goto(product.url + path)
      await page.getByTestId(ready).waitFor({ timeout: 20_000 })
      expect(await page.getByTestId('view-missing').count(), path).toBe(0)
    }
    await page.context().close()
  })

  it('adds a user through the dialog, who then appears in the list and can sign in', async () => {
    const page = await open('/system/user', 'user-page')
    await page.getByTestId('user-add').click()
    await page.getByTestId('user-dialog').waitFor()
    await page.getByTestId('user-nick-name').fill('王小明')
    await page.getByTestId('user-user-name').fill('wangxm')
    await page.getByTestId('user-password').fill('Start-123')
    await page.getByTestId('user-phone').fill('13912345678')
    await page.getByTestId('user-submit').click()
    await page.getByTestId('user-table').getByText('wangxm').waitFor({ timeout: 15_000 })
    expect(await product.apiLogin('wangxm', 'Start-123')).toBeTruthy()
    await page.context().close()
  })

  it('online users: force logout ends that session at once', async () => {
    await product.apiLogin('ry') // a live session to end
    const ryToken = await product.apiLogin('ry')
    expect((await product.api('GET', '/prod-api/system/user/getInfo', ryToken)).code).toBe(200)
    const page = await open('/monitor/online', 'online-page')
    const rows = page.getByTestId('online-table').locator('tr', { hasText: 'ry' })
    await rows.first().waitFor()
    const before = await rows.count()
    for (let i = 0; i < before; i++) {
      await page
        .getByTestId('online-table')
        .locator('tr', { hasText: 'ry' })
        .first()
        .getByTestId('online-force-logout')
        .click()
      await page
        .locator('.ant-modal-confirm')
        .getByRole('button', { name: /确\s*定/ })
        .click()
      await page.waitForTimeout(400)
    }
    expect((await product.api('GET', '/prod-api/system/user/getInfo', ryToken)).code).toBe(401)
    await page.context().close()
  })

  it('the operation log lists the writes made through the screens', async () => {
    const page = await open('/system/log/operlog', 'operlog-page')
    await page.getByTestId('operlog-table').getByText('用户管理').first().waitFor({ timeout: 15_000 })
    await page.context().close()
  })

  it('scheduled jobs: run once asks first, then writes a log row for that job', async () => {
    // a paused job (daily at 02:00): no scheduled run of its own, and the seeded 30-minute job's rows are not counted
    const job = '清理操作日志'
    const logs = async () =>
      (await product.api('GET', `/prod-api/monitor/jobLog/list?pageSize=10&jobName=${encodeURIComponent(job)}`, admin))
        .total as number
    const before = await logs()
    const page = await open('/monitor/job', 'job-page')
    await page.getByTestId('job-table').locator('tr', { hasText: job }).getByTestId('job-row-run').click()
    const confirm = page.locator('.ant-modal-confirm', { hasText: `确认要立即执行一次"${job}"任务吗？` })
    await confirm.waitFor({ timeout: 15_000 })
    // nothing runs before the confirmation
    expect(await logs()).toBe(before)
    await confirm.getByRole('button', { name: /确\s*定/ }).click()
    await expect.poll(logs, { timeout: 15_000 }).toBe(before + 1)
    await page.context().close()
  })
})
