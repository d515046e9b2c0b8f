import { TR_API, TR_PROJECT } from '@wp/contract'
import type { DemoStep } from '../platform/demo'

/** The demo organisation's technical-renovation projects: three library projects, one of them submitted for review. */
const PROJECTS = [
  {
    projectName: '冲压车间伺服压力机更新改造',
    category: '2',
    content: '以4台伺服压力机替换服役超过20年的机械压力机，配套自动上下料。',
    totalInvestment: 2860,
    invEquipment: 2400,
    invInstallation: 260,
    invOther: 200,
    fundSelf: 1860,
    fundGov: 1000,
    isKeyProject: true,
    years: [
      { year: 2026, planInvestment: 2000, completedYtd: 620.5, updateMonth: 6 },
      { year: 2027, planInvestment: 860, completedYtd: 0 },
    ],
  },
  {
    projectName: '涂装线VOCs末端治理',
    category: '6',
    content: '新建RTO蓄热式焚烧装置一套，处理风量40000m³/h。',
    totalInvestment: 980,
    invEquipment: 760,
    invConstruction: 120,
    fundSelf: 980,
    isKeyProject: false,
    years: [{ year: 2026, planInvestment: 980, completedYtd: 0 }],
  },
  {
    projectName: '锅炉余热回收节能改造',
    category: '5',
    content: '回收两台燃气锅炉烟气余热，预热给水，年节约天然气约45万立方米。',
    totalInvestment: 420.5,
    invEquipment: 380,
    fundSelf: 220.5,
    fundBankLoan: 200,
    isKeyProject: false,
    years: [],
  },
]

const step: DemoStep = {
  title: '技改项目库',
  order: 40,
  async run(client) {
    const depts = await client.get<{ deptId: number; parentId: number }[]>('/system/dept/list')
    const parents = new Set(depts.map((d) => d.parentId))
    const leaves = depts.filter((d) => !parents.has(d.deptId))
    if (!leaves.length) return client.log('技改项目库：没有可用的单位，跳过')
    for (const [i, p] of PROJECTS.entries()) {
      const { years, ...fields } = p
      const found = await client.list<{ projectId: number }>(`${TR_PROJECT.path}/list`, {
        projectName: p.projectName,
      })
      if (found.rows.length) continue
      const orgId = leaves[i % leaves.length].deptId
      const added = await client.post<{ projectId: number; projectCode: string }>(TR_PROJECT.path, {
        ...fields,
        orgId,
        isCoreBusiness: true,
        planStart: '2026-03-01',
        planEnd: '2027-06-30',
        decisionLevel: '3',
        manager: '陈建国',
        contactPhone: '0731-88886666',
      })
      const id = added.projectId
      if (years.length) await client.put(TR_API.years(id), { years })
      client.log(`技改项目：${added.projectCode} ${p.projectName}`)
      if (i === 0)
        await client.post(TR_API.submit(id)).then(
          () => client.log('  已提交入库审核'),
          () => client.log('  未提交入库审核（尚无持有审核权限的用户）'),
        )
    }
  },
}

export default step
