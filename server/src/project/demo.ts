import type { DemoClient, DemoStep } from '../platform/demo'

/** One demo project: its plan as phases of tasks and a milestone, chained finish-to-start. */
interface DemoProject {
  name: string
  type: string
  level: string
  dept: string
  start: string
  end: string
  budget: number
  /** establish it (approved by the administrator) and report on it */
  establish: boolean
  phases: { name: string; tasks: [name: string, start: string, end: string][]; milestone: [string, string] }[]
}

const PROJECTS: DemoProject[] = [
  {
    name: '综合工作平台建设',
    type: '4',
    level: '1',
    dept: '信息中心',
    start: '2026-03-01',
    end: '2026-12-31',
    budget: 860,
    establish: true,
    phases: [
      {
        name: '需求与设计',
        tasks: [
          ['需求调研', '2026-03-01', '2026-03-31'],
          ['总体设计', '2026-04-01', '2026-04-30'],
        ],
        milestone: ['设计评审通过', '2026-04-30'],
      },
      {
        name: '开发与上线',
        tasks: [
          ['系统开发', '2026-05-01', '2026-09-30'],
          ['试运行', '2026-10-01', '2026-11-30'],
        ],
        milestone: ['正式上线', '2026-11-30'],
      },
    ],
  },
  {
    name: '安全生产标准化提升',
    type: '1',
    level: '2',
    dept: '生产安全部',
    start: '2026-05-01',
    end: '2026-10-31',
    budget: 120,
    establish: false,
    phases: [
      {
        name: '对标诊断',
        tasks: [
          ['现状评估', '2026-05-01', '2026-05-31'],
          ['整改方案', '2026-06-01', '2026-06-30'],
        ],
        milestone: ['方案批复', '2026-06-30'],
      },
    ],
  },
]

async function deptOf(c: DemoClient, name: string) {
  try {
    return await c.deptId(name)
  } catch {
    return c.deptId('研发部门')
  }
}

async function build(c: DemoClient, p: DemoProject) {
  const found = await c.list<{ projectId: number }>('/project/project/list', { projectName: p.name })
  if (found.rows.length) return
  const orgId = await deptOf(c, p.dept)
  const created = await c.post<{ projectId: number }>('/project/project', {
    projectName: p.name,
    projectType: p.type,
    projectLevel: p.level,
    orgId,
    managerUserId: 1,
    leaderUserId: 1,
    goal: `${p.name}按期完成并通过验收`,
    content: `${p.name}：${p.phases.map((ph) => ph.name).join('、')}`,
    planStartDate: p.start,
    planEndDate: p.end,
    budgetTotal: p.budget,
  })
  const projectId = created.projectId
  const node = async (body: Record<string, unknown>) =>
    (await c.post<{ planId: number }>(`/project/plan/${projectId}/node`, body)).planId
  let previous: number | null = null
  for (const ph of p.phases) {
    const phase = await node({
      nodeName: ph.name,
      nodeType: '1',
      planStart: ph.tasks[0][1],
      planEnd: ph.milestone[1],
    })
    for (const [name, start, end] of ph.tasks) {
      const id = await node({ nodeName: name, nodeType: '3', parentId: phase, planStart: start, planEnd: end })
      if (previous) await c.post(`/project/plan/${projectId}/link`, { predId: previous, succId: id, lag: 0 })
      previous = id
    }
    const m = await node({
      nodeName: ph.milestone[0],
      nodeType: '2',
      parentId: phase,
      planStart: ph.milestone[1],
      planEnd: ph.milestone[1],
      deliverable: ph.milestone[0],
    })
    await c.post(`/project/plan/${projectId}/link`, { predId: previous, succId: m, lag: 0 })
    previous = m
  }
  if (!p.establish) return
  await c.post(`/project/project/${projectId}/submit`)
  const todo = await c.get<{ records: { taskId: string; procInsId: string }[] }>('/flowable/task/todoList', {
    pageSize: 50,
  })
  const history = await c.get<{ procInsId: string }[]>(`/project/project/${projectId}/approvals`)
  const procInsId = history[0]?.procInsId
  for (const t of todo.records.filter((x) => x.procInsId === procInsId))
    await c.post('/flowable/task/complete', { taskId: t.taskId, comment: '同意立项' })
  c.log(`项目「${p.name}」已立项`)
}

/** 项目管理: two projects with their work plans; the first is established. */
const step: DemoStep = {
  title: '项目管理',
  order: 60,
  async run(c) {
    for (const p of PROJECTS) await build(c, p)
  },
}

export default step
