import {
  WORKFLOW_PERMISSIONS as WP,
  OKR_PERMISSIONS as OP,
  type OkrDeptSummaryRow,
  type OkrGraph,
  type OkrMyKeyResultRow,
  type JobRow,
} from '@wp/contract'
import { beforeAll, describe, expect, it } from 'vitest'
import { messagesAbout } from '../outbox/outbox'
import { todo, userWith } from '../testing/fixtures'
import { sharedTestServer, type Envelope } from '../testing/harness'

const O = OP.objective
const K = OP.keyResult
const OWNER_PERMS = [
  O.list,
  O.query,
  O.add,
  O.edit,
  O.remove,
  O.checkin,
  O.align,
  O.map,
  O.submit,
  O.score,
  O.review,
  K.list,
  K.query,
  K.add,
  K.edit,
]

describe('OKR: objectives, key results, check-ins and alignment', () => {
  const t = sharedTestServer()
  let alice: { userId: number; token: string; userName: string }
  let bob: { userId: number; token: string }
  let cycleId: number
  let otherCycleId: number

  const call = (token: string, method: string, url: string, body?: unknown) =>
    t.server.call(method, '/prod-api' + url, { token, body })
  const must = async (token: string, method: string, url: string, body?: unknown): Promise<Envelope> => {
    const res = await call(token, method, url, body)
    if (res.code !== 200) throw new Error(`${method} ${url}: ${res.msg}`)
    return res
  }
  const cycle = async (cycleName: string) =>
    (
      await must(t.token, 'POST', '/okr/cycle', {
        cycleName,
        cycleType: 'Q',
        cycleStatus: '2',
        startDate: '2026-04-01',
        endDate: '2026-06-30',
      })
    ).data.cycleId as number
  const objective = async (token: string, extra: Record<string, unknown>) =>
    (await must(token, 'POST', '/okr/objective', { cycleId, level: '4', visibility: '1', title: '目标', ...extra }))
      .data.objectiveId as number
  const numericKr = async (
    token: string,
    objectiveId: number,
    ownerUserId: number,
    extra: Record<string, unknown> = {},
  ) =>
    (
      await must(token, 'POST', '/okr/keyresult', {
        objectiveId,
        title: '新签合同额',
        krType: '1',
        ownerUserId,
        unit: '万元',
        baseline: 0,
        target: 200,
        weight: 50,
        ...extra,
      })
    ).data.krId as number
  const objectiveRow = async (id: number) => (await must(t.token, 'GET', `/okr/objective/${id}`)).data

  beforeAll(async () => {
    alice = await userWith(t.server, OWNER_PERMS, { deptId: 103 })
    bob = await userWith(t.server, OWNER_PERMS, { deptId: 105 })
    cycleId = await cycle('2026年Q2')
    otherCycleId = await cycle('2026年Q3')
  })

  it('rolls key results’ progress up to the objective by their weights, from numeric values and graded zones', async () => {
    const o = await objective(alice.token, { ownerOrgId: 103, ownerUserId: alice.userId, title: '提升华东区销售额' })
    const sales = await numericKr(alice.token, o, alice.userId, { weight: 60 })
    const graded = (
      await must(alice.token, 'POST', '/okr/keyresult', {
        objectiveId: o,
        title: '完成渠道伙伴签约',
        krType: '2',
        ownerUserId: alice.userId,
        commitZone: '签约 2 家',
        targetZone: '签约 4 家',
        stretchZone: '签约 6 家',
        weight: 40,
      })
    ).data.krId as number

    await must(alice.token, 'POST', '/okr/checkin', { krId: sales, value: 100, confidence: 8, comment: '已签两单' })
    expect((await must(alice.token, 'GET', `/okr/keyresult/${sales}`)).data).toMatchObject({
      currentValue: 100,
      progressPercent: 50,
      confidence: 8,
      progressStatus: '1',
    })
    expect(await objectiveRow(o)).toMatchObject({ progressPercent: 30, confidence: 8 }) // 50 × 60 % + 0 × 40 %

    await must(alice.token, 'POST', '/okr/checkin', { krId: graded, zone: '2', confidence: 5 })
    expect(await objectiveRow(o)).toMatchObject({ progressPercent: 58, confidence: 5, progressStatus: '2' }) // + 70 × 40 %

    // beyond the target is clamped to 100; the history keeps every check-in, newest first
    await must(alice.token, 'POST', '/okr/checkin', { krId: sales, value: 260, confidence: 9 })
    expect(await objectiveRow(o)).toMatchObject({ progressPercent: 88 })
    const history = await must(alice.token, 'GET', `/okr/checkin/list?krId=${sales}`)
    expect(history.data.map((c: { value: number }) => c.value)).toEqual([260, 100])

    // a new target moves the progress of the value last checked in
    await must(alice.token, 'PUT', '/okr/keyresult', { krId: sales, target: 520 })
    expect(await objectiveRow(o)).toMatchObject({ progressPercent: 58 }) // 50 × 60 % + 70 × 40 %
  })

  it('refuses key results and check-ins the rules forbid, in Chinese', async () => {
    const o = await objective(alice.token, { ownerOrgId: 103, ownerUserId: alice.userId })
    expect(
      await call(alice.token, 'POST', '/okr/keyresult', {
        objectiveId: o,
        title: 'x',
        krType: '1',
        ownerUserId: alice.userId,
        weight: 50,
      }),
    ).toMatchObject({ code: 400, msg: '数值型关键结果须填写单位、基线值、目标值' })
    expect(
      await call(alice.token, 'POST', '/okr/keyresult', {
        objectiveId: o,
        title: 'x',
        krType: '2',
        ownerUserId: alice.userId,
        weight: 50,
      }),
    ).toMatchObject({ code: 400, msg: '分档型关键结果须填写保底描述、目标描述、挑战描述' })
    const kr = await numericKr(alice.token, o, alice.userId)
    expect(await call(alice.token, 'POST', '/okr/checkin', { krId: kr, value: 10, confidence: 11 })).toMatchObject({
      code: 400,
      msg: expect.stringContaining('信心指数须为 0–10 的整数'),
    })
    expect(await call(alice.token, 'POST', '/okr/checkin', { krId: kr, confidence: 6 })).toMatchObject({
      code: 400,
      msg: '数值型关键结果须填写当前值',
    })
    // bob owns neither the key result nor the objective
    expect(await call(bob.token, 'POST', '/okr/checkin', { krId: kr, value: 10, confidence: 6 })).toMatchObject({
      code: 403,
      msg: '只有关键结果或目标的负责人、协作人可以更新进展',
    })
    expect(
      await call(bob.token, 'POST', '/okr/keyresult', {
        objectiveId: o,
        title: 'x',
        krType: '1',
        ownerUserId: bob.userId,
        unit: '个',
        baseline: 0,
        target: 1,
        weight: 10,
      }),
    ).toMatchObject({ code: 403, msg: '只有目标负责人可以维护关键结果' })
  })

  it('aligns across departments many-to-many within a cycle and refuses circles, other cycles and itself', async () => {
    const company = await objective(t.token, {
      level: '2',
      ownerOrgId: 101,
      ownerUserId: 1,
      title: '公司：年收入增长 20%',
    })
    const dept = await objective(bob.token, {
      level: '3',
      ownerOrgId: 105,
      ownerUserId: bob.userId,
      title: '测试部：缺陷逃逸率减半',
    })
    const mine = await objective(alice.token, {
      ownerOrgId: 103,
      ownerUserId: alice.userId,
      title: '个人：自动化覆盖核心流程',
    })
    const deptKr = await numericKr(bob.token, dept, bob.userId, {
      title: '线上缺陷数',
      unit: '个',
      baseline: 40,
      target: 20,
    })

    await must(alice.token, 'POST', '/okr/alignment', {
      sourceType: 'O',
      sourceId: mine,
      targetType: 'O',
      targetId: dept,
    })
    await must(alice.token, 'POST', '/okr/alignment', {
      sourceType: 'O',
      sourceId: mine,
      targetType: 'KR',
      targetId: deptKr,
    })
    await must(bob.token, 'POST', '/okr/alignment', {
      sourceType: 'O',
      sourceId: dept,
      targetType: 'O',
      targetId: company,
    })

    expect(
      await call(t.token, 'POST', '/okr/alignment', {
        sourceType: 'O',
        sourceId: company,
        targetType: 'O',
        targetId: mine,
      }),
    ).toMatchObject({
      code: 400,
      msg: '不能形成循环对齐：「个人：自动化覆盖核心流程」已经（间接）对齐到「公司：年收入增长 20%」',
    })
    expect(
      await call(bob.token, 'POST', '/okr/alignment', {
        sourceType: 'KR',
        sourceId: deptKr,
        targetType: 'O',
        targetId: mine,
      }),
    ).toMatchObject({ code: 400, msg: expect.stringContaining('不能形成循环对齐') })
    expect(
      await call(bob.token, 'POST', '/okr/alignment', {
        sourceType: 'KR',
        sourceId: deptKr,
        targetType: 'O',
        targetId: dept,
      }),
    ).toMatchObject({ code: 400, msg: '不能对齐到自己或自己的关键结果' })
    expect(
      await call(alice.token, 'POST', '/okr/alignment', {
        sourceType: 'O',
        sourceId: mine,
        targetType: 'O',
        targetId: dept,
      }),
    ).toMatchObject({ code: 400, msg: '已经对齐过该目标' })
    const later = await objective(alice.token, { cycleId: otherCycleId, ownerOrgId: 103, ownerUserId: alice.userId })
    expect(
      await call(alice.token, 'POST', '/okr/alignment', {
        sourceType: 'O',
        sourceId: later,
        targetType: 'O',
        targetId: company,
      }),
    ).toMatchObject({ code: 400, msg: '只能对齐到同一周期的目标或关键结果' })
    // only the aligning side's owner links it
    expect(
      await call(bob.token, 'POST', '/okr/alignment', {
        sourceType: 'O',
        sourceId: mine,
        targetType: 'O',
        targetId: company,
      }),
    ).toMatchObject({ code: 403, msg: '只有对齐方的负责人可以发起对齐' })

    const graph = (await must(alice.token, 'GET', `/okr/alignment/graph?cycleId=${cycleId}`)).data as OkrGraph
    expect(graph.nodes.find((n) => n.id === `O${dept}`)).toMatchObject({ type: 'O', level: '3', orgName: '测试部门' })
    expect(graph.edges).toEqual(
      expect.arrayContaining([
        { source: `O${mine}`, target: `O${dept}`, kind: 'primary' },
        { source: `O${mine}`, target: `KR${deptKr}`, kind: 'extra' },
        { source: `O${dept}`, target: `O${company}`, kind: 'primary' },
        { source: `KR${deptKr}`, target: `O${dept}`, kind: 'kr' },
      ]),
    )
  })

  it('shows private objectives only to their owners on the board and the map, and tabs by my / department / company', async () => {
    const secret = await objective(alice.token, {
      ownerOrgId: 103,
      ownerUserId: alice.userId,
      visibility: '3',
      title: '私密目标',
    })
    const board = async (token: string, scope: string) =>
      (
        (await must(token, 'GET', `/okr/board?cycleId=${cycleId}&scope=${scope}`)).data as { objectiveId: number }[]
      ).map((o) => o.objectiveId)
    expect(await board(alice.token, 'my')).toContain(secret)
    expect(await board(bob.token, 'my')).not.toContain(secret)
    const bobsGraph = (await must(bob.token, 'GET', `/okr/alignment/graph?cycleId=${cycleId}`)).data as OkrGraph
    expect(bobsGraph.nodes.map((n) => n.id)).not.toContain(`O${secret}`)
    expect(bobsGraph.nodes.length).toBeGreaterThan(0)
    expect(
      await call(bob.token, 'GET', `/okr/checkin/list?krId=${await numericKr(alice.token, secret, alice.userId)}`),
    ).toMatchObject({
      msg: '没有权限访问目标数据！',
    })

    const company = (await must(alice.token, 'GET', `/okr/board?cycleId=${cycleId}&scope=company`)).data as {
      level: string
    }[]
    expect(company.length).toBeGreaterThan(0)
    expect(company.every((o) => o.level === '2' || o.level === '1')).toBe(true)
    const dept = (await must(bob.token, 'GET', `/okr/board?cycleId=${cycleId}&scope=dept`)).data as { title: string }[]
    expect(dept.map((o) => o.title)).toEqual(['测试部：缺陷逃逸率减半'])
    expect(await call(bob.token, 'GET', `/okr/board?cycleId=${cycleId}&scope=all`)).toMatchObject({ code: 400 })
  })

  it('updates a numeric key result from another system with its own API key, and refuses it without or with a wrong one', async () => {
    const o = await objective(alice.token, { ownerOrgId: 103, ownerUserId: alice.userId, title: '接口更新的目标' })
    const kr = await numericKr(alice.token, o, alice.userId, { weight: 100, baseline: 0, target: 400 })
    const open = (key: string | undefined, body: unknown) =>
      t.server.call('POST', '/prod-api/okr/open/progress', { body, headers: key ? { 'x-okr-api-key': key } : {} })

    // only an administrator (okr:apikey:add) makes keys; the whole key is answered once, the list shows its prefix
    expect(await call(alice.token, 'POST', '/okr/apikey', { keyName: 'ERP' })).toMatchObject({ code: 403 })
    const created = (await must(t.token, 'POST', '/okr/apikey', { keyName: 'ERP' })).data as {
      keyId: number
      apiKey: string
      keyPrefix: string
    }
    expect(created.apiKey).toMatch(/^okr_[A-Za-z0-9_-]{43}$/)
    expect(await call(t.token, 'POST', '/okr/apikey', { keyName: 'ERP' })).toMatchObject({
      code: 400,
      msg: '接入系统「ERP」已有密钥，请先删除旧密钥',
    })
    const listed = (await must(t.token, 'GET', '/okr/apikey/list')).data as Record<string, unknown>[]
    const row = listed.find((k) => k.keyId === created.keyId)!
    expect(row).toMatchObject({ keyName: 'ERP', keyPrefix: created.apiKey.slice(0, 10), lastUsedTime: null })
    expect(JSON.stringify(listed)).not.toContain(created.apiKey)

    // refused without a key, with a wrong one, and with a session token instead of a key
    expect(await open(undefined, { krId: kr, value: 100 })).toMatchObject({
      code: 401,
      msg: '缺少OKR接口密钥（请求头 x-okr-api-key）',
    })
    expect(await open(created.apiKey + 'x', { krId: kr, value: 100 })).toMatchObject({
      code: 401,
      msg: 'OKR接口密钥无效或已被删除',
    })
    expect(
      await t.server.call('POST', '/prod-api/okr/open/progress', { token: t.token, body: { krId: kr, value: 100 } }),
    ).toMatchObject({ code: 401 })
    expect((await must(t.token, 'GET', `/okr/keyresult/${kr}`)).data.currentValue).toBeNull()

    // with the key: a check-in written as the integration, rolled up to the objective
    expect(await open(created.apiKey, { krId: kr, value: 100, comment: 'ERP 同步' })).toMatchObject({ code: 200 })
    expect((await must(t.token, 'GET', `/okr/keyresult/${kr}`)).data).toMatchObject({
      currentValue: 100,
      progressPercent: 25,
      confidence: 5,
    })
    expect(await objectiveRow(o)).toMatchObject({ progressPercent: 25 })
    const history = (await must(alice.token, 'GET', `/okr/checkin/list?krId=${kr}`)).data
    expect(history[0]).toMatchObject({ value: 100, createBy: '接口:ERP', comment: 'ERP 同步' })
    expect(
      ((await must(t.token, 'GET', '/okr/apikey/list')).data as Record<string, unknown>[]).find(
        (k) => k.keyId === created.keyId,
      )!.lastUsedTime,
    ).not.toBeNull()

    // bad input in Chinese; graded key results are people's
    expect(await open(created.apiKey, { krId: kr, value: 'many' })).toMatchObject({
      code: 400,
      msg: '参数校验失败：value 当前值须为数字',
    })
    const graded = (
      await must(alice.token, 'POST', '/okr/keyresult', {
        objectiveId: o,
        title: '分档',
        krType: '2',
        ownerUserId: alice.userId,
        commitZone: 'a',
        targetZone: 'b',
        stretchZone: 'c',
        weight: 0,
      })
    ).data.krId as number
    expect(await open(created.apiKey, { krId: graded, value: 1 })).toMatchObject({
      code: 400,
      msg: '接口只能更新数值型关键结果的进展',
    })

    // a deleted key stops working
    await must(t.token, 'DELETE', `/okr/apikey/${created.keyId}`)
    expect(await open(created.apiKey, { krId: kr, value: 200 })).toMatchObject({ code: 401 })
    expect((await must(t.token, 'GET', `/okr/keyresult/${kr}`)).data.currentValue).toBe(100)
  })

  it('shows department objectives to the organisation and below, and private ones to collaborators, who check in', async () => {
    const ids = async (token: string) =>
      ((await must(token, 'GET', `/okr/alignment/graph?cycleId=${cycleId}`)).data as OkrGraph).nodes.map((n) => n.id)
    // 研发部门 (103) only: alice is in it, bob (测试部门 105) is not; 深圳总公司 (101) holds both departments
    const rd = await objective(t.token, { ownerOrgId: 103, ownerUserId: 1, visibility: '2', title: '研发部门内部目标' })
    const branch = await objective(t.token, { ownerOrgId: 101, ownerUserId: 1, visibility: '2', title: '分公司目标' })
    expect(await ids(alice.token)).toEqual(expect.arrayContaining([`O${rd}`, `O${branch}`]))
    const bobSees = await ids(bob.token)
    expect(bobSees).toContain(`O${branch}`)
    expect(bobSees).not.toContain(`O${rd}`)

    const secret = await objective(alice.token, { ownerOrgId: 103, ownerUserId: alice.userId, visibility: '3' })
    const kr = await numericKr(alice.token, secret, alice.userId)
    expect(await call(bob.token, 'POST', '/okr/checkin', { krId: kr, value: 10, confidence: 6 })).toMatchObject({
      msg: '没有权限访问目标数据！',
    })
    expect(
      await call(bob.token, 'PUT', `/okr/objective/${branch}/collaborators`, { userIds: [bob.userId] }),
    ).toMatchObject({ code: 403, msg: '只有目标负责人可以设置协作人' })
    await must(alice.token, 'PUT', `/okr/objective/${secret}/collaborators`, { userIds: [bob.userId, alice.userId] })
    const bobsBoard = (await must(bob.token, 'GET', `/okr/board?cycleId=${cycleId}&scope=my`)).data as {
      objectiveId: number
      collaborators: { userId: number }[]
    }[]
    expect(bobsBoard.find((o) => o.objectiveId === secret)?.collaborators).toEqual([
      expect.objectContaining({ userId: bob.userId }),
    ])
    await must(bob.token, 'POST', '/okr/checkin', { krId: kr, value: 100, confidence: 6 })
    expect(await objectiveRow(secret)).toMatchObject({ progressPercent: 50 })
    // removed again, the collaborator no longer sees it
    await must(alice.token, 'PUT', `/okr/objective/${secret}/collaborators`, { userIds: [] })
    expect(await ids(bob.token)).not.toContain(`O${secret}`)
  })

  it('scores objectives at the end of a cycle from their key results’ weights and sums the cycle up per department', async () => {
    const c = await cycle('2026年Q2评分')
    const o = await objective(alice.token, {
      cycleId: c,
      ownerOrgId: 103,
      ownerUserId: alice.userId,
      objStatus: '3',
      title: '评分目标',
    })
    const a = await numericKr(alice.token, o, alice.userId, { weight: 60 })
    const b = await numericKr(alice.token, o, alice.userId, { weight: 40 })
    const other = await objective(bob.token, { cycleId: c, ownerOrgId: 105, ownerUserId: bob.userId, objStatus: '3' })
    const bobKr = await numericKr(bob.token, other, bob.userId, { weight: 100 })
    const score = (token: string, id: number, scores: { krId: number; score: number }[]) =>
      call(token, 'PUT', `/okr/objective/${id}/score`, { scores })

    expect(
      await score(alice.token, o, [
        { krId: a, score: 80 },
        { krId: b, score: 50 },
      ]),
    ).toMatchObject({
      code: 400,
      msg: '周期进入评分中后才能评分',
    })
    await must(t.token, 'PUT', '/okr/cycle', { cycleId: c, cycleStatus: '3' })
    expect(await score(alice.token, o, [{ krId: a, score: 80 }])).toMatchObject({
      msg: '请为关键结果「新签合同额」评分',
    })
    expect(
      await score(alice.token, o, [
        { krId: a, score: 80 },
        { krId: bobKr, score: 1 },
      ]),
    ).toMatchObject({
      msg: `关键结果 ${bobKr} 不属于该目标`,
    })
    expect(
      await score(alice.token, o, [
        { krId: a, score: 120 },
        { krId: b, score: 1 },
      ]),
    ).toMatchObject({
      code: 400,
      msg: '参数校验失败：scores.0.score 评分须为 0–100',
    })
    expect(
      await score(bob.token, o, [
        { krId: a, score: 80 },
        { krId: b, score: 50 },
      ]),
    ).toMatchObject({ code: 403 })

    // 80 × 60 % + 50 × 40 % = 68 < 70: missed; rescored 90 / 60 → 78: achieved
    expect(
      (
        await score(alice.token, o, [
          { krId: a, score: 80 },
          { krId: b, score: 50 },
        ])
      ).data,
    ).toEqual({
      score: 68,
      objStatus: '5',
    })
    expect(
      (
        await score(alice.token, o, [
          { krId: a, score: 90 },
          { krId: b, score: 60 },
        ])
      ).data,
    ).toEqual({
      score: 78,
      objStatus: '4',
    })
    expect(await objectiveRow(o)).toMatchObject({ score: 78, objStatus: '4' })
    expect((await must(t.token, 'GET', `/okr/keyresult/${a}`)).data.score).toBe(90)
    await must(bob.token, 'PUT', `/okr/objective/${other}/score`, { scores: [{ krId: bobKr, score: 40 }] })
    await must(bob.token, 'POST', '/okr/checkin', { krId: bobKr, value: 20, confidence: 3 })

    const summary = (await must(alice.token, 'GET', `/okr/review/summary?cycleId=${c}`)).data as OkrDeptSummaryRow[]
    expect(summary).toEqual([
      {
        orgId: 103,
        orgName: '研发部门',
        objectives: 1,
        keyResults: 2,
        avgProgress: 0,
        avgScore: 78,
        achieved: 1,
        missed: 0,
        atRisk: 0,
      },
      {
        orgId: 105,
        orgName: '测试部门',
        objectives: 1,
        keyResults: 1,
        avgProgress: 10,
        avgScore: 40,
        achieved: 0,
        missed: 1,
        atRisk: 1,
      },
    ])
  })

  it('submits objectives straight to 进行中, or through the okr_confirm process to the superior when turned on', async () => {
    // carol leads 测试部门 and confirms through her todo list
    const carol = await userWith(t.server, [...OWNER_PERMS, WP.task.todo, WP.task.complete, WP.task.reject], {
      deptId: 105,
    })
    const dept = await objective(carol.token, {
      ownerOrgId: 105,
      ownerUserId: carol.userId,
      level: '3',
      objStatus: '3',
    })
    const draft = await objective(alice.token, { ownerOrgId: 103, ownerUserId: alice.userId, title: '待提交目标' })
    expect(await call(alice.token, 'POST', `/okr/objective/${draft}/submit`)).toMatchObject({
      code: 400,
      msg: '请先为目标添加关键结果再提交',
    })
    await numericKr(alice.token, draft, alice.userId)
    expect(await call(bob.token, 'POST', `/okr/objective/${draft}/submit`)).toMatchObject({ code: 403 })
    // off (the default): straight to 进行中
    expect((await must(alice.token, 'POST', `/okr/objective/${draft}/submit`)).data).toEqual({ objStatus: '3' })
    expect(await call(alice.token, 'POST', `/okr/objective/${draft}/submit`)).toMatchObject({
      msg: '只有草稿或已退回的目标可以提交',
    })

    // on: 待确认 with carol (the owner of the objective it aligns to) holding the task; sent back → 已退回;
    // submitted again → 待确认 (a new instance); approved → 进行中
    const config = {
      configName: 'OKR目标经上级确认',
      configKey: 'okr.confirm.workflow',
      configValue: 'true',
      configType: 'N',
    }
    const configId = (await must(t.token, 'POST', '/system/config', config)).data.configId as number
    try {
      const o = await objective(alice.token, { ownerOrgId: 103, ownerUserId: alice.userId, title: '需确认的目标' })
      await numericKr(alice.token, o, alice.userId)
      await must(alice.token, 'POST', '/okr/alignment', {
        sourceType: 'O',
        sourceId: o,
        targetType: 'O',
        targetId: dept,
      })
      expect((await must(alice.token, 'POST', `/okr/objective/${o}/submit`)).data).toEqual({ objStatus: '1' })
      expect(await objectiveRow(o)).toMatchObject({ objStatus: '1', currentTaskName: '上级确认' })
      const confirmTask = async () => (await todo(t.server, carol.token)).filter((t) => t.taskDefKey === 'approve')
      const [first] = await confirmTask()
      await must(carol.token, 'POST', '/flowable/task/reject', { taskId: first.taskId, comment: '目标值偏低' })
      expect(await objectiveRow(o)).toMatchObject({ objStatus: '2' })
      expect((await must(alice.token, 'POST', `/okr/objective/${o}/submit`)).data).toEqual({ objStatus: '1' })
      const again = await confirmTask()
      expect(again).toHaveLength(1)
      expect(again[0].procInsId).not.toBe(first.procInsId)
      await must(carol.token, 'POST', '/flowable/task/complete', { taskId: again[0].taskId, comment: '同意' })
      expect(await objectiveRow(o)).toMatchObject({ objStatus: '3', currentTaskName: null })
    } finally {
      await must(t.token, 'DELETE', `/system/config/${configId}`)
    }
  })

  it('reminds owners of key results without a check-in for a week, and lists mine with their check-in state', async () => {
    const o = await objective(alice.token, {
      ownerOrgId: 103,
      ownerUserId: alice.userId,
      objStatus: '3',
      title: '提醒目标',
    })
    const stale = await numericKr(alice.token, o, alice.userId, { title: '未更新的关键结果' })
    const fresh = await numericKr(alice.token, o, alice.userId, { title: '刚更新的关键结果' })
    await must(alice.token, 'POST', '/okr/checkin', { krId: fresh, value: 5, confidence: 7 })
    const draft = await objective(alice.token, { ownerOrgId: 103, ownerUserId: alice.userId, title: '草稿目标' })
    const notRunning = await numericKr(alice.token, draft, alice.userId)

    const mine = (await must(alice.token, 'GET', '/okr/my/keyresults')).data as OkrMyKeyResultRow[]
    expect(mine.find((k) => k.krId === stale)).toMatchObject({ checkinDue: true, objectiveTitle: '提醒目标' })
    expect(mine.find((k) => k.krId === fresh)).toMatchObject({ checkinDue: false })
    expect(mine.map((k) => k.krId)).not.toContain(notRunning)

    // the weekly job is scheduled from the start and runs the registered task
    const jobs = (await must(t.token, 'GET', '/monitor/job/list?pageSize=100')).rows as JobRow[]
    const job = jobs.find((j) => j.invokeTarget === 'remindOkrCheckins(7)')!
    expect(job).toMatchObject({ cronExpression: '0 0 9 ? * MON' })
    const run = () => t.server.ctx.tasks.parse(job.invokeTarget).task.run(t.server.ctx, [7])
    await run()
    expect(await messagesAbout(t.server.ctx.db, `okr:kr:${stale}`)).toEqual([
      expect.objectContaining({ userId: alice.userId, title: '请更新关键结果进展：未更新的关键结果' }),
    ])
    expect(await messagesAbout(t.server.ctx.db, `okr:kr:${fresh}`)).toEqual([])
    expect(await messagesAbout(t.server.ctx.db, `okr:kr:${notRunning}`)).toEqual([])

    // a week later the fresh one is due too (sessions expired meanwhile: signed in again)
    t.server.clock.advance(8 * 86_400_000)
    alice.token = await t.server.login(alice.userName)
    await run()
    expect(await messagesAbout(t.server.ctx.db, `okr:kr:${fresh}`)).toHaveLength(1)
    const later = (await must(alice.token, 'GET', '/okr/my/keyresults')).data as OkrMyKeyResultRow[]
    expect(later.find((k) => k.krId === fresh)).toMatchObject({ checkinDue: true })
  })
})
