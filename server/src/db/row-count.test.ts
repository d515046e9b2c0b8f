import { eq, sql } from 'drizzle-orm'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sysLogininfor, sysOperLog } from '../system/log/schema'
import { sysPost } from '../directory/post/schema'
import { startTestServer, type TestServer } from '../testing/harness'
import { keptRowCount } from './row-count'
import { sysRowCount } from './schema'

/** The operation log's total without filters comes from a count kept by triggers; it must equal count(*) always. */
describe('exact row counts kept by triggers', () => {
  let s: TestServer
  let admin: string
  const exact = async (table: string) =>
    (
      (await s.ctx.db.execute(sql.raw(`select count(*)::int as n from ${table}`))) as unknown as {
        rows: { n: number }[]
      }
    ).rows[0].n
  const insertLogs = (n: number, title = 'bulk') =>
    s.ctx.db.execute(sql`
      insert into sys_oper_log (title, business_type, oper_name, status, oper_time)
      select ${title}, 1, 'bulk', 0, now() from generate_series(1, ${n}::int)`)

  beforeAll(async () => {
    s = await startTestServer()
    admin = await s.login('admin')
  })
  afterAll(() => s?.close())

  it('follows inserts, deletes, rolled-back work and truncation', async () => {
    expect(await keptRowCount(s.ctx.db, sysOperLog)).toBe(await exact('sys_oper_log'))
    await insertLogs(1234)
    await s.ctx.db.execute(sql`delete from sys_oper_log where oper_id % 7 = 0`)
    await s.ctx.db
      .transaction(async (tx) => {
        await tx.execute(
          sql`insert into sys_oper_log (title, oper_time) select 'gone', now() from generate_series(1, 50)`,
        )
        throw new Error('roll back')
      })
      .catch(() => undefined)
    expect(await keptRowCount(s.ctx.db, sysOperLog)).toBe(await exact('sys_oper_log'))
    expect(await exact('sys_oper_log')).toBeGreaterThan(1000)
    await s.ctx.db.execute(sql`truncate sys_oper_log`)
    expect(await keptRowCount(s.ctx.db, sysOperLog)).toBe(0)
    await insertLogs(3)
    expect(await keptRowCount(s.ctx.db, sysOperLog)).toBe(3)
  })

  it('stays exact under concurrent writers on separate connections', async () => {
    const pool = new pg.Pool({ connectionString: s.config.databaseUrl, max: 8 })
    try {
      await Promise.all(
        Array.from({ length: 8 }, async (_, i) => {
          for (let k = 0; k < 10; k++) {
            await pool.query(
              `insert into sys_oper_log (title, oper_time) select 'c${i}', now() from generate_series(1, ${k + 1})`,
            )
            if (k % 3 === 0)
              await pool.query(`delete from sys_oper_log where oper_id in (select max(oper_id) from sys_oper_log)`)
          }
        }),
      )
    } finally {
      await pool.end()
    }
    expect(await keptRowCount(s.ctx.db, sysOperLog)).toBe(await exact('sys_oper_log'))
    expect(await keptRowCount(s.ctx.db, sysLogininfor)).toBe(await exact('sys_logininfor'))
  })

  it('gives the unfiltered list its total, and filtered lists their own count', async () => {
    await insertLogs(25, 'counted')
    const all = await s.call('GET', '/prod-api/system/operlog/list?pageSize=10', { token: admin })
    expect(all.total).toBe(await exact('sys_oper_log'))
    expect(all.rows).toHaveLength(10)
    const filtered = await s.call('GET', '/prod-api/system/operlog/list?title=counted', { token: admin })
    expect(filtered.total).toBe(25)
    await s.call('DELETE', '/prod-api/system/operlog/clean', { token: admin })
    const afterClean = await s.call('GET', '/prod-api/system/operlog/list', { token: admin })
    expect(afterClean.total).toBe(await exact('sys_oper_log'))
    const logins = await s.call('GET', '/prod-api/system/logininfor/list', { token: admin })
    expect(logins.total).toBe(await exact('sys_logininfor'))
    expect(logins.total).toBeGreaterThan(0)
  })

  it('is where the unfiltered list reads its total from (a count changed behind its back shows there only)', async () => {
    await insertLogs(4, 'kept')
    const real = await exact('sys_oper_log')
    await s.ctx.db
      .update(sysRowCount)
      .set({ rowCount: real + 1000 })
      .where(eq(sysRowCount.tableName, 'sys_oper_log'))
    try {
      expect((await s.call('GET', '/prod-api/system/operlog/list', { token: admin })).total).toBe(real + 1000)
      expect((await s.call('GET', '/prod-api/system/operlog/list?title=kept', { token: admin })).total).toBe(4)
    } finally {
      await s.ctx.db.update(sysRowCount).set({ rowCount: real }).where(eq(sysRowCount.tableName, 'sys_oper_log'))
    }
  })

  it('counts a table without triggers with count(*)', async () => {
    expect(await keptRowCount(s.ctx.db, sysPost)).toBe(await exact('sys_post'))
    expect(await exact('sys_post')).toBeGreaterThan(0)
  })
})
