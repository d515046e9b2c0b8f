import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { chooseOption, launchBrowser, signedInContext, startProduct, type Product } from './harness'

const LIB = '/techRefitProject/project/library'
const SPECIAL = '/techRefitProject/project/special'
const SASAC = '/techRefitProject/project/sasac'
const PASSWORD = 'Ready-2026b'

/** 技改项目库 in Chromium on the built product: enter a project, approve it, put it forward for a special programme. */
describe('technical-renovation libraries (Chromium)', () => {
  let product: Product
  let browser: Browser
  const tokens: Record<string, string> = {}

  /** A reviewer: 普通角色 (task handling) and a role holding the libraries' 审核 button. */
  async function addReviewer(admin: string) {
    const menus = await product.api('GET', '/prod-api/system/menu/list', admin)
    const review = menus.data.find((m: { perms: string }) => m.perms === 'techRefitProject:library:review')
    expect(review, 'the 审核 button is seeded').toBeTruthy()
    const role = await product.api('POST', '/prod-api/system/role', admin, {
      roleName: '技改审核',
      roleKey: 'trreview',
      roleSort: 5,
      status: '0',
      menuIds: [review.menuId],
    })
    expect(role.code, role.msg).toBe(200)
    const roles = await product.api('GET', '/prod-api/system/role/list?roleKey=trreview', admin)
    const created = await product.api('POST', '/prod-api/system/user', admin, {
      userName: 'trrev',
      nickName: '规划部审核',
      password: 'Start-2026a',
      deptId: 103,
      roleIds: [2, roles.rows[0].roleId],
      status: '0',
    })
    expect(created.code, created.msg).toBe(200)
    const first = await product.apiLogin('trrev', 'Start-2026a')
    await product.api('PUT', '/prod-api/system/user/profile/updatePwd', first, {
      oldPassword: 'Start-2026a',
      newPassword: PASSWORD,
    })
    tokens.trrev = await product.apiLogin('trrev', PASSWORD)
  }

  beforeAll(async () => {
    product = await startProduct()
    browser = await launchBrowser()
    tokens.admin = await product.readyLogin('admin')
    await addReviewer(tokens.admin)
  })
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
  async function pickDate(page: Page, testId: string, date: string) {
    const marked = page.getByTestId(testId)
    const input = (await marked.evaluate((e) => e.tagName)) === 'INPUT' ? marked : marked.locator('input').first()
    await input.click()
    await input.fill(date)
    await input.press('Enter')
  }
  async function toast(page: Page, text: string) {
    await page.locator('.ant-message', { hasText: text }).first().waitFor({ timeout: 20_000 })
  }

  it('opens each library’s list, add and info pages as real screens', async () => {
    const page = await open('admin', LIB, 'library-table')
    for (const [path, ready] of [
      [`${LIB}/add`, 'library-add-page'],
      [`${SPECIAL}`, 'special-table'],
      [`${SPECIAL}/add`, 'special-add-page'],
      [`${SASAC}`, 'sasac-table'],
      [`${SASAC}/add`, 'sasac-add-page'],
      [`${LIB}/info`, 'library-info-missing'],
    ]) {
      await page.goto(product.url + path)
      await page.getByTestId(ready).waitFor({ timeout: 30_000 })
    }
    await page.context().close()
  })

  it('enters a project in the library, has it approved, and puts it forward for a special programme', async () => {
    // 新增 on the list opens the add page: the description's form with its regions and checks
    const page = await open('admin', LIB, 'library-table')
    await page.getByTestId('library-add').click()
    await page.getByTestId('library-form').waitFor({ timeout: 30_000 })
    await page.getByTestId('library-projectName').fill('二号高炉煤气余压发电改造')
    await page.getByTestId('library-orgId').click()
    await page.locator('.ant-select-tree-title', { hasText: '研发部门' }).first().click()
    await chooseOption(page, 'library-category', '节能降碳')
    await page.getByTestId('library-content').fill('新建TRT余压发电机组一套，装机容量12MW。')
    await page.getByTestId('library-totalInvestment').fill('3600')
    await page.getByTestId('library-fundSelf').fill('3000')
    await pickDate(page, 'library-planStart', '2026-04-01')
    await pickDate(page, 'library-planEnd', '2027-10-31')
    await chooseOption(page, 'library-decisionLevel', '集团总经理办公会')
    await page.getByTestId('library-manager').fill('周工')
    await page.getByTestId('library-contactPhone').fill('13912345678')
    // the funding must add up to the total: the server says so in Chinese
    await page.getByTestId('library-form-submit').click()
    await page
      .locator('.ant-notification', { hasText: '资金来源合计（3000.00 万元）应等于总投资（3600.00 万元）' })
      .first()
      .waitFor({ timeout: 20_000 })
    await page.getByTestId('library-fundBankLoan').fill('600')
    await page.getByTestId('library-form-submit').click()
    await toast(page, '新增成功')
    const card = page.getByTestId('library-info-card')
    await card.waitFor({ timeout: 30_000 })
    const code = (await card.locator('.ant-descriptions-title').textContent())!.split(' ')[0]
    expect(code).toMatch(/^JG-D103-\d{4}-\d{3}$/)
    await card.getByText('储备').waitFor()

    // 提交入库: the review goes to the holder of 审核
    await page.getByTestId('library-info-submit').click()
    await toast(page, '已提交审批')
    await card.getByText('入库审核中').waitFor({ timeout: 20_000 })

    const todo = await open('trrev', '/task/todo', 'todo-page')
    // the review task of the 入库 process (the todo list names the process and the task)
    const row = todo.getByTestId('todo-table').locator('tr', { hasText: '入库审核' }).first()
    await row.waitFor({ timeout: 20_000 })
    await row.getByTestId('todo-row-handle').click()
    await todo.getByTestId('task-detail').waitFor()
    await todo.getByTestId('task-approve').click()
    await todo.getByTestId('approve-comment').fill('同意入库')
    await todo.getByTestId('approve-submit').click()
    await toast(todo, '审批成功')
    await todo.context().close()

    // back on the project: 已入库, and the history shows the review with its comment
    await page.reload()
    await card.getByText('已入库').waitFor({ timeout: 30_000 })
    await page.getByRole('tab', { name: '流程记录' }).click()
    await page.getByTestId('techrefit-history').getByText('同意入库').waitFor({ timeout: 20_000 })

    // 申报专项: the special add page starts from this project
    await page.getByTestId('library-info-to-special').click()
    await page.getByTestId('special-project-summary').getByText(code).waitFor({ timeout: 30_000 })
    await page.getByTestId('special-specialName').fill('2026年省工业转型升级专项')
    await page.getByTestId('special-specialBatch').fill('2026第一批')
    await chooseOption(page, 'special-fundingSourceLevel', '省')
    await page.getByTestId('special-applyAmount').fill('500')
    await page.getByTestId('special-form-submit').click()
    await toast(page, '新增成功')
    await page.getByTestId('special-info-card').waitFor({ timeout: 30_000 })

    // the special record links back to the project, which lists it and keeps its history
    await page.getByRole('tab', { name: '所属项目' }).click()
    await page.getByTestId('special-info-project-link').click()
    await page.getByTestId('library-info-card').waitFor({ timeout: 30_000 })
    await page.getByRole('tab', { name: /专项申报记录/ }).click()
    await page.getByTestId('techrefit-links-special').getByText('2026年省工业转型升级专项').waitFor({ timeout: 20_000 })
    await page.getByRole('tab', { name: '流程记录' }).click()
    await page.getByTestId('techrefit-history').getByText('同意入库').waitFor({ timeout: 20_000 })

    const list = await product.api('GET', `/prod-api${SPECIAL}/list?projectCode=${code}`, tokens.admin)
    expect(list.rows).toEqual([
      expect.objectContaining({ projectCode: code, specialName: '2026年省工业转型升级专项', applyAmount: 500 }),
    ])
    await page.context().close()
  })
})
