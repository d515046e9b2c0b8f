import { beforeAll, describe, expect, it } from 'vitest'
import { HAZARD_STATUS, PROJECT_STATUS, STAT_KINDS, statEndpoints, type OkrGraph } from '@wp/contract'
import { sharedTestServer } from '../testing/harness'
import systemDemo, { DEMO_USERS } from '../system/demo'
import statisticsDemo from '../statistics/demo'
import safetyDemo from '../safety/demo'
import projectDemo from '../project/demo'
import okrDemo from '../okr/demo'
import masterdataDemo from '../masterdata/demo'
import techrefitDemo from '../techrefit/demo'
import ledgerDemo from '../ledger/demo'
import { createDemoClient, runDemoSteps } from './demo-client'

/** `npm run demo`'s steps through the real HTTP API of a fresh server: the organisation and its figures, twice. */
describe('the demo organisation', () => {
  const t = sharedTestServer(null)
  let url: string
  beforeAll(async () => {
    await t.server.fastify.listen({ port: 0, host: '127.0.0.1' })
    const address = t.server.fastify.server.address() as { port: number }
    url = `http://127.0.0.1:${address.port}`
  })

  const lines: string[] = []
  const seed = async () =>
    runDemoSteps(
      [statisticsDemo, systemDemo],
      await createDemoClient({ url, adminPassword: 'Demo-Admin-2026', log: (m) => (lines.push(m), console.log(m)) }),
    )

  async function counts() {
    const token = await t.server.login('admin', 'Demo-Admin-2026')
    const depts = (await t.server.call('GET', '/prod-api/system/dept/list', { token })).data as { deptName: string }[]
    const users = await t.server.call('GET', '/prod-api/system/user/list?pageSize=100', { token })
    const figures: Record<string, number> = {}
    for (const k of STAT_KINDS) {
      const list = await t.server.call('GET', `/prod-api${statEndpoints(k.kind).list}?pageSize=1`, { token })
      figures[k.kind] = Number(list.total ?? (list.rows as unknown[] | undefined)?.length ?? 0)
    }
    return { depts: depts.map((d) => d.deptName), users: Number(users.total), figures }
  }

  it('creates the group, its people and two years of approved figures of every kind; a second run adds nothing', async () => {
    await seed()
    const first = await counts()
    expect(first.depts).toContain('青禾控股集团（演示）')
    expect(first.depts).toContain('青禾建设工程有限公司')
    expect(first.users).toBeGreaterThanOrEqual(DEMO_USERS.length + 2)
    // four companies × 24 months of each monthly kind, and something of every kind
    expect(first.figures.investment).toBe(4 * 24)
    for (const [kind, n] of Object.entries(first.figures)) expect(n, kind).toBeGreaterThan(0)
    expect(lines.join('\n')).not.toContain('未能填报')

    await seed()
    expect(await counts()).toEqual(first)
  }, 600_000)

  it('every domain runs its step without an error, stopping at the first: hazards reach 隐患审核 and the project is established', async () => {
    // the organisation is there from the first test; each step runs once more, failing loudly (no keepGoing)
    const client = await createDemoClient({ url, adminPassword: 'Demo-Admin-2026', log: (m) => lines.push(m) })
    await runDemoSteps(
      [systemDemo, safetyDemo, techrefitDemo, okrDemo, masterdataDemo, projectDemo, ledgerDemo],
      client,
    )
    const hazards = await client.list<{ title: string; hazardStatus: string }>('/safety/hazard/list', { pageSize: 50 })
    const status = Object.fromEntries(hazards.rows.map((h) => [h.title, h.hazardStatus]))
    expect(status['配电室灭火器压力不足']).toBe(HAZARD_STATUS.PENDING_AUDIT)
    expect(status['仓库消防通道堆放杂物']).toBe(HAZARD_STATUS.DRAFT)
    const projects = await client.list<{ projectName: string; projectStatus: string }>('/project/project/list', {
      projectName: '综合工作平台建设',
    })
    expect(projects.rows.map((p) => p.projectStatus)).toEqual([PROJECT_STATUS.running])
    // OKR: a quarter of objectives aligned upward across the group's organisations, rolled up; a second run adds nothing
    const [cycle] = (await client.list<{ cycleId: number }>('/okr/cycle/list', { cycleName: '2026年Q2' })).rows
    const graph = () => client.get<OkrGraph>('/okr/alignment/graph', { cycleId: cycle.cycleId })
    const okr = await graph()
    const objectives = okr.nodes.filter((n) => n.type === 'O')
    expect(objectives).toHaveLength(8)
    const byId = new Map(okr.nodes.map((n) => [n.id, n]))
    const upward = okr.edges.filter((e) => e.kind !== 'kr')
    expect(upward).toHaveLength(8)
    for (const e of upward) expect(byId.get(e.source)!.orgName).not.toBe(byId.get(e.target)!.orgName)
    expect(new Set(objectives.map((o) => o.orgName)).size).toBe(7)
    expect(objectives.find((o) => o.title.startsWith('信息中心'))).toMatchObject({ progress: 56.67, status: '2' })
    await runDemoSteps([okrDemo], client)
    expect(await graph()).toMatchObject({ nodes: { length: okr.nodes.length }, edges: { length: okr.edges.length } })
    // the client reads one shape per call: a page through get() is refused, not read as undefined
    await expect(client.get('/safety/hazard/list')).rejects.toThrow('分页列表请用 list()')
  }, 600_000)
})
