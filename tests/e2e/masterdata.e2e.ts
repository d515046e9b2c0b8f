import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import pg from 'pg'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startEmbeddedPostgres, type EmbeddedCluster } from '../../server/src/db/embedded-postgres'
import { adminConnection, withDatabase } from '../../server/src/testing/databases'
import { chooseOption, launchBrowser, signedInContext, startProduct, type Product } from './harness'

const PASSWORD = 'Ready-2026m'
const erp = `mdm_e2e_erp_${randomBytes(4).toString('hex')}`
const crm = `mdm_e2e_crm_${randomBytes(4).toString('hex')}`
const credit = (n: number) => `91110000${String(n).padStart(10, '0')}`

/** 主数据管理 in Chromium on the built product: design and publish, collect, approve a change, distribute. */
describe('master data (Chromium)', () => {
  let product: Product
  let browser: Browser
  /** the customer's source database, created by the test: on TEST_SOURCE_PG_URL's server, else on a cluster of its own */
  let sourceUrl: string
  let sourceCluster: EmbeddedCluster | undefined
  const sourceDir = mkdtempSync(path.join(tmpdir(), 'wp-e2e-src-'))
  let outside: pg.Client
  let receiver: Server
  let receiverUrl: string
  /** credit codes the receiver refuses (HTTP 503) while listed */
  const failing = new Set<string>()
  const received: { code: string; data: Record<string, unknown> }[] = []
  const tokens: Record<string, string> = {}
  let modelId: number

  const api = async (method: string, url: string, body?: unknown, user = 'admin') => {
    const res = await product.api(method, `/prod-api${url}`, tokens[user], body)
    return res as { code: number; msg: string; data?: any; rows?: any[]; total?: number }
  }
  const must = async (method: string, url: string, body?: unknown, user = 'admin') => {
    const res = await api(method, url, body, user)
    expect(res.code, `${method} ${url}: ${res.msg}`).toBe(200)
    return res
  }
  async function open(path: string, user = 'admin'): Promise<Page> {
    const page = await (await signedInContext(browser, product, tokens[user])).newPage()
    await page.goto(product.url + path)
    return page
  }
  /** Polls `check` (a slow machine: no fixed sleeps). */
  async function until(check: () => Promise<boolean>, what: string, ms = 60_000) {
    const end = Date.now() + ms
    while (Date.now() < end) {
      if (await check()) return
      await new Promise((r) => setTimeout(r, 300))
    }
    throw new Error(`timed out: ${what}`)
  }

  beforeAll(async () => {
    product = await startProduct()
    browser = await launchBrowser()
    tokens.admin = await product.readyLogin('admin')
    let admin = process.env.TEST_SOURCE_PG_URL
    if (!admin) {
      sourceCluster = await startEmbeddedPostgres({ dir: path.join(sourceDir, 'pg'), ephemeral: true })
      admin = sourceCluster.url('postgres')
    }
    const db = `mdm_e2e_src_${randomBytes(4).toString('hex')}`
    await adminConnection(admin, (c) => c.query(`create database ${db}`))
    sourceUrl = withDatabase(admin, db)
    outside = new pg.Client({ connectionString: sourceUrl })
    await outside.connect()
    // ERP: 1,000 customers with padded names and lower-case codes to clean, two bad codes; CRM: five of them, with cities
    await outside.query(`create table ${erp} (id int primary key, cust_name text, credit text, city text)`)
    await outside.query(
      `insert into ${erp} select g, '  客户' || g || ' ', lower('91110000' || lpad(g::text, 10, '0')), '上海'
       from generate_series(1, 1000) g`,
    )
    await outside.query(`update ${erp} set credit = 'BAD' || id where id in (7, 8)`)
    await outside.query(`create table ${crm} (credit text, town text)`)
    for (let i = 1; i <= 5; i++) await outside.query(`insert into ${crm} values ($1, '北京')`, [credit(i)])
    receiver = createServer((req, res) => {
      let text = ''
      req.on('data', (c) => (text += c))
      req.on('end', () => {
        const body = JSON.parse(text)
        const refused = failing.has(String(body.data?.creditCode))
        if (!refused) received.push({ code: body.code, data: body.data })
        res.statusCode = refused ? 503 : 200
        res.end(refused ? 'busy' : 'ok')
      })
    })
    await new Promise<void>((done) => receiver.listen(0, '127.0.0.1', done))
    receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/mdm`
  })
  afterAll(async () => {
    await outside?.end()
    if (sourceCluster) await sourceCluster.stop()
    else if (sourceUrl)
      await adminConnection(process.env.TEST_SOURCE_PG_URL!, (c) =>
        c.query(`drop database if exists ${new URL(sourceUrl).pathname.slice(1)} with (force)`),
      )
    rmSync(sourceDir, { recursive: true, force: true })
    receiver?.close()
    await browser?.close()
    await product?.dispose()
  })

  it('designs a model with a coding rule and a quality rule and publishes it', async () => {
    const page = await open('/masterdata/model/master/add')
    await page.getByTestId('model-code').fill('CUST')
    await page.getByTestId('model-name').fill('客户')
    await page.getByTestId('model-create').click()
    await page.getByTestId('fieldList-add').waitFor({ timeout: 30_000 })
    const fields: [string, string, string[]][] = [
      ['name', '客户名称', ['required', 'queryable']],
      ['creditCode', '统一社会信用代码', ['unique', 'isBizKey', 'queryable']],
      ['city', '城市', []],
    ]
    for (const [i, [code, name, checks]] of fields.entries()) {
      await page.getByTestId('fieldList-add').click()
      await page.getByTestId('field-code').nth(i).fill(code)
      await page.getByTestId('field-name').nth(i).fill(name)
      for (const c of checks) await page.getByTestId(`field-${c}`).nth(i).check()
    }
    await page.getByRole('tab', { name: '编码规则' }).click()
    await page.getByTestId('ruleList-add').click()
    await page.getByTestId('rule-name').fill('客户编码')
    await page.getByTestId('rule-format').fill('KH-{yyyy}-{seq:5}')
    await page.getByRole('tab', { name: '质量规则' }).click()
    await page.getByTestId('inspectList-add').click()
    await page.getByTestId('inspect-name').fill('信用代码格式')
    await chooseOption(page, 'inspect-field', '统一社会信用代码')
    await page.getByTestId('inspect-pattern').fill('[0-9A-Z]{18}')
    await page.getByTestId('inspect-message').fill('信用代码应为18位数字或大写字母')
    await page.getByTestId('model-publish').click()
    await page.getByText('已发布 第1版').waitFor({ timeout: 30_000 })
    const models = await must('GET', '/masterdata/model/list?modelCode=CUST')
    modelId = models.rows![0].modelId
    const published = (await must('GET', `/masterdata/record/${modelId}/model`)).data
    expect(published.definition.ruleList).toMatchObject([{ format: 'KH-{yyyy}-{seq:5}' }])
    expect(published.definition.inspectList).toMatchObject([{ checkType: 'pattern', pattern: '[0-9A-Z]{18}' }])
    await page.context().close()
  }, 180_000)

  it('collects 1,000 rows with a cleaning and a mapping rule, merges a second source by priority, shows rejected rows', async () => {
    const u = new URL(sourceUrl)
    const source = await must('POST', '/masterdata/source', {
      sourceName: '外部库',
      sourceType: 'postgresql',
      // the embedded cluster listens on a unix socket, named by its folder (libpq's `?host=/dir&port=N`)
      host: u.searchParams.get('host') ?? u.hostname,
      port: Number(u.searchParams.get('port') ?? u.port) || 5432,
      dbName: u.pathname.slice(1),
      username: decodeURIComponent(u.username),
      password: decodeURIComponent(u.password) || undefined,
    })
    const task = async (taskName: string, object: string, priority: number, config: unknown) => {
      const made = await must('POST', '/masterdata/collect/task', {
        taskName,
        modelId,
        sourceId: source.data.sourceId,
        sourceObject: object,
        priority,
      })
      await must('PUT', `/masterdata/collect/config/${made.data.taskId}`, config)
      return made.data.taskId as number
    }
    await task('ERP客户', erp, 10, {
      cleanList: [
        { column: '*', cleanType: 'trim' },
        { column: 'credit', cleanType: 'upper' },
      ],
      mappingList: [
        { fieldCode: 'name', sourceColumn: 'cust_name' },
        { fieldCode: 'creditCode', sourceColumn: 'credit' },
        { fieldCode: 'city', sourceColumn: 'city' },
      ],
    })
    const crmTask = await task('CRM客户', crm, 20, {
      cleanList: [],
      mappingList: [
        { fieldCode: 'creditCode', sourceColumn: 'credit' },
        { fieldCode: 'city', sourceColumn: 'town' },
      ],
    })
    const page = await open('/masterdata/collection/manage')
    await page.locator('tr', { hasText: 'ERP客户' }).getByTestId('collect-run').click()
    const runs = page.getByTestId('collect-runs')
    await runs.waitFor({ timeout: 30_000 })
    await until(async () => {
      await page
        .locator('.ant-drawer')
        .getByRole('button', { name: /刷\s*新/ })
        .click()
      return (await runs.locator('tbody tr', { hasText: '成功' }).count()) > 0
    }, 'the ERP run finishes')
    const row = runs.locator('tbody tr').first()
    await expect.poll(() => row.innerText()).toMatch(/1000\s+998\s+0\s+0\s+2/)
    await row.getByTestId('collect-errors-open').click()
    const errors = page.getByTestId('collect-errors')
    await errors.locator('tbody tr', { hasText: '信用代码应为18位数字或大写字母' }).first().waitFor()
    expect(await errors.locator('tbody tr').count()).toBe(2)
    // CRM outranks ERP: its city wins for the five it knows
    const crmRun = await must('POST', `/masterdata/collect/run/${crmTask}`)
    await until(
      async () => (await api('GET', `/masterdata/collect/run/${crmRun.data.runId}`)).data?.runStatus === 'success',
      'the CRM run finishes',
    )
    const one = await must('GET', `/masterdata/record/${modelId}/list?creditCode=${credit(1)}`)
    expect(one.rows![0]).toMatchObject({ name: '客户1', city: '北京' })
    expect(one.rows![0].code).toMatch(/^KH-\d{4}-\d{5}$/)
    await page.context().close()
  }, 300_000)

  it('edits a record through approval: the approver sees old → new and agrees; the operate log shows each step', async () => {
    const model = (await must('GET', `/masterdata/model/${modelId}`)).data
    await must('PUT', '/masterdata/model', { ...model, needApproval: true })
    // an approver: 普通角色 (task handling) and a role with the 审批 button
    const menus = await must('GET', '/system/menu/list')
    const wanted = ['masterdata:record:approve', 'masterdata:record:query', 'masterdata:record:list']
    const role = await must('POST', '/system/role', {
      roleName: '主数据审批',
      roleKey: 'mdmapprove',
      roleSort: 6,
      status: '0',
      menuIds: menus.data
        .filter((m: { perms: string }) => wanted.includes(m.perms))
        .map((m: { menuId: number }) => m.menuId),
    })
    expect(role.code).toBe(200)
    const roles = await must('GET', '/system/role/list?roleKey=mdmapprove')
    // a new role starts with scope 'self': the approver sees every unit's records
    await must('PUT', '/system/role/dataScope', {
      roleId: roles.rows![0].roleId,
      roleKey: 'mdmapprove',
      roleName: '主数据审批',
      dataScope: '1',
    })
    await must('POST', '/system/user', {
      userName: 'mdmapp',
      nickName: '主数据审批人',
      password: 'Start-2026a',
      deptId: 103,
      roleIds: [2, roles.rows![0].roleId],
      status: '0',
    })
    const first = await product.apiLogin('mdmapp', 'Start-2026a')
    await product.api('PUT', '/prod-api/system/user/profile/updatePwd', first, {
      oldPassword: 'Start-2026a',
      newPassword: PASSWORD,
    })
    tokens.mdmapp = await product.apiLogin('mdmapp', PASSWORD)

    const target = (await must('GET', `/masterdata/record/${modelId}/list?creditCode=${credit(20)}`)).rows![0]
    // 数据维护: the record's form, one field changed, 确定 — the change goes to approval, the record stays as it was
    const records = await open(`/masterdata/maintenance/record?modelId=${modelId}`)
    await records.getByTestId('record-search-code').fill(target.code)
    await records.getByTestId('search-submit').click()
    const row = records.getByTestId('record-table').locator('tbody tr', { hasText: target.code })
    await expect.poll(() => row.count(), { timeout: 30_000 }).toBe(1)
    await row.getByTestId('record-row-edit').click()
    const city = records.getByTestId('record-dialog').getByTestId('record-city')
    await expect.poll(() => city.inputValue(), { timeout: 30_000 }).toBe('上海')
    await city.fill('杭州')
    await records.getByTestId('record-submit').click()
    const pending = records.getByTestId('record-pending')
    await pending.getByText('修改已提交审批，审批通过后生效').waitFor({ timeout: 30_000 })
    expect((await must('GET', `/masterdata/record/${modelId}/${target.recordId}`)).data.city).toBe('上海')
    // the pending change, as its submitter sees it: 城市 上海 → the value typed
    await records.getByTestId('record-pending-open').click()
    const mine = records.getByTestId('approval-changes')
    await mine.locator('tbody tr', { hasText: '城市' }).waitFor({ timeout: 30_000 })
    expect(await mine.locator('tbody tr').innerText()).toMatch(/城市\s+上海\s+杭州/)
    const draftId = Number(new URL(records.url()).searchParams.get('draftId'))
    expect(draftId).toBeGreaterThan(0)
    await records.context().close()

    const page = await open(`/masterdata/maintenance/approval?draftId=${draftId}`, 'mdmapp')
    const changes = page.getByTestId('approval-changes')
    await changes.locator('tbody tr', { hasText: '城市' }).waitFor({ timeout: 30_000 })
    expect(await changes.locator('tbody tr').innerText()).toMatch(/城市\s+上海\s+杭州/)
    await page.getByTestId('approval-agree').click()
    await page.getByTestId('approval-status').getByText('已同意').waitFor({ timeout: 30_000 })
    expect((await must('GET', `/masterdata/record/${modelId}/${target.recordId}`)).data.city).toBe('杭州')
    await page.context().close()

    // the operate log: who submitted and who approved, the field, its value before and after
    const log = await open('/masterdata/maintenance/operatelog')
    await log.getByTestId('oplog-search-recordCode').fill(target.code)
    await log.getByTestId('search-submit').click()
    const entries = log.getByTestId('oplog-table').locator('tbody tr', { hasText: `变更审批 #${draftId}` })
    await expect.poll(() => entries.count(), { timeout: 30_000 }).toBe(2)
    const approved = await entries.filter({ hasText: '审批通过' }).innerText()
    for (const part of ['mdmapp', 'city', '{"city":"上海"}', '{"city":"杭州"}']) expect(approved).toContain(part)
    const submitted = await entries.filter({ hasText: '提交审批' }).innerText()
    for (const part of ['admin', 'city', '{"city":"上海"}', '{"city":"杭州"}']) expect(submitted).toContain(part)
    await log.context().close()
  }, 180_000)

  it('distributes to a receiver, and re-pushes a push that failed', async () => {
    const sub = await must('POST', '/masterdata/subscriber', {
      subscriberCode: 'ERPX',
      subscriberName: '下游ERP',
      endpointUrl: receiverUrl,
      authType: 'none',
    })
    await must('POST', '/masterdata/distribution', {
      modelId,
      subscriberId: sub.data.subscriberId,
      distMode: 'realtime',
      maxRetry: 0,
    })
    failing.add(credit(5000))
    await must('POST', `/masterdata/record/${modelId}`, { name: '新客户', creditCode: credit(5000), city: '南京' })
    const page = await open('/masterdata/model/distribution')
    await page.getByTestId('dist-push').click()
    const refused = page.getByTestId('dist-log').locator('tr', { hasText: 'HTTP 503' }).first()
    await refused.waitFor({ timeout: 30_000 })
    expect(received).toEqual([])
    failing.clear()
    await refused.getByTestId('dist-repush').click()
    await until(async () => received.some((r) => r.data.creditCode === credit(5000)), 'the re-push arrives')
    await page
      .getByTestId('dist-stat')
      .getByText(/成功 1/)
      .waitFor({ timeout: 30_000 })
    await page.context().close()
  }, 180_000)

  it('opens every master-data route on its real screen', async () => {
    const draft = await must('GET', `/masterdata/record/${modelId}/list?pageSize=1`)
    // each route with what only its own screen shows: a control of its own or a column header of its resource
    const screens: [string, string][] = [
      ['/masterdata/model/master', 'th:has-text("模型编号")'],
      ['/masterdata/model/master/add', '[data-testid="model-code"]'],
      [`/masterdata/model/master/add?modelId=${modelId}`, '[data-testid="fieldList-add"]'],
      [`/masterdata/model/master/info?modelId=${modelId}`, '.ant-descriptions-item-label:has-text("发布版本")'],
      ['/masterdata/maintenance/record', '[data-testid="record-model"]'],
      ['/masterdata/maintenance/operatelog', 'th:has-text("变更字段")'],
      ['/masterdata/source', 'th:has-text("主机")'],
      ['/masterdata/collection/manage', 'th:has-text("源表 / SQL / 路径")'],
      ['/masterdata/collection/manage/add', '[data-testid="collect-name"]'],
      ['/masterdata/model/subscriber', 'th:has-text("系统编码")'],
      ['/masterdata/model/distribution', '[data-testid="dist-push"]'],
      ['/masterdata/model/distribution/add', '[data-testid="dist-save"]'],
      ['/masterdata/rule', 'th:has-text("规则名称")'],
    ]
    expect(draft.total).toBeGreaterThan(0)
    const page = await open('/index')
    for (const [path, marker] of screens) {
      await page.goto(product.url + path)
      await page.locator(marker).first().waitFor({ timeout: 30_000 })
      expect(new URL(page.url()).pathname, path).toBe(path.split('?')[0])
      expect(await page.getByTestId('view-missing').count(), path).toBe(0)
    }
    await page.context().close()
  }, 300_000)
})
