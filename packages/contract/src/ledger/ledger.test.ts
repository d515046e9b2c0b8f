import { describe, expect, it } from 'vitest'
import { fieldsIn, permissionOf, sortOf } from '../resource'
import { checkLedger, ledgerResource, type LedgerDraft } from './describe'
import { ledgerPermissions } from './permissions'

const DRAFT: LedgerDraft = {
  code: 'client',
  title: '客户管理',
  noun: '客户',
  sort: { fields: ['name'] },
  fields: [{ key: 'name', label: '客户名称', type: 'text', required: true, list: true, search: true, form: true }],
}

describe('a ledger’s draft', () => {
  it('completes into a description: path, id, dyn:{code}:… permissions, the organisation’s data scope', () => {
    const r = ledgerResource(DRAFT)
    expect(r).toMatchObject({
      module: 'ledger',
      key: 'client',
      path: '/ledger/data/client',
      id: 'recordId',
      name: 'name',
    })
    expect(r.fields.map((f) => f.key)).toEqual(['recordId', 'name', 'deptId', 'createBy', 'createTime', 'updateTime'])
    expect(permissionOf(r, 'add')).toBe('dyn:client:add')
    expect(r.dataScope).toEqual({ dept: 'deptId', createBy: 'createBy' })
    expect(sortOf(r)).toEqual({ fields: ['name'], order: [['recordId', 'desc']] })
    expect(fieldsIn(r, 'search').map((f) => f.key)).toEqual(['name', 'deptId', 'createTime'])
    expect(Object.values(ledgerPermissions('client'))).toEqual([
      'dyn:client:list',
      'dyn:client:query',
      'dyn:client:add',
      'dyn:client:edit',
      'dyn:client:remove',
      'dyn:client:export',
      'dyn:client:import',
    ])
    expect(checkLedger(DRAFT)).toEqual([])
    // it is plain data: what is stored as JSON checks the same
    expect(checkLedger(JSON.parse(JSON.stringify(DRAFT)))).toEqual([])
  })

  it('is refused, saying why: its own rules, then the language’s', () => {
    expect(checkLedger({ ...DRAFT, code: 'Client!', dataScope: {} })).toEqual([
      '台账：未知的属性 dataScope',
      '台账：编码应为 2–32 位小写字母或数字，以字母开头',
    ])
    expect(
      checkLedger({
        ...DRAFT,
        fields: [...DRAFT.fields, { key: 'createBy', label: '人', type: 'text', readonly: true }],
      }),
    ).toEqual(['字段 createBy：与系统字段同名', '字段 createBy：台账字段不能设为只读或计算字段'])
    expect(checkLedger({ ...DRAFT, fields: [null, 'name'] })).toEqual(['字段 #1：应为对象', '字段 #2：应为对象'])
    expect(checkLedger([])).toEqual(['台账定义应为对象'])
    const problems = checkLedger({ ...DRAFT, sort: { fields: ['missing'] } })
    expect(problems.length).toBe(1)
    expect(problems[0]).toContain('missing')
  })
})
