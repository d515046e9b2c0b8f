import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { desc } from 'drizzle-orm'
import ExcelJS from 'exceljs'
import { startTestServer, type TestServer } from '../../testing/harness'
import { sysOperLog } from '../log/schema'

describe('dictionaries', () => {
  let s: TestServer
  let admin: string
  let ry: string
  beforeAll(async () => {
    s = await startTestServer()
    admin = await s.login('admin')
    ry = await s.login('ry')
  })
  afterAll(() => s?.close())

  /** How many `sys_` dictionary types the seed made (the first test counts them). */
  let sysTypes = 0

  it('seeds the family dictionary types with their data', async () => {
    // The family's own types (`sys_…`); other modules seed theirs beside them.
    const types = await s.call('GET', '/prod-api/system/dict/type/list?pageNum=1&pageSize=50&dictType=sys_', {
      token: admin,
    })
    // The family's ten plus the `sys_` types other modules keep for compatibility (workflow's sys_process_category…).
    expect(types.total).toBeGreaterThanOrEqual(10)
    expect(types.rows).toHaveLength(types.total!)
    sysTypes = types.total!
    expect(types.rows!.map((t) => t.dictType)).toEqual(
      expect.arrayContaining([
        'sys_user_sex',
        'sys_normal_disable',
        'sys_yes_no',
        'sys_show_hide',
        'sys_job_status',
        'sys_job_group',
        'sys_notice_type',
        'sys_notice_status',
        'sys_oper_type',
        'sys_common_status',
      ]),
    )
    const sex = await s.call('GET', '/prod-api/system/dict/data/type/sys_user_sex', { token: ry })
    expect(sex.data.map((d: { dictLabel: string; dictValue: string }) => [d.dictValue, d.dictLabel])).toEqual([
      ['0', '男'],
      ['1', '女'],
      ['2', '未知'],
    ])
  })

  it('pages, filters and sorts the type list through an allowlist', async () => {
    const page = await s.call(
      'GET',
      '/prod-api/system/dict/type/list?pageNum=2&pageSize=4&orderByColumn=dictType&isAsc=descending&dictType=sys_',
      { token: admin },
    )
    expect(page.total).toBe(sysTypes)
    expect(page.rows).toHaveLength(4)
    const sorted = [...page.rows!.map((r) => r.dictType)].sort().reverse()
    expect(page.rows!.map((r) => r.dictType)).toEqual(sorted)
    const byName = await s.call('GET', `/prod-api/system/dict/type/list?dictName=${encodeURIComponent('状态')}`, {
      token: admin,
    })
    expect(byName.rows!.every((r) => r.dictName.includes('状态'))).toBe(true)
    const bad = await s.call('GET', '/prod-api/system/dict/type/list?orderByColumn=dict_id;drop table sys_user', {
      token: admin,
    })
    expect(bad.code).toBe(400)
    expect(bad.msg).toContain('不支持按字段')
  })

  it('treats injection strings in filters and sort as plain values', async () => {
    const attacks = [
      "' or '1'='1",
      '1) or 1=1--',
      'case when (select 1)=1 then dict_id else dict_name end',
      '%',
      '_',
      "\\'; drop table sys_dict_type; --",
    ]
    for (const a of attacks) {
      const res = await s.call('GET', `/prod-api/system/dict/type/list?dictName=${encodeURIComponent(a)}`, {
        token: admin,
      })
      expect(res.code, a).toBe(200)
      expect(res.total, a).toBe(0)
      const sort = await s.call('GET', `/prod-api/system/dict/type/list?orderByColumn=${encodeURIComponent(a)}`, {
        token: admin,
      })
      expect(sort.code, a).toBe(400)
    }
    const still = await s.call('GET', '/prod-api/system/dict/type/list?dictType=sys_', { token: admin })
    expect(still.total).toBe(sysTypes)
  })

  it('adds a type and its data, then the by-type call and the grouped cache show it at once', async () => {
    const warm = await s.call('GET', '/prod-api/system/dict/data/type/biz_level', { token: admin })
    expect(warm.data).toEqual([])
    const t = await s.call('POST', '/prod-api/system/dict/type', {
      token: admin,
      body: { dictName: '业务等级', dictType: 'biz_level' },
    })
    expect(t.code).toBe(200)
    const d = await s.call('POST', '/prod-api/system/dict/data', {
      token: admin,
      body: { dictType: 'biz_level', dictLabel: '重要', dictValue: 'high', dictSort: 1, listClass: 'danger' },
    })
    expect(d.code).toBe(200)
    const after = await s.call('GET', '/prod-api/system/dict/data/type/biz_level', { token: admin })
    expect(after.data.map((x: { dictLabel: string }) => x.dictLabel)).toEqual(['重要'])
    const grouped = await s.call('GET', '/prod-api/system/dict/data/getSysDictData', { token: ry })
    expect(grouped.data.biz_level[0]).toMatchObject({ dictLabel: '重要', dictValue: 'high', listClass: 'danger' })
    const detail = await s.call('GET', '/prod-api/system/dict/data/detail?dictType=biz_level&dictValue=high', {
      token: ry,
    })
    expect(detail.data.dictLabel).toBe('重要')
    // Renaming the type carries its data.
    await s.call('PUT', '/prod-api/system/dict/type', {
      token: admin,
      body: { dictId: t.data.dictId, dictName: '业务等级', dictType: 'biz_grade' },
    })
    const renamed = await s.call('GET', '/prod-api/system/dict/data/type/biz_grade', { token: admin })
    expect(renamed.data).toHaveLength(1)
    // A type with data cannot be deleted; after removing the data it can.
    expect((await s.call('DELETE', `/prod-api/system/dict/type/${t.data.dictId}`, { token: admin })).msg).toBe(
      '业务等级已分配,不能删除',
    )
    expect((await s.call('DELETE', `/prod-api/system/dict/data/${d.data.dictCode}`, { token: admin })).code).toBe(200)
    expect((await s.call('DELETE', `/prod-api/system/dict/type/${t.data.dictId}`, { token: admin })).code).toBe(200)
  })

  it('refuses duplicates and bad input with messages naming the field', async () => {
    const dup = await s.call('POST', '/prod-api/system/dict/type', {
      token: admin,
      body: { dictName: '性别', dictType: 'sys_user_sex' },
    })
    expect(dup.msg).toBe("新增字典'性别'失败，字典类型已存在")
    const missing = await s.call('POST', '/prod-api/system/dict/type', { token: admin, body: { dictType: 'x_y' } })
    expect(missing.code).toBe(400)
    expect(missing.msg).toContain('dictName')
    const badType = await s.call('POST', '/prod-api/system/dict/type', {
      token: admin,
      body: { dictName: 'x', dictType: 'Bad-Type' },
    })
    expect(badType.msg).toContain('dictType')
    const wrongTypes = await s.call('POST', '/prod-api/system/dict/data', {
      token: admin,
      body: { dictType: 'sys_user_sex', dictLabel: 1, dictValue: ['x'] },
    })
    expect(wrongTypes.code).toBe(400)
    expect(wrongTypes.msg).toMatch(/dictLabel|dictValue/)
    const dupValue = await s.call('POST', '/prod-api/system/dict/data', {
      token: admin,
      body: { dictType: 'sys_user_sex', dictLabel: '男2', dictValue: '0' },
    })
    expect(dupValue.msg).toBe("字典键值'0'已存在")
    const noType = await s.call('POST', '/prod-api/system/dict/data', {
      token: admin,
      body: { dictType: 'no_such', dictLabel: 'a', dictValue: 'a' },
    })
    expect(noType.msg).toBe("字典类型'no_such'不存在")
    const badId = await s.call('GET', '/prod-api/system/dict/type/abc', { token: admin })
    expect(badId.code).toBe(400)
    const missingRow = await s.call('GET', '/prod-api/system/dict/type/999999', { token: admin })
    expect(missingRow.code).toBe(404)
  })

  it('lets the common role list and query but not change', async () => {
    expect((await s.call('GET', '/prod-api/system/dict/type/list', { token: ry })).code).toBe(200)
    expect((await s.call('GET', '/prod-api/system/dict/type/1', { token: ry })).code).toBe(200)
    expect(
      (await s.call('POST', '/prod-api/system/dict/type', { token: ry, body: { dictName: 'x', dictType: 'x_ry' } }))
        .code,
    ).toBe(403)
    expect((await s.call('DELETE', '/prod-api/system/dict/data/1', { token: ry })).code).toBe(403)
    expect((await s.call('DELETE', '/prod-api/system/dict/type/refreshCache', { token: ry })).code).toBe(403)
  })

  it('records writes in the operation log with who, what and the outcome', async () => {
    await s.call('POST', '/prod-api/system/dict/type', {
      token: admin,
      body: { dictName: '日志测试', dictType: 'log_probe' },
    })
    await s.call('POST', '/prod-api/system/dict/type', {
      token: admin,
      body: { dictName: '日志测试', dictType: 'log_probe' },
    })
    const [failed, done] = await s.ctx.db.select().from(sysOperLog).orderBy(desc(sysOperLog.operId)).limit(2)
    expect(done).toMatchObject({
      title: '字典类型',
      businessType: 1,
      operName: 'admin',
      deptName: '研发部门',
      requestMethod: 'POST',
      status: 0,
      operUrl: '/prod-api/system/dict/type',
    })
    expect(JSON.parse(done.operParam)).toMatchObject({ dictType: 'log_probe' })
    expect(failed).toMatchObject({ status: 1, errorMsg: "新增字典'日志测试'失败，字典类型已存在" })
    expect(done.costTime).toBeGreaterThanOrEqual(0)
  })

  it('exports the filtered types to a real xlsx file', async () => {
    const res = await s.fastify.inject({
      method: 'POST',
      url: '/prod-api/system/dict/type/export',
      headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/x-www-form-urlencoded' },
      payload: `dictName=${encodeURIComponent('状态')}`,
    })
    expect(res.headers['content-type']).toContain('spreadsheetml')
    const wb = new ExcelJS.Workbook()
    await wb.xlsx.load(res.rawPayload as never)
    const sheet = wb.worksheets[0]
    expect(sheet.getRow(1).getCell(2).value).toBe('字典名称')
    const names = sheet.getColumn(2).values.slice(2) as string[]
    expect(names.length).toBeGreaterThan(0)
    expect(names.every((n) => n.includes('状态'))).toBe(true)
  })
})
