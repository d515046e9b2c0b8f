import ExcelJS from 'exceljs'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, signedInContext, startProduct, type Product } from './harness'

/**
 * 业务台账 in Chromium: the administrator changes the seeded 客户 ledger in 台账定义 (a field added in the field
 * table) and publishes it; 客户管理 then offers the new field, a record is added and found by a filter, and 导出 sends
 * it in the sheet.
 */
describe('ledgers defined at run time (Chromium)', () => {
  let product: Product
  let browser: Browser
  let token: string
  let page: Page
  const toast = (text: string) => page.locator('.ant-message', { hasText: text }).first().waitFor({ timeout: 30_000 })

  beforeAll(async () => {
    product = await startProduct()
    browser = await launchBrowser()
    token = await product.readyLogin('admin')
    page = await (await signedInContext(browser, product, token, { viewport: { width: 1440, height: 900 } })).newPage()
  })
  afterAll(async () => {
    await browser?.close()
    await product?.dispose()
  })

  it('adds a field to the client ledger in 台账定义 and publishes it', async () => {
    await page.goto(`${product.url}/ledger/definition`)
    const row = page.getByTestId('ledger-definition-table').locator('tr', { hasText: '客户管理' })
    await row.waitFor({ timeout: 30_000 })
    await row.getByTestId('ledger-definition-edit').click()
    await page.getByTestId('ledger-definition-dialog').waitFor()
    const before = await page.locator('[data-testid^="ledger-field-key-"]').count()
    expect(before).toBe(9)
    await page.getByTestId('ledger-field-add').click()
    await page.getByTestId(`ledger-field-key-${before}`).fill('remark')
    await page.getByTestId(`ledger-field-label-${before}`).fill('客户备注')
    await page.getByTestId(`ledger-field-search-${before}`).check()
    await page.getByTestId('ledger-definition-submit').click()
    await toast('修改成功')
    await row.getByText('有改动未发布').waitFor({ timeout: 30_000 })

    await row.getByTestId('ledger-definition-publish').click()
    await page
      .locator('.ant-modal-confirm')
      .getByRole('button', { name: /确\s*定/ })
      .click()
    await toast('发布成功')
    await row.getByText('已发布').waitFor({ timeout: 30_000 })
    const defs = await product.api('GET', '/prod-api/ledger/definition/list?ledgerCode=client', token)
    expect(defs.rows[0]).toMatchObject({ state: 'published', version: 2 })
  })

  it('adds a client record in 客户管理, finds it by a filter and exports it', async () => {
    await page.goto(`${product.url}/ledger/client`)
    await page.getByTestId('client-page').waitFor({ timeout: 30_000 })
    await page.getByTestId('client-add').click()
    await page.getByTestId('client-dialog').waitFor()
    await page.getByTestId('client-name').fill('浏览器测试客户')
    await page.getByTestId('client-remark').fill('来自新字段')
    await page.getByTestId('client-submit').click()
    await toast('新增成功')

    await page.getByTestId('client-search-remark').fill('新字段')
    await page.getByTestId('search-submit').click()
    const table = page.getByTestId('client-table')
    await table.locator('tr', { hasText: '浏览器测试客户' }).waitFor({ timeout: 30_000 })
    // the filter is the new field's: only the new record matches
    await expect.poll(() => table.locator('tbody tr.ant-table-row').count(), { timeout: 30_000 }).toBe(1)

    // browsers cannot save downloads here: the export's answer is read as the browser receives it
    const answer = page.waitForResponse((r) => r.url().includes('/ledger/data/client/export'), { timeout: 60_000 })
    await page.getByTestId('client-export').click()
    const res = await answer
    expect(res.status()).toBe(200)
    const wb = new ExcelJS.Workbook()
    await wb.xlsx.load((await res.body()) as never)
    const cells: string[][] = []
    wb.worksheets[0].eachRow((r) =>
      cells.push((r.values as unknown[]).slice(1).map((v) => (v == null ? '' : String(v)))),
    )
    expect(cells[0]).toContain('客户名称')
    expect(cells[0]).toContain('客户备注')
    expect(cells.slice(1).map((r) => [r[0], r[cells[0].indexOf('客户备注')]])).toEqual([
      ['浏览器测试客户', '来自新字段'],
    ])
  })

  it('the named menus that are modules open those modules’ screens', async () => {
    const menu = await product.api('GET', '/prod-api/system/menu/getRouters', token)
    const ledger = (menu.data as { path: string; children?: { path: string; meta: { title: string } }[] }[]).find(
      (m) => m.path === '/ledger',
    )
    expect(ledger?.children?.map((c) => c.meta.title)).toEqual([
      '客户管理',
      '会员管理',
      '通讯录',
      '财务台账',
      '通知公告',
      '数据源',
      '工作任务',
      '人力资源',
      '台账定义',
    ])
    for (const [path, ready] of [
      ['/ledger/address', 'address-page'],
      ['/ledger/notification', 'notice-page'],
      ['/ledger/source', 'source-table'],
      ['/ledger/task', 'work-plan-page'],
      ['/ledger/humanResources/employeeDetail', 'stat-entry'],
    ]) {
      await page.goto(product.url + path)
      await page.getByTestId(ready).waitFor({ timeout: 30_000 })
    }
    // the last one: the register's kind read from the path
    expect(await page.getByTestId('stat-entry').getAttribute('data-kind')).toBe('employeeDetail')
  })
})
