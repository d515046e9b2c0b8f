import {
  STAT_ENDPOINTS,
  STAT_KIND_PERMISSIONS,
  STAT_KINDS,
  STATISTICS_PERMISSIONS,
  statEndpoints,
  type StatKindDescription,
} from '@wp/contract'
import { eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { sysOperLog } from '../../system/log/schema'
import { multipartFile, userWith, XLSX, xlsxOf } from '../../testing/fixtures'
import { sharedTestServer } from '../../testing/harness'
import { sampleRow } from '../samples'
import { statIndex } from '../schema'

const API = '/prod-api'
const INV = statEndpoints('investment')
const investment = (over: Record<string, unknown> = {}) => ({
  orgId: 103,
  periodKey: '2025-06',
  annualPlanTotal: 1000,
  monthTotal: 50,
  ytdTotal: 300,
  ytdFixedAsset: 200,
  ytdEquity: 100,
  fillPerson: '张三',
  fillPhone: '010-12345678',
  ...over,
})

describe('statistics entry', () => {
  const t = sharedTestServer()
  const post = (url: string, body: unknown, token = t.token) => t.server.call('POST', API + url, { token, body })
  const get = (url: string, token = t.token) => t.server.call('GET', API + url, { token })

  it('saves a draft, refuses a bad figure by its label, submits, refuses edits, approves, returns with an opinion', async () => {
    const bad = await post(INV.save, investment({ ytdTotal: 'abc', monthTotal: 1.234 }))
    expect(bad.code).toBe(400)
    expect(bad.msg).toContain('年初至本月累计完成投资应为数字')
    expect(bad.msg).toContain('本月完成投资最多保留 2 位小数')
    const parts = await post(INV.save, investment({ ytdFixedAsset: 250, ytdEquity: 100 }))
    expect(parts.msg).toContain('其中：固定资产投资、其中：股权投资之和（350）不能大于年初至本月累计完成投资（300）')

    const saved = await post(INV.save, investment({ fillPerson: '' }))
    expect(saved.code).toBe(200)
    const id = saved.data.id as number
    // The same organisation and period again is the same row.
    expect((await post(INV.save, investment({ monthTotal: 60, fillPerson: '' }))).data.id).toBe(id)
    const early = await post(INV.submit, { ids: [id] })
    expect(early.code).toBe(400)
    expect(early.msg).toContain('填表人不能为空')
    expect((await post(INV.save, investment({ monthTotal: 60 }))).code).toBe(200)
    expect((await post(INV.submit, { ids: [id] })).code).toBe(200)

    const locked = await post(INV.save, investment({ monthTotal: 70 }))
    expect(locked.code).toBe(601)
    expect(locked.msg).toContain('已提交，不能修改')
    expect((await post(INV.remove, { ids: [id] })).code).toBe(601)
    const noOpinion = await post(INV.reject, { ids: [id] })
    expect(noOpinion.msg).toBe('退回时请填写退回意见')
    expect((await post(INV.reject, { ids: [id], opinion: '本月数字有误' })).code).toBe(200)
    expect((await post(INV.save, investment({ monthTotal: 70 }))).code).toBe(200)
    expect((await post(INV.submit, { ids: [id] })).code).toBe(200)
    expect((await post(INV.approve, { ids: [id] })).code).toBe(200)
    const row = await t.server.call('GET', `${API}/statistics/manualInputData/getInfo?kind=investment&id=${id}`, {
      token: t.token,
    })
    expect(row.data).toMatchObject({ reportStatus: '2', monthTotal: 70, completionRate: 30, orgName: '研发部门' })
    expect((await post(INV.unlock, { ids: [id] })).msg).toBe('解锁时请填写解锁原因')
    expect((await post(INV.unlock, { ids: [id], reason: '补录' })).code).toBe(200)

    const history = await get(`${INV.history}?id=${id}`)
    expect(history.data.map((h: { action: string }) => h.action)).toEqual([
      'create',
      'save',
      'save',
      'submit',
      'return',
      'save',
      'submit',
      'approve',
      'unlock',
    ])
    expect(history.data[1].changes).toEqual([{ field: 'monthTotal', label: '本月完成投资', from: 50, to: 60 }])
    expect(history.data[4].opinion).toBe('本月数字有误')
  })

  it("warns, without refusing, when a year-to-date figure is below the year's earlier months", async () => {
    const at = (periodKey: string, monthTotal: number, ytdTotal: number) =>
      investment({ orgId: 103, periodKey, monthTotal, ytdTotal, ytdFixedAsset: 0, ytdEquity: 0 })
    // January and February add up: nothing to say
    const january = await post(INV.save, at('2021-01', 50, 50))
    expect(january.code).toBe(200)
    expect(january.data.warnings).toEqual([])
    expect((await post(INV.save, at('2021-02', 30, 80))).data.warnings).toEqual([])
    // March's year-to-date below February's: saved as a draft, with the reason to check it
    const below = await post(INV.save, at('2021-03', 20, 60))
    expect(below.code).toBe(200)
    expect(below.data.warnings).toEqual([
      '年初至本月累计完成投资（60）小于上一期（2021-02）的年初至本月累计完成投资（80），请核对',
    ])
    expect((await get(`${INV.list}?periodKey=2021-03&orgId=103`)).rows![0]).toMatchObject({ ytdTotal: 60 })
    // above February's but below the months added up (50 + 30 + 20)
    expect((await post(INV.save, at('2021-03', 20, 90))).data.warnings).toEqual([
      '年初至本月累计完成投资（90）小于2021年1月至本月各月本月完成投资之和（100），请核对',
    ])
    expect((await post(INV.save, at('2021-03', 20, 100))).data.warnings).toEqual([])
    // another year starts again from its own January
    expect((await post(INV.save, at('2020-01', 5, 5))).data.warnings).toEqual([])
    // the same month's figure above its year-to-date stays a refusal (the parts-and-totals check)
    expect((await post(INV.save, at('2021-04', 20, 10))).msg).toContain(
      '本月完成投资（20）不能大于年初至本月累计完成投资（10）',
    )
  })

  it('keeps one row per organisation and period, and refuses a wrong period', async () => {
    const wrong = await post(INV.save, investment({ periodKey: '2025-13' }))
    expect(wrong.code).toBe(400)
    expect(wrong.msg).toBe('统计期应为 yyyy-MM 格式')
    const unknown = await get('/statistics/manualInputData/getInfo?kind=nothing&id=1')
    expect(unknown.msg).toBe('未知的填报类型：nothing')
  })

  describe.each(STAT_KINDS.map((k) => [k.title, k as StatKindDescription] as const))('%s', (_, k) => {
    const E = statEndpoints(k.kind as never)
    it('accepts a full row and refuses each field out of its description, naming it', async () => {
      const n = 1000 + STAT_KINDS.findIndex((x) => x.kind === k.kind) * 5
      const good = await post(E.save, { ...sampleRow(k, n), submit: true })
      expect(good.msg).toBe('操作成功')
      const problems: string[] = []
      for (const f of k.fields) {
        const wrong =
          f.type === 'dict'
            ? 'no-such-value'
            : f.type === 'date'
              ? '2024-02-30'
              : f.type === 'text'
                ? 'x'.repeat((f.maxLength ?? 200) + 1)
                : f.max !== undefined
                  ? f.max + 1
                  : 'abc'
        const res = await post(E.save, { ...sampleRow(k, n + 1), [f.key]: wrong })
        if (res.code !== 400 || !res.msg.includes(f.label)) problems.push(`${f.key}: ${res.code} ${res.msg}`)
        if (f.required) {
          const missing = await post(E.save, { ...sampleRow(k, n + 2), [f.key]: '', submit: true })
          if (!missing.msg.includes(`${f.label}不能为空`)) problems.push(`${f.key} required: ${missing.msg}`)
        }
      }
      expect(problems).toEqual([])
    })
  })

  it('applies the data scope: a user of one department neither sees nor fills in for another', async () => {
    const filler = await userWith(
      t.server,
      [STAT_KIND_PERMISSIONS.investment.list, STAT_KIND_PERMISSIONS.investment.edit],
      {
        dataScope: '2',
        deptIds: [105],
        deptId: 105,
      },
    )
    expect((await post(INV.save, investment({ orgId: 105, periodKey: '2024-01' }))).code).toBe(200)
    const mine = await post(INV.save, investment({ orgId: 105, periodKey: '2024-02' }), filler.token)
    expect(mine.code).toBe(200)
    const other = await post(INV.save, investment({ orgId: 103, periodKey: '2024-02' }), filler.token)
    expect(other.code).toBe(403)
    expect(other.msg).toBe('填报单位（编号 103）不存在或不在您的数据权限范围内')
    const list = await get(`${INV.list}?pageSize=100`, filler.token)
    expect(list.total).toBe(2)
    expect(new Set(list.rows!.map((r) => r.orgId))).toEqual(new Set([105]))
    // Another department's row by id is not there for them.
    const [theirs] = (await get(`${INV.list}?orgId=103&pageSize=1`)).rows!
    const sneak = await post(INV.save, { ...investment({ orgId: 105 }), id: theirs.id }, filler.token)
    expect(sneak.code).toBe(404)
    // The organisations to choose from are theirs too, without any system-management permission.
    const orgs = await get(STAT_ENDPOINTS.orgList, filler.token)
    expect(orgs.data).toEqual([{ orgId: 105, orgName: expect.any(String), parentId: expect.any(Number) }])
    expect((await get(STAT_ENDPOINTS.orgList)).data.length).toBeGreaterThan(5)
  })

  it('locks a figure: nobody may change it (not even the administrator) until it is unlocked with a reason', async () => {
    const [idx] = await t.server.ctx.db.select().from(statIndex).where(eq(statIndex.indexCode, 'investment.ytdTotal'))
    const lock = { indexId: idx.indexId, orgId: 103, periodKey: '2023-05', locked: true }
    expect((await post(INV.save, investment({ periodKey: '2023-05' }))).code).toBe(200)
    const lockedBy = await userWith(t.server, [STATISTICS_PERMISSIONS.index.edit])
    expect((await post('/statistics/index/edit', lock, lockedBy.token)).code).toBe(403)
    expect((await post('/statistics/index/edit', lock)).code).toBe(200)

    const refused = await post(INV.save, investment({ periodKey: '2023-05', ytdTotal: 310 }))
    expect(refused.code).toBe(601)
    expect(refused.msg).toBe('以下指标本期已锁定：年初至本月累计完成投资，如需修改请联系统计管理员解锁')
    // Other figures stay open; another period is not locked.
    expect((await post(INV.save, investment({ periodKey: '2023-05', monthTotal: 10 }))).code).toBe(200)
    expect((await post(INV.save, investment({ periodKey: '2023-06', ytdTotal: 310 }))).code).toBe(200)
    const states = await get(`/statistics/index/getLocksByIndexIds?indexIds=${idx.indexId}&orgId=103&periodKey=2023-05`)
    expect(states.data).toMatchObject([{ fieldName: 'ytdTotal', locked: true, lockType: 'manual', lockBy: 'admin' }])

    // The whole form (`*`) locked for every organisation of the period: no save, no delete.
    const [form] = await t.server.ctx.db.select().from(statIndex).where(eq(statIndex.indexCode, 'investment.*'))
    expect(
      (await post('/statistics/index/edit', { indexId: form.indexId, periodKey: '2023-06', locked: true })).code,
    ).toBe(200)
    expect((await post(INV.save, investment({ periodKey: '2023-06', monthTotal: 1 }))).code).toBe(601)
    const id = (await get(`${INV.list}?periodKey=2023-06&orgId=103`)).rows![0].id
    expect((await post(INV.remove, { ids: [id] })).msg).toContain('本期数据已锁定，不能删除')
    // A more specific unlocked record for one organisation opens it under the period lock.
    expect(
      (await post('/statistics/index/edit', { indexId: form.indexId, orgId: 103, periodKey: '2023-06', locked: false }))
        .msg,
    ).toBe('解锁时请填写解锁原因')
    expect(
      (
        await post('/statistics/index/edit', {
          indexId: form.indexId,
          orgId: 103,
          periodKey: '2023-06',
          locked: false,
          reason: '补报',
        })
      ).code,
    ).toBe(200)
    expect((await post(INV.save, investment({ periodKey: '2023-06', monthTotal: 1 }))).code).toBe(200)

    const logged = await t.server.ctx.db.select().from(sysOperLog).where(eq(sysOperLog.title, '指标锁定'))
    expect(logged.filter((l) => l.status === 0).length).toBe(3)
    const log = await get(`/statistics/index/lockLog?indexId=${form.indexId}`)
    expect(log.data[0]).toMatchObject({ locked: false, unlockBy: 'admin', unlockReason: '补报' })
  })

  it('locks the ended period of a deadline-locked form once its deadline passes (scheduled task)', async () => {
    const [form] = await t.server.ctx.db.select().from(statIndex).where(eq(statIndex.indexCode, 'innovation.*'))
    await post('/statistics/index/edit', { indexId: form.indexId, lockMode: '2', deadlineDay: 8 })
    const task = t.server.ctx.tasks.parse('statisticsDeadlineLocks').task
    const innovation = { orgId: 103, rdExpenseMonth: 1, rdExpenseYtd: 1, revenueYtd: 10 }
    const save = (periodKey: string) => post(statEndpoints('innovation').save, { ...innovation, periodKey })
    // 1 June: May is still open until the 8th.
    expect(await task.run(t.server.ctx, [])).toBe('已截止锁定 0 个指标')
    expect((await save('2026-05')).code).toBe(200)
    t.server.clock.advance(9 * 86_400_000)
    await t.signInAgain() // the session of nine days ago has expired
    expect(await task.run(t.server.ctx, [])).toBe('已截止锁定 1 个指标')
    expect(await task.run(t.server.ctx, [])).toBe('已截止锁定 0 个指标')
    expect((await save('2026-05')).code).toBe(601)
    expect((await save('2026-06')).code).toBe(200)
  })

  it('masks personal numbers in replies, keeps them when sent back masked, and sanitises rich text', async () => {
    const E = statEndpoints('majorEvent')
    const event = {
      ...sampleRow(
        STAT_KINDS.find((k) => k.kind === 'majorEvent')!,
        7,
      ),
      content: '<p>会议</p><script>alert(1)</script>',
    }
    const id = (await post(E.save, event)).data.id
    const stored = await get(`/statistics/manualInputData/getInfo?kind=majorEvent&id=${id}`)
    expect(stored.data.content).toBe('<p>会议</p>')
    const P = statEndpoints('partyMemberDetail')
    const member = sampleRow(
      STAT_KINDS.find((k) => k.kind === 'partyMemberDetail')!,
      8,
    )
    const mid = (await post(P.save, member)).data.id
    const shown = (await get(`/statistics/manualInputData/getInfo?kind=partyMemberDetail&id=${mid}`)).data
    expect(shown.idCardNo).toBe('110***********1234')
    expect((await post(P.save, { ...shown, id: mid, name: '改名' })).code).toBe(200)
    const [raw] = await t.server.ctx.db
      .execute(sql`select id_card_no from stat_party_member_detail where id = ${mid}`)
      .then((r) => (r as unknown as { rows: { id_card_no: string }[] }).rows)
    expect(raw.id_card_no).toBe('110101199001011234')
  })

  it('imports the good rows of a sheet and reports each bad row with its reasons', async () => {
    const template = await t.server.fastify.inject({
      method: 'POST',
      url: API + INV.template,
      headers: { authorization: `Bearer ${t.token}` },
    })
    expect(template.headers['content-type']).toContain(XLSX)
    const header = ['单位编号', '统计期', '年度投资计划（万元）', '本月完成投资', '年初至本月累计完成投资', '填表人']
    const file = await xlsxOf(header, [
      [103, '2022-01', 100, 10, 10, '李四'],
      [103, '2022-13', 100, 'x', 5, '李四'],
      [999, '2022-02', 100, 10, 10, '李四'],
      [105, '2022-02', 100, 20, 10, '李四'],
    ])
    const { payload, headers } = multipartFile('file', 'inv.xlsx', file, XLSX)
    const res = await t.server.fastify.inject({
      method: 'POST',
      url: API + INV.import,
      payload,
      headers: { ...headers, authorization: `Bearer ${t.token}` },
    })
    const body = JSON.parse(res.body)
    expect(body.code, body.msg).toBe(200)
    expect(body.data.inserted).toBe(1)
    expect(body.data.failed).toEqual([
      { row: 3, errors: ['统计期应为 yyyy-MM 格式', '本月完成投资应为数字'] },
      { row: 4, errors: ['填报单位（编号 999）不存在或不在您的数据权限范围内'] },
      { row: 5, errors: ['本月完成投资（20）不能大于年初至本月累计完成投资（10）'] },
    ])
  })
})
