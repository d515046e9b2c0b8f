import type { DemoClient, DemoStep } from '../platform/demo'

const CYCLE = '2026年Q2'

/** What a create answers (the demo client hands back the envelope's `data`: the new row). */
type Created<K extends string> = Record<K, number>

/** A key result: numeric (unit, baseline → target) or graded (three zones), with a first check-in. */
type Kr = {
  title: string
  weight: number
  checkin?: { value?: number; zone?: string; confidence: number; comment: string }
} & (
  | { krType: '1'; unit: string; baseline: number; target: number }
  | { krType: '2'; commitZone: string; targetZone: string; stretchZone: string }
)

/** An objective of a department or person, aligned upward to another objective (`to`) or key result (`toKr`). */
interface Obj {
  ref: string
  level: '1' | '2' | '3' | '4'
  org: string
  owner: string
  title: string
  visibility?: '1' | '2' | '3'
  to?: string[]
  toKr?: string[]
  krs: (Kr & { ref?: string })[]
}

const num = (title: string, weight: number, unit: string, baseline: number, target: number, checkin?: Kr['checkin']) =>
  ({ title, weight, krType: '1', unit, baseline, target, checkin }) as const

/**
 * The group's quarter: two group objectives (集团本部, 张伟) and the departments' objectives aligned to them across
 * the group — 生产安全部, 科技创新部, 信息中心, 能源市场营销部 and 工程管理部 — with a person's objective (周青, 产品研发部)
 * aligned to 信息中心's key result; key results numeric and graded, with check-ins, some at risk.
 */
const OBJECTIVES: Obj[] = [
  {
    ref: 'safe',
    level: '1',
    org: '集团本部',
    owner: 'zhangwei',
    title: '安全生产零事故，隐患闭环率 95% 以上',
    krs: [
      {
        ref: 'closure',
        ...num('隐患闭环率', 60, '%', 80, 95, { value: 88, confidence: 7, comment: '5 月闭环率 88%' }),
      },
      {
        title: '安全培训覆盖',
        weight: 40,
        krType: '2',
        commitZone: '覆盖一线班组',
        targetZone: '覆盖全员',
        stretchZone: '全员考核通过',
        checkin: { zone: '1', confidence: 6, comment: '一线班组已完成' },
      },
    ],
  },
  {
    ref: 'digital',
    level: '1',
    org: '集团本部',
    owner: 'zhangwei',
    title: '数字化转型：核心业务全部上线综合工作平台',
    krs: [
      {
        ref: 'online',
        ...num('上线业务模块数', 50, '个', 2, 10, { value: 6, confidence: 8, comment: '统计、项目、安全已上线' }),
      },
      num('营销收入同比增长', 50, '%', 0, 12, { value: 5, confidence: 5, comment: '二季度订单偏慢' }),
    ],
  },
  {
    ref: 'safeDept',
    level: '3',
    org: '生产安全部',
    owner: 'liqiang',
    title: '生产安全部：重大隐患全部按期整改',
    toKr: ['closure'],
    krs: [num('重大隐患按期整改数', 100, '项', 0, 6, { value: 2, confidence: 5, comment: '两项已验收，其余在整改' })],
  },
  {
    ref: 'tech',
    level: '3',
    org: '科技创新部',
    owner: 'liuyang',
    title: '科技创新部：完成 3 项数字化课题立项',
    to: ['digital'],
    krs: [num('课题立项数', 100, '项', 0, 3, { value: 1, confidence: 7, comment: '首个课题已立项' })],
  },
  {
    ref: 'it',
    level: '3',
    org: '信息中心',
    owner: 'chenjing',
    title: '信息中心：平台稳定运行，新模块按期上线',
    to: ['digital'],
    toKr: ['online'],
    krs: [
      {
        ref: 'uptime',
        ...num('平台可用率', 60, '%', 99, 99.9, { value: 99.7, confidence: 8, comment: '5 月无重大故障' }),
      },
      num('新上线模块数', 40, '个', 0, 4, { value: 1, confidence: 4, comment: 'OKR 模块联调中' }),
    ],
  },
  {
    ref: 'sales',
    level: '3',
    org: '能源市场营销部',
    owner: 'yangfan',
    title: '能源市场营销部：新签售电合同 2 亿元',
    to: ['digital'],
    krs: [num('新签售电合同额', 100, '万元', 0, 20000, { value: 6500, confidence: 3, comment: '两家大客户推迟签约' })],
  },
  {
    ref: 'build',
    level: '3',
    org: '工程管理部',
    owner: 'zhaolei',
    title: '工程管理部：在建项目安全检查全覆盖',
    to: ['safe'],
    krs: [
      {
        title: '月度安全检查',
        weight: 100,
        krType: '2',
        commitZone: '重点项目每月一次',
        targetZone: '全部项目每月一次',
        stretchZone: '全部项目每月两次',
        checkin: { zone: '2', confidence: 7, comment: '全部项目已检查' },
      },
    ],
  },
  {
    ref: 'zhou',
    level: '4',
    org: '产品研发部',
    owner: 'zhouqing',
    title: '周青：交付 OKR 对齐地图与进展接口',
    to: ['it'],
    toKr: ['uptime'],
    krs: [num('交付功能点', 100, '个', 0, 8, { value: 5, confidence: 8, comment: '对齐地图已交付' })],
  },
]

