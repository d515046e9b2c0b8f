import { DICT_DATA, fieldOf, OPER_LOG, POST, USER } from '@wp/contract'
import { eq, getTableColumns, sql } from 'drizzle-orm'
import { PgDialect } from 'drizzle-orm/pg-core'
import type pg from 'pg'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { dbOn, UnnamedStatementsClient } from '../../db/client'
import { sysDept } from '../../directory/dept/schema'
import { sysDictData } from '../../directory/dict/schema'
import { sysPost } from '../../directory/post/schema'
import { sysUser } from '../../directory/user/schema'
import { sysOperLog } from '../../system/log/schema'
import { startTestServer, type TestServer } from '../../testing/harness'
import { drizzleStore } from '.'
import type { Condition, StoreQuery } from './store'

/**
 * The store's reads are compiled once per shape (`db/compiled.ts`): the same filters given, the same order and the
 * same scope kind run the same text with the call's values; anything else is another statement.
 */
describe('drizzleStore: statements kept per shape', () => {
  let s: TestServer
  let sent: { text: string; values: unknown[] }[]
  /** drizzle turning a built query into text: what a kept shape no longer does */
  const built = vi.spyOn(PgDialect.prototype, 'sqlToQuery')
  beforeAll(async () => {
    s = await startTestServer()
    const pool = (s.ctx.db as unknown as { $client: pg.Pool }).$client
    const query = pool.query.bind(pool) as (...a: unknown[]) => unknown
    vi.spyOn(pool, 'query').mockImplementation(((config: unknown, values?: unknown[]) => {
      const c = (typeof config === 'string' ? { text: config } : config) as { text: string; values?: unknown[] }
      sent?.push({ text: c.text, values: values ?? c.values ?? [] })
      return query(config, values)
    }) as never)
  })
  afterAll(() => s?.close())

  const dictData = () => drizzleStore(s.ctx.db, DICT_DATA, sysDictData)
  const equals = (key: string, value: string): Condition => ({ field: fieldOf(DICT_DATA, key), op: 'equals', value })
  const order: StoreQuery['order'] = [
    { key: 'dictSort', direction: 'asc' },
    { key: 'dictCode', direction: 'asc' },
  ]
  const page = { pageNum: 1, pageSize: 50 }
  /** The work's result, the statements it sent and how many statements drizzle wrote for it. */
  const watch = async <T>(work: () => Promise<T>) => {
    sent = []
    built.mockClear()
    const result = await work()
    return { result, sent: [...sent], built: built.mock.calls.length }
  }

  it('writes a shape once, and the same shape with other values finds other rows', async () => {
    const store = dictData()
    const first = await watch(() => store.page({ where: [equals('dictType', 'sys_oper_type')], order }, page))
    expect(first.built).toBe(1)
    const second = await watch(() => store.page({ where: [equals('dictType', 'sys_user_sex')], order }, page))
    expect(second.built).toBe(0)
    expect(second.sent.map((q) => q.text)).toEqual(first.sent.map((q) => q.text))
    expect(first.result.rows.length).toBeGreaterThan(3)
    expect(first.result.rows.every((r) => r.dictType === 'sys_oper_type')).toBe(true)
    expect(second.result.rows.map((r) => r.dictValue).sort()).toEqual(['0', '1', '2'])
    expect(second.result.total).toBe(3)
    expect(second.result.rows.every((r) => r.dictType === 'sys_user_sex')).toBe(true)
    // the rows as drizzle reads them: every column under its property name, times as Dates
    const [row] = await s.ctx.db
      .select()
      .from(sysDictData)
      .where(eq(sysDictData.dictCode, second.result.rows[0].dictCode))
    expect(second.result.rows[0]).toEqual(row)
    expect(Object.keys(second.result.rows[0])).toEqual(Object.keys(row))
    expect(second.result.rows[0].createTime).toBeInstanceOf(Date)
  })

  it('never lets two different filters share a statement', async () => {
    const store = dictData()
    const byType = await watch(() => store.page({ where: [equals('dictType', 'sys_yes_no')], order }, page))
    const byStatus = await watch(() => store.page({ where: [equals('status', 'sys_yes_no')], order }, page))
    const byLabel = await watch(() =>
      store.page({ where: [{ field: fieldOf(DICT_DATA, 'dictLabel'), op: 'like', value: '是' }], order }, page),
    )
    const both = await watch(() =>
      store.page({ where: [equals('dictType', 'sys_yes_no'), equals('status', '0')], order }, page),
    )
    const texts = [byType, byStatus, byLabel, both].map((w) => w.sent[0].text)
    expect(new Set(texts).size).toBe(4)
    expect([byType, byStatus, byLabel, both].map((w) => w.built)).toEqual([1, 1, 1, 1])
    expect(byType.result.rows.map((r) => r.dictValue).sort()).toEqual(['N', 'Y'])
    expect(byStatus.result.rows).toEqual([])
    expect(byLabel.result.rows.map((r) => r.dictLabel)).toContain('是')
    expect(byLabel.result.rows.every((r) => r.dictLabel.includes('是'))).toBe(true)
    expect(both.result.total).toBe(2)
    // the same shapes again: nothing written anew, each with its own values
    const again = await watch(() => store.page({ where: [equals('status', '1')], order }, page))
    expect(again.built).toBe(0)
    expect(again.sent[0].text).toBe(byStatus.sent[0].text)
    expect(again.result.rows.every((r) => r.status === '1')).toBe(true)
    const like = await watch(() =>
      store.page({ where: [{ field: fieldOf(DICT_DATA, 'dictLabel'), op: 'like', value: '100%' }], order }, page),
    )
    expect(like).toMatchObject({ built: 0, result: { rows: [], total: 0 } })
  })

  it('keeps an `in` list of each length apart', async () => {
    const store = drizzleStore(s.ctx.db, USER, sysUser, {
      live: eq(sysUser.delFlag, '0'),
      joined: {
        table: sysDept,
        on: eq(sysDept.deptId, sysUser.deptId),
        columns: { deptName: sysDept.deptName, leader: sysDept.leader },
      },
    })
    const under = (...ids: number[]): StoreQuery => ({
      where: [{ field: fieldOf(USER, 'deptId'), op: 'in', value: ids.map(String) }],
      order: [{ key: 'userId', direction: 'asc' }],
    })
    const one = await watch(() => store.page(under(103), page))
    const two = await watch(() => store.page(under(103, 105), page))
    expect(one.sent[0].text).not.toBe(two.sent[0].text)
    const twoAgain = await watch(() => store.page(under(105, 103), page))
    expect(twoAgain).toMatchObject({ built: 0, sent: [{ text: two.sent[0].text }] })
    expect(twoAgain.result).toEqual(two.result)
    expect(one.result.rows.map((r) => r.userName)).toEqual(['admin'])
    expect(two.result.rows.map((r) => r.userName)).toEqual(['admin', 'ry'])
    expect(two.result.rows[1]).toMatchObject({ deptId: 105, deptName: '测试部门' })
    expect(two.result.rows[0]).not.toHaveProperty('password')
    // a wide row as drizzle reads it, keys in the same order
    const { password: _, ...columns } = getTableColumns(sysUser)
    const [ry] = await s.ctx.db
      .select({ ...columns, deptName: sysDept.deptName, leader: sysDept.leader })
      .from(sysUser)
      .leftJoin(sysDept, eq(sysDept.deptId, sysUser.deptId))
      .where(eq(sysUser.userName, 'ry'))
    expect(two.result.rows[1]).toEqual(ry)
    expect(Object.keys(two.result.rows[1])).toEqual(Object.keys(ry))
    // the data scope: departments, or "self" (the store's `user` field), as a shape of its own
    const scoped = await store.page({ ...under(103, 105), scope: { deptIds: [105] } }, page)
    expect(scoped.rows.map((r) => r.userName)).toEqual(['ry'])
    const self = await store.page(
      { ...under(103, 105), scope: { deptIds: [], self: { userId: 1, userName: 'x' } } },
      page,
    )
    expect(self.rows.map((r) => r.userName)).toEqual(['admin'])
    const none = await store.page({ ...under(103, 105), scope: { deptIds: [] } }, page)
    expect(none).toEqual({ rows: [], total: 0 })
    expect(await store.countVisible([1, 2], { deptIds: [105] })).toBe(1)
    expect(await store.countVisible([], { deptIds: [105] })).toBe(0)
    expect((await store.get(2, { deptIds: [103] }))?.userName).toBeUndefined()
    expect((await store.get(2, { deptIds: [105] }))?.userName).toBe('ry')
  })

  it('applies a sort from the allowlist, each direction its own statement', async () => {
    const store = dictData()
    const sorted = (direction: 'asc' | 'desc') =>
      watch(() =>
        store.page(
          { where: [equals('dictType', 'sys_oper_type')], order: [{ key: 'dictValue', direction }, ...order] },
          page,
        ),
      )
    const up = await sorted('asc')
    const down = await sorted('desc')
    expect(up.sent[0].text).not.toBe(down.sent[0].text)
    const values = up.result.rows.map((r) => r.dictValue)
    expect(values).toEqual([...values].sort())
    expect(down.result.rows.map((r) => r.dictValue)).toEqual([...values].reverse())
    const downAgain = await sorted('desc')
    expect(downAgain).toMatchObject({ built: 0, result: down.result })
  })

  it('pages past the end with the total, and streams every row in batches', async () => {
    const store = dictData()
    const where = [equals('dictType', 'sys_oper_type')]
    const all = await store.all({ where, order })
    const past = await store.page({ where, order }, { pageNum: 99, pageSize: 10 })
    expect(past).toEqual({ rows: [], total: all.length })
    const pastAgain = await watch(() => store.page({ where, order }, { pageNum: 98, pageSize: 10 }))
    expect(pastAgain).toMatchObject({ built: 0, result: past })
    const second = await store.page({ where, order }, { pageNum: 2, pageSize: 3 })
    expect(second.rows).toEqual(all.slice(3, 6))
    const streamed = []
    for await (const row of store.stream({ where, order: [] })) streamed.push(row.dictCode)
    expect(streamed).toEqual(all.map((r) => r.dictCode).sort((a, b) => a - b))
  })

  it('reads an unfiltered page of a table with a kept count in one statement', async () => {
    await s.ctx.db.execute(
      sql`insert into sys_oper_log (title, oper_time) select 'kept', now() from generate_series(1, 7)`,
    )
    const store = drizzleStore(s.ctx.db, OPER_LOG, sysOperLog, { keptCount: true })
    const { result, sent: statements } = await watch(() =>
      store.page({ where: [], order: [{ key: 'operId', direction: 'desc' }] }, { pageNum: 1, pageSize: 5 }),
    )
    const [{ n }] = (
      (await s.ctx.db.execute(sql`select count(*)::int as n from sys_oper_log`)) as unknown as { rows: { n: number }[] }
    ).rows
    expect(statements).toHaveLength(1)
    expect(result.total).toBe(n)
    expect(result.rows).toHaveLength(5)
    // a table without a kept count is counted
    const posts = drizzleStore(s.ctx.db, POST, sysPost, { keptCount: true })
    const postPage = await posts.page({ where: [], order: [{ key: 'postId', direction: 'asc' }] }, page)
    expect(postPage.total).toBe(postPage.rows.length)
    expect(postPage.total).toBeGreaterThan(0)
  })

  /** The statements one connection has prepared, as PostgreSQL lists them. */
  const preparedOn = async (client: pg.PoolClient) =>
    (await client.query<{ name: string; statement: string }>('select name, statement from pg_prepared_statements')).rows

  it('prepares a read once per connection under a name drawn from its text, an `in` list never', async () => {
    const client = await (s.ctx.db as unknown as { $client: pg.Pool }).$client.connect()
    try {
      const db = dbOn(client)
      // a shape no other test reads (the connection is the shared pool's: others may have prepared theirs on it)
      const store = drizzleStore(db, DICT_DATA, sysDictData)
      const byTypeDesc: StoreQuery['order'] = [{ key: 'dictLabel', direction: 'desc' }]
      const before = new Set((await preparedOn(client)).map((p) => p.name))
      const first = await store.page({ where: [equals('dictType', 'sys_normal_disable')], order: byTypeDesc }, page)
      const again = await store.page({ where: [equals('dictType', 'sys_yes_no')], order: byTypeDesc }, page)
      expect(first.rows.map((r) => r.dictValue).sort()).toEqual(['0', '1'])
      expect(again.rows.map((r) => r.dictValue).sort()).toEqual(['N', 'Y'])
      const added = (await preparedOn(client)).filter((p) => !before.has(p.name))
      expect(added).toHaveLength(1) // both calls ran the one statement, prepared by the first
      expect(added[0].name).toMatch(/^wp_[\w-]{24}$/)
      expect(added[0].statement).toContain('"dict_label" desc')
      // an `in` list's text changes with its length: unnamed, so no length stays prepared
      const users = drizzleStore(db, USER, sysUser)
      const count = (await preparedOn(client)).length
      const under = await users.page(
        { where: [{ field: fieldOf(USER, 'deptId'), op: 'in', value: ['103', '105'] }], order: [] },
        page,
      )
      expect(under.rows.map((r) => r.userName).sort()).toEqual(['admin', 'ry'])
      expect(await preparedOn(client)).toHaveLength(count)
    } finally {
      client.release()
    }
  })

  it('prepares nothing through a client that sends statements unnamed (behind a transaction pooler)', async () => {
    const client = new UnnamedStatementsClient({ connectionString: s.config.databaseUrl })
    await client.connect()
    try {
      const store = drizzleStore(dbOn(client as unknown as pg.PoolClient), DICT_DATA, sysDictData)
      const rows = await store.page({ where: [equals('dictType', 'sys_normal_disable')], order }, page)
      expect(rows.total).toBe(2)
      expect(await preparedOn(client as unknown as pg.PoolClient)).toEqual([])
    } finally {
      await client.end()
    }
  })
})
