import { MASTERDATA_PERMISSIONS as P } from '@wp/contract'
import { randomBytes } from 'node:crypto'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { eq } from 'drizzle-orm'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { multipartFile, userWith, XLSX, xlsxOf } from '../../testing/fixtures'
import { sharedTestServer } from '../../testing/harness'
import { mdmSource } from '../schema'
import { mysqlReachable, OUTSIDE_MYSQL_URL, outsidePostgres, sourceBody } from '../testing'

const API = '/prod-api'
const table = `mdm_src_${randomBytes(4).toString('hex')}`

describe('data sources', () => {
  const t = sharedTestServer()
  let outside: pg.Client
  let source: Awaited<ReturnType<typeof outsidePostgres>>
  let http: Server
  const call = (method: string, url: string, body?: unknown, token = t.token) =>
    t.server.call(method, API + url, { token, body })
  beforeAll(async () => {
    source = await outsidePostgres()
    outside = new pg.Client({ connectionString: source.url })
    await outside.connect()
    await outside.query(`create table ${table} (id int primary key, name text, city text)`)
    await outside.query(
      `insert into ${table} select g, '客户' || g, case when g % 2 = 0 then '北京' else '上海' end from generate_series(1, 30) g`,
    )
    http = createServer((req, res) => {
      res.setHeader('content-type', 'application/json')
      if (req.url === '/customers')
        res.end(
          JSON.stringify({
            rows: [
              { id: 1, name: '接口客户' },
              { id: 2, name: '二号' },
            ],
          }),
        )
      else res.end(JSON.stringify([{ a: 1 }]))
    })
    await new Promise<void>((done) => http.listen(0, '127.0.0.1', done))
  })
  afterAll(async () => {
    await outside?.end()
    await source?.drop()
    http?.close()
  })

  it('seals the password, never sends it back, and tests, lists and previews a PostgreSQL source', async () => {
    const body = { ...sourceBody(source.url, 'postgresql', 'ERP 库'), password: 'S3cret-pw' }
    const made = await call('POST', '/masterdata/source', body)
    expect(made.code).toBe(200)
    const id = made.data.sourceId
    expect(made.data.password).toBeNull()
    expect((await call('GET', `/masterdata/source/${id}`)).data.password).toBeNull()
    expect((await call('GET', '/masterdata/source/list')).rows!.every((r) => r.password === null)).toBe(true)
    const [stored] = await t.server.ctx.db.select().from(mdmSource).where(eq(mdmSource.sourceId, id))
    expect(stored.password).toMatch(/^v1:/)
    expect(stored.password).not.toContain('S3cret')
    // the add is in the operation log (read as an auditor would), its parameters without the password
    const logged = async () =>
      ((await call('GET', '/system/operlog/list?pageSize=100')).rows as { operUrl: string; operParam: string }[])
        .filter((l) => l.operUrl.startsWith('/prod-api/masterdata/source'))
        .map((l) => l.operParam ?? '')
    await expect.poll(async () => (await logged()).length).toBeGreaterThan(0)
    expect((await logged()).filter((p) => p.includes('S3cret'))).toEqual([])
    // an edit without a password keeps the sealed one
    expect((await call('PUT', '/masterdata/source', { sourceId: id, remark: '只读账号' })).code).toBe(200)
    const [kept] = await t.server.ctx.db.select().from(mdmSource).where(eq(mdmSource.sourceId, id))
    expect(kept.password).toBe(stored.password)

    const tested = await call('POST', `/masterdata/source/test/${id}`)
    expect(tested.code).toBe(200)
    expect(tested.data.result).toContain('PostgreSQL')
    expect((await call('GET', `/masterdata/source/${id}`)).data.lastTestResult).toContain('PostgreSQL')

    const tables = await call('GET', `/masterdata/source/tables/${id}`)
    expect(tables.data).toContainEqual({ name: table, type: '表' })
    const cols = await call('GET', `/masterdata/source/columns/${id}?object=${table}`)
    expect(cols.data.map((c: { name: string }) => c.name)).toEqual(['id', 'name', 'city'])
    const preview = await call('GET', `/masterdata/source/preview/${id}?object=${table}`)
    expect(preview.data.rows).toHaveLength(20)
    const bySql = await call(
      'GET',
      `/masterdata/source/preview/${id}?object=${encodeURIComponent(`select name from ${table} where city = '北京'`)}`,
    )
    expect(bySql.data.rows).toHaveLength(15)
    const twoStatements = encodeURIComponent(`select 1; drop table ${table}`)
    expect((await call('GET', `/masterdata/source/preview/${id}?object=${twoStatements}`)).msg).toBe(
      '源 SQL 只能是一条 SELECT 语句',
    )
    expect((await call('GET', `/masterdata/source/preview/${id}?object=a%20b`)).msg).toContain('源表名无效')
    // the statement runs read-only: a writing CTE is refused by the source itself
    const writing = encodeURIComponent(`with d as (delete from ${table} returning *) select * from d`)
    const refused = await call('GET', `/masterdata/source/preview/${id}?object=${writing}`)
    expect(refused.msg).toMatch(/^预览失败：/)
    expect((await outside.query(`select count(*)::int as n from ${table}`)).rows[0].n).toBe(30)
  })

  it('answers an unreachable source and an unsupported type with a clear refusal', async () => {
    const down = await call('POST', '/masterdata/source', {
      ...sourceBody(source.url, 'postgresql', '停机库'),
      port: 1,
    })
    const res = await call('POST', `/masterdata/source/test/${down.data.sourceId}`)
    expect(res.code).toBe(500)
    expect(res.msg).toMatch(/^连接失败：/)
    expect((await call('GET', `/masterdata/source/${down.data.sourceId}`)).data.lastTestResult).toMatch(/^连接失败/)
    const oracle = await call('POST', '/masterdata/source', { sourceName: 'Oracle 库', sourceType: 'oracle' })
    expect(oracle.msg).toBe('暂不支持Oracle数据源，请选择 PostgreSQL、MySQL、HTTP 接口或 Excel')
  })

  it('reads an HTTP JSON source', async () => {
    const port = (http.address() as AddressInfo).port
    const made = await call('POST', '/masterdata/source', {
      sourceName: '接口',
      sourceType: 'http',
      apiUrl: `http://127.0.0.1:${port}`,
    })
    const preview = await call('GET', `/masterdata/source/preview/${made.data.sourceId}?object=/customers`)
    expect(preview.data.rows).toEqual([
      { id: 1, name: '接口客户' },
      { id: 2, name: '二号' },
    ])
    expect(preview.data.columns.map((c: { name: string }) => c.name)).toEqual(['id', 'name'])
  })

  it('reads a MySQL source', async () => {
    if (!(await mysqlReachable())) return
    const { createConnection } = await import('mysql2/promise')
    const my = await createConnection({ uri: OUTSIDE_MYSQL_URL })
    const t = `mdm_my_${randomBytes(4).toString('hex')}`
    await my.query(`create table ${t} (id int primary key, name varchar(50))`)
    await my.query(`insert into ${t} values (1, '甲'), (2, '乙')`)
    try {
      const made = await call('POST', '/masterdata/source', sourceBody(OUTSIDE_MYSQL_URL, 'mysql', 'MySQL 库'))
      const id = made.data.sourceId
      const tested = await call('POST', `/masterdata/source/test/${id}`)
      expect(tested.msg).toBe('连接成功')
      expect(tested.data.result).toMatch(/^MySQL /)
      expect((await call('GET', `/masterdata/source/tables/${id}`)).data).toContainEqual({ name: t, type: '表' })
      const preview = await call('GET', `/masterdata/source/preview/${id}?object=${t}`)
      expect(preview.data.rows).toEqual([
        { id: 1, name: '甲' },
        { id: 2, name: '乙' },
      ])
    } finally {
      await my.query(`drop table ${t}`)
      await my.end()
    }
  })

  it('reads an uploaded Excel workbook, refusing a file that is not one', async () => {
    const made = await call('POST', '/masterdata/source', { sourceName: '客户清单', sourceType: 'excel' })
    const id = made.data.sourceId
    expect((await call('GET', `/masterdata/source/preview/${id}?object=Sheet1`)).msg).toBe('尚未上传 Excel 文件')
    const book = await xlsxOf(
      ['编号', '名称'],
      [
        ['1', '甲'],
        ['2', '乙'],
      ],
    )
    const upload = async (content: Buffer, name: string) => {
      const { payload, headers } = multipartFile('file', name, content, XLSX)
      const res = await t.server.fastify.inject({
        method: 'POST',
        url: `${API}/masterdata/source/upload/${id}`,
        headers: { ...headers, authorization: `Bearer ${t.token}` },
        payload,
      })
      return JSON.parse(res.body)
    }
    expect((await upload(Buffer.from('id,name\n1,a'), 'a.xlsx')).code).toBe(415)
    expect((await upload(book, '客户.xlsx')).code).toBe(200)
    const preview = await call('GET', `/masterdata/source/preview/${id}?object=Sheet1`)
    expect(preview.data.rows).toEqual([
      { 编号: '1', 名称: '甲' },
      { 编号: '2', 名称: '乙' },
    ])
  })

  it('is reachable only by holders of its permission', async () => {
    const reader = await userWith(t.server, [P.model.list])
    expect((await call('GET', '/masterdata/source/list', undefined, reader.token)).code).toBe(403)
    expect((await call('GET', '/masterdata/source/tables/1', undefined, reader.token)).code).toBe(403)
  })
})
