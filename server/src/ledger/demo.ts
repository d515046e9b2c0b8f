import type { DemoStep } from '../platform/demo'

/** A few records in each named ledger, looked up by their natural key first (safe to run twice). */
const RECORDS: readonly { code: string; key: string; rows: Record<string, unknown>[] }[] = [
  {
    code: 'client',
    key: 'name',
    rows: [
      {
        name: '华北能源装备有限公司',
        creditCode: '91110000MA01A2B3C4',
        clientType: '1',
        grade: 'A',
        contactName: '王强',
        contactPhone: '13800138001',
      },
      {
        name: '江南精细化工股份有限公司',
        creditCode: '91320000MA1XYZ1234',
        clientType: '1',
        grade: 'B',
        contactName: '李娜',
      },
      {
        name: '西部物流集团有限公司',
        creditCode: '91510000MA6ABCD567',
        clientType: '1',
        grade: 'A',
        contactName: '张伟',
      },
    ],
  },
  {
    code: 'member',
    key: 'memberNo',
    rows: [
      { memberNo: 'HY-001', memberName: '省机械工业协会', memberLevel: '3', principal: '赵敏', joinDate: '2021-03-01' },
      {
        memberNo: 'HY-002',
        memberName: '市安全生产促进会',
        memberLevel: '2',
        principal: '钱进',
        joinDate: '2022-07-15',
      },
    ],
  },
  {
    code: 'address',
    key: 'personName',
    rows: [
      {
        personName: '周敏',
        deptName: '办公室',
        post: '主任',
        officePhone: '010-66001001',
        mobile: '13900139001',
        sortNo: 1,
      },
      {
        personName: '吴刚',
        deptName: '财务部',
        post: '部长',
        officePhone: '010-66001002',
        mobile: '13900139002',
        sortNo: 2,
      },
      { personName: '郑洁', deptName: '生产安全部', post: '安全员', mobile: '13900139003', sortNo: 3 },
    ],
  },
  {
    code: 'finance',
    key: 'voucherNo',
    rows: [
      {
        bizDate: '2026-01-05',
        subject: '6001',
        direction: 'in',
        amount: 320.5,
        voucherNo: 'PZ-2026-0001',
        summary: '一月主营业务收入',
      },
      {
        bizDate: '2026-01-12',
        subject: '6602',
        direction: 'out',
        amount: 18.2,
        voucherNo: 'PZ-2026-0002',
        summary: '办公费用',
      },
      {
        bizDate: '2026-02-03',
        subject: '6603',
        direction: 'out',
        amount: 4.75,
        voucherNo: 'PZ-2026-0003',
        summary: '银行手续费',
      },
    ],
  },
]

/** 业务台账: the named ledgers (seeded and published) with a few records each, through the records' own API. */
const step: DemoStep = {
  title: '业务台账',
  order: 70,
  async run(client) {
    for (const { code, key, rows } of RECORDS) {
      let added = 0
      for (const row of rows) {
        const has = await client.list(`/ledger/data/${code}/list`, { [key]: String(row[key]) })
        if (has.total) continue
        await client.post(`/ledger/data/${code}`, row)
        added++
      }
      client.log(`业务台账：${code} 新增 ${added} 条`)
    }
  },
}
export default step
