import { createHmac } from 'node:crypto'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sharedTestServer } from '../../testing/harness'
import { creditCode, publishedModelOf } from '../testing'
import { DISTRIBUTION_WORKER } from './routes'

const API = '/prod-api'

interface Received {
  body: { model: string; event: string; code: string; data: Record<string, unknown> }
  signed: boolean
}

describe('distribution to subscribers', () => {
  const t = sharedTestServer()
  let receiver: Server
  let url: string
  const received: Received[] = []
  /** Codes the receiver refuses (HTTP 503) while listed. */
  const failing = new Set<string>()
  const call = (method: string, path: string, body?: unknown) =>
    t.server.call(method, API + path, { token: t.token, body })
  beforeAll(async () => {
    receiver = createServer((req, res) => {
      let text = ''
      req.on('data', (c) => (text += c))
      req.on('end', () => {
        const ts = String(req.headers['x-mdm-timestamp'])
        const expected = createHmac('sha256', 'hmac-key-1').update(`${ts}.${text}`).digest('hex')
        const body = JSON.parse(text)
        received.push({ body, signed: req.headers['x-mdm-signature'] === expected })
        res.statusCode = failing.has(body.code) ? 503 : 200
        res.end(res.statusCode === 200 ? 'ok' : 'busy')
      })
    })
    await new Promise<void>((done) => receiver.listen(0, '127.0.0.1', done))
    url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/mdm`
  })
  afterAll(async () => {
    receiver?.close()
  })

  it('pushes changes in real time with field choice, renaming, a filter and an HMAC signature; retries, gives up, re-pushes', async () => {
    const modelId = await publishedModelOf(t.server, t.token, 'CUSTOMER')
    const sub = await call('POST', '/masterdata/subscriber', {
      subscriberCode: 'FIN',
      subscriberName: '财务系统',
      endpointUrl: url,
      authType: 'hmac',
      secret: 'hmac-key-1',
    })
    expect(sub.data.secret).toBeNull()
    const topic = await call('POST', '/masterdata/distribution', {
      modelId,
      subscriberId: sub.data.subscriberId,
      distMode: 'realtime',
      fieldCodes: 'name,creditCode',
      fieldRename: 'name=custName',
      filterExpr: 'city=北京',
      maxRetry: 1,
      retryIntervalSec: 60,
    })
    expect(topic.msg).toBe('操作成功')
    expect(
      (
        await call('POST', '/masterdata/distribution', {
          modelId,
          subscriberId: sub.data.subscriberId,
          distMode: 'realtime',
        })
      ).msg,
    ).toBe('新增分发配置失败，该模型已分发给此订阅系统')

    const bj = await call('POST', `/masterdata/record/${modelId}`, {
      name: '北京客户',
      creditCode: creditCode(1),
      city: '北京',
    })
    await call('POST', `/masterdata/record/${modelId}`, { name: '上海客户', creditCode: creditCode(2), city: '上海' })
    failing.add(bj.data.code)
    expect((await call('POST', '/masterdata/distribution/push')).data).toEqual({ sent: 0, failed: 1 })
    expect(received).toHaveLength(1)
    expect(received[0]).toEqual({
      body: {
        model: 'CUSTOMER',
        event: 'create',
        code: bj.data.code,
        version: 1,
        status: '0',
        data: { custName: '北京客户', creditCode: creditCode(1) },
      },
      signed: true,
    })
    let log = await call('GET', `/masterdata/distribution/log/list?modelId=${modelId}`)
    expect(log.rows!.map((r) => [r.recordCode, r.pushStatus, r.attempts, r.httpStatus])).toEqual([
      [bj.data.code, '2', 1, 503],
    ])

    // not due before the backoff; due after it, still failing: given up after maxRetry retries
    expect((await call('POST', '/masterdata/distribution/push')).data).toEqual({ sent: 0, failed: 0 })
    t.server.clock.advance(61_000)
    expect((await call('POST', '/masterdata/distribution/push')).data).toEqual({ sent: 0, failed: 1 })
    log = await call('GET', `/masterdata/distribution/log/list?modelId=${modelId}`)
    expect(log.rows![0]).toMatchObject({ pushStatus: '3', attempts: 2, errorMsg: 'HTTP 503' })

    // the receiver recovers: 重推 sends it again at once
    failing.clear()
    const again = await call('PUT', `/masterdata/distribution/repush/${log.rows![0].logId}`)
    expect(again).toMatchObject({ code: 200, data: { queued: 1, sent: 1 } })
    log = await call('GET', `/masterdata/distribution/log/list?modelId=${modelId}`)
    expect(log.rows![0]).toMatchObject({ pushStatus: '1', httpStatus: 200 })
    expect((await call('PUT', `/masterdata/distribution/repush/${log.rows![0].logId}`)).msg).toBe(
      '所选记录没有失败的分发',
    )

    // an edit and a retirement are pushed too
    await call('PUT', `/masterdata/record/${modelId}`, { recordId: bj.data.recordId, name: '北京客户（改）' })
    await call('DELETE', `/masterdata/record/${modelId}/${bj.data.recordId}`)
    expect((await call('POST', '/masterdata/distribution/push')).data).toEqual({ sent: 2, failed: 0 })
    expect(received.slice(-2).map((r) => [r.body.event, r.body.data.custName])).toEqual([
      ['update', '北京客户（改）'],
      ['retire', '北京客户（改）'],
    ])
    const stats = await call('GET', '/masterdata/distribution/stats')
    expect(stats.data).toContainEqual({
      subscriberId: sub.data.subscriberId,
      subscriberName: '财务系统',
      success: 3,
      failed: 0,
      pending: 0,
    })
  })

  it('wakes the pusher beside the server when a change queues a push (LISTEN), well before its polling would', async () => {
    const modelId = await publishedModelOf(t.server, t.token, 'WAKECUST')
    const sub = await call('POST', '/masterdata/subscriber', {
      subscriberCode: 'CRM',
      subscriberName: 'CRM',
      endpointUrl: url,
      authType: 'none',
    })
    await call('POST', '/masterdata/distribution', {
      modelId,
      subscriberId: sub.data.subscriberId,
      distMode: 'realtime',
    })
    const worker = DISTRIBUTION_WORKER.start(t.server.ctx)
    try {
      expect(t.server.ctx.bus.mode).toBe('notify')
      const made = await call('POST', `/masterdata/record/${modelId}`, {
        name: '唤醒客户',
        creditCode: creditCode(700),
      })
      // the polling comes every 5 s: a push within 2.5 s is the wake-up's
      await expect
        .poll(() => received.some((r) => r.body.code === made.data.code), { timeout: 2500, interval: 50 })
        .toBe(true)
    } finally {
      await worker.stop()
    }
  })

  it('distributes a whole model on demand (scheduled full)', async () => {
    const modelId = await publishedModelOf(t.server, t.token, 'FULLDIST')
    for (let i = 0; i < 3; i++)
      await call('POST', `/masterdata/record/${modelId}`, { name: `全量${i}`, creditCode: creditCode(100 + i) })
    const sub = await call('POST', '/masterdata/subscriber', {
      subscriberCode: 'OA',
      subscriberName: 'OA',
      endpointUrl: url,
      authType: 'none',
    })
    const topic = await call('POST', '/masterdata/distribution', {
      modelId,
      subscriberId: sub.data.subscriberId,
      distMode: 'full',
      cron: '0 0 2 * * ?',
    })
    const before = received.length
    const res = await call('POST', `/masterdata/distribution/queue/${topic.data.distId}`)
    expect(res.data).toMatchObject({ queued: 3, sent: 3 })
    expect(
      received
        .slice(before)
        .map((r) => r.body.data.name)
        .sort(),
    ).toEqual(['全量0', '全量1', '全量2'])
    const jobs = await call('GET', '/monitor/job/list?invokeTarget=distributeTopic')
    expect(jobs.rows!.some((j) => j.invokeTarget === `distributeTopic(${topic.data.distId})`)).toBe(true)
  })

  it('lets a subscriber pull changes with its own key and secret, incrementally by a cursor', async () => {
    const modelId = await publishedModelOf(t.server, t.token, 'PULLCUST')
    const other = await publishedModelOf(t.server, t.token, 'PULLOTHER')
    const ids: number[] = []
    for (let i = 0; i < 3; i++)
      ids.push(
        (await call('POST', `/masterdata/record/${modelId}`, { name: `拉取${i}`, creditCode: creditCode(300 + i) }))
          .data.recordId,
      )
    const sub = await call('POST', '/masterdata/subscriber', {
      subscriberCode: 'WMS',
      subscriberName: '仓储系统',
      authType: 'none',
    })
    const subscriberId = sub.data.subscriberId
    await call('POST', '/masterdata/distribution', {
      modelId,
      subscriberId,
      distMode: 'pull',
      fieldCodes: 'name,creditCode',
      fieldRename: 'name=customerName',
    })
    const made = await call('POST', `/masterdata/subscriber/pullKey/${subscriberId}`)
    expect(made.code).toBe(200)
    const { pullKey, pullSecret } = made.data
    expect(pullKey).toMatch(/^mdm_[0-9a-f]{24}$/)
    // the secret is shown once: never stored in clear, never sent back
    const read = await call('GET', `/masterdata/subscriber/${subscriberId}`)
    expect(JSON.stringify(read.data)).not.toContain(pullSecret)
    const pull = (body: Record<string, unknown>) =>
      t.server.call('POST', `${API}/masterdata/pull`, {
        body: { key: pullKey, secret: pullSecret, model: 'PULLCUST', ...body },
      })
    // A change is offered once every transaction older than it has ended (the cluster's snapshot horizon), so a
    // transaction of another test on the same PostgreSQL may hold it back for a moment: ask until it is offered.
    type Pulled = Awaited<ReturnType<typeof pull>>
    const pullUntil = async (body: Record<string, unknown>, ready: (answer: Pulled) => boolean) => {
      const deadline = Date.now() + 30_000
      for (;;) {
        const answer = await pull(body)
        if (answer.code !== 200 || ready(answer) || Date.now() > deadline) return answer
        await new Promise((resolve) => setTimeout(resolve, 200))
      }
    }

    const wrong = await t.server.call('POST', `${API}/masterdata/pull`, {
      body: { key: pullKey, secret: 'guess', model: 'PULLCUST' },
    })
    expect([wrong.code, wrong.msg]).toEqual([401, '订阅系统的 key 或 secret 无效'])
    const noTopic = await pull({ model: 'PULLOTHER' })
    expect([noTopic.code, noTopic.msg]).toEqual([403, '没有为该订阅系统配置模型 PULLOTHER 的拉取分发'])
    expect(other).toBeGreaterThan(0)

    const first = await pullUntil({ limit: 2 }, (a) => a.data.records.length === 2 && a.data.more)
    expect(first.code).toBe(200)
    expect(first.data.records.map((r: { data: unknown }) => r.data)).toEqual([
      { customerName: '拉取0', creditCode: creditCode(300) },
      { customerName: '拉取1', creditCode: creditCode(301) },
    ])
    expect(first.data.more).toBe(true)
    const second = await pullUntil({ limit: 2, cursor: first.data.cursor }, (a) => a.data.records.length === 1)
    expect(second.data.records.map((r: { data: { customerName: string } }) => r.data.customerName)).toEqual(['拉取2'])
    expect(second.data.more).toBe(false)
    const idle = await pull({ cursor: second.data.cursor })
    expect(idle.data).toEqual({ records: [], cursor: second.data.cursor, more: false })

    // an edit and a retirement come again after the cursor, in the order they were written
    expect((await call('PUT', `/masterdata/record/${modelId}`, { recordId: ids[0], name: '拉取0改' })).code).toBe(200)
    expect((await call('DELETE', `/masterdata/record/${modelId}/${ids[1]}`)).code).toBe(200)
    const changed = await pullUntil({ cursor: second.data.cursor }, (a) => a.data.records.length === 2)
    expect(
      changed.data.records.map((r: { event: string; data: { customerName: string } }) => [
        r.event,
        r.data.customerName,
      ]),
    ).toEqual([
      ['update', '拉取0改'],
      ['retire', '拉取1'],
    ])
    const bad = await pull({ cursor: 'x' })
    expect([bad.code, bad.msg]).toEqual([400, '参数校验失败：cursor 游标格式无效'])
  })
})
