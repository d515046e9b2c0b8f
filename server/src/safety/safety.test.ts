import { SAFETY_PERMISSIONS as SP } from '@wp/contract'
import { and, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { loadUserAccess } from '../directory'
import { sysOutbox } from '../outbox/schema'
import { roleWith } from '../testing/fixtures'
import { sharedTestServer } from '../testing/harness'
import { markOverdueHazards } from './overdue'
import { safeHazard } from './schema'
import { createdHazard, hazardBody, majorFields, must, uploadedImage } from './testing/fixtures'

const P = SP.hazard
const DAY = 86_400_000

describe('hazard reporting (隐患排查治理) through its bound process', () => {
  const t = sharedTestServer()
  let reporter: string
  let reviewer: string
  let rectifier: string
  const ids: Record<string, number> = {}
  let photo: string

  const row = async (hazardId: number) =>
    (await t.server.ctx.db.select().from(safeHazard).where(eq(safeHazard.hazardId, hazardId)))[0]
  const call = (token: string, method: string, url: string, body?: unknown) =>
    t.server.call(method, '/prod-api' + url, { token, body })
  const progress = async (token: string, id: number) =>
    (await must(t.server, token, 'GET', `/safety/hazard/progress/${id}`)).data as {
      step: string | null
      mine: boolean
      log: { action: string; toStatus: string | null; opinion: string | null; operatorName: string }[]
      delays: { delayId: number; status: string; mine: boolean }[]
    }
  /** Reported, audited (rectifier, deadline) and waiting for rectification. */
  const audited = async (deadline: string, extra: Record<string, unknown> = {}) => {
    const id = await createdHazard(t.server, reporter, hazardBody(photo, 103, extra))
    await must(t.server, reporter, 'POST', `/safety/hazard/submit/${id}`)
    await must(t.server, reviewer, 'POST', `/safety/hazard/audit/${id}`, {
      result: 'pass',
      responsibleUserId: ids.rectifier,
      rectifyDeadline: deadline,
      requiredMeasures: '更换过期灭火器',
    })
    return id
  }

  beforeAll(async () => {
    const reporterRole = await roleWith(t.server, [P.list, P.query, P.add, P.edit, P.remove, P.submit], '3')
    const reviewerRole = await roleWith(t.server, [
      P.list,
      P.query,
      P.export,
      P.audit,
      P.accept,
      P.delayApprove,
      P.supervise,
      P.void,
      P.suspend,
      P.stats,
    ])
    const rectifierRole = await roleWith(t.server, [P.list, P.query, P.rectify, P.delay])
    ids.reporter = await t.server.createUser('hzreporter', [reporterRole], 103)
    ids.reviewer = await t.server.createUser('hzreviewer', [reviewerRole], 103)
    ids.rectifier = await t.server.createUser('hzrectifier', [rectifierRole], 103)
    ;[reporter, reviewer, rectifier] = await Promise.all(
      ['hzreporter', 'hzreviewer', 'hzrectifier'].map((u) => t.server.login(u)),
    )
    photo = await uploadedImage(t.server, reporter)
  })

  it('refuses a report the rules forbid, and numbers a valid one YH-{org}-{date}-{seq}', async () => {
    const major = await call(reporter, 'POST', '/safety/hazard', hazardBody(photo, 103, { level: '2' }))
    expect(major).toMatchObject({
      code: 400,
      msg: '重大隐患须填写五落实：治理目标、治理措施、治理资金、物资保障、治理时限、治理责任人',
    })
    const wrongSub = await call(reporter, 'POST', '/safety/hazard', hazardBody(photo, 103, { subCategory: '02-01' }))
    expect(wrongSub).toMatchObject({ code: 400, msg: '二级类别不属于所选隐患类别' })
    const outside = await call(reporter, 'POST', '/safety/hazard', hazardBody('https://example.com/a.png'))
    expect(outside).toMatchObject({ code: 400, msg: '隐患照片须为本系统上传的图片' })
    const noTitle = await call(reporter, 'POST', '/safety/hazard', hazardBody(photo, 103, { title: '' }))
    expect(noTitle.code).toBe(400)
    expect(noTitle.msg).toContain('隐患名称')

    const id = await createdHazard(
      t.server,
      reporter,
      hazardBody(photo, 103, { level: '2', ...majorFields(ids.reviewer) }),
    )
    const created = await row(id)
    expect(created.hazardNo).toMatch(/^YH-D103-20260601-\d{3}$/)
    expect(created).toMatchObject({ hazardStatus: '0', level: '2', govFund: 12.5, createBy: 'hzreporter' })
    const next = await createdHazard(t.server, reporter, hazardBody(photo))
    expect(Number((await row(next)).hazardNo.slice(-3))).toBe(Number(created.hazardNo.slice(-3)) + 1)
  })

  it('takes a hazard from 上报 to 闭环 with three people, a return, an extension and a failed acceptance', async () => {
    const id = await createdHazard(t.server, reporter, hazardBody(photo))
    await must(t.server, reporter, 'POST', `/safety/hazard/submit/${id}`)
    expect(await row(id)).toMatchObject({ hazardStatus: '1', currentTaskName: '隐患审核' })
    expect((await progress(reviewer, id)).mine).toBe(true)
    expect((await progress(reporter, id)).mine).toBe(false)

    // returned to the reporter with a reason, edited and reported again
    expect((await call(reviewer, 'POST', `/safety/hazard/audit/${id}`, { result: 'reject' })).msg).toBe(
      '请填写驳回原因',
    )
    expect((await call(rectifier, 'POST', `/safety/hazard/audit/${id}`, { result: 'reject' })).code).toBe(403)
    await must(t.server, reviewer, 'POST', `/safety/hazard/audit/${id}`, {
      result: 'reject',
      opinion: '照片看不清灭火器压力表',
    })
    expect(await row(id)).toMatchObject({ hazardStatus: '2', currentTaskName: '隐患上报' })
    await must(t.server, reporter, 'PUT', '/safety/hazard', { hazardId: id, description: '压力表指针在红区，见照片' })
    await must(t.server, reporter, 'POST', `/safety/hazard/submit/${id}`)
    expect(await row(id)).toMatchObject({ hazardStatus: '1', description: '压力表指针在红区，见照片' })
    // the reporter cannot change it while it is being reviewed
    const locked = await call(reporter, 'PUT', '/safety/hazard', { hazardId: id, title: '改' })
    expect(locked.msg).toContain('当前环节不允许修改')

    // a completion elsewhere (the generic todo list) cannot skip the step's input
    const skipped = t.server.ctx.services.processes.complete({
      bizType: 'safety.hazard',
      businessKey: String(id),
      taskDefKey: 'audit',
      by: (await loadUserAccess(t.server.ctx, ids.reviewer))!,
      comment: '同意',
    })
    await expect(skipped).rejects.toThrow('请在隐患页面办理「隐患审核」')
    expect((await row(id)).hazardStatus).toBe('1')

    const missing = await call(reviewer, 'POST', `/safety/hazard/audit/${id}`, { result: 'pass' })
    expect(missing).toMatchObject({ code: 400, msg: '整改责任人不能为空' })
    await must(t.server, reviewer, 'POST', `/safety/hazard/audit/${id}`, {
      result: 'pass',
      opinion: '属实',
      responsibleUserId: ids.rectifier,
      rectifyDeadline: '2026-06-10',
      requiredMeasures: '更换过期灭火器并加强巡检',
    })
    expect(await row(id)).toMatchObject({
      hazardStatus: '3',
      currentTaskName: '隐患整改',
      currentAssignee: 'hzrectifier',
      responsibleUserId: ids.rectifier,
      responsibleOrgId: 103,
      rectifyDeadline: '2026-06-10',
      auditorId: ids.reviewer,
      rectifyRound: 1,
    })

    // 申请延期 through its own process; the reviewer (holder of 延期审批) agrees
    const early = await call(rectifier, 'POST', `/safety/hazard/delay/${id}`, {
      newDeadline: '2026-06-08',
      reason: '到货',
    })
    expect(early.msg).toBe('申请期限须晚于原整改期限')
    const { data } = await must(t.server, rectifier, 'POST', `/safety/hazard/delay/${id}`, {
      newDeadline: '2026-06-20',
      reason: '灭火器需向厂家订货，到货约两周',
    })
    const delayId = (data as { delayId: number }).delayId
    const again = await call(rectifier, 'POST', `/safety/hazard/delay/${id}`, {
      newDeadline: '2026-06-21',
      reason: 'x',
    })
    expect(again.msg).toBe('该隐患已有审批中的延期申请')
    expect((await progress(reviewer, id)).delays).toEqual([
      expect.objectContaining({ delayId, status: '0', mine: true }),
    ])
    await must(t.server, reviewer, 'POST', `/safety/hazard/delay/approve/${delayId}`, {
      approved: true,
      opinion: '同意',
    })
    expect((await row(id)).rectifyDeadline).toBe('2026-06-20')
    expect((await call(reviewer, 'POST', `/safety/hazard/delay/approve/${delayId}`, { approved: true })).msg).toBe(
      '该延期申请已审批',
    )

    // rectification with after-photos, a failed acceptance, rectified again, accepted: 闭环
    const bad = await call(rectifier, 'POST', `/safety/hazard/rectify/${id}`, {
      rectifyMeasures: '已更换',
      rectifyPhotos: 'https://example.com/x.png',
      rectifyDate: '2026-06-01',
    })
    expect(bad.msg).toBe('整改后照片须为本系统上传的图片')
    const after = await uploadedImage(t.server, rectifier)
    await must(t.server, rectifier, 'POST', `/safety/hazard/rectify/${id}`, {
      rectifyMeasures: '已更换 2 具灭火器',
      rectifyFund: 0.06,
      rectifyPhotos: after,
      rectifyDate: '2026-06-01',
    })
    expect(await row(id)).toMatchObject({ hazardStatus: '5', currentTaskName: '整改验收', rectifyPhotos: after })
    const noOpinion = await call(reviewer, 'POST', `/safety/hazard/accept/${id}`, { result: 'fail', acceptType: '1' })
    expect(noOpinion.msg).toBe('验收不通过须填写验收意见')
    await must(t.server, reviewer, 'POST', `/safety/hazard/accept/${id}`, {
      result: 'fail',
      acceptType: '1',
      acceptOpinion: '未张贴检查标签',
    })
    expect(await row(id)).toMatchObject({ hazardStatus: '4', rectifyRound: 2, currentAssignee: 'hzrectifier' })
    await must(t.server, rectifier, 'POST', `/safety/hazard/rectify/${id}`, {
      rectifyMeasures: '已更换灭火器并张贴检查标签',
      rectifyPhotos: after,
      rectifyDate: '2026-06-01',
    })
    await must(t.server, reviewer, 'POST', `/safety/hazard/accept/${id}`, { result: 'pass', acceptType: '1' })
    const closed = await row(id)
    expect(closed).toMatchObject({
      hazardStatus: '7',
      currentTaskName: null,
      acceptByName: 'hzreviewer',
      acceptType: '1',
    })
    expect(closed.closeTime).toBeInstanceOf(Date)

    const log = (await progress(reporter, id)).log
    expect(log.map((l) => [l.action, l.toStatus])).toEqual([
      ['登记', '0'],
      ['隐患上报', '1'],
      ['隐患审核', '2'],
      ['隐患上报', '1'],
      ['隐患审核', '3'],
      ['申请延期', '3'],
      ['延期审批（同意）', '3'],
      ['隐患整改', '5'],
      ['整改验收', '4'],
      ['隐患整改', '5'],
      ['整改验收', '7'],
      ['闭环', '7'],
    ])
    expect(log[2].opinion).toBe('驳回：照片看不清灭火器压力表')
    const history = (await must(t.server, reporter, 'GET', `/safety/hazard/history/${id}`)).data as { status: string }[]
    expect(history[0].status).toBe('completed')
    // a closed hazard is not edited any more
    expect((await call(t.token, 'PUT', '/safety/hazard', { hazardId: id, title: '改' })).msg).toContain('不允许修改')
  })

  it('a major hazard is accepted only with its evaluation report', async () => {
    const id = await audited('2026-06-30', { level: '2', ...majorFields(ids.reviewer) })
    const after = await uploadedImage(t.server, rectifier)
    await must(t.server, rectifier, 'POST', `/safety/hazard/rectify/${id}`, {
      rectifyMeasures: '已整改',
      rectifyPhotos: after,
      rectifyDate: '2026-06-01',
    })
    expect((await call(reviewer, 'POST', `/safety/hazard/accept/${id}`, { result: 'pass', acceptType: '2' })).msg).toBe(
      '重大隐患验收须上传验收（评估）报告',
    )
    await must(t.server, reviewer, 'POST', `/safety/hazard/accept/${id}`, {
      result: 'pass',
      acceptType: '2',
      acceptFiles: after,
    })
    expect((await row(id)).hazardStatus).toBe('7')
  })

  it('flags overdue hazards from the daily task on a moved clock and reminds the responsible person', async () => {
    const id = await audited('2026-06-05')
    const supervisedId = await audited('2026-06-30')
    await must(t.server, reviewer, 'POST', `/safety/hazard/supervise/${supervisedId}`, {
      superviseLevel: '1',
      superviseDeadline: '2026-06-03',
    })
    expect((await row(supervisedId)).supervised).toBe(true)
    expect(await markOverdueHazards(t.server.ctx)).toMatch(/^新标记逾期 0 条/)
    t.server.clock.advance(10 * DAY)
    try {
      const reviewerNow = await t.server.login('hzreviewer') // the earlier session expired with the clock
      expect(await markOverdueHazards(t.server.ctx)).toMatch(/^新标记逾期 2 条/)
      expect((await row(id)).isOverdue).toBe(true)
      expect((await row(supervisedId)).isOverdue).toBe(true)
      const messages = await t.server.ctx.db
        .select()
        .from(sysOutbox)
        .where(and(eq(sysOutbox.topic, 'safety.overdue'), eq(sysOutbox.ref, `safety:hazard:${id}`)))
      expect(messages).toEqual([expect.objectContaining({ userId: ids.rectifier, link: `/h5/hazard?id=${id}` })])
      const list = await must(t.server, reviewerNow, 'GET', '/safety/hazard/list?isOverdue=true&pageSize=100')
      expect((list.rows as { hazardId: number }[]).map((r) => r.hazardId)).toEqual(
        expect.arrayContaining([id, supervisedId]),
      )
      const stats = (await must(t.server, reviewerNow, 'GET', '/safety/hazard/stats')).data as { overdue: number }
      expect(stats.overdue).toBeGreaterThanOrEqual(2)
    } finally {
      t.server.clock.advance(-10 * DAY)
    }
  })

  it('suspends with a reason (nobody can act), resumes, and voids with a reason (the process ends)', async () => {
    const id = await audited('2026-06-30')
    expect((await call(reviewer, 'POST', `/safety/hazard/suspend/${id}`, { suspend: true })).msg).toBe('请填写挂起原因')
    await must(t.server, reviewer, 'POST', `/safety/hazard/suspend/${id}`, { suspend: true, reason: '设备停运检修' })
    expect(await row(id)).toMatchObject({ suspended: true, hazardStatus: '3', stateReason: '设备停运检修' })
    const blocked = await call(rectifier, 'POST', `/safety/hazard/delay/${id}`, {
      newDeadline: '2026-07-30',
      reason: 'x',
    })
    expect(blocked.msg).toBe('隐患已挂起，恢复后才能办理')
    await must(t.server, reviewer, 'POST', `/safety/hazard/suspend/${id}`, { suspend: false })
    expect((await row(id)).suspended).toBe(false)
    expect((await call(reviewer, 'POST', `/safety/hazard/void/${id}`, {})).msg).toContain('请填写原因')
    await must(t.server, reviewer, 'POST', `/safety/hazard/void/${id}`, { reason: '重复上报' })
    expect(await row(id)).toMatchObject({ hazardStatus: '9', currentTaskName: null })
    expect((await progress(reviewer, id)).log.map((l) => l.action).slice(-3)).toEqual(['挂起', '恢复', '作废'])
  })

  it('keeps each organisation’s hazards to the people its data scope reaches', async () => {
    const south = await t.server.createUser(
      'hzsouth',
      [await roleWith(t.server, [P.list, P.query, P.add, P.submit, P.stats, P.export], '3')],
      108,
    )
    expect(south).toBeGreaterThan(0)
    const token = await t.server.login('hzsouth')
    const southPhoto = await uploadedImage(t.server, token)
    const own = await createdHazard(t.server, token, hazardBody(southPhoto, 108, { title: '长沙仓库消防通道堵塞' }))
    // nobody writes a hazard for an organisation they cannot see
    expect((await call(token, 'POST', '/safety/hazard', hazardBody(southPhoto, 103))).msg).toBe(
      '没有权限访问隐患数据！',
    )
    const list = await must(t.server, token, 'GET', '/safety/hazard/list?pageSize=100')
    expect((list.rows as { hazardId: number; orgId: number }[]).map((r) => r.orgId)).toEqual([108])
    expect((list.rows as { hazardId: number }[])[0].hazardId).toBe(own)
    const theirs = (await t.server.ctx.db.select().from(safeHazard).where(eq(safeHazard.orgId, 103)))[0]
    expect((await call(token, 'GET', `/safety/hazard/${theirs.hazardId}`)).msg).toBe('没有权限访问隐患数据！')
    expect((await call(token, 'GET', `/safety/hazard/progress/${theirs.hazardId}`)).msg).toBe('没有权限访问隐患数据！')
    const stats = (await must(t.server, token, 'GET', '/safety/hazard/stats')).data as {
      total: number
      byOrg: { orgId: number }[]
    }
    expect(stats).toMatchObject({ total: 1, byOrg: [expect.objectContaining({ orgId: 108, count: 1 })] })
    // the group sees both organisations
    const all = (await must(t.server, reviewer, 'GET', '/safety/hazard/stats')).data as {
      total: number
      byOrg: { orgId: number; count: number }[]
      byLevel: { level: string; count: number }[]
      byStatus: { status: string; count: number }[]
    }
    expect(all.byOrg.map((o) => o.orgId)).toEqual([103, 108])
    // every grouping counts each hazard once, under its own key
    const counted = (rows: { count: number }[]) => rows.reduce((n, row) => n + row.count, 0)
    expect([counted(all.byOrg), counted(all.byLevel), counted(all.byStatus)]).toEqual([all.total, all.total, all.total])
    expect(all.byLevel.every((l) => typeof l.level === 'string')).toBe(true)
    expect(all.byStatus.every((s) => typeof s.status === 'string')).toBe(true)
    // the south's own reviewer: nobody there holds 审核, so the group's reviewers get it
    await must(t.server, token, 'POST', `/safety/hazard/submit/${own}`)
    expect((await progress(reviewer, own)).mine).toBe(true)
  })
})
