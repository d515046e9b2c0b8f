import { randomBytes } from 'node:crypto'
import { eq } from 'drizzle-orm'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sharedTestServer } from '../../testing/harness'
import { mdmRecord } from '../schema'
import {
  creditCode,
  finishedRun,
  mysqlReachable,
  OUTSIDE_MYSQL_URL,
  outsidePostgres,
  publishedModelOf,
  sourceBody,
} from '../testing'

const API = '/prod-api'
const erp = `mdm_erp_${randomBytes(4).toString('hex')}`
const crm = `mdm_crm_${randomBytes(4).toString('hex')}`

describe('collection into golden records', () => {
  const t = sharedTestServer()
  let outside: pg.Client
  let source: Awaited<ReturnType<typeof outsidePostgres>>
  let modelId: number
  const call = (method: string, url: string, body?: unknown) =>
    t.server.call(method, API + url, { token: t.token, body })
  const task = async (
    name: string,
    sourceId: number,
    object: string,
    priority: number,
    columns: Record<string, string>,
  ) => {
    const made = await call('POST', '/masterdata/collect/task', {
      taskName: name,
      modelId,
      sourceId,
      sourceObject: object,
      priority,
    })
    expect(made.msg).toBe('操作成功')
    const taskId = made.data.taskId
    const config = await call('PUT', `/masterdata/collect/config/${taskId}`, {
      cleanList: [
        { column: '*', cleanType: 'trim' },
        { column: 'credit', cleanType: 'fullToHalf' },
        { column: 'credit', cleanType: 'upper' },
      ],
      mappingList: Object.entries(columns).map(([fieldCode, sourceColumn]) => ({ fieldCode, sourceColumn })),
    })
    expect(config.code).toBe(200)
    return taskId as number
  }
  const run = async (taskId: number) => {
    const started = await call('POST', `/masterdata/collect/run/${taskId}`)
    expect(started.code).toBe(200)
    return finishedRun(t.server, t.token, started.data.runId)
  }
  beforeAll(async () => {
    modelId = await publishedModelOf(t.server, t.token, 'CUSTOMER')
    source = await outsidePostgres()
    outside = new pg.Client({ connectionString: source.url })
    await outside.connect()
    await outside.query(`create table ${erp} (id int primary key, cust_name text, credit text, city text)`)
    // 1000 rows: full-width and lower-case credit codes to clean, two bad codes, one without a name
    await outside.query(
      `insert into ${erp} select g, '  客户' || g || ' ', case when g % 2 = 0 then lower($1 || lpad(g::text, 10, '0')) else $1 || lpad(g::text, 10, '0') end, '上海' from generate_series(1, 1000) g`,
      ['91110000'],
    )
    await outside.query(`update ${erp} set credit = '９１１１００００' || lpad(id::text, 10, '0') where id = 3`)
    await outside.query(`update ${erp} set credit = 'BAD' || id where id in (10, 11)`)
    await outside.query(`update ${erp} set cust_name = '  ' where id = 12`)
  })
  afterAll(async () => {
    await outside?.end()
    await source?.drop()
  })

  it('collects 1,000 rows with cleaning and mapping, rejects bad rows with reasons, and a second run changes nothing', async () => {
    const src = await call('POST', '/masterdata/source', sourceBody(source.url, 'postgresql', 'ERP'))
    const taskId = await task('ERP 客户', src.data.sourceId, `select * from ${erp} order by id`, 10, {
      name: 'cust_name',
      creditCode: 'credit',
      city: 'city',
    })
    const first = await run(taskId)
    expect(first).toMatchObject({
      runStatus: 'success',
      readCount: 1000,
      insertCount: 997,
      updateCount: 0,
      rejectCount: 3,
    })
    const errors = await call('GET', `/masterdata/collect/errors/${first.runId}?pageSize=10`)
    expect(errors.rows!.map((e) => [e.rowNo, e.reasons])).toEqual([
      [10, '统一社会信用代码应为18位数字或大写字母'],
      [11, '统一社会信用代码应为18位数字或大写字母'],
      [12, '客户名称不能为空'],
    ])
    expect(JSON.parse(errors.rows![0].rowData)).toMatchObject({ id: 10, credit: 'BAD10' })
    // cleaned: trimmed name, full-width and lower-case codes made upper half-width
    const three = await call('GET', `/masterdata/record/${modelId}/list?creditCode=${creditCode(3)}`)
    expect(three.rows).toHaveLength(1)
    expect(three.rows![0]).toMatchObject({ name: '客户3', city: '上海' })
    expect((await call('GET', `/masterdata/record/${modelId}/list?creditCode=${creditCode(2)}`)).total).toBe(1)

    const second = await run(taskId)
    expect(second).toMatchObject({
      readCount: 1000,
      insertCount: 0,
      updateCount: 0,
      unchangedCount: 997,
      rejectCount: 3,
    })
    expect((await call('GET', `/masterdata/record/${modelId}/list`)).total).toBe(997)
    // nothing written at all: not even the source's own copy (JSONB keeps its keys in another order)
    const again = await call('GET', `/masterdata/record/${modelId}/list?creditCode=${creditCode(3)}`)
    expect(again.rows![0]).toMatchObject({
      rowVersion: three.rows![0].rowVersion,
      updateTime: three.rows![0].updateTime,
    })
    const log = await call('GET', `/masterdata/oplog/list?modelId=${modelId}&recordCode=${three.rows![0].code}`)
    expect(log.rows!.map((r) => [r.operType, r.channel])).toEqual([['5', `采集任务 #${taskId}`]])
  }, 120_000)

  it('merges a second source by priority and keeps each source as a cross-reference', async () => {
    const useMysql = await mysqlReachable()
    let sourceId: number
    let cleanup = async () => {}
    if (useMysql) {
      const { createConnection } = await import('mysql2/promise')
      const my = await createConnection({ uri: OUTSIDE_MYSQL_URL })
      await my.query(`create table ${crm} (credit varchar(30), city varchar(30), phone varchar(30))`)
      await my.query(
        `insert into ${crm} values ${Array.from({ length: 5 }, (_, i) => `('${creditCode(i + 1)}', '北京', '1380000000${i}')`).join(',')}`,
      )
      cleanup = async () => {
        await my.query(`drop table ${crm}`)
        await my.end()
      }
      sourceId = (await call('POST', '/masterdata/source', sourceBody(OUTSIDE_MYSQL_URL, 'mysql', 'CRM'))).data.sourceId
    } else {
      await outside.query(`create table ${crm} (credit text, city text, phone text)`)
      for (let i = 0; i < 5; i++)
        await outside.query(`insert into ${crm} values ($1, '北京', $2)`, [creditCode(i + 1), `1380000000${i}`])
      sourceId = (await call('POST', '/masterdata/source', sourceBody(source.url, 'postgresql', 'CRM'))).data.sourceId
    }
    try {
      // CRM outranks ERP: the five customers it knows take its city; ERP's name stays (CRM has none)
      const crmTask = await task('CRM 客户', sourceId, crm, 20, { creditCode: 'credit', city: 'city', name: 'credit' })
      await call('PUT', `/masterdata/collect/config/${crmTask}`, {
        cleanList: [],
        mappingList: [
          { fieldCode: 'creditCode', sourceColumn: 'credit' },
          { fieldCode: 'city', sourceColumn: 'city' },
        ],
      })
      const res = await run(crmTask)
      expect(res).toMatchObject({ runStatus: 'success', readCount: 5, updateCount: 5, rejectCount: 0 })
      const one = (await call('GET', `/masterdata/record/${modelId}/list?creditCode=${creditCode(1)}`)).rows![0]
      expect(one).toMatchObject({ name: '客户1', city: '北京' })
      const [row] = await t.server.ctx.db.select().from(mdmRecord).where(eq(mdmRecord.recordId, one.recordId))
      expect(Object.keys(row.sources).sort()).toEqual([`task:${crmTask}`, expect.stringMatching(/^task:/)].sort())
      // ERP again: lower priority, so CRM's city stays and nothing changes
      const erpTask = (await call('GET', '/masterdata/collect/task/list?taskName=ERP')).rows![0].taskId
      const again = await run(erpTask)
      expect(again).toMatchObject({ insertCount: 0, updateCount: 0, unchangedCount: 997 })
      expect((await call('GET', `/masterdata/record/${modelId}/${one.recordId}`)).data.city).toBe('北京')
      // 完整度: five of the model's seven fields filled (no amount, no bank account); per source, its own share
      expect(one.completeness).toBe(71)
      const c = (await call('GET', `/masterdata/record/${modelId}/completeness`)).data
      expect(c).toMatchObject({ total: 997, percent: 71 })
      expect(c.fields.map((f: { field: string; percent: number }) => [f.field, f.percent])).toEqual([
        ['custNo', 100],
        ['name', 100],
        ['creditCode', 100],
        ['type', 100],
        ['city', 100],
        ['amount', 0],
        ['bankNo', 0],
      ])
      expect(c.sources).toEqual([
        { source: `task:${erpTask}`, sourceName: 'ERP 客户', records: 997, percent: 43 },
        { source: `task:${crmTask}`, sourceName: 'CRM 客户', records: 5, percent: 29 },
      ])
    } finally {
      await cleanup()
    }
  }, 120_000)
})
