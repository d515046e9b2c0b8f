import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, signedInContext, startProduct, type Product } from './harness'

const DEPT_OBJECTIVE = '测试部门：缺陷逃逸率减半'
const MINE = '研发部门：对齐地图按期上线'
const MY_KR = '交付地图功能点'

/** OKR in Chromium on the built product: set an objective aligned to a department's, check in, find it on the map. */
describe('OKR (Chromium)', () => {
  let product: Product
  let browser: Browser
  let token: string
  let page: Page
  let cycleId: number
  let deptObjective: number
  const api = async (method: string, url: string, body?: unknown) => {
    const r = await product.api(method, `/prod-api${url}`, token, body)
    expect(r.code, `${method} ${url}: ${r.msg}`).toBe(200)
    return r
  }
  const graph = async () =>
    (await api('GET', `/okr/alignment/graph?cycleId=${cycleId}`)).data as {
      nodes: { id: string; title: string; progress: number }[]
      edges: { source: string; target: string; kind: string }[]
    }
  /** The input of a control whose test id sits on the input itself or on a wrapper around it. */
  const inputOf = async (testId: string) => {
    const inner = page.getByTestId(testId).locator('input').first()
    return (await inner.count()) ? inner : page.getByTestId(testId)
  }
  /** The map's box once the chart is up and painted with data; its data-* attributes say what it shows. */
  const openMap = async (path = '/okr/alignment') => {
    await page.goto(product.url + path)
    const box = page.getByTestId('okr-map-canvas')
    await box.and(page.locator('[data-ready="true"][data-paint-ms]')).waitFor({ timeout: 60_000 })
    return box
  }

  beforeAll(async () => {
    product = await startProduct()
    browser = await launchBrowser()
    token = await product.readyLogin('admin')
    cycleId = (
      await api('POST', '/okr/cycle', {
        cycleName: '2026年Q2',
        cycleType: 'Q',
        cycleStatus: '2',
        startDate: '2026-04-01',
        endDate: '2026-06-30',
      })
    ).data.cycleId
    // 测试部门's objective, which the 研发部门 objective will align to
    deptObjective = (
      await api('POST', '/okr/objective', {
        cycleId,
        level: '3',
        title: DEPT_OBJECTIVE,
        ownerOrgId: 105,
        ownerUserId: 1,
        visibility: '1',
        objStatus: '3',
      })
    ).data.objectiveId
    await api('POST', '/okr/keyresult', {
      objectiveId: deptObjective,
      title: '线上缺陷数',
      krType: '1',
      ownerUserId: 1,
      unit: '个',
      baseline: 40,
      target: 20,
      weight: 100,
    })
    page = await (await signedInContext(browser, product, token, { viewport: { width: 1400, height: 900 } })).newPage()
  })
  afterAll(async () => {
    await browser?.close()
    await product?.dispose()
  })

  it('sets an objective aligned to a department objective, checks in, and finds it on the updated map', async () => {
    // the map before: the department's objective and its key result
    let box = await openMap()
    expect(await box.getAttribute('data-nodes')).toBe('2')
    expect(await box.getAttribute('data-edges')).toBe('1')

    // 新建目标 on the board, aligned to the department objective
    await page.goto(product.url + '/okr/okr')
    await page.getByTestId('okr-page').waitFor({ timeout: 30_000 })
    await page.getByTestId('okr-new-objective').click()
    const form = page.getByTestId('okr-objective-form')
    await form.waitFor()
    await (await inputOf('okr-objective-title')).fill(MINE)
    await page.getByTestId('okr-objective-align').click()
    await page
      .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option', {
        hasText: DEPT_OBJECTIVE,
      })
      .first()
      .click()
    await (await inputOf('okr-kr-title')).fill(MY_KR)
    await (await inputOf('okr-kr-unit')).fill('个')
    await (await inputOf('okr-kr-target')).fill('10')
    await page.locator('.ant-modal-footer .ant-btn-primary').click()
    await page.locator('.ant-message', { hasText: '目标已创建' }).first().waitFor({ timeout: 20_000 })
    const after = await graph()
    const mine = after.nodes.find((n) => n.title === MINE)!
    expect(mine).toBeDefined()
    expect(after.edges).toContainEqual({ source: mine.id, target: `O${deptObjective}`, kind: 'primary' })
    const krNode = after.nodes.find((n) => n.title === MY_KR)!

    // 更新进展: 5 of 10 → 50 %, rolled up to the objective on its card
    const card = page.getByTestId(`okr-objective-${mine.id.slice(1)}`)
    await card.waitFor({ timeout: 20_000 })
    // 提交: without the confirmation turned on, the draft goes straight to 进行中
    await page.getByTestId(`okr-submit-${mine.id.slice(1)}`).click()
    await page.locator('.ant-message', { hasText: '已提交，目标进行中' }).first().waitFor({ timeout: 20_000 })
    await expect.poll(() => card.textContent(), { timeout: 20_000 }).toContain('进行中')
    await page.getByTestId(`okr-checkin-${krNode.id.slice(2)}`).click()
    await page.getByTestId('okr-checkin-form').waitFor()
    await (await inputOf('okr-checkin-value')).fill('5')
    await page.getByTestId('okr-checkin-comment').fill('首批功能点已交付')
    await page.locator('.ant-modal-footer .ant-btn-primary').click()
    await page.locator('.ant-message', { hasText: '进展已更新' }).first().waitFor({ timeout: 20_000 })
    await expect
      .poll(() => page.getByTestId(`okr-objective-progress-${mine.id.slice(1)}`).textContent(), { timeout: 20_000 })
      .toBe('50%')

    // 历史: the check-in on the small chart (ECharts loaded when the drawer opens)
    await page.getByTestId(`okr-history-${krNode.id.slice(2)}`).click()
    const chart = page.getByTestId('okr-history-chart')
    await chart.and(page.locator('[data-ready="true"]')).waitFor({ timeout: 30_000 })
    expect(await chart.getAttribute('data-points')).toBe('1')
    await expect.poll(() => page.getByTestId('okr-history').textContent()).toContain('首批功能点已交付')

    // the map now: two more nodes (the objective and its key result) and two more edges (its KR, its alignment)
    box = await openMap()
    expect(await box.getAttribute('data-nodes')).toBe('4')
    expect(await box.getAttribute('data-edges')).toBe('3')
    // search focuses the node, with its progress as checked in
    const search = await inputOf('okr-map-search')
    await search.fill('对齐地图')
    await search.press('Enter')
    await expect.poll(() => box.getAttribute('data-focus'), { timeout: 20_000 }).toBe(mine.id)
    expect(await box.getAttribute('data-focus-progress')).toBe('50')
    await expect.poll(() => page.getByTestId('okr-map-focus').textContent()).toBe(`已定位：${MINE}`)
    await box.and(page.locator('[data-focus-ms]')).waitFor({ timeout: 20_000 })

    // the workbench card lists my key result, checked in
    await page.goto(product.url + '/index')
    const mineCard = page.getByTestId('workbench-okr-mine')
    await mineCard.waitFor({ timeout: 30_000 })
    await expect
      .poll(() => page.getByTestId(`okr-my-kr-${krNode.id.slice(2)}`).textContent(), { timeout: 20_000 })
      .toContain('已更新')
  }, 240_000)

  it('opens every okr route of the spec on its real screen', async () => {
    for (const [path, ready] of [
      ['/okr/okr', 'okr-page'],
      ['/okr/alignment', 'okr-map-canvas'],
      ['/okr/alignmenttest', 'okr-map-canvas'],
      ['/okr/alignmenttest2', 'okr-map-canvas'],
      ['/okr/alignmenttest3', 'okr-map-canvas'],
      ['/okr/cycle', 'okr-apikeys'],
    ] as const) {
      await page.goto(product.url + path)
      await page.getByTestId(ready).waitFor({ timeout: 30_000 })
      if (ready === 'okr-map-canvas')
        await page.locator('[data-testid="okr-map-canvas"][data-paint-ms]').waitFor({ timeout: 60_000 })
      expect(await page.getByText('页面不存在').count(), path).toBe(0)
    }
  }, 240_000)
})
