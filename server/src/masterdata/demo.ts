import type { InspectRule, ModelDefinition, ModelField } from '@wp/contract'
import type { DemoClient, DemoStep } from '../platform/demo'

/** A customer's identity (region `base`): its number, its name and its unified social credit code (the business key). */
export const CUSTOMER_IDENTITY: ModelField[] = [
  { fieldCode: 'custNo', fieldName: '客户编号', dataType: 'string', length: 30, listShow: true, regionCode: 'base' },
  {
    fieldCode: 'name',
    fieldName: '客户名称',
    dataType: 'string',
    length: 100,
    required: true,
    queryable: true,
    listShow: true,
    regionCode: 'base',
  },
  {
    fieldCode: 'creditCode',
    fieldName: '统一社会信用代码',
    dataType: 'string',
    length: 18,
    unique: true,
    isBizKey: true,
    queryable: true,
    regionCode: 'base',
  },
]

/** The credit code's quality rule: 18 digits or capital letters, or the record is refused. */
export const CREDIT_CODE_CHECK: InspectRule = {
  ruleName: '信用代码格式',
  checkType: 'pattern',
  fieldCode: 'creditCode',
  pattern: '[0-9A-Z]{18}',
  severity: 'block',
  message: '统一社会信用代码应为18位数字或大写字母',
}

/** The demo's customer model: a coding rule `KH-{yyyy}-{seq:5}` and a quality rule on the credit code. */
const CUSTOMER: ModelDefinition = {
  regionList: [
    { regionCode: 'base', regionName: '基本信息', columns: 2 },
    { regionCode: 'contact', regionName: '联系信息', columns: 2 },
  ],
  fieldList: [
    ...CUSTOMER_IDENTITY,
    { fieldCode: 'city', fieldName: '所在城市', dataType: 'string', length: 50, listShow: true, regionCode: 'contact' },
    { fieldCode: 'contact', fieldName: '联系人', dataType: 'string', length: 50, regionCode: 'contact' },
  ],
  ruleList: [{ ruleName: '客户编号', fieldCode: 'custNo', format: 'KH-{yyyy}-{seq:5}' }],
  inspectList: [CREDIT_CODE_CHECK],
}

const CUSTOMERS = [
  ['华北能源装备有限公司', '91110000MA01A2B3C4', '北京', '王强'],
  ['江南精细化工股份有限公司', '91320000MA1XYZ1234', '苏州', '李娜'],
  ['西部物流集团有限公司', '91510000MA6ABCD567', '成都', '张伟'],
]

async function modelId(client: DemoClient): Promise<number> {
  const found = await client.list<{ modelId: number; modelCode: string; version: number }>('/masterdata/model/list', {
    modelCode: 'CUSTOMER',
    pageSize: 100,
  })
  // the search matches a part of the code: only the model CUSTOMER itself is the demo's (never another one's to publish)
  const existing = found.rows.find((m) => m.modelCode === 'CUSTOMER')
  if (existing?.version) return existing.modelId
  const id =
    existing?.modelId ??
    (
      await client.post<{ modelId: number }>('/masterdata/model', {
        modelCode: 'CUSTOMER',
        modelName: '客户',
        modelType: '1',
        category: '3',
      })
    ).modelId
  await client.put(`/masterdata/model/definition/${id}`, CUSTOMER)
  await client.post(`/masterdata/model/publish/${id}`)
  client.log('主数据：客户模型已发布')
  return id
}

/** 主数据: a published customer model with three customers and the rule library's first templates. */
const step: DemoStep = {
  title: '主数据',
  order: 60,
  async run(client) {
    const id = await modelId(client)
    for (const [name, creditCode, city, contact] of CUSTOMERS) {
      const has = await client.list(`/masterdata/record/${id}/list`, { creditCode })
      if (has.total) continue
      await client.post(`/masterdata/record/${id}`, { name, creditCode, city, contact })
    }
    const rules = await client.list('/masterdata/rule/list', { ruleName: '客户编码' })
    if (!rules.total) {
      await client.post('/masterdata/rule', { ruleName: '客户编码', ruleKind: 'code', content: 'KH-{yyyy}-{seq:5}' })
      await client.post('/masterdata/rule', {
        ruleName: '统一社会信用代码',
        ruleKind: 'inspect',
        checkType: 'pattern',
        content: '[0-9A-Z]{18}',
        message: '统一社会信用代码应为18位数字或大写字母',
      })
    }
    client.log(`主数据：${CUSTOMERS.length} 个客户`)
  },
}
export default step
