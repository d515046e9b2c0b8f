import { OKR_PERMISSIONS as OP, type OkrGraph } from '@wp/contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { userWith } from '../testing/fixtures'
import { startTestServer, type Envelope, type TestServer } from '../testing/harness'

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
  K.list,
  K.query,
  K.add,
  K.edit,
]

describe('OKR: objectives, key results, check-ins and alignment', () => {
  let s: TestServer
  let admin: string
  let alice: { userId: number; token: string }
  let bob: { userId: number; token: string }
  let cycleId: number
  let otherCycleId: number

  const call = (token: string, method: string, url: string, body?: unknown) =>
    s.call(method, '/prod-api' + url, { token, body })
  const must = async (token: string, method: string, url: string, body?: unknown): Promise<Envelope> => {
    const res = await call(token, method, url, body)
    if (res.code !== 200) throw new Error(`${method} ${url}: ${res.msg}`)
    return res
  }
  const cycle = async (cycleName: string) =>
    (
      await must(admin, 'POST', '/okr/cycle', {
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
  const objectiveRow = async (id: number) => (await must(admin, 'GET', `/okr/objective/${id}`)).data

  beforeAll(async () => {
    s = await startTestServer()
    admin = await s.login('admin')
    alice = await userWith(s, OWNER_PERMS, { deptId: 103 })
    bob = await userWith(s, OWNER_PERMS, { deptId: 105 })
    cycleId = await cycle('2026年Q2')
    otherCycleId = await cycle('2026年Q3')
  })
  afterAll(() => s?.close())

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
      msg: '只有关键结果或目标的负责人可以更新进展',
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
    const company = await objective(admin, {
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
      await call(admin, 'POST', '/okr/alignment', {
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
})
