import type { DemoClient, DemoStep } from '../platform/demo'

const CYCLE = '2026年Q2'

type Created<K extends string> = Record<K, number>

/**
 * OKR's share of the demo organisation: a quarter in progress, a company objective and 生产安全部's objective aligned
 * to it, each with key results (numeric and graded) and a first check-in, made through the API so the rules apply.
 * Run twice, it finds the cycle by name and adds nothing.
 */
const okrDemo: DemoStep = {
  title: 'OKR',
  order: 50,
  async run(client: DemoClient) {
    const found = await client.list('/okr/cycle/list', { cycleName: CYCLE, pageSize: 1 })
    if (found.rows.length) return
    const orgId = await client.deptId('生产安全部')
    const leaderId = await client.userId('zhangwei')
    const cycleId = (
      await client.post<Created<'cycleId'>>('/okr/cycle', {
        cycleName: CYCLE,
        cycleType: 'Q',
        cycleStatus: '2',
        startDate: '2026-04-01',
        endDate: '2026-06-30',
      })
    ).cycleId
    const objective = async (level: string, title: string) =>
      (
        await client.post<Created<'objectiveId'>>('/okr/objective', {
          cycleId,
          level,
          title,
          ownerOrgId: orgId,
          ownerUserId: leaderId,
          visibility: '1',
          objStatus: '3',
        })
      ).objectiveId
    const company = await objective('2', '安全生产零事故，隐患闭环率 95% 以上')
    const dept = await objective('3', '生产安全部：重大隐患全部按期整改')
    const kr = async (objectiveId: number, body: Record<string, unknown>) =>
      (
        await client.post<Created<'krId'>>('/okr/keyresult', {
          objectiveId,
          ownerUserId: leaderId,
          weight: 50,
          ...body,
        })
      ).krId
    const closure = await kr(company, { title: '隐患闭环率', krType: '1', unit: '%', baseline: 80, target: 95 })
    await kr(company, {
      title: '安全培训覆盖',
      krType: '2',
      commitZone: '覆盖一线班组',
      targetZone: '覆盖全员',
      stretchZone: '全员考核通过',
    })
    const major = await kr(dept, { title: '重大隐患按期整改数', krType: '1', unit: '项', baseline: 0, target: 6 })
    await client.post('/okr/alignment', { sourceType: 'O', sourceId: dept, targetType: 'KR', targetId: closure })
    await client.post('/okr/checkin', { krId: closure, value: 88, confidence: 7, comment: '5 月闭环率 88%' })
    await client.post('/okr/checkin', { krId: major, value: 2, confidence: 5, comment: '两项已验收，其余在整改' })
    client.log(`OKR 周期「${CYCLE}」：公司与生产安全部目标、关键结果、对齐与进展已建立`)
  },
}

export default okrDemo
