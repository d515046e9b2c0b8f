import { beforeAll, describe, expect, it } from 'vitest'
import { createDemoClient, runDemoSteps } from '../platform/demo-client'
import { sharedTestServer } from '../testing/harness'
import masterdataDemo from './demo'

describe('the master-data demo step', () => {
  const t = sharedTestServer(null)
  let url: string
  beforeAll(async () => {
    await t.server.fastify.listen({ port: 0, host: '127.0.0.1' })
    url = `http://127.0.0.1:${(t.server.fastify.server.address() as { port: number }).port}`
  })

  it('publishes its customer model once and leaves a model whose code only contains CUSTOMER alone, run after run', async () => {
    const lines: string[] = []
    const client = await createDemoClient({ url, adminPassword: 'Demo-Admin-2026', log: (m) => lines.push(m) })
    const other = await client.post<{ modelId: number }>('/masterdata/model', {
      modelCode: 'CUSTOMER_OLD',
      modelName: '旧客户',
      modelType: '1',
      category: '3',
    })
    await runDemoSteps([masterdataDemo], client)
    await runDemoSteps([masterdataDemo], client)
    const models = await client.list<{ modelId: number; modelCode: string; version: number }>(
      '/masterdata/model/list',
      { pageSize: 100 },
    )
    const byCode = Object.fromEntries(models.rows.map((m) => [m.modelCode, m]))
    expect(byCode.CUSTOMER.version).toBe(1)
    expect(byCode.CUSTOMER_OLD).toMatchObject({ modelId: other.modelId, version: 0 })
    expect(lines.filter((l) => l.includes('客户模型已发布'))).toHaveLength(1)
    const records = await client.list(`/masterdata/record/${byCode.CUSTOMER.modelId}/list`, { pageSize: 100 })
    expect(records.total).toBe(3)
  }, 120_000)
})
