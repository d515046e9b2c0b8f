import { randomBytes } from 'node:crypto'
import { request } from 'node:http'
import type { AddressInfo } from 'node:net'
import { STATISTICS_PERMISSIONS as S, statEndpoints, type StatChangeEvent } from '@wp/contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { postForm, userWith, XLSX } from '../../testing/fixtures'
import { startTestServer, type TestServer } from '../../testing/harness'
import { devicePermissions } from '../display-token/tokens'
import { statFile } from '../schema'

const API = '/prod-api'
const INV = statEndpoints('investment')
const investment = (orgId: number, periodKey: string, ytd: number, month: number, plan = 1000) => ({
  orgId,
  periodKey,
  annualPlanTotal: plan,
  monthTotal: month,
  ytdTotal: ytd,
  ytdFixedAsset: 0,
  ytdEquity: 0,
  fillPerson: '王五',
  fillPhone: '010-1',
})

/** An open server-sent-events stream: the events heard so far, and a wait for the next matching one. */
function openStream(port: number, token: string) {
  const events: { event: string; data: unknown; at: number }[] = []
  let ended = false
  let buffer = ''
  const req = request({
    host: '127.0.0.1',
    port,
    path: `${API}/statistics/stream`,
    headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' },
  })
  const opened = new Promise<number>((resolve) => {
    req.on('response', (res) => {
      resolve(res.statusCode ?? 0)
      res.setEncoding('utf8')
      res.on('data', (chunk: string) => {
        buffer += chunk
        let cut
        while ((cut = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, cut)
          buffer = buffer.slice(cut + 2)
          const event = /^event: (.*)$/m.exec(block)?.[1]
          const data = /^data: (.*)$/m.exec(block)?.[1]
          if (event) events.push({ event, data: data ? JSON.parse(data) : null, at: Date.now() })
        }
      })
      res.on('end', () => (ended = true))
    })
  })
  req.end()
  const next = async (event: string, test: (data: unknown) => boolean = () => true, ms = 2000) => {
    const end = Date.now() + ms
    while (Date.now() < end) {
      const hit = events.find((e) => e.event === event && test(e.data))
      if (hit) return hit
      await new Promise((r) => setTimeout(r, 10))
    }
    return null
  }
  return { opened, events, next, ended: () => ended, close: () => req.destroy() }
}

