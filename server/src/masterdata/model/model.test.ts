import { MASTERDATA_PERMISSIONS as P } from '@wp/contract'
import { describe, expect, it } from 'vitest'
import { userWith } from '../../testing/fixtures'
import { sharedTestServer } from '../../testing/harness'
import { CUSTOMER, creditCode, publishedModelOf } from '../testing'

const API = '/prod-api'

describe('master-data models and records', () => {
  const t = sharedTestServer()
  const call = (method: string, url: string, body?: unknown, token = t.token) =>
    t.server.call(method, API + url, { token, body })

  it('keeps a draft definition, refuses a broken one in Chinese, and publishes immutable versions', async () => {
    const made = await call('POST', '/masterdata/model', { modelCode: 'SUPPLIER', modelName: '供应商', modelType: '1' })
    expect(made.code).toBe(200)
    const id = made.data.modelId
    expect(made.data.modelStatus).toBe('0')

    const dup = { ...CUSTOMER, fieldList: [...CUSTOMER.fieldList, CUSTOMER.fieldList[1]] }
    const refused = await call('PUT', `/masterdata/model/definition/${id}`, dup)
    expect(refused).toMatchObject({ code: 500, msg: '字段编码 name 重复' })
    const badRule = { ...CUSTOMER, ruleList: [{ ruleName: '无流水', fieldCode: 'custNo', format: 'KH-{yyyy}' }] }
    expect((await call('PUT', `/masterdata/model/definition/${id}`, badRule)).msg).toContain('流水号')
    const badType = { ...CUSTOMER, fieldList: [{ fieldCode: 'x', fieldName: 'X', dataType: 'blob' }] }
    expect((await call('PUT', `/masterdata/model/definition/${id}`, badType)).msg).toContain('数据类型无效')

    expect((await call('POST', `/masterdata/model/publish/${id}`)).msg).toBe('模型没有字段，不能发布')
    expect((await call('PUT', `/masterdata/model/definition/${id}`, CUSTOMER)).code).toBe(200)
    const v1 = await call('POST', `/masterdata/model/publish/${id}`)
    expect(v1).toMatchObject({ code: 200, data: { version: 1 } })

    // a new draft does not change version 1; publishing it makes version 2
    const v2def = {
      ...CUSTOMER,
      fieldList: [...CUSTOMER.fieldList, { fieldCode: 'memo', fieldName: '备注', dataType: 'text' }],
    }
    expect((await call('PUT', `/masterdata/model/definition/${id}`, v2def)).code).toBe(200)
    expect((await call('GET', `/masterdata/model/version/${id}/1`)).data.fieldList).toHaveLength(
      CUSTOMER.fieldList.length,
    )
    expect((await call('POST', `/masterdata/model/publish/${id}`)).data.version).toBe(2)
    const ws = await call('GET', `/masterdata/model/workspace/${id}`)
    expect(ws.data.versions.map((v: { version: number }) => v.version)).toEqual([2, 1])
    expect((await call('GET', `/masterdata/model/version/${id}/1`)).data.fieldList).toHaveLength(
      CUSTOMER.fieldList.length,
    )
    // the code is fixed once published
    expect((await call('PUT', '/masterdata/model', { modelId: id, modelCode: 'SUPPLIER2' })).msg).toBe(
      '模型已发布，模型编码不能修改',
    )
  })

  it('validates records against the published model, numbers them per prefix and keeps unique fields unique', async () => {
    const id = await publishedModelOf(t.server, t.token, 'CUSTOMER')
    const add = (body: Record<string, unknown>) => call('POST', `/masterdata/record/${id}`, body)

    expect((await add({ creditCode: creditCode(1) })).msg).toBe('客户名称不能为空')
    expect((await add({ name: '甲', creditCode: 'abc' })).msg).toBe('统一社会信用代码应为18位数字或大写字母')
    expect((await add({ name: '甲', amount: 2000000 })).msg).toContain('授信额度应在0到1000000之间')
    expect((await add({ name: '甲', amount: 'many' })).code).toBe(400)

    const a = await add({ name: '甲公司', creditCode: creditCode(1), amount: 10.5 })
    expect(a.msg).toBe('操作成功')
    const year = new Date(t.server.clock.now()).getFullYear()
    expect(a.data.custNo).toBe(`KH-${year}-00001`)
    expect(a.data.code).toBe('CUSTOMER-000001')
    expect(a.data.modelVersion).toBe(1)
    const b = await add({ name: '乙公司', creditCode: creditCode(2), type: 'GYS' })
    expect(b.data.custNo).toBe(`GYS-${year}-00001`) // the sequence counts per prefix
    const c = await add({ name: '丙公司', creditCode: creditCode(3) })
    expect(c.data.custNo).toBe(`KH-${year}-00002`)

    expect((await add({ name: '丁公司', creditCode: creditCode(1) })).msg).toBe(
      `统一社会信用代码「${creditCode(1)}」已存在`,
    )
    // concurrent saves of the same unique value: one wins, the other gets a clear refusal, never a 500 stack
    const both = await Promise.all([
      add({ name: '戊', creditCode: creditCode(9) }),
      add({ name: '己', creditCode: creditCode(9) }),
    ])
    expect(both.map((r) => r.code).sort()).toEqual([200, 500])
    expect(both.find((r) => r.code === 500)!.msg).toMatch(/已存在/)

    const list = await call('GET', `/masterdata/record/${id}/list?name=公司&pageNum=1&pageSize=10`)
    expect(list.total).toBe(3)
    const bySort = await call('GET', `/masterdata/record/${id}/list?orderByColumn=name`)
    expect(bySort.msg).toBe('不支持按字段 name 排序')

    // edit: the change and who made it are in the operate log, sensitive values masked
    const edited = await call('PUT', `/masterdata/record/${id}`, {
      recordId: a.data.recordId,
      city: '北京',
      bankNo: '6222',
    })
    expect(edited.code).toBe(200)
    const detail = await call('GET', `/masterdata/record/${id}/${a.data.recordId}`)
    expect(detail.data).toMatchObject({ name: '甲公司', city: '北京', custNo: `KH-${year}-00001`, rowVersion: 2 })
    const log = await call('GET', `/masterdata/oplog/list?modelId=${id}&recordCode=${a.data.code}`)
    const change = log.rows!.find((r) => r.operType === '2')
    expect(change.changedFields.split(',').sort()).toEqual(['bankNo', 'city'])
    expect(JSON.parse(change.afterData)).toEqual({ city: '北京', bankNo: '******' })
    expect(change.operName).toBe('admin')

    // retire and restore
    expect((await call('DELETE', `/masterdata/record/${id}/${b.data.recordId}`)).code).toBe(200)
    expect((await call('GET', `/masterdata/record/${id}/${b.data.recordId}`)).data.recordStatus).toBe('2')
    // a retired record's unique value may be used again… and then restoring the old one is refused
    expect((await add({ name: '庚', creditCode: creditCode(2) })).code).toBe(200)
    expect((await call('PUT', `/masterdata/record/${id}/restore/${b.data.recordId}`)).msg).toContain('已存在')
  })

  it('refuses a reference to a record that does not exist in the referenced model', async () => {
    const custId = await publishedModelOf(t.server, t.token, 'CUST_REF')
    const cust = await call('POST', `/masterdata/record/${custId}`, { name: '被引用', creditCode: creditCode(77) })
    const accId = await publishedModelOf(t.server, t.token, 'BANK_ACCOUNT', {
      regionList: [],
      ruleList: [{ ruleName: '账户编码', format: 'ZH{yyyyMM}{seq4}' }],
      inspectList: [],
      fieldList: [
        { fieldCode: 'accountNo', fieldName: '账号', dataType: 'string', required: true },
        { fieldCode: 'owner', fieldName: '开户客户', dataType: 'modelRef', refModelCode: 'CUST_REF' },
      ],
    })
    const bad = await call('POST', `/masterdata/record/${accId}`, { accountNo: '1', owner: 'NOPE' })
    expect(bad.msg).toBe('开户客户「NOPE」在模型 CUST_REF 中不存在')
    const good = await call('POST', `/masterdata/record/${accId}`, { accountNo: '1', owner: cust.data.code })
    expect(good.code).toBe(200)
    expect(good.data.code).toMatch(/^ZH\d{6}0001$/)
  })

  it('applies the data scope: a user sees and writes only records of the departments they are granted', async () => {
    const id = await publishedModelOf(t.server, t.token, 'SCOPED')
    await call('POST', `/masterdata/record/${id}`, { name: '研发部的', creditCode: creditCode(501), orgId: 105 })
    const other = await call('POST', `/masterdata/record/${id}`, {
      name: '别处的',
      creditCode: creditCode(502),
      orgId: 101,
    })
    const u = await userWith(t.server, [P.record.list, P.record.query, P.record.add], { dataScope: '3', deptId: 105 })
    const list = await t.server.call('GET', `${API}/masterdata/record/${id}/list`, { token: u.token })
    expect(list.rows!.map((r) => r.name)).toEqual(['研发部的'])
    const denied = await t.server.call('GET', `${API}/masterdata/record/${id}/${other.data.recordId}`, {
      token: u.token,
    })
    expect(denied.msg).toBe('没有权限访问该记录数据！')
    const wrongOrg = await t.server.call('POST', `${API}/masterdata/record/${id}`, {
      token: u.token,
      body: { name: 'x', creditCode: creditCode(503), orgId: 101 },
    })
    expect(wrongOrg.msg).toBe('没有权限访问该记录数据！')
    const noPerm = await t.server.call('POST', `${API}/masterdata/model`, {
      token: u.token,
      body: { modelCode: 'X1', modelName: 'x' },
    })
    expect(noPerm.code).toBe(403)
  })
})
