import type { OkrGraph } from '@wp/contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createDemoClient, runDemoSteps } from '../platform/demo-client'
import systemDemo from '../system/demo'
import { startTestServer, type TestServer } from '../testing/harness'
import okrDemo from './demo'

/** OKR's demo step through the real HTTP API of a fresh server, after the organisation's: aligned across departments. */
describe('the OKR demo', () => {
  let s: TestServer
  let url: string
  beforeAll(async () => {
    s = await startTestServer()
    await s.fastify.listen({ port: 0, host: '127.0.0.1' })
    url = `http://127.0.0.1:${(s.fastify.server.address() as { port: number }).port}`
  })
  afterAll(() => s?.close())

  const seed = async () =>
    runDemoSteps(
      [okrDemo, systemDemo],
      await createDemoClient({ url, adminPassword: 'Demo-Admin-2026', log: () => {} }),
    )

  it('sets a quarter of objectives aligned across the group’s departments, rolled up; a second run adds nothing', async () => {
    await seed()
    const token = await s.login('admin', 'Demo-Admin-2026')
    const cycles = await s.call('GET', '/prod-api/okr/cycle/list?cycleName=2026年Q2', { token })
    const cycleId = (cycles.rows as { cycleId: number }[])[0].cycleId
    const graph = async () =>
      (await s.call('GET', `/prod-api/okr/alignment/graph?cycleId=${cycleId}`, { token })).data as OkrGraph
    const first = await graph()
    const objectives = first.nodes.filter((n) => n.type === 'O')
    expect(objectives).toHaveLength(8)
    // every department's and the person's objective aligns upward, to an objective of another organisation
    const byId = new Map(first.nodes.map((n) => [n.id, n]))
    const upward = first.edges.filter((e) => e.kind !== 'kr')
    expect(upward).toHaveLength(8)
    for (const e of upward) expect(byId.get(e.source)!.orgName).not.toBe(byId.get(e.target)!.orgName)
    expect(new Set(objectives.map((o) => o.orgName)).size).toBe(7)
    expect(objectives.find((o) => o.title.startsWith('信息中心'))).toMatchObject({ progress: 56.67, status: '2' })

    await seed()
    const again = await graph()
    expect(again.nodes).toHaveLength(first.nodes.length)
    expect(again.edges).toHaveLength(first.edges.length)
  }, 600_000)
})
