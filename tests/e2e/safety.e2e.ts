import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, newContext, signedInContext, startProduct, type Product } from './harness'

const PASSWORD = 'Safe-2026x'
/** A 1-pixel PNG: what the phone's camera would hand over, as small as it gets. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
)
const PHONE_UA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36'
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 }
const pad = (n: number) => String(n).padStart(2, '0')
const dayOf = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`

/**
 * Reports a hazard with a photo on the desktop and takes it to 闭环 with two people through the built product: the
 * report, the audit and the acceptance in the portal, the rectification on the phone (the DingTalk host).
 */
describe('hazard reporting screens (Chromium)', () => {
  let product: Product
  let browser: Browser
  const tokens: Record<string, string> = {}
  let hazardId = 0

  /** A role over the safety menus whose permission is one of `perms` (plus the 安全管理 directory). */
  async function roleOver(key: string, perms: (p: string) => boolean) {
    const menus = (await product.api('GET', '/prod-api/system/menu/list', tokens.admin)).data as {
      menuId: number
      menuName: string
      perms: string | null
    }[]
    const menuIds = menus
      .filter(
        (m) =>
          m.menuName === '安全管理' ||
          m.menuName === '系统管理' ||
          m.menuName === '用户管理' ||
          (m.perms && perms(m.perms)),
      )
      .map((m) => m.menuId)
    const added = await product.api('POST', '/prod-api/system/role', tokens.admin, {
      roleName: key,
      roleKey: key,
      roleSort: 5,
      status: '0',
      dataScope: '1',
      menuIds,
    })
    expect(added.code, added.msg).toBe(200)
    const roles = await product.api('GET', `/prod-api/system/role/list?roleKey=${key}`, tokens.admin)
    const roleId = roles.rows[0].roleId as number
    // a new role starts with scope 'self'; the safety officers see every unit's hazards
    const scoped = await product.api('PUT', '/prod-api/system/role/dataScope', tokens.admin, {
      roleId,
      roleKey: key,
      roleName: key,
      dataScope: '1',
    })
    expect(scoped.code, scoped.msg).toBe(200)
    return roleId
  }

  async function addUser(userName: string, nickName: string, roleIds: number[]) {
    const created = await product.api('POST', '/prod-api/system/user', tokens.admin, {
      userName,
      nickName,
      password: 'Start-2026a',
      deptId: 103,
      roleIds,
      status: '0',
    })
    expect(created.code, created.msg).toBe(200)
    const first = await product.apiLogin(userName, 'Start-2026a')
    const changed = await product.api('PUT', '/prod-api/system/user/profile/updatePwd', first, {
      oldPassword: 'Start-2026a',
      newPassword: PASSWORD,
    })
    expect(changed.code, changed.msg).toBe(200)
    tokens[userName] = await product.apiLogin(userName, PASSWORD)
  }

  beforeAll(async () => {
    product = await startProduct()
    browser = await launchBrowser()
    tokens.admin = await product.readyLogin('admin')
    // 王班长 reports (普通角色 may) and rectifies; 李安全员 reviews and accepts
    const rectifier = await roleOver('hzrectify', (p) => /^safety:hazard:(list|query|rectify|delay)$/.test(p))
    // the officer picks the rectifier from the platform's user list (用户查询)
    const officer = await roleOver('hzofficer', (p) => p.startsWith('safety:') || p === 'system:user:list')
    await addUser('hzwang', '王班长', [2, rectifier])
    await addUser('hzli', '李安全员', [officer])
  }, 120_000)
  afterAll(async () => {
    await browser?.close()
    await product?.dispose()
  })

  async function open(user: string, path: string, ready: string): Promise<Page> {
    const page = await (await signedInContext(browser, product, tokens[user])).newPage()
    await page.goto(product.url + path)
    await page.getByTestId(ready).waitFor({ timeout: 30_000 })
    return page
  }

  /** Picks an option of the antd select (or tree select) under `testId` by its visible text. */
  async function choose(page: Page, testId: string, text: string) {
    await page.getByTestId(testId).click()
    await page
      .locator(
        '.ant-select-dropdown:visible .ant-select-item-option, .ant-select-dropdown:visible .ant-select-tree-node-content-wrapper',
        { hasText: text },
      )
      .first()
      .click()
  }

  async function pickDate(page: Page, testId: string, day: string) {
    await page.getByTestId(testId).click()
    await page.getByTestId(testId).fill(day)
    await page.getByTestId(testId).press('Enter')
  }

  /** Uploads the photo through the first picture-card uploader and waits for its thumbnail. */
  async function photo(page: Page) {
    const done = page.locator('.ant-upload-list-item-done, .ant-upload-list-item:not(.ant-upload-list-item-uploading)')
    const before = await done.count()
    await page.locator('.wp-image-upload input[type=file]').first().setInputFiles({
      name: 'site.png',
      mimeType: 'image/png',
      buffer: PNG,
    })
    await expect.poll(() => done.count(), { timeout: 15_000 }).toBeGreaterThan(before)
  }

  const status = async () =>
    (await product.api('GET', `/prod-api/safety/hazard/${hazardId}`, tokens.admin)).data.hazardStatus as string

  it('reports a hazard with a photo and takes it to 闭环: report, audit, rectify on the phone, accept', async () => {
    const reporter = await open('hzwang', '/safety/fill_add', 'hazard-fill-add')
    await reporter.getByTestId('hazard-title').fill('配电室灭火器压力不足')
    // 所属单位 starts as the reporter's own department (研发部门, 103)
    await reporter.getByTestId('hazard-location').fill('一号厂房配电室')
    await pickDate(reporter, 'hazard-discoverDate', dayOf(new Date(Date.now() - 86_400_000)))
    await choose(reporter, 'hazard-checkType', '日常检查')
    await reporter.getByTestId('hazard-level').getByText('一般隐患').click()
    await choose(reporter, 'hazard-category', '消防')
    await choose(reporter, 'hazard-subCategory', '消防设施缺失')
    await reporter.getByTestId('hazard-description').fill('2 具干粉灭火器压力表指针在红区')
    await photo(reporter)
    await reporter.getByTestId('hazard-report-submit').click()
    await reporter.getByTestId('hazard-fill-details').waitFor({ timeout: 30_000 })
    hazardId = Number(new URL(reporter.url()).searchParams.get('id'))
    expect(hazardId).toBeGreaterThan(0)
    await expect.poll(() => reporter.getByTestId('hazard-status').textContent()).toBe('待审核')
    // the photo shows as a thumbnail that really loads (the upload is served to the signed-in page)
    const thumb = reporter.getByTestId('hazard-photos').locator('img').first()
    await expect.poll(() => thumb.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBe(1)

    const reviewer = await open('hzli', `/safety/fill_edit?id=${hazardId}`, 'hazard-audit')
    await choose(reviewer, 'hazard-audit-rectifier', '王班长')
    await pickDate(reviewer, 'hazard-audit-deadline', dayOf(new Date(Date.now() + 7 * 86_400_000)))
    await reviewer.getByTestId('hazard-audit-measures').fill('更换灭火器并张贴检查标签')
    await reviewer.getByTestId('hazard-audit-submit').click()
    await expect.poll(status, { timeout: 15_000 }).toBe('3')
    expect((await product.api('GET', `/prod-api/safety/hazard/${hazardId}`, tokens.admin)).data.orgId).toBe(103)

    // the rectifier takes their step on the phone (/h5/hazard, the DingTalk host), signing in with the form
    const phone = await (await newContext(browser, { ...PHONE, userAgent: PHONE_UA })).newPage()
    await phone.goto(`${product.url}/h5/hazard?id=${hazardId}`)
    await phone.getByTestId('h5-login').waitFor({ timeout: 20_000 })
    await phone.getByTestId('h5-login-username').locator('input').fill('hzwang')
    await phone.getByTestId('h5-login-password').locator('input').fill(PASSWORD)
    await phone.getByTestId('h5-login-submit').click()
    await phone.getByTestId('m-hazard-rectify').waitFor({ timeout: 20_000 })
    await phone.getByTestId('m-hazard-rectify').locator('textarea').fill('已更换 2 具灭火器并张贴检查标签')
    await phone.locator('.adm-image-uploader input[type=file]').setInputFiles({
      name: 'after.png',
      mimeType: 'image/png',
      buffer: PNG,
    })
    await expect
      .poll(() => phone.locator('.adm-image-uploader-cell img').count(), { timeout: 15_000 })
      .toBeGreaterThan(0)
    await expect.poll(() => phone.locator('.adm-image-uploader-cell-loading').count()).toBe(0)
    await phone.getByTestId('m-rectify-submit').click()
    await expect.poll(status, { timeout: 15_000 }).toBe('5')
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)

    const acceptor = await open('hzli', `/safety/fill_edit?id=${hazardId}`, 'hazard-accept-form')
    await acceptor.getByTestId('hazard-accept-submit').click()
    await expect.poll(status, { timeout: 15_000 }).toBe('7')

    const details = await open('hzwang', `/safety/fill_details?id=${hazardId}`, 'hazard-fill-details')
    await expect.poll(() => details.getByTestId('hazard-status').textContent()).toBe('已闭环')
    await details.getByRole('tab', { name: '流转记录' }).click()
    const log = details.getByTestId('hazard-log')
    await expect.poll(() => log.textContent()).toContain('整改验收')
    expect(await log.textContent()).toContain('闭环')
  }, 180_000)

  it('opens every safety route of the spec on its real screen', async () => {
    for (const [path, ready] of [
      ['/safety/fill_add', 'hazard-fill-add'],
      [`/safety/fill_edit?id=${hazardId}`, 'hazard-fill-edit'],
      [`/safety/fill_details?id=${hazardId}`, 'hazard-fill-details'],
      ['/safety/hazard', 'hazard-table'],
    ] as const) {
      const page = await open('admin', path, ready)
      expect(await page.getByText('页面不存在').count(), path).toBe(0)
      await page.context().close()
    }
  }, 120_000)
})