/**
 * OKR's share of the demo organisation: a quarter in progress with group objectives and departments' and a
 * person's objectives aligned to them across the group (`OBJECTIVES`), made through the API so the rules apply
 * (progress rolled up, circles refused). Run twice, it finds the cycle by name and adds nothing.
 */
const okrDemo: DemoStep = {
  title: 'OKR',
  order: 50,
  async run(client: DemoClient) {
    const found = await client.list<unknown>('/okr/cycle/list', { cycleName: CYCLE, pageSize: 1 })
    if (found.rows.length) return
    const cycleId = (
      await client.post<Created<'cycleId'>>('/okr/cycle', {
        cycleName: CYCLE,
        cycleType: 'Q',
        cycleStatus: '2',
        startDate: '2026-04-01',
        endDate: '2026-06-30',
      })
    ).cycleId
    const objectives = new Map<string, number>()
    const krs = new Map<string, number>()
    let links = 0
    let keyResults = 0
    for (const o of OBJECTIVES) {
      const objectiveId = (
        await client.post<Created<'objectiveId'>>('/okr/objective', {
          cycleId,
          level: o.level,
          title: o.title,
          ownerOrgId: await client.deptId(o.org),
          ownerUserId: await client.userId(o.owner),
          visibility: o.visibility ?? '1',
          objStatus: '3',
        })
      ).objectiveId
      objectives.set(o.ref, objectiveId)
      for (const { ref, checkin, ...kr } of o.krs) {
        const krId = (
          await client.post<Created<'krId'>>('/okr/keyresult', {
            objectiveId,
            ownerUserId: await client.userId(o.owner),
            ...kr,
          })
        ).krId
        keyResults++
        if (ref) krs.set(ref, krId)
        if (checkin) await client.post('/okr/checkin', { krId, ...checkin })
      }
      for (const to of o.to ?? []) {
        await client.post('/okr/alignment', {
          sourceType: 'O',
          sourceId: objectiveId,
          targetType: 'O',
          targetId: objectives.get(to),
        })
        links++
      }
      for (const to of o.toKr ?? []) {
        await client.post('/okr/alignment', {
          sourceType: 'O',
          sourceId: objectiveId,
          targetType: 'KR',
          targetId: krs.get(to),
        })
        links++
      }
    }
    client.log(
      `OKR 周期「${CYCLE}」：${objectives.size} 个目标（集团、6 个部门、1 名员工）、${keyResults} 个关键结果及其进展、${links} 条跨部门对齐已建立`,
    )
  },
}

export default okrDemo
