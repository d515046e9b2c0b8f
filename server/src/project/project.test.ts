import { PROJECT_PERMISSIONS as P } from '@wp/contract'
import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { sysOutbox } from '../outbox/schema'
import { todo, userWith } from '../testing/fixtures'
import { sharedTestServer, type Envelope } from '../testing/harness'
import { PROJECT_TASKS } from './tasks'

const API = '/prod-api'

/** Test day: 2026-06-01 (the harness's clock). */
const project = (n: string, extra: Record<string, unknown> = {}) => ({
  projectName: `数字化转型项目${n}`,
  projectType: '4',
  projectLevel: '2',
  orgId: 103,
  managerUserId: 1,
  leaderUserId: 1,
  goal: '年内上线统一工作平台',
  content: '建设统一工作平台，覆盖项目、统计与审批',
  planStartDate: '2026-06-01',
  planEndDate: '2026-12-31',
  budgetTotal: 1200.5,
  ...extra,
})

describe('projects, their work plan and reports', () => {
  const t = sharedTestServer()
  const call = (method: string, url: string, body?: unknown, token = t.token): Promise<Envelope> =>
    t.server.call(method, API + url, { token, body })
  const must = async (method: string, url: string, body?: unknown, token = t.token) => {
    const r = await call(method, url, body, token)
    expect(r.code, `${method} ${url}: ${r.msg}`).toBe(200)
    return r
  }
  const addProject = async (n: string, extra: Record<string, unknown> = {}) =>
    (await must('POST', '/project/project', project(n, extra))).data as { projectId: number; projectCode: string }
  const addNode = async (projectId: number, node: Record<string, unknown>) =>
    (await must('POST', `/project/plan/${projectId}/node`, node)).data.planId as number
  const link = (projectId: number, predId: number, succId: number, lag = 0) =>
    call('POST', `/project/plan/${projectId}/link`, { predId, succId, lag })
  const plan = async (projectId: number, query = '') => (await must('GET', `/project/plan/${projectId}${query}`)).data
  const nodeOf = async (projectId: number, planId: number) =>
    (await plan(projectId)).nodes.find((n: { planId: number }) => n.planId === planId)
  const projectRow = async (projectId: number) => (await must('GET', `/project/project/${projectId}`)).data
  /** Completes the open task of a bound record's running instance as the administrator (its approver). */
  const approveAll = async (comment = '同意') => {
    for (let i = 0; i < 5; i++) {
      const open = await todo(t.server, t.token)
      if (!open.length) return
      for (const t of open) await must('POST', '/flowable/task/complete', { taskId: t.taskId, comment })
    }
  }

  it('numbers a new project XM-yyyy-nnnn and refuses bad input with a Chinese message', async () => {
    const a = await addProject('A')
    const b = await addProject('B')
    expect(a.projectCode).toBe('XM-2026-0001')
    expect(b.projectCode).toBe('XM-2026-0002')
    const bad = await call('POST', '/project/project', project('C', { planEndDate: '2026-01-01' }))
    expect(bad).toMatchObject({ code: 400, msg: '计划完成日期不能早于计划开始日期' })
    const missing = await call('POST', '/project/project', { ...project('D'), projectName: '' })
    expect(missing.code).toBe(400)
    expect(missing.msg).toContain('项目名称')
    // a reason left out says what is missing, as a blank one does
    for (const body of [{}, { reason: ' ' }])
      expect(await call('PUT', `/project/project/${a.projectId}/cancel`, body)).toMatchObject({
        code: 400,
        msg: '参数校验失败：reason 请填写原因',
      })
    const row = await projectRow(a.projectId)
    expect(row).toMatchObject({ projectStatus: '0', budgetTotal: 1200.5, progressPercent: 0 })
  })

  it('refuses a dependency cycle and a link on a phase', async () => {
    const { projectId } = await addProject('环')
    const x = await addNode(projectId, { nodeName: 'X', nodeType: '3', planStart: '2026-06-01', planEnd: '2026-06-05' })
    const y = await addNode(projectId, { nodeName: 'Y', nodeType: '3', planStart: '2026-06-06', planEnd: '2026-06-10' })
    const z = await addNode(projectId, { nodeName: 'Z', nodeType: '3', planStart: '2026-06-11', planEnd: '2026-06-12' })
    expect((await link(projectId, x, y)).code).toBe(200)
    expect((await link(projectId, y, z)).code).toBe(200)
    const cycle = await link(projectId, z, x)
    expect(cycle).toMatchObject({ code: 400, msg: '前后置关系形成循环：X → Y → Z → X' })
    expect((await plan(projectId)).links).toHaveLength(2)
    const phase = await addNode(projectId, {
      nodeName: '阶段',
      nodeType: '1',
      planStart: '2026-06-01',
      planEnd: '2026-06-30',
    })
    expect((await link(projectId, phase, x)).msg).toBe('阶段不能设置前后置关系，请在其下的任务或里程碑之间设置')
  })

  it('finds the critical path of a plan with parallel branches and pushes a milestone when a task slips', async () => {
    const { projectId } = await addProject('并行')
    const phase = await addNode(projectId, {
      nodeName: '实施阶段',
      nodeType: '1',
      planStart: '2026-06-01',
      planEnd: '2026-06-01',
    })
    const t = (nodeName: string, planStart: string, planEnd: string) =>
      addNode(projectId, { nodeName, nodeType: '3', parentId: phase, planStart, planEnd })
    const design = await t('设计', '2026-06-01', '2026-06-05') // 5 days
    const build = await t('开发', '2026-06-06', '2026-06-20') // 15 days: the long branch
    const docs = await t('编写手册', '2026-06-06', '2026-06-10') // 5 days: float 10
    const golive = await addNode(projectId, {
      nodeName: '上线',
      nodeType: '2',
      parentId: phase,
      planStart: '2026-06-20',
      planEnd: '2026-06-20',
      deliverable: '系统上线运行',
    })
    for (const [a, b] of [
      [design, build],
      [design, docs],
      [build, golive],
      [docs, golive],
    ])
      expect((await link(projectId, a, b)).code).toBe(200)
    const view = await plan(projectId)
    expect(view.criticalPath).toEqual([design, build, golive])
    const byId = new Map(view.nodes.map((n: { planId: number }) => [n.planId, n]))
    expect(byId.get(docs)).toMatchObject({ critical: false, float: 10 })
    expect(byId.get(build)).toMatchObject({ critical: true, float: 0 })
    // the phase holds its children
    expect(byId.get(phase)).toMatchObject({ planStart: '2026-06-01', planEnd: '2026-06-20' })

    // 开发 slips 3 days: the preview shows the milestone and the phase moving, nothing is saved yet
    const preview = await must('POST', `/project/plan/${projectId}/preview`, {
      moves: [{ planId: build, planStart: '2026-06-09', planEnd: '2026-06-23' }],
    })
    expect(preview.data).toEqual([
      expect.objectContaining({ planId: phase, planEnd: '2026-06-23', cause: 'parent' }),
      expect.objectContaining({ planId: build, planStart: '2026-06-09', planEnd: '2026-06-23', cause: 'direct' }),
      expect.objectContaining({
        planId: golive,
        nodeName: '上线',
        oldEnd: '2026-06-20',
        planEnd: '2026-06-23',
        cause: 'dependency',
      }),
    ])
    expect((await nodeOf(projectId, golive)).planEnd).toBe('2026-06-20')
    // a task may not start before its predecessor finishes
    const early = await call('POST', `/project/plan/${projectId}/preview`, {
      moves: [{ planId: docs, planStart: '2026-06-03', planEnd: '2026-06-07' }],
    })
    expect(early).toMatchObject({ code: 400, msg: '「编写手册」不能早于前置节点「设计」完成' })
    // a draft plan saves the move directly
    const saved = await must('POST', `/project/plan/${projectId}/reschedule`, {
      moves: [{ planId: build, planStart: '2026-06-09', planEnd: '2026-06-23' }],
    })
    expect(saved.data.changeId).toBeNull()
    expect((await nodeOf(projectId, golive)).planEnd).toBe('2026-06-23')
  })

  it('rolls progress up by weight to the phase and the project', async () => {
    const { projectId } = await addProject('权重')
    const phase = await addNode(projectId, {
      nodeName: '阶段一',
      nodeType: '1',
      planStart: '2026-06-01',
      planEnd: '2026-06-30',
    })
    const a = await addNode(projectId, {
      nodeName: '甲',
      nodeType: '3',
      parentId: phase,
      weight: 75,
      planStart: '2026-06-01',
      planEnd: '2026-06-10',
    })
    const b = await addNode(projectId, {
      nodeName: '乙',
      nodeType: '3',
      parentId: phase,
      weight: 25,
      planStart: '2026-06-01',
      planEnd: '2026-06-10',
    })
    await addNode(projectId, { nodeName: '阶段二', nodeType: '1', planStart: '2026-07-01', planEnd: '2026-07-31' })
    // establish the project so progress may be reported
    await must('POST', `/project/project/${projectId}/submit`)
    const submitted = await projectRow(projectId)
    expect(submitted.projectStatus).toBe('1')
    const todoList = await must('GET', '/flowable/task/todoList?pageSize=100')
    expect(todoList.data.records.map((t: { title: string }) => t.title)).toContain(
      `【立项】${submitted.projectCode} ${submitted.projectName}`,
    )
    await approveAll()
    expect((await projectRow(projectId)).projectStatus).toBe('2')
    await must('PUT', `/project/plan/node/${a}/progress`, { progressPercent: 40 })
    await must('PUT', `/project/plan/node/${b}/progress`, { progressPercent: 100, completeDesc: '已完成' })
    // phase: 0.75·40 + 0.25·100 = 55; project: two top phases, equal shares → (55 + 0) / 2 = 27.5
    expect((await nodeOf(projectId, phase)).progressPercent).toBe(55)
    const row = await projectRow(projectId)
    expect(row.progressPercent).toBe(27.5)
    const list = await must('GET', `/project/project/list?projectName=${encodeURIComponent('权重')}`)
    expect(list.rows).toEqual([expect.objectContaining({ projectId, progressPercent: 27.5, health: '0' })])
    const noDesc = await call('PUT', `/project/plan/node/${a}/progress`, { progressPercent: 100 })
    expect(noDesc).toMatchObject({ code: 400, msg: '标记完成时须填写完成情况说明' })
  })

  it('establishes through the workflow with a baseline, then changes the plan only through an approved plan change', async () => {
    const { projectId } = await addProject('基线')
    const t1 = await addNode(projectId, {
      nodeName: '调研',
      nodeType: '3',
      planStart: '2026-06-01',
      planEnd: '2026-06-10',
    })
    const m1 = await addNode(projectId, {
      nodeName: '方案评审',
      nodeType: '2',
      planStart: '2026-06-10',
      planEnd: '2026-06-10',
      deliverable: '方案评审通过',
    })
    expect((await link(projectId, t1, m1)).code).toBe(200)
    const noPlan = await addProject('空计划')
    expect((await call('POST', `/project/project/${noPlan.projectId}/submit`)).msg).toBe('请先编制工作计划再提交立项')

    await must('POST', `/project/project/${projectId}/submit`)
    const twice = await call('POST', `/project/project/${projectId}/submit`)
    expect(twice.msg).toBe('只有草稿状态的项目可以提交立项')
    expect(await projectRow(projectId)).toMatchObject({ projectStatus: '1', currentTaskName: '立项审批' })
    await approveAll()
    const established = await projectRow(projectId)
    expect(established).toMatchObject({ projectStatus: '2', actualStartDate: '2026-06-01' })
    const first = await plan(projectId)
    expect(first.baselines).toEqual([expect.objectContaining({ name: '立项基线' })])
    expect(first.needsApproval).toBe(true)

    // dates of an established plan are not edited directly
    const direct = await call('PUT', `/project/plan/node/${t1}`, { planEnd: '2026-06-15' })
    expect(direct.msg).toBe('项目已立项，调整计划日期请提交计划调整审批')
    const noReason = await call('POST', `/project/plan/${projectId}/reschedule`, {
      moves: [{ planId: t1, planStart: '2026-06-01', planEnd: '2026-06-15' }],
    })
    expect(noReason.msg).toBe('请填写调整原因')
    const asked = await must('POST', `/project/plan/${projectId}/reschedule`, {
      moves: [{ planId: t1, planStart: '2026-06-01', planEnd: '2026-06-15' }],
      reason: '外部接口延期交付',
    })
    expect(asked.data.changeId).toEqual(expect.any(Number))
    expect((await nodeOf(projectId, m1)).planEnd).toBe('2026-06-10') // not before approval
    const changes = await must('GET', `/project/plan/${projectId}/changes`)
    expect(changes.data[0]).toMatchObject({ approveStatus: '1', reason: '外部接口延期交付' })
    expect(changes.data[0].moves.map((m: { planId: number }) => m.planId)).toEqual([t1, m1])

    await approveAll('同意延期')
    const after = await plan(projectId)
    const milestone = after.nodes.find((n: { planId: number }) => n.planId === m1)
    expect(milestone).toMatchObject({ planEnd: '2026-06-15', delayTimes: 1, delayReason: '外部接口延期交付' })
    // compared with the establishment's baseline, the milestone finishes 5 days later
    expect(after.baseline.find((d: { planId: number }) => d.planId === m1)).toEqual({
      planId: m1,
      baseStart: '2026-06-10',
      baseEnd: '2026-06-10',
      finishVariance: 5,
    })
    const history = await must('GET', `/project/project/${projectId}/approvals`)
    expect(history.data.map((h: { bizTitle: string }) => h.bizTitle)).toEqual(['计划调整', '项目立项'])
    expect(history.data[0].tasks.at(-1)).toMatchObject({ name: '调整审批', comment: '同意延期' })
  })

  it('takes progress reports with a leader’s comment and shows who has not reported', async () => {
    const { projectId } = await addProject('汇报')
    await addNode(projectId, { nodeName: '任务', nodeType: '3', planStart: '2026-06-01', planEnd: '2026-06-30' })
    const early = await call('POST', '/project/report', {
      projectId,
      periodKey: '2026-06',
      doneThisPeriod: '完成需求调研',
      planNextPeriod: '开展设计',
    })
    expect(early.msg).toBe('只有已立项且未结束的项目可以汇报进展')
    await must('POST', `/project/project/${projectId}/submit`)
    await approveAll()
    const filingBefore = await must('GET', '/project/report/filing?periodKey=2026-06')
    expect(filingBefore.data.find((f: { projectId: number }) => f.projectId === projectId)).toMatchObject({
      reportId: null,
    })
    const badPeriod = await call('POST', '/project/report', {
      projectId,
      periodKey: '2026-13',
      doneThisPeriod: 'x',
      planNextPeriod: 'y',
    })
    expect(badPeriod.msg).toContain('汇报期应为 yyyy-MM 形式')
    const rep = await must('POST', '/project/report', {
      projectId,
      periodKey: '2026-06',
      doneThisPeriod: '完成需求调研',
      planNextPeriod: '开展设计',
      spentThisPeriod: 35.5,
    })
    const reportId = rep.data.reportId as number
    const dup = await call('POST', '/project/report', {
      projectId,
      periodKey: '2026-06',
      doneThisPeriod: 'a',
      planNextPeriod: 'b',
    })
    expect(dup.msg).toBe('该项目2026-06的进展汇报已存在')
    expect((await call('PUT', `/project/report/comment/${reportId}`, { comment: '抓紧推进' })).msg).toBe(
      '草稿汇报不能批示',
    )
    await must('PUT', `/project/report/submit/${reportId}`)
    await must('PUT', `/project/report/comment/${reportId}`, { comment: '抓紧推进，月底前完成设计' })
    const detail = (await must('GET', `/project/report/${reportId}`)).data
    expect(detail).toMatchObject({ reportStatus: '2', leaderComment: '抓紧推进，月底前完成设计', commentBy: '管理员' })
    expect((await call('PUT', '/project/report', { reportId, doneThisPeriod: '改' })).msg).toBe(
      '已提交的进展汇报不能修改',
    )
    const filing = await must('GET', '/project/report/filing?periodKey=2026-06')
    expect(filing.data.find((f: { projectId: number }) => f.projectId === projectId)).toMatchObject({
      reportId,
      reportStatus: '2',
    })
    expect((await projectRow(projectId)).latestReportPeriod).toBe('2026-06')
  })

  it('keeps each department to its own projects (data scope)', async () => {
    const mine = await addProject('研发部', { orgId: 103 })
    const theirs = await addProject('测试部', { orgId: 105 })
    const perms = [P.project.list, P.project.query, P.project.add, P.plan.query]
    const dev = await userWith(t.server, perms, { dataScope: '3', deptId: 103 })
    const tester = await userWith(t.server, perms, { dataScope: '3', deptId: 105 })
    const names = async (token: string) =>
      ((await must('GET', '/project/project/list?pageSize=100', undefined, token)).rows as { projectId: number }[]).map(
        (r) => r.projectId,
      )
    const devSees = await names(dev.token)
    expect(devSees).toContain(mine.projectId)
    expect(devSees).not.toContain(theirs.projectId)
    const testerSees = await names(tester.token)
    expect(testerSees).toContain(theirs.projectId)
    expect(testerSees).not.toContain(mine.projectId)
    const refused = await call('GET', `/project/plan/${theirs.projectId}`, undefined, dev.token)
    expect(refused.msg).toBe('没有权限访问项目数据！')
    const writeElsewhere = await call('POST', '/project/project', project('越权', { orgId: 105 }), dev.token)
    expect(writeElsewhere.msg).toBe('没有权限访问项目数据！')
  })

  it('lights a project red when a milestone is over 30 days late, flags the missing report and reminds its manager', async () => {
    const { projectId } = await addProject('逾期', { managerUserId: 2 })
    const task = await addNode(projectId, {
      nodeName: '施工',
      nodeType: '3',
      planStart: '2026-06-01',
      planEnd: '2026-06-04',
    })
    const milestone = await addNode(projectId, {
      nodeName: '竣工',
      nodeType: '2',
      planStart: '2026-06-05',
      planEnd: '2026-06-05',
      deliverable: '竣工验收',
    })
    expect((await link(projectId, task, milestone)).code).toBe(200)
    await must('POST', `/project/project/${projectId}/submit`)
    await approveAll()
    expect(await projectRow(projectId)).toMatchObject({ health: '0', overdue: false, reportOverdue: false })
    // 2026-07-10: the milestone is 35 days late, June's report is missing after the 5th
    t.server.clock.advance(39 * 86_400_000)
    await t.signInAgain() // the session did not outlive the weeks
    const [refresh, remind] = PROJECT_TASKS
    expect(await refresh.run(t.server.ctx, [])).toMatch(/^刷新 \d+ 个项目$/)
    expect(await projectRow(projectId)).toMatchObject({ health: '2', reportOverdue: true })
    expect((await nodeOf(projectId, milestone)).nodeStatus).toBe('3')
    const list = await must('GET', '/project/project/list?reportOverdue=true&pageSize=100')
    expect((list.rows ?? []).map((r: { projectId: number }) => r.projectId)).toContain(projectId)
    expect(await remind.run(t.server.ctx, [])).toBe('未到催报日（每月 25 日起）')
    t.server.clock.advance(16 * 86_400_000) // 2026-07-26
    await remind.run(t.server.ctx, [])
    const messages = await t.server.ctx.db
      .select()
      .from(sysOutbox)
      .where(and(eq(sysOutbox.topic, 'project.report'), eq(sysOutbox.userId, 2)))
    expect(messages.map((m) => m.title)).toContain('请提交进展汇报：数字化转型项目逾期（2026-07）')
  })
})
