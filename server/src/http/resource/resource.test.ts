import { checkResource, type ResourceDescription } from '@wp/contract'
import { sql } from 'drizzle-orm'
import { bigint, boolean, char, date, integer, numeric, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { audit, id, status } from '../../db/columns'
import { modules } from '../../modules'
import type { ServerModule } from '../../platform/module'
import { sysMenu } from '../../directory/menu/schema'
import { postForm, postWorkbook, readXlsx, userWith, xlsxOf } from '../../testing/fixtures'
import { startTestServer, type TestServer } from '../../testing/harness'
import { drizzleStore, resourceRoutes } from '.'

/**
 * A resource that exists only as JSON (as a ledger defined at run time would be stored), with a data-scoped
 * department, a range search, fixed choices, money, a status switch and an export: the routes drawn from it, on a
 * real PostgreSQL table.
 */
const INSPECTION: ResourceDescription = JSON.parse(`{
  "module": "test",
  "key": "inspection",
  "title": "巡检记录",
  "noun": "巡检记录",
  "path": "/test/inspection",
  "id": "recordId",
  "name": "title",
  "permissions": {
    "list": "test:inspection:list", "query": "test:inspection:query", "add": "test:inspection:add",
    "edit": "test:inspection:edit", "remove": "test:inspection:remove", "export": "test:inspection:export"
  },
  "sort": { "fields": ["recordId", "inspectDate", "amount"], "order": [["inspectDate", "desc"]] },
  "unique": [{ "fields": ["title"] }],
  "dataScope": { "dept": "deptId", "createBy": "createBy" },
  "fields": [
    { "key": "recordId", "label": "编号", "type": "integer", "readonly": true, "list": true, "export": true },
    { "key": "title", "label": "巡检标题", "type": "text", "required": true, "maxLength": 30,
      "list": true, "search": true, "form": true, "export": true },
    { "key": "deptId", "label": "部门", "type": "dept", "required": true, "search": true, "form": true },
    { "key": "level", "label": "等级", "type": "dict",
      "options": [{ "value": "1", "label": "一般" }, { "value": "2", "label": "较大" }, { "value": "3", "label": "重大" }],
      "default": "1", "search": { "op": "in" }, "list": true, "form": { "control": "radio" }, "export": true },
    { "key": "amount", "label": "整改金额", "type": "money", "min": 0, "unit": "万元", "list": true, "form": true, "export": true },
    { "key": "inspectDate", "label": "巡检日期", "type": "date", "required": true, "search": true, "list": true, "form": true,
      "export": { "format": "{y}年{m}月{d}日" } },
    { "key": "status", "label": "状态", "type": "status", "default": "0", "list": { "switch": true }, "export": true },
    { "key": "closed", "label": "已闭环", "type": "boolean", "default": false, "form": true, "export": true },
    { "key": "photos", "label": "现场照片", "type": "image", "form": true },
    { "key": "remark", "label": "备注", "type": "textarea", "maxLength": 200, "form": true },
    { "key": "createBy", "label": "创建者", "type": "text", "readonly": true, "list": true }
  ]
}`)

const testInspection = pgTable('test_inspection', {
  recordId: id('record_id').primaryKey().generatedByDefaultAsIdentity(),
  title: varchar('title', { length: 30 }).notNull(),
  deptId: bigint('dept_id', { mode: 'number' }).notNull(),
  level: char('level', { length: 1 }).notNull().default('1'),
  amount: numeric('amount', { precision: 18, scale: 2 }),
  inspectDate: date('inspect_date', { mode: 'string' }).notNull(),
  status: status(),
  closed: boolean('closed').notNull().default(false),
  photos: varchar('photos', { length: 2000 }),
  remark: varchar('remark', { length: 200 }),
  ...audit,
})

/** The same rows searched with the one-value comparisons (the code generator's NE, GT, GTE, LT, LTE). */
const COMPARED: ResourceDescription = {
  ...INSPECTION,
  key: 'compared',
  path: '/test/compared',
  fields: INSPECTION.fields.map((f) =>
    f.key === 'level'
      ? { ...f, search: { op: 'notEquals' } }
      : f.key === 'inspectDate'
        ? { ...f, search: { op: 'gte' } }
        : f.key === 'amount'
          ? { ...f, search: { op: 'lt' } }
          : f.key === 'recordId'
            ? { ...f, search: { op: 'gt' } }
            : f,
  ),
}

/** The same rows with 导入: a template of the dialog's fields and an upload of a filled one. */
const IMPORTED: ResourceDescription = {
  ...INSPECTION,
  key: 'imported',
  path: '/test/imported',
  permissions: { ...INSPECTION.permissions, import: 'test:inspection:import' },
}

const testModule: ServerModule = {
  name: 'test',
  routes: (r, ctx) => {
    resourceRoutes(r, INSPECTION, { store: drizzleStore(ctx.db, INSPECTION, testInspection) })
    resourceRoutes(r, COMPARED, { store: drizzleStore(ctx.db, COMPARED, testInspection) })
    resourceRoutes(r, IMPORTED, { store: drizzleStore(ctx.db, IMPORTED, testInspection) })
    resourceRoutes(r, CATEGORY, { store: drizzleStore(ctx.db, CATEGORY, testCategory) })
    resourceRoutes(r, READING, {
      store: drizzleStore(ctx.db, READING, testReading, { keptCount: false }),
      present: (row) => ({ ...row, meter: String(row.meter).toUpperCase() }),
      aliases: { takenAt: 'readTime' },
    })
  },
}

/**
 * A read-only log (written by the server, never by a body): no add or edit, 清空 behind its own permission, a number
 * labelled by a dictionary, the sheet's own words for a value, rows shaped by the binding and a field's other name.
 */
const READING: ResourceDescription = {
  module: 'test',
  key: 'reading',
  title: '抄表记录',
  noun: '抄表记录',
  path: '/test/reading',
  id: 'readingId',
  permissions: {
    list: 'test:inspection:list',
    remove: 'test:inspection:remove',
    export: 'test:inspection:export',
    clean: 'test:inspection:remove',
  },
  sort: { fields: ['readingId', 'readTime'], order: [['readingId', 'desc']] },
  fields: [
    { key: 'readingId', label: '编号', type: 'integer', readonly: true, list: true },
    { key: 'meter', label: '表号', type: 'text', readonly: true, list: true, export: true },
    {
      key: 'state',
      label: '状态',
      type: 'integer',
      readonly: true,
      dictType: 'sys_common_status',
      search: true,
      list: true,
      export: { options: [{ value: '1', label: '故障' }] },
    },
    { key: 'readTime', label: '抄表时间', type: 'datetime', readonly: true, list: true },
  ],
}
const testReading = pgTable('test_reading', {
  readingId: id('reading_id').primaryKey().generatedByDefaultAsIdentity(),
  meter: varchar('meter', { length: 20 }).notNull(),
  state: integer('state').notNull(),
  readTime: timestamp('read_time', { withTimezone: true }).notNull(),
})

/** A tree: listed whole, rows cannot move below themselves, a row with rows below it stays. */
const CATEGORY: ResourceDescription = {
  module: 'test',
  key: 'category',
  title: '分类管理',
  noun: '分类',
  path: '/test/category',
  id: 'categoryId',
  name: 'categoryName',
  tree: { parent: 'parentId' },
  permissions: {
    list: 'test:inspection:list',
    add: 'test:inspection:add',
    edit: 'test:inspection:edit',
    remove: 'test:inspection:remove',
  },
  fields: [
    { key: 'categoryId', label: '编号', type: 'integer', readonly: true, list: true },
    { key: 'parentId', label: '上级', type: 'integer', default: 0, form: true },
    { key: 'categoryName', label: '分类名称', type: 'text', required: true, list: true, form: true },
  ],
}
const testCategory = pgTable('test_category', {
  categoryId: id('category_id').primaryKey().generatedByDefaultAsIdentity(),
  parentId: bigint('parent_id', { mode: 'number' }).notNull().default(0),
  categoryName: varchar('category_name', { length: 50 }).notNull(),
})

const PERMS = [...(Object.values(INSPECTION.permissions) as string[]), 'test:inspection:import']
const URL = '/prod-api/test/inspection'
const NO_ACCESS = '没有权限访问巡检记录数据！'

describe('routes drawn from a description stored as JSON', () => {
  let s: TestServer
  let admin: string
  const add = (token: string, body: Record<string, unknown>) => s.call('POST', URL, { token, body })
  const titles = async (token: string, query = '') =>
    ((await s.call('GET', `${URL}/list?pageSize=50${query}`, { token })).rows ?? []).map((r) => r.title as string)

  beforeAll(async () => {
    s = await startTestServer({ modules: [...modules, testModule] })
    await s.ctx.db.execute(sql`create table test_inspection (
      record_id bigint generated by default as identity primary key, title varchar(30) not null,
      dept_id bigint not null, level char(1) not null default '1', amount numeric(18,2),
      inspect_date date not null, status char(1) not null default '0', closed boolean not null default false,
      photos varchar(2000), remark varchar(200), create_by varchar(64) not null default '',
      create_time timestamptz default now(), update_by varchar(64) not null default '', update_time timestamptz)`)
    await s.ctx.db.execute(sql`create table test_reading (reading_id bigint generated by default as identity
      primary key, meter varchar(20) not null, state integer not null, read_time timestamptz not null)`)
    await s.ctx.db.execute(sql`create table test_category (category_id bigint generated by default as identity
      primary key, parent_id bigint not null default 0, category_name varchar(50) not null)`)
    await s.ctx.db
      .insert(sysMenu)
      .values(PERMS.map((perms, i) => ({ menuName: `巡检${i}`, menuType: 'F' as const, perms })))
    admin = await s.login('admin')
    for (const [title, deptId, level, inspectDate] of [
      ['研发一', 103, '1', '2026-03-01'],
      ['研发二', 103, '3', '2026-03-10'],
      ['测试一', 105, '3', '2026-04-02'],
    ] as const)
      expect((await add(admin, { title, deptId, level, inspectDate, amount: '12.50' })).code).toBe(200)
  })
  afterAll(() => s?.close())

  it('is a valid description', () => {
    expect(checkResource(INSPECTION)).toEqual([])
  })

  it('searches by the one-value comparisons: not equal, above, at least, below', async () => {
    expect(checkResource(COMPARED)).toEqual([])
    const compared = async (query: string) =>
      ((await s.call('GET', `/prod-api/test/compared/list?pageSize=50${query}`, { token: admin })).rows ?? []).map(
        (r) => r.title as string,
      )
    expect(await compared('&level=3')).toEqual(['研发一'])
    expect(await compared('&inspectDate=2026-03-10')).toEqual(['测试一', '研发二'])
    expect(await compared('&amount=13')).toHaveLength(3)
    expect(await compared('&amount=12.5')).toEqual([])
    const [first] = (await s.call('GET', `${URL}/list?title=研发一`, { token: admin })).rows!
    expect(await compared(`&recordId=${first.recordId as number}`)).toEqual(['测试一', '研发二'])
    // a comparison only for dates and numbers
    expect(checkResource({ ...COMPARED, fields: [{ ...COMPARED.fields[1], search: { op: 'gt' } }] })).toContain(
      '字段 title：gt 只用于日期和数字',
    )
  })

  it('refuses bad values with messages naming the field', async () => {
    const refused = async (body: Record<string, unknown>) => (await add(admin, body)).msg
    const base = { title: '新的', deptId: 103, inspectDate: '2026-05-01' }
    expect(await refused({ ...base, title: '' })).toBe('参数校验失败：title 巡检标题不能为空')
    expect(await refused({ ...base, title: '<b>x</b>' })).toContain('巡检标题不能包含脚本字符')
    expect(await refused({ ...base, amount: 1.234 })).toContain('整改金额最多保留2位小数')
    expect(await refused({ ...base, amount: -1 })).toContain('整改金额不能小于0')
    expect(await refused({ ...base, level: '9' })).toContain('等级的取值不在可选范围内')
    expect(await refused({ ...base, inspectDate: '2026-02-30' })).toContain('巡检日期应为日期（yyyy-MM-dd）')
    expect(await refused({ ...base, photos: 'javascript:alert(1)' })).toContain('现场照片应为上传文件的地址')
    expect(await refused({ ...base, title: '研发一' })).toBe("新增巡检记录'研发一'失败，巡检标题已存在")
  })

  it('searches by contains, one of, and a date range; sorts only by the allowlist', async () => {
    expect(await titles(admin, '&title=研发')).toEqual(['研发二', '研发一'])
    expect(await titles(admin, '&level=3')).toEqual(['测试一', '研发二'])
    expect(await titles(admin, '&level=1,2')).toEqual(['研发一'])
    expect(await titles(admin, '&params[beginInspectDate]=2026-03-05&params[endInspectDate]=2026-04-01')).toEqual([
      '研发二',
    ])
    expect(await titles(admin, '&orderByColumn=inspectDate&isAsc=ascending')).toEqual(['研发一', '研发二', '测试一'])
    const bad = await s.call('GET', `${URL}/list?orderByColumn=remark`, { token: admin })
    expect(bad).toMatchObject({ code: 400, msg: '不支持按字段 remark 排序' })
    const row = (await s.call('GET', `${URL}/list?title=研发一`, { token: admin })).rows![0]
    expect(row).toMatchObject({ amount: 12.5, level: '1', closed: false, status: '0', createBy: 'admin' })
  })

  it('keeps a department-scoped user to their department in lists, details, writes and exports', async () => {
    const v = await userWith(s, PERMS, { dataScope: '3', deptId: 103 })
    expect(await titles(v.token)).toEqual(['研发二', '研发一'])
    const other = (await s.call('GET', `${URL}/list?title=测试一`, { token: admin })).rows![0].recordId
    expect((await s.call('GET', `${URL}/${other}`, { token: v.token })).msg).toBe(NO_ACCESS)
    expect((await s.call('PUT', URL, { token: v.token, body: { recordId: other, title: 'x' } })).msg).toBe(NO_ACCESS)
    expect((await s.call('DELETE', `${URL}/${other}`, { token: v.token })).msg).toBe(NO_ACCESS)
    expect((await add(v.token, { title: '越权', deptId: 105, inspectDate: '2026-05-01' })).msg).toBe(NO_ACCESS)
    const mine = await add(v.token, { title: '本部门', deptId: 103, inspectDate: '2026-05-01' })
    expect(mine.data).toMatchObject({ title: '本部门', deptId: 103, createBy: v.userName })
    const sheet = await readXlsx(await postForm(s, `${URL}/export`, v.token))
    expect(sheet.header).toEqual(['编号', '巡检标题', '等级', '整改金额', '巡检日期', '状态', '已闭环'])
    expect(sheet.rows.map((r) => r[1]).sort()).toEqual(['本部门', '研发一', '研发二'])
    expect(sheet.rows.find((r) => r[1] === '研发二')).toEqual([
      expect.any(String),
      '研发二',
      '重大',
      '12.5',
      '2026年03月10日',
      '正常',
      '否',
    ])
  })

  it('shows a "self" user only the rows they created', async () => {
    const v = await userWith(s, PERMS, { dataScope: '5', deptId: 105 })
    expect(await titles(v.token)).toEqual([])
    expect((await add(v.token, { title: '自己的', deptId: 105, inspectDate: '2026-06-01' })).code).toBe(200)
    expect(await titles(v.token)).toEqual(['自己的'])
  })

  it('edits only the fields sent, clears a blank one, and switches the status', async () => {
    const { data } = await add(admin, { title: '可改', deptId: 103, inspectDate: '2026-07-01', remark: '旧的' })
    expect((await s.call('PUT', URL, { token: admin, body: { recordId: data.recordId, level: '2' } })).code).toBe(200)
    let row = (await s.call('GET', `${URL}/${data.recordId}`, { token: admin })).data
    expect(row).toMatchObject({ title: '可改', level: '2', remark: '旧的', updateBy: 'admin' })
    const blanked = await s.call('PUT', URL, { token: admin, body: { recordId: data.recordId, title: ' ' } })
    expect(blanked.msg).toBe('参数校验失败：title 巡检标题不能为空')
    await s.call('PUT', URL, { token: admin, body: { recordId: data.recordId, remark: '' } })
    const changed = await s.call('PUT', `${URL}/changeStatus`, {
      token: admin,
      body: { recordId: data.recordId, status: '1' },
    })
    expect(changed.code).toBe(200)
    row = (await s.call('GET', `${URL}/${data.recordId}`, { token: admin })).data
    expect(row).toMatchObject({ remark: null, status: '1' })
    expect((await s.call('GET', `${URL}/999999`, { token: admin })).code).toBe(404)
  })

  it('keeps a tree a tree: listed whole, no row under itself, no row deleted while rows are below it', async () => {
    const CAT = '/prod-api/test/category'
    const top = (await s.call('POST', CAT, { token: admin, body: { categoryName: '总类' } })).data
    const child = (
      await s.call('POST', CAT, { token: admin, body: { categoryName: '子类', parentId: top.categoryId } })
    ).data
    expect((await s.call('GET', `${CAT}/list`, { token: admin })).data).toEqual([
      { categoryId: top.categoryId, parentId: 0, categoryName: '总类' },
      { categoryId: child.categoryId, parentId: top.categoryId, categoryName: '子类' },
    ])
    const moved = await s.call('PUT', CAT, {
      token: admin,
      body: { categoryId: top.categoryId, parentId: child.categoryId },
    })
    expect(moved.msg).toBe("修改分类'总类'失败，上级分类不能是自己的下级分类")
    const orphan = await s.call('POST', CAT, { token: admin, body: { categoryName: '孤儿', parentId: 999999 } })
    expect(orphan.msg).toBe('上级分类不存在')
    expect((await s.call('DELETE', `${CAT}/${top.categoryId}`, { token: admin })).msg).toBe('存在下级分类,不允许删除')
    expect((await s.call('DELETE', `${CAT}/${top.categoryId},${child.categoryId}`, { token: admin })).code).toBe(200)
  })

  it("serves a read-only log: no writes, a dictionary-labelled number, the binding's rows, 清空", async () => {
    const R = '/prod-api/test/reading'
    expect(checkResource(READING)).toEqual([])
    const routes = s.router.routes.filter((r) => r.url.startsWith(R)).map((r) => `${r.method} ${r.url.slice(R.length)}`)
    expect(routes.sort()).toEqual(['DELETE /:readingIds', 'DELETE /clean', 'GET /list', 'POST /export'])
    await s.ctx.db.insert(testReading).values([
      { meter: 'a-1', state: 0, readTime: new Date('2026-05-02T08:00:00Z') },
      { meter: 'b-2', state: 1, readTime: new Date('2026-05-01T08:00:00Z') },
    ])
    const list = await s.call('GET', `${R}/list?orderByColumn=takenAt&isAsc=ascending`, { token: admin })
    expect(list.rows!.map((r) => [r.meter, r.state, r.takenAt === r.readTime])).toEqual([
      ['B-2', 1, true],
      ['A-1', 0, true],
    ])
    expect((await s.call('GET', `${R}/list?state=1`, { token: admin })).rows!.map((r) => r.meter)).toEqual(['B-2'])
    const sheet = await readXlsx(await postForm(s, `${R}/export`, admin))
    expect(sheet.rows.map((r) => r.join('/')).sort()).toEqual(['a-1/成功', 'b-2/故障'])
    // the columns a client chose, in its order; a key that is no column of the sheet is refused
    const chosen = await readXlsx(await postForm(s, `${R}/export`, admin, 'columns=state,meter&state=1'))
    expect([chosen.header, ...chosen.rows]).toEqual([
      ['状态', '表号'],
      ['故障', 'b-2'],
    ])
    const unknown = await postForm(s, `${R}/export`, admin, 'columns=readingId')
    expect(JSON.parse(unknown.body)).toMatchObject({ code: 400, msg: '不支持导出该列' })
    expect((await s.call('DELETE', `${R}/clean`, { token: admin })).code).toBe(200)
    expect((await s.call('GET', `${R}/list`, { token: admin })).total).toBe(0)
  })

  it("imports with a template: the dialog's fields, each row checked by the description's rules, reasons in Chinese", async () => {
    const IMP = '/prod-api/test/imported'
    expect(checkResource(IMPORTED)).toEqual([])
    const template = await readXlsx(await postForm(s, `${IMP}/importTemplate`, admin))
    expect(template.header).toEqual([
      '*巡检标题',
      '*部门',
      '等级',
      '整改金额',
      '*巡检日期',
      '已闭环',
      '现场照片',
      '备注',
    ])
    const upload = (token: string, file: Buffer, name?: string) =>
      postWorkbook(s, `${IMP}/importData`, token, file, name)
    const sheet = await xlsxOf(template.header, [
      ['导入一', 103, '较大', '3.5', '2026-08-01', '是', '', ''],
      ['', 103, '特大', 'abc', '2026-02-30', '', '', ''],
      ['研发一', 103, '一般', '', '2026-08-02', '', '', ''],
    ])
    const answer = await upload(admin, sheet)
    expect(answer.code).toBe(200)
    expect(answer.data).toEqual({
      added: 1,
      errors: [
        {
          line: 3,
          reasons: [
            '巡检标题不能为空',
            '等级的取值不在可选范围内',
            '整改金额应为数字',
            '巡检日期应为日期（yyyy-MM-dd）',
          ],
        },
        { line: 4, reasons: ["新增巡检记录'研发一'失败，巡检标题已存在"] },
      ],
    })
    expect(answer.msg).toBe(
      "导入 1 条，2 行有误：第3行：巡检标题不能为空；等级的取值不在可选范围内；整改金额应为数字；巡检日期应为日期（yyyy-MM-dd）；第4行：新增巡检记录'研发一'失败，巡检标题已存在",
    )
    expect((await s.call('GET', `${URL}/list?title=导入一`, { token: admin })).rows).toMatchObject([
      { title: '导入一', level: '2', amount: 3.5, closed: true, createBy: 'admin' },
    ])
    // judged by its content and size, never its name
    expect(await upload(admin, Buffer.from('title,deptId\n伪装,103\n'), 'fake.xlsx')).toMatchObject({
      code: 400,
      msg: '导入文件不是有效的 Excel（.xlsx）文件',
    })
    const large = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(5 * 1024 * 1024)])
    expect(await upload(admin, large)).toMatchObject({ code: 413, msg: '导入文件不能超过 5 MB' })
    // behind the import permission; a resource without one has no import route
    const reader = await userWith(
      s,
      PERMS.filter((p) => !p.endsWith(':import')),
    )
    expect((await upload(reader.token, sheet)).code).toBe(403)
    const routes = s.router.routes.map((r) => `${r.method} ${r.url}`)
    expect(routes).toContain('POST /prod-api/test/imported/importData')
    expect(routes.filter((r) => r.startsWith('POST /prod-api/test/inspection/import'))).toEqual([])
  })
})
