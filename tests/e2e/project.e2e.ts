import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { chooseOption, launchBrowser, signedInContext, startProduct, type Product } from './harness'

const today = new Date()
const iso = (d: Date) => d.toISOString().slice(0, 10)
const plus = (days: number) => iso(new Date(Date.UTC(today.getFullYear(), today.getMonth(), today.getDate() + days)))

/** 项目管理 in Chromium: create, plan, approve, drag in the Gantt, report progress, see the roll-up in the list. */
describe('project management (Chromium)', () => {
  let product: Product
  let browser: Browser
  let token: string
  let page: Page
  let projectId: number
  const nodes: Record<string, number> = {}
  const api = async (method: string, url: string, body?: unknown) => {
    const r = await product.api(method, `/prod-api${url}`, token, body)
    expect(r.code, `${method} ${url}: ${r.msg}`).toBe(200)
    return r
  }
  /** Completes the administrator's open tasks of the project's newest process (the approver). */
  const approve = async () => {
    const [latest] = (await api('GET', `/project/project/${projectId}/approvals`)).data
    const todo = await api('GET', '/flowable/task/todoList?pageSize=100')
    const mine = todo.data.records.filter((t: { procInsId: string }) => t.procInsId === latest.procInsId)
    expect(mine.length).toBeGreaterThan(0)
    for (const t of mine) await api('POST', '/flowable/task/complete', { taskId: t.taskId, comment: '同意' })
  }
  const choose = (testId: string, text: string) => chooseOption(page, testId, text)
  /** Picks in a searchable select by typing: the first match is taken with Enter. */
  const search = (testId: string, text: string) => chooseOption(page, testId, text, { typed: true })
  /** The input of a control whose test id sits on the input itself or on a wrapper around it. */
  const inputOf = async (testId: string) => {
    const inner = page.getByTestId(testId).locator('input').first()
    return (await inner.count()) ? inner : page.getByTestId(testId)
  }
  const typeDate = async (testId: string, date: string) => {
    await (await inputOf(testId)).click()
    await page.keyboard.type(date)
    await page.keyboard.press('Enter')
  }
  const toast = (text: string) => page.locator('.ant-message', { hasText: text }).first().waitFor({ timeout: 20_000 })

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

  it('creates a project in 新增项目 (variety_add) with its number from the server', async () => {
    await page.goto(`${product.url}/variety/variety_add`)
    await page.getByTestId('project-dialog').waitFor({ timeout: 30_000 })
    await page.getByTestId('project-projectName').fill('浏览器测试项目')
    await choose('project-projectType', '信息化')
    await choose('project-projectLevel', '一般')
    await page.getByTestId('project-orgId').click()
    await page.locator('.ant-select-tree-title', { hasText: '研发部门' }).first().click()
    await search('project-managerUserId', 'admin')
    await search('project-leaderUserId', 'admin')
    await page.getByTestId('project-goal').fill('按期上线')
    await page.getByTestId('project-content').fill('建设并上线')
    await typeDate('project-planStartDate', plus(-10))
    await typeDate('project-planEndDate', plus(60))
    await page.getByTestId('project-submit').click()
    await toast('新增成功')
    const list = await api('GET', `/project/project/list?projectName=${encodeURIComponent('浏览器测试项目')}`)
    expect(list.rows).toHaveLength(1)
    expect(list.rows[0].projectCode).toMatch(/^XM-\d{4}-\d{4}$/)
    projectId = list.rows[0].projectId
  })

  it('plans three tasks and a milestone with dependencies; the plan shows the critical path', async () => {
    const add = async (body: Record<string, unknown>) =>
      (await api('POST', `/project/plan/${projectId}/node`, body)).data.planId as number
    nodes.design = await add({ nodeName: '设计', nodeType: '3', planStart: plus(-10), planEnd: plus(-6) })
    nodes.build = await add({ nodeName: '开发', nodeType: '3', planStart: plus(-5), planEnd: plus(9) })
    nodes.docs = await add({ nodeName: '手册', nodeType: '3', planStart: plus(-5), planEnd: plus(-1) })
    nodes.golive = await add({
      nodeName: '上线',
      nodeType: '2',
      planStart: plus(9),
      planEnd: plus(9),
      deliverable: '系统上线',
    })
    await page.goto(`${product.url}/variety/variety_detail?projectId=${projectId}`)
    await page.getByTestId('project-detail').waitFor({ timeout: 30_000 })
    await page.getByRole('tab', { name: '工作计划' }).click()
    // the links through the screen's form
    let links = 0
    const link = async (pred: string, succ: string) => {
      await search('link-pred', pred)
      await search('link-succ', succ)
      await page.getByTestId('link-add').click()
      links++
      await expect.poll(async () => (await api('GET', `/project/plan/${projectId}`)).data.links.length).toBe(links)
    }
    await link('设计', '开发')
    await link('设计', '手册')
    await link('开发', '上线')
    await link('手册', '上线')
    await expect.poll(() => page.getByTestId('plan-links').locator('tbody tr').count()).toBe(4)
    const plan = (await api('GET', `/project/plan/${projectId}`)).data
    expect(plan.criticalPath).toEqual([nodes.design, nodes.build, nodes.golive])
    await page.getByTestId(`plan-node-${nodes.build}`).getByText('关键').waitFor()
  })

  it('submits the project for 立项 and shows the approval history once approved', async () => {
    await page.getByTestId('project-submit').click()
    await toast('已提交立项审批')
    await approve()
    await page.reload()
    await page.getByTestId('project-detail').waitFor()
    await page.getByRole('tab', { name: '审批记录' }).click()
    await page.getByTestId('project-approvals').getByText('立项审批').first().waitFor()
    expect((await api('GET', `/project/project/${projectId}`)).data.projectStatus).toBe('2')
  })

  it('drags a task in the Gantt chart: the preview shows the milestone moving, and the approved change moves it', async () => {
    await page.getByRole('tab', { name: '甘特图' }).click()
    const chart = page.getByTestId('project-gantt')
    await expect.poll(() => chart.getAttribute('data-ready'), { timeout: 30_000 }).toBe('true')
    const bars = JSON.parse((await chart.getAttribute('data-bars')) ?? '{}') as Record<string, [number, number, number]>
    const [x0, x1, y] = bars[nodes.build]
    const box = (await chart.boundingBox())!
    const perDay = (x1 - x0) / 15
    const startX = box.x + (x0 + x1) / 2
    await page.mouse.move(startX, box.y + y)
    await page.mouse.down()
    await page.mouse.move(startX + perDay * 2, box.y + y, { steps: 4 })
    await page.mouse.move(startX + perDay * 4, box.y + y, { steps: 4 })
    await page.mouse.up()
    const preview = page.getByTestId('gantt-preview-table')
    await preview.waitFor({ timeout: 10_000 })
    await preview.getByText('上线').waitFor()
    await preview.getByText('前置推迟').first().waitFor()
    const replanMs = Number(await page.getByTestId('gantt-panel').getAttribute('data-replan-ms'))
    expect(replanMs).toBeGreaterThanOrEqual(0)
    await page.getByTestId('gantt-reason').fill('需求变更')
    await page.getByTestId('gantt-preview-save').click()
    await toast('已提交计划调整审批')
    const before = (await api('GET', `/project/plan/${projectId}`)).data.nodes.find(
      (n: { planId: number }) => n.planId === nodes.golive,
    ).planEnd
    await approve()
    const after = (await api('GET', `/project/plan/${projectId}`)).data.nodes.find(
      (n: { planId: number }) => n.planId === nodes.golive,
    )
    expect(after.planEnd > before).toBe(true)
    expect(after.delayTimes).toBe(1)
  })

  it('reports progress on a task and sees the roll-up in the project list', async () => {
    await page.reload()
    await page.getByTestId('project-detail').waitFor()
    await page.getByRole('tab', { name: '工作计划' }).click()
    await page.getByTestId(`plan-report-${nodes.design}`).click()
    await (await inputOf('progress-percent')).fill('100')
    await page.getByTestId('progress-desc').fill('设计完成')
    await page.getByTestId('progress-submit').click()
    await toast('进度已更新')
    const row = (await api('GET', `/project/project/${projectId}`)).data
    expect(row.progressPercent).toBeGreaterThan(0)
    await page.goto(`${product.url}/variety/variety_index`)
    await page.getByTestId('project-table').waitFor({ timeout: 30_000 })
    const line = page.getByTestId('project-table').locator('tr', { hasText: '浏览器测试项目' })
    await line.getByText(`${row.progressPercent}%`, { exact: true }).waitFor()
    expect(row.progressPercent).toBe(25) // four equal top-level nodes, one of them done
  })

  it('files a monthly progress report, submits it, and shows the leader’s 批示 prominently', async () => {
    await page.goto(`${product.url}/variety/variety_detail?projectId=${projectId}`)
    await page.getByTestId('project-detail').waitFor({ timeout: 30_000 })
    await page.getByRole('tab', { name: '进展汇报' }).click()
    await page.getByTestId('report-add').click()
    await page.getByTestId('report-dialog').waitFor()
    const period = plus(0).slice(0, 7)
    await page.getByTestId('report-periodKey').fill(period)
    await page.getByTestId('report-doneThisPeriod').fill('完成设计评审')
    await page.getByTestId('report-planNextPeriod').fill('完成开发')
    await page.getByTestId('report-submit').click()
    await toast('新增成功')
    const [report] = (await api('GET', `/project/report/list?projectId=${projectId}`)).rows
    expect(report).toMatchObject({ periodKey: period, reportStatus: '0', overallProgress: 25 })
    await page.getByTestId(`report-submit-${report.reportId}`).click()
    await page
      .locator('.ant-modal-confirm')
      .getByRole('button', { name: /确\s*定/ })
      .click()
    await toast('已提交')
    await page.getByTestId(`report-comment-${report.reportId}`).click()
    await page.getByTestId('report-comment-text').fill('进度可控，抓紧开发')
    await page.getByTestId('report-comment-submit').click()
    await page.getByTestId('report-table').locator('strong', { hasText: '进度可控，抓紧开发' }).waitFor()
    const filing = await api('GET', `/project/report/filing?periodKey=${period}`)
    expect(filing.data.find((f: { projectId: number }) => f.projectId === projectId)).toMatchObject({
      reportStatus: '2',
    })
  })
})