describe('big screens, display tokens and the live stream', () => {
  let a: TestServer
  let b: TestServer
  let admin: string
  let port: number
  const post = (url: string, body: unknown, token = admin) => a.call('POST', API + url, { token, body })
  const approved = async (body: ReturnType<typeof investment>) => {
    const id = (await post(INV.save, { ...body, submit: true })).data.id
    expect((await post(INV.approve, { ids: [id] })).code).toBe(200)
    return id
  }
  beforeAll(async () => {
    a = await startTestServer()
    b = await startTestServer({ shareDatabaseOf: a })
    await b.fastify.listen({ port: 0, host: '127.0.0.1' })
    port = (b.fastify.server.address() as AddressInfo).port
    admin = await a.login('admin')
  })
  afterAll(async () => {
    await b?.close()
    await a?.close()
  })

  const newToken = async (screens: string[]) => {
    const res = await post('/statistics/displayToken/add', { name: '一楼大厅', screens })
    expect(res.code).toBe(200)
    expect(res.data.token).toMatch(/^wpd_/)
    return res.data as { token: string; row: { id: number } }
  }

  it('a display token reads only its screens and the stream: 403 on every other route, 401 once revoked', async () => {
    const { token, row } = await newToken(['bigscreen6'])
    const allowed = new Set<string>(devicePermissions(['bigscreen6']))
    const wrong: string[] = []
    for (const route of a.router.routes) {
      if (route.access === 'public') continue
      const url = route.url === `${API}/statistics/stream` ? `${route.sampleUrl}?maxSeconds=0` : route.sampleUrl
      const res = await a.fastify.inject({
        method: route.method,
        url,
        headers: { authorization: `Bearer ${token}` },
        ...(route.method === 'GET' ? {} : { payload: {} }),
      })
      const code = res.headers['content-type']?.toString().includes('json') ? JSON.parse(res.body).code : res.statusCode
      const expectAllowed = allowed.has(route.access)
      if (expectAllowed ? code === 403 || code === 401 : code !== 403)
        wrong.push(`${route.method} ${route.url} (${route.access}): ${code}`)
    }
    expect(wrong).toEqual([])
    expect((await a.call('GET', `${API}/statistics/screen/bigscreen6`, { token })).code).toBe(200)
    expect((await a.call('GET', `${API}/statistics/screen/bigscreen7`, { token })).code).toBe(403)

    const listed = await a.call('GET', `${API}/statistics/displayToken/list`, { token: admin })
    expect(JSON.stringify(listed.data)).not.toContain(token)
    expect(listed.data[0]).toMatchObject({ name: '一楼大厅', screens: ['bigscreen6'], revoked: false })
    expect((await post('/statistics/displayToken/revoke', { ids: [row.id] })).code).toBe(200)
    expect((await a.call('GET', `${API}/statistics/screen/bigscreen6`, { token })).code).toBe(401)

    // Nobody hands a display more than they hold: a token maker without bigscreen7 cannot make one for it.
    const maker = await userWith(a, [S.displayToken.add, S.screen.bigscreen6, S.screen.stream, S.file.screen])
    const refused = await post('/statistics/displayToken/add', { name: '越权', screens: ['bigscreen7'] }, maker.token)
    expect(refused.msg).toBe('不能授予自己没有的权限：statistics:screen:bigscreen7')
    expect(
      (await post('/statistics/displayToken/add', { name: '本屏', screens: ['bigscreen6'] }, maker.token)).code,
    ).toBe(200)
  })

  it('screen material without screenCode: every screen the caller may see (a display token: its own)', async () => {
    const file = (screenCode: string | null, screenSort: number, fileName: string) => ({
      fileId: randomBytes(16).toString('hex'),
      fileName,
      fileSize: 1,
      fileExt: 'png',
      category: '3',
      isScreen: screenCode !== null,
      screenCode,
      screenSort,
      createBy: 'admin',
    })
    await a.ctx.db
      .insert(statFile)
      .values([
        file('bigscreen7', 1, '七号屏.png'),
        file('bigscreen6', 2, '六号屏乙.png'),
        file('bigscreen6', 1, '六号屏甲.png'),
        file(null, 0, '附件.png'),
      ])
    const names = async (url: string, token = admin) => {
      const res = await a.call('GET', `${API}/statistics/file/screen/list${url}`, { token })
      expect(res.code).toBe(200)
      return (res.data as { fileName: string }[]).map((f) => f.fileName)
    }
    expect(await names('')).toEqual(['六号屏甲.png', '六号屏乙.png', '七号屏.png'])
    expect(await names('?screenCode=bigscreen7')).toEqual(['七号屏.png'])
    const { token } = await newToken(['bigscreen6'])
    expect(await names('', token)).toEqual(['六号屏甲.png', '六号屏乙.png'])
    const other = await a.call('GET', `${API}/statistics/file/screen/list?screenCode=bigscreen7`, { token })
    expect(other.code).toBe(403)
  })

  it('a figure saved on one process reaches a stream open on the other within 2 s; revoking closes it', async () => {
    const { token, row } = await newToken(['bigscreen6', 'bigscreen7'])
    const stream = openStream(port, token)
    expect(await stream.opened).toBe(200)
    expect(await stream.next('heartbeat')).not.toBeNull()
    const sent = Date.now()
    const saved = await post(INV.save, investment(103, '2026-01', 10, 10))
    const heard = await stream.next('change', (d) => (d as StatChangeEvent).ids.includes(saved.data.id))
    expect(heard).not.toBeNull()
    expect(heard!.at - sent).toBeLessThan(2000)
    expect(heard!.data).toMatchObject({ kind: 'investment', action: 'save', orgId: 103, periodKey: '2026-01' })

    // A person's stream hears it too; a display of bigscreen7 only does not hear investment (bigscreen6) changes.
    const only7 = await newToken(['bigscreen7'])
    const other = openStream(port, only7.token)
    await other.next('heartbeat')
    const second = await post(INV.save, investment(103, '2026-02', 20, 10))
    expect(await stream.next('change', (d) => (d as StatChangeEvent).ids.includes(second.data.id))).not.toBeNull()
    expect(other.events.filter((e) => e.event === 'change')).toEqual([])
    other.close()

    expect((await post('/statistics/displayToken/revoke', { ids: [row.id] })).code).toBe(200)
    expect(await stream.next('revoked')).not.toBeNull()
    const end = Date.now() + 2000
    while (!stream.ended() && Date.now() < end) await new Promise((r) => setTimeout(r, 10))
    expect(stream.ended()).toBe(true)
  })

  it('bigscreen6 shows approved figures only (administrators may preview the rest)', async () => {
    await approved(investment(103, '2026-03', 300, 100))
    await approved(investment(105, '2026-03', 100, 50, 1000))
    await post(INV.save, investment(106, '2026-03', 5000, 5000, 5000))
    const data = (await a.call('GET', `${API}/statistics/screen/bigscreen6?year=2026`, { token: admin })).data
    expect(data.month).toBe(3)
    expect(data.kpis.find((k: { key: string }) => k.key === 'ytdTotal').value).toBe(400)
    expect(data.kpis.find((k: { key: string }) => k.key === 'completionRate')).toMatchObject({ value: 20, warn: true })
    expect(data.investmentTrend.series[0].data.slice(0, 3)).toEqual([null, null, 150])
    expect(data.investmentRanking).toEqual([
      { name: '研发部门', value: 30 },
      { name: '测试部门', value: 10 },
    ])
    const preview = await a.call('GET', `${API}/statistics/screen/bigscreen6?year=2026&includeUnreviewed=true`, {
      token: admin,
    })
    expect(preview.data.kpis.find((k: { key: string }) => k.key === 'ytdTotal').value).toBe(5400)
    const seven = await a.call('GET', `${API}/statistics/screen/bigscreen7?year=2026`, { token: admin })
    expect(seven.code).toBe(200)
    expect(seven.data.partyOrgs.map((p: { name: string }) => p.name)).toEqual(['党委', '党总支', '党支部'])
  })

  it('统计报表: period, previous period, last year and year to date per organisation, within the data scope', async () => {
    await approved(investment(103, '2025-04', 200, 40, 800))
    await approved(investment(103, '2026-04', 360, 60))
    await approved(investment(105, '2026-04', 150, 50))
    const report = await a.call('GET', `${API}/statistics/report/data?periodKey=2026-04`, { token: admin })
    const inv = report.data.sections.find((s: { kind: string }) => s.kind === 'investment')
    expect(inv.periodKey).toBe('2026-04')
    expect(inv.previousPeriodKey).toBe('2026-03')
    const mine = inv.rows.find((r: { orgId: number }) => r.orgId === 103)
    expect(mine.values.ytdTotal).toMatchObject({
      current: 360,
      previous: 300,
      lastYear: 200,
      changePct: 20,
      yoyPct: 80,
    })
    // A monthly flow's year to date adds up the approved months (January and February were never approved).
    expect(mine.values.monthTotal).toMatchObject({ current: 60, ytd: 160 })
    // The total's rate is computed from the summed parts, never summed.
    expect(inv.total.values.completionRate.current).toBe(25.5)
    const progress = report.data.progress.find((p: { kind: string }) => p.kind === 'investment')
    expect(progress).toMatchObject({ approved: 2, missing: report.data.orgCount - 2 })

    const scoped = await userWith(a, [S.report.view], { dataScope: '2', deptIds: [105], deptId: 105 })
    const theirs = await a.call('GET', `${API}/statistics/report/data?periodKey=2026-04`, { token: scoped.token })
    const section = theirs.data.sections.find((s: { kind: string }) => s.kind === 'investment')
    expect(section.rows.map((r: { orgId: number }) => r.orgId)).toEqual([105])
    expect(theirs.data.orgCount).toBe(1)

    const sheet = await postForm(a, `${API}/statistics/report/export`, admin, 'periodKey=2026-04')
    expect(sheet.headers['content-type']).toContain(XLSX)
  })
})
