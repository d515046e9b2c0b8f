import { ledgerPermissions, type ImportResult } from '@wp/contract'
import { eq, like } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { sysMenu } from '../directory/menu/schema'
import { postForm, postWorkbook, readXlsx, userWith, xlsxOf, XLSX } from '../testing/fixtures'
import { sharedTestServer } from '../testing/harness'
import { ledgerRecord } from './schema'

const API = '/prod-api'

/** A ledger of suppliers, written as data in the resource description language (as the definition screen sends it). */
const VENDOR = {
  code: 'vendor',
  title: '供应商台账',
  noun: '供应商',
  sort: { fields: ['recordId', 'amount', 'signDate'], order: [['recordId', 'asc']] },
  unique: [{ fields: ['vendorName'] }],
  fields: [
    {
      key: 'vendorName',
      label: '供应商名称',
      type: 'text',
      required: true,
      maxLength: 50,
      list: true,
      search: true,
      form: true,
      export: true,
    },
    {
      key: 'grade',
      label: '等级',
      type: 'dict',
      options: [
        { value: 'A', label: '优秀' },
        { value: 'B', label: '合格' },
      ],
      list: true,
      search: true,
      form: true,
      export: true,
    },
    { key: 'amount', label: '合同金额', type: 'money', min: 0, list: { sorter: true }, form: true, export: true },
    { key: 'signDate', label: '签约日期', type: 'date', search: true, list: true, form: true, export: true },
    { key: 'code', label: '编码', type: 'text', maxLength: 20, list: true, form: true },
  ],
}

describe('ledgers defined at run time', () => {
  const t = sharedTestServer()
  let ledgerId: number
  const call = (method: string, url: string, body?: unknown, token = t.token) =>
    t.server.call(method, API + url, { token, body })
  const add = async (body: Record<string, unknown>, token = t.token) => {
    const res = await call('POST', '/ledger/data/vendor', body, token)
    expect(res.msg).toBe('操作成功')
    return res.data.recordId as number
  }
  type Row = Record<string, unknown> & { recordId: number }
  const list = async (query: string, token = t.token) => {
    const res = await call('GET', `/ledger/data/vendor/list?${query}`, undefined, token)
    return { code: res.code, msg: res.msg, total: res.total, rows: (res.rows ?? []) as Row[] }
  }

  beforeAll(async () => {
    const saved = await call('POST', '/ledger/definition', { draft: VENDOR })
    expect(saved.code).toBe(200)
    ledgerId = saved.data.ledgerId
    // not served before it is published
    expect((await list('')).msg).toBe('台账 vendor 不存在或尚未发布')
    const published = await call('POST', `/ledger/definition/publish/${ledgerId}`)
    expect(published.data).toMatchObject({ state: 'published', version: 1 })
    await add({ vendorName: '华东机电', grade: 'A', amount: '120.5', signDate: '2026-01-10', code: '12' })
    await add({ vendorName: '西北钢构', grade: 'B', amount: 80, signDate: '2026-03-02', code: '7' })
    await add({ vendorName: '华南电子', grade: 'A', amount: 300, signDate: '2026-05-20' })
  })

  it('publishes a menu with dyn:{code}:… buttons, and finds records only by the definition’s search fields', async () => {
    const menus = await t.server.ctx.db.select().from(sysMenu).where(like(sysMenu.menuKey, 'ledger.dyn.vendor%'))
    expect(menus.map((m) => m.perms).sort()).toEqual(Object.values(ledgerPermissions('vendor')).sort())
    const page = menus.find((m) => m.menuType === 'C')!
    expect(page).toMatchObject({
      menuName: '供应商台账',
      path: 'vendor',
      component: 'ledger/data/index',
      query: '{"code":"vendor"}',
    })

    const byName = await list('vendorName=华')
    expect(byName.total).toBe(2)
    const byGrade = await list('grade=B')
    expect(byGrade.rows.map((r) => r.vendorName)).toEqual(['西北钢构'])
    const byDate = await list('params[beginSignDate]=2026-02-01&params[endSignDate]=2026-12-31')
    expect(byDate.rows.map((r) => r.vendorName)).toEqual(['西北钢构', '华南电子'])
    // the row: the definition's fields (money as a number), the organisation and audit fields
    expect(byGrade.rows[0]).toMatchObject({
      grade: 'B',
      amount: 80,
      signDate: '2026-03-02',
      code: '7',
      deptId: 103,
      createBy: 'admin',
    })
    // a field without a search role, or any other key, is refused by name
    const bad = await list('amount=80')
    expect([bad.code, bad.msg]).toEqual([400, '不支持按字段 amount 查询'])
  })

  it('sorts only by the definition’s sort fields', async () => {
    const sorted = await list('orderByColumn=amount&isAsc=desc')
    expect(sorted.rows.map((r) => r.amount)).toEqual([300, 120.5, 80])
    for (const column of ['vendorName', 'data', 'record_id; drop table ledger_record']) {
      const refused = await list(`orderByColumn=${encodeURIComponent(column)}`)
      expect([refused.code, refused.msg]).toEqual([400, `不支持按字段 ${column} 排序`])
    }
  })

  it('validates every write from the description', async () => {
    const res = await call('POST', '/ledger/data/vendor', { grade: 'Z', amount: -1 })
    expect(res.code).toBe(400)
    expect(res.msg).toContain('供应商名称不能为空')
    const dup = await call('POST', '/ledger/data/vendor', { vendorName: '华东机电' })
    expect(dup.msg).toBe("新增供应商'华东机电'失败，供应商名称已存在")
  })

  it('exports the definition’s export fields, labels for choices', async () => {
    const res = await postForm(t.server, `${API}/ledger/data/vendor/export`, t.token, 'grade=A')
    expect(res.headers['content-type']).toContain(XLSX)
    const sheet = await readXlsx(res)
    expect(sheet.header).toEqual(['供应商名称', '等级', '合同金额', '签约日期', '所属单位', '创建时间'])
    expect(sheet.rows.map((r) => r.slice(0, 4))).toEqual([
      ['华东机电', '优秀', '120.5', '2026-01-10'],
      ['华南电子', '优秀', '300', '2026-05-20'],
    ])
  })

  it('imports a sheet of the template: good rows added, every bad row with all its reasons', async () => {
    const template = await readXlsx(await postForm(t.server, `${API}/ledger/data/vendor/importTemplate`, t.token))
    expect(template.header).toEqual(['*供应商名称', '等级', '合同金额', '签约日期', '编码'])
    const file = await xlsxOf(template.header, [
      ['东北重工', '合格', '55', '2026-06-01', ''],
      ['', '很好', 'abc', '2026-02-30', ''],
      ['华东机电', '优秀', '1', '', ''],
    ])
    const body = (await postWorkbook(t.server, `${API}/ledger/data/vendor/importData`, t.token, file)) as {
      code: number
      msg: string
      data: ImportResult
    }
    expect(body.code).toBe(200)
    expect(body.data).toEqual({
      added: 1,
      errors: [
        {
          line: 3,
          reasons: [
            '供应商名称不能为空',
            '等级的取值不在可选范围内',
            '合同金额应为数字',
            '签约日期应为日期（yyyy-MM-dd）',
          ],
        },
        { line: 4, reasons: ["新增供应商'华东机电'失败，供应商名称已存在"] },
      ],
    })
    expect(body.msg).toContain('第3行：供应商名称不能为空')
    expect((await list('vendorName=东北重工')).rows[0]).toMatchObject({ grade: 'B', amount: 55 })
  })

  it('enforces dyn:{code}:… permissions and the data scope of the record’s organisation', async () => {
    const P = ledgerPermissions('vendor')
    const reader = await userWith(t.server, [P.list])
    expect((await list('', reader.token)).total).toBe(4)
    const refused = await call('POST', '/ledger/data/vendor', { vendorName: '越权' }, reader.token)
    expect(refused.code).toBe(403)
    // the seeded 客户 ledger likewise: listing is not adding
    const clientReader = await userWith(t.server, [ledgerPermissions('client').list])
    expect((await call('GET', '/ledger/data/client/list', undefined, clientReader.token)).code).toBe(200)
    const noAdd = await call('POST', '/ledger/data/client', { name: '越权客户' }, clientReader.token)
    expect([noAdd.code, noAdd.msg]).toEqual([403, '没有访问权限，请联系管理员授权'])
    // another ledger's permission is not this one's
    const other = await userWith(t.server, [ledgerPermissions('client').add])
    expect((await call('POST', '/ledger/data/vendor', { vendorName: '越权' }, other.token)).code).toBe(403)
    const writer = await userWith(t.server, [P.list, P.add], { dataScope: '3', deptId: 105 })
    const id = await add({ vendorName: '本部门供应商' }, writer.token)
    // "own department": only the record written in dept 105
    const own = await list('', writer.token)
    expect(own.rows.map((r) => [r.recordId, r.deptId])).toEqual([[id, 105]])
  })

  it('a changed definition keeps old records readable; a type change the records would not survive is refused', async () => {
    const [grade, amount, signDate, code] = VENDOR.fields.slice(1)
    const changed = {
      ...VENDOR,
      fields: [
        VENDOR.fields[0],
        amount,
        signDate,
        { ...code, type: 'integer', maxLength: undefined }, // '12', '7' and empty: all convert
        { key: 'contact', label: '联系人', type: 'text', list: true, form: true },
      ],
    }
    void grade
    expect((await call('PUT', '/ledger/definition', { ledgerId, draft: changed })).data.state).toBe('changed')
    // still served by the published description until the change is published
    expect((await list('grade=A')).total).toBe(2)
    const published = await call('POST', `/ledger/definition/publish/${ledgerId}`)
    expect(published.data).toMatchObject({ state: 'published', version: 2 })
    const rows = (await list('vendorName=西北钢构')).rows
    expect(rows[0]).toMatchObject({ vendorName: '西北钢构', amount: 80, code: 7, contact: null })
    expect(rows[0]).not.toHaveProperty('grade')
    // the removed field's value is kept in the record, hidden
    const [stored] = await t.server.ctx.db
      .select()
      .from(ledgerRecord)
      .where(eq(ledgerRecord.recordId, rows[0].recordId))
    expect(stored?.data).toMatchObject({ grade: 'B', code: 7 })

    // 供应商名称 → 整数: the names do not convert, and the refusal names the records
    const ids = (await list('orderByColumn=recordId&isAsc=asc&pageSize=50')).rows.map((r) => r.recordId)
    const toNumber = {
      ...changed,
      fields: [{ ...VENDOR.fields[0], type: 'integer', maxLength: undefined }, ...changed.fields.slice(1)],
    }
    await call('PUT', '/ledger/definition', { ledgerId, draft: toNumber })
    const refused = await call('POST', `/ledger/definition/publish/${ledgerId}`)
    expect(refused.code).toBe(400)
    expect(refused.msg).toContain(`不能发布：字段「供应商名称」由文本改为整数，记录 ${ids[0]}（"华东机电"）`)
    expect((await list('vendorName=西北钢构')).total).toBe(1)
  })

  it('refuses a definition that is not a valid description, saying why', async () => {
    const res = await call('POST', '/ledger/definition', {
      draft: {
        code: 'Bad-Code',
        title: '',
        fields: [
          { key: 'deptId', label: '部门', type: 'dept' },
          { key: 'x', label: 'X', type: 'colour' },
        ],
      },
    })
    expect(res.code).toBe(400)
    expect(res.msg).toContain('编码应为 2–32 位小写字母或数字')
    expect(res.msg).toContain('字段 deptId：与系统字段同名')
    const sortOutside = await call('POST', '/ledger/definition', {
      draft: { ...VENDOR, code: 'vendortwo', sort: { fields: ['nothing'] } },
    })
    expect(sortOutside.code).toBe(400)
    expect(sortOutside.msg).toContain('nothing')
  })

  it('seeds the named ledgers as published definitions bound to their menus', async () => {
    const defs = await call('GET', '/ledger/definition/list?pageSize=50')
    const named = (defs.rows as { ledgerCode: string; state: string }[]).filter((d) =>
      ['client', 'member', 'address', 'finance'].includes(d.ledgerCode),
    )
    expect(named.map((d) => [d.ledgerCode, d.state])).toEqual([
      ['client', 'published'],
      ['member', 'published'],
      ['address', 'published'],
      ['finance', 'published'],
    ])
    const menus = await t.server.ctx.db.select().from(sysMenu).where(like(sysMenu.menuKey, 'ledger.%'))
    const page = (key: string) => menus.find((m) => m.menuKey === key)
    expect(page('ledger.dyn.client')).toMatchObject({
      menuName: '客户管理',
      perms: 'dyn:client:list',
      query: '{"code":"client"}',
    })
    expect(page('ledger.notification')).toMatchObject({ component: 'system/notice/index', perms: 'system:notice:list' })
    expect(page('ledger.source')).toMatchObject({ component: 'masterdata/source/index' })
    expect(page('ledger.task')).toMatchObject({ component: 'workPlan/index' })
    expect(page('ledger.humanResources')).toMatchObject({
      component: 'statistics/entry/index',
      query: '{"kind":"employeeDetail"}',
    })
    const client = await call('POST', '/ledger/data/client', {
      name: '中石化',
      creditCode: '91110000MA01A2B3C4',
      grade: 'A',
    })
    expect(client.code).toBe(200)
  })
})
