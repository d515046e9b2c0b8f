import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sql, type SQL } from 'drizzle-orm'
import { roleWith } from '../testing/fixtures'
import { sharedTestServer, startTestServer, type TestServer } from '../testing/harness'
import { messagesAbout } from '../outbox/outbox'
import { runDueTimers, TIMER_MAX_ATTEMPTS } from './commands'
import { instanceRef } from './effects'
import { call, deployXml, startFlow, taskOf, todo } from './testing/flow'
import { countersignXml, leaveXml, singleTaskXml, timerXml, withCondition } from './testing/models'

const COMMON = 2

/** Rows of a raw query (database facts the API does not show). */
const rowsOf = async (s: TestServer, query: SQL) =>
  ((await s.ctx.db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows

describe('workflow: definitions, the engine on PostgreSQL and every task action', () => {
  const t = sharedTestServer()
  let ry: string
  let mgr: string
  let hr1: string
  let c1: string
  let c2: string
  const ids: Record<string, number> = {}
  let hrRole: number
  let leave: number

  beforeAll(async () => {
    ry = await t.server.login('ry')
    // a role for the HR candidate group, holding what the common role holds
    hrRole = await roleWith(t.server, [])
    await t.server.ctx.db.execute(
      sql`INSERT INTO sys_role_menu (role_id, menu_id) SELECT ${hrRole}, menu_id FROM sys_role_menu WHERE role_id = ${COMMON}`,
    )
    for (const [name, roles] of [
      ['mgr', [COMMON]],
      ['hr1', [COMMON, hrRole]],
      ['c1', [COMMON]],
      ['c2', [COMMON]],
    ] as const)
      ids[name] = await t.server.createUser(name, [...roles])
    ;[mgr, hr1, c1, c2] = await Promise.all(['mgr', 'hr1', 'c1', 'c2'].map((n) => t.server.login(n)))
    leave = await deployXml(t.server, t.token, leaveXml({ hrRole }))
  })

  it('gives whoever fills a form or acts on a task the user and department pickers, names only; the designer keeps its own', async () => {
    const users = await call(t.server, c1, 'GET', '/flowable/form/userOptions?name=mgr')
    expect(users.code, users.msg).toBe(200)
    expect(users.data).toEqual([
      {
        userId: ids.mgr,
        userName: 'mgr',
        nickName: expect.any(String),
        deptId: expect.any(Number),
        deptName: expect.any(String),
      },
    ])
    const depts = await call(t.server, c1, 'GET', '/flowable/form/deptOptions')
    expect(depts.data.length).toBeGreaterThan(5)
    expect(Object.keys(depts.data[0]).sort()).toEqual(['deptId', 'deptName', 'parentId'])
    expect((await call(t.server, c1, 'GET', '/flowable/definition/userList')).code).toBe(403)
  })

  it('deploys versions, lists them, reads XML and picture, refuses bad models with the reasons', async () => {
    const again = await deployXml(t.server, t.token, leaveXml({ hrRole }))
    const list = await call(t.server, t.token, 'GET', '/flowable/definition/list?latest=true&name=请假')
    expect(
      list.data.records.map((r: { deploymentId: string; version: number }) => [r.deploymentId, r.version]),
    ).toEqual([[String(again), 2]])
    const xml = await call(t.server, t.token, 'GET', `/flowable/definition/readXml/${leave}`)
    expect(xml.data).toContain('经理审批')
    const image = await t.server.fastify.inject({
      method: 'GET',
      url: `/prod-api/flowable/definition/readImage/${leave}`,
      headers: { authorization: `Bearer ${t.token}` },
    })
    // the test models carry no diagram information: a clear refusal
    expect(JSON.parse(image.body).msg).toBe('该流程没有图形信息')
    const bad = await call(t.server, t.token, 'POST', '/flowable/definition/save', {
      xml: withCondition('${process.exit(1)}'),
    })
    expect(bad.code).toBe(400)
    expect(bad.msg).toContain('process')
    const broken = await call(t.server, t.token, 'POST', '/flowable/definition/save', { xml: '<definitions' })
    expect(broken.msg).toMatch(/^流程模型校验未通过/)
    await call(t.server, t.token, 'DELETE', `/flowable/definition/${again}`)
  })

  it('runs the leave process: start, approve, claim, complete, lists, record and highlighting', async () => {
    const started = await startFlow(t.server, ry, leave, { days: 5, manager: ids.mgr })
    // the applicant's own first task was completed at the start
    expect(started.tasks.map((t) => [t.taskName, t.assigneeId])).toEqual([['经理审批', ids.mgr]])
    const p = started.procInsId
    const next = await call(t.server, mgr, 'POST', '/flowable/task/nextFlowNode', {
      taskId: await taskOf(t.server, mgr, p),
    })
    expect(next.data).toMatchObject({ type: 'candidateGroups', nodeId: 'hr' })
    await call(t.server, mgr, 'POST', '/flowable/task/complete', {
      taskId: await taskOf(t.server, mgr, p),
      comment: '同意',
    })
    expect(await todo(t.server, mgr)).toEqual([])

    const hrTask = await taskOf(t.server, hr1, p)
    expect((await todo(t.server, hr1))[0].claimable).toBe(true)
    // not a candidate: the administrator holds every permission but not this task
    const foreign = await call(t.server, t.token, 'POST', '/flowable/task/complete', { taskId: hrTask })
    expect([foreign.code, foreign.msg]).toEqual([403, '只有任务的办理人或候选人可以办理该任务'])
    expect((await call(t.server, hr1, 'POST', '/flowable/task/claim', { taskId: hrTask })).code).toBe(200)
    expect((await call(t.server, hr1, 'POST', '/flowable/task/claim', { taskId: hrTask })).msg).toBe('您已签收该任务')
    expect((await call(t.server, hr1, 'POST', '/flowable/task/unClaim', { taskId: hrTask })).code).toBe(200)
    expect((await call(t.server, hr1, 'POST', '/flowable/task/complete', { taskId: hrTask, comment: '准' })).code).toBe(
      200,
    )

    const mine = await call(t.server, ry, 'GET', '/flowable/task/myProcess')
    expect(mine.data.records[0]).toMatchObject({ procInsId: p, processStatus: 'completed' })
    const done = await call(t.server, mgr, 'GET', '/flowable/task/finishedList?name=请假')
    expect(done.data.records.map((r: { taskName: string }) => r.taskName)).toEqual(['经理审批'])
    const record = await call(t.server, ry, 'GET', `/flowable/task/flowRecord?procInsId=${p}`)
    expect(
      record.data.flowList.map(
        (r: { taskName: string; assigneeName: string; comment: { type: string; comment: string } }) => [
          r.taskName,
          r.assigneeName,
          r.comment?.comment,
        ],
      ),
    ).toEqual([
      ['提交申请', '测试员', '测试员发起流程申请'],
      ['经理审批', 'mgr', '同意'],
      ['人事审批', 'hr1', '准'],
    ])
    const diagram = await call(t.server, ry, 'GET', `/flowable/task/flowXmlAndNode?procInsId=${p}`)
    const nodes = Object.fromEntries(
      diagram.data.nodeData.map((n: { key: string; completed: boolean }) => [n.key, n.completed]),
    )
    expect(nodes).toEqual({
      start: true,
      apply: true,
      gw: true,
      manager: true,
      hr: true,
      end: true,
    })
    // someone with no part in it reads nothing
    expect((await call(t.server, c1, 'GET', `/flowable/task/flowRecord?procInsId=${p}`)).code).toBe(403)
    // outbox: the manager and the HR candidate were notified with the mobile link
    const outbox = await messagesAbout(t.server.ctx.db, instanceRef(Number(p)))
    expect(outbox.map((r) => r.userId)).toEqual([ids.mgr, ids.hr1])
    expect(outbox.map((r) => r.topic)).toEqual(['workflow.task', 'workflow.task'])
    expect(String(outbox[0].link)).toMatch(/^\/h5\/approval\?taskId=\d+$/)
  })

  it('takes the short branch by the condition, and rejects, returns, withdraws and stops', async () => {
    const short = await startFlow(t.server, ry, leave, { days: 1 })
    expect(short.tasks.map((t) => t.taskName)).toEqual(['人事审批'])

    const p = (await startFlow(t.server, ry, leave, { days: 9, manager: ids.mgr })).procInsId
    // withdraw while the manager has not touched it: back to the applicant
    expect((await call(t.server, mgr, 'POST', '/flowable/task/revokeProcess', { instanceId: p })).code).toBe(403)
    expect((await call(t.server, ry, 'POST', '/flowable/task/revokeProcess', { instanceId: p })).code).toBe(200)
    await call(t.server, ry, 'POST', '/flowable/task/complete', {
      taskId: await taskOf(t.server, ry, p),
      variables: { days: 9 },
    })
    const reject = await call(t.server, mgr, 'POST', '/flowable/task/reject', {
      taskId: await taskOf(t.server, mgr, p),
    })
    expect(reject.msg).toBe('请输入驳回意见')
    await call(t.server, mgr, 'POST', '/flowable/task/reject', {
      taskId: await taskOf(t.server, mgr, p),
      comment: '材料不全',
    })
    const back = await taskOf(t.server, ry, p)
    await call(t.server, ry, 'POST', '/flowable/task/complete', { taskId: back })
    const mgrTask = await taskOf(t.server, mgr, p)
    await call(t.server, mgr, 'POST', '/flowable/task/complete', { taskId: mgrTask })
    const hrTask = await taskOf(t.server, hr1, p)
    const returnable = await call(t.server, hr1, 'POST', '/flowable/task/returnList', { taskId: hrTask })
    expect(returnable.data).toEqual([{ id: 'apply', name: '提交申请' }])
    const wrong = await call(t.server, hr1, 'POST', '/flowable/task/return', {
      taskId: hrTask,
      targetKey: 'manager',
      comment: 'x',
    })
    expect(wrong.msg).toBe('不能退回到该节点')
    await call(t.server, hr1, 'POST', '/flowable/task/return', { taskId: hrTask, targetKey: 'apply', comment: '重填' })
    expect(await taskOf(t.server, ry, p)).toBeTruthy()
    const types = await rowsOf(t.server, sql`SELECT type FROM wf_comment WHERE instance_id = ${Number(p)} ORDER BY id`)
    expect(types.map((r) => r.type)).toEqual(['1', '7', '1', '3', '1', '1', '2'])
    // stop: only the starter; then nothing is open
    expect((await call(t.server, mgr, 'POST', '/flowable/task/stopProcess', { instanceId: p })).code).toBe(403)
    await call(t.server, ry, 'POST', '/flowable/task/stopProcess', { instanceId: p, comment: '不请了' })
    expect((await todo(t.server, ry)).filter((t) => t.procInsId === p)).toEqual([])
    const del = await t.server.call('DELETE', `/prod-api/flowable/task/delete?instanceId=${p}`, { token: ry })
    expect(del.code).toBe(200)
  })

  it('delegates, resolves, transfers, reminds and copies', async () => {
    const p = (await startFlow(t.server, ry, leave, { days: 5, manager: ids.mgr })).procInsId
    const task = await taskOf(t.server, mgr, p)
    await call(t.server, mgr, 'POST', '/flowable/task/delegateTask', { taskId: task, assignee: ids.c1 })
    expect(await taskOf(t.server, c1, p)).toBe(task)
    const detail = await call(t.server, c1, 'GET', `/flowable/task/${task}`)
    expect(detail.data.actions).toMatchObject({ resolve: true, complete: true, reject: false })
    await call(t.server, c1, 'POST', '/flowable/task/complete', { taskId: task, comment: '看过了' })
    // resolved: back with the owner, still open
    expect(await taskOf(t.server, mgr, p)).toBe(task)
    await call(t.server, mgr, 'POST', '/flowable/task/assignTask', { taskId: task, assignee: ids.c2 })
    expect(await taskOf(t.server, c2, p)).toBe(task)
    expect((await call(t.server, mgr, 'POST', '/flowable/task/complete', { taskId: task })).code).toBe(403)
    expect((await call(t.server, ry, 'POST', '/flowable/task/remind', { instanceId: p })).code).toBe(200)
    await call(t.server, ry, 'POST', '/flowable/task/copy', { instanceId: p, userIds: [ids.hr1] })
    const cc = await call(t.server, hr1, 'GET', '/flowable/task/ccList')
    expect(cc.data.records.map((r: { procInsId: string }) => r.procInsId)).toEqual([p])
    expect((await call(t.server, hr1, 'GET', '/flowable/task/todoCount')).data.copy).toBe(1)
    const types = await rowsOf(t.server, sql`SELECT type FROM wf_comment WHERE instance_id = ${Number(p)} ORDER BY id`)
    expect(types.map((r) => r.type)).toEqual(['1', '4', '4', '5', '9'])
  })

  it('countersigns with added and removed signers', async () => {
    const sign = await deployXml(t.server, t.token, countersignXml())
    const p = (await startFlow(t.server, ry, sign, { signers: [ids.c1, ids.c2] })).procInsId
    const t1 = await taskOf(t.server, c1, p)
    await call(t.server, c1, 'POST', '/flowable/task/addMultiInstanceExecution', { taskId: t1, userIds: [ids.mgr] })
    await call(t.server, c1, 'POST', '/flowable/task/deleteMultiInstanceExecution', { taskId: t1, userIds: [ids.c2] })
    expect((await todo(t.server, c2)).filter((t) => t.procInsId === p)).toEqual([])
    await call(t.server, c1, 'POST', '/flowable/task/complete', { taskId: t1 })
    expect((await todo(t.server, ry)).filter((t) => t.procInsId === p)).toEqual([])
    await call(t.server, mgr, 'POST', '/flowable/task/complete', { taskId: await taskOf(t.server, mgr, p) })
    expect((await todo(t.server, ry)).filter((t) => t.procInsId === p).map((t) => t.taskDefKey)).toEqual(['final'])
    const empty = await call(t.server, ry, 'POST', `/flowable/definition/start/${sign}`, { signers: [] })
    expect(empty.msg).toBe('会签任务「会签」的人员为空，请先选择会签人员')
  })

  it('validates submitted form data against the saved form schema', async () => {
    const content = JSON.stringify({
      fields: [
        { type: 'number', key: 'days', label: '请假天数', required: true, min: 0.5, max: 30 },
        { type: 'input', key: 'email', label: '邮箱', rules: ['email'] },
        { type: 'richtext', key: 'reason', label: '事由' },
      ],
    })
    const form = await call(t.server, t.token, 'POST', '/flowable/form', { formName: '请假单', formContent: content })
    expect(form.code).toBe(200)
    const formId = (await call(t.server, t.token, 'GET', '/flowable/form/list')).rows![0].formId as number
    const badForm = await call(t.server, t.token, 'POST', '/flowable/form', {
      formName: 'x',
      formContent: '{"fields":[{"type":"input","key":"INITIATOR","label":"a"}]}',
    })
    expect(badForm.msg).toContain('保留变量')
    const deployId = await deployXml(t.server, t.token, leaveXml({ key: 'leaveForm', hrRole, formKey: formId }))
    const unknownForm = { formId: formId + 1000, deployId }
    expect(await call(t.server, t.token, 'POST', '/flowable/form/addDeployForm', unknownForm)).toMatchObject({
      code: 404,
      msg: '表单不存在',
    })
    const bad = await call(t.server, ry, 'POST', `/flowable/definition/start/${deployId}`, { days: 40, email: 'nope' })
    expect(bad.code).toBe(400)
    expect(bad.msg).toBe('请假天数：不能大于30；邮箱：请输入正确的邮箱地址')
    const reserved = await call(t.server, ry, 'POST', `/flowable/definition/start/${deployId}`, {
      days: 2,
      INITIATOR: '1',
    })
    expect(reserved.msg).toBe('变量名「INITIATOR」是流程保留变量，不能提交')
    const good = await startFlow(t.server, ry, deployId, { days: '2', reason: '<p>家事</p><script>alert(1)</script>' })
    const record = await call(t.server, ry, 'GET', `/flowable/task/flowRecord?procInsId=${good.procInsId}`)
    expect(record.data.formData.values).toEqual({ days: 2, reason: '<p>家事</p>' })
    expect((await call(t.server, t.token, 'DELETE', `/flowable/form/${formId}`)).msg).toBe('表单已绑定流程，不能删除')
  })

  it('refuses a malicious condition at run time with a clear message, never a 5xx', async () => {
    const evil = await deployXml(t.server, t.token, withCondition('${days[k] == 1}'))
    const count = async () => (await rowsOf(t.server, sql`SELECT count(*)::int AS n FROM wf_instance`))[0].n
    const before = await count()
    // the applicant's task completes at the start, so the gateway runs then: refused, nothing written
    const refused = await call(t.server, ry, 'POST', `/flowable/definition/start/${evil}`, {
      days: { a: 1 },
      k: '__proto__',
    })
    expect([refused.code, refused.msg]).toEqual([500, '连线「超过3天」的条件：不允许访问「__proto__」'])
    expect(await count()).toBe(before)
    // a harmless value passes the same condition
    const fine = await startFlow(t.server, ry, evil, { days: { a: 1 }, k: 'a', manager: ids.mgr })
    expect(fine.tasks.map((t) => t.taskName)).toEqual(['经理审批'])
  })

  it('deletes a definition only with cascade while instances run', async () => {
    const d = await deployXml(t.server, t.token, singleTaskXml(ids.mgr, 'toDelete'))
    await startFlow(t.server, ry, d)
    const refused = await call(t.server, t.token, 'DELETE', `/flowable/definition/${d}`)
    expect(refused.msg).toBe('该流程定义下还有1个运行中的流程实例，不能删除')
    await call(t.server, t.token, 'PUT', `/flowable/definition/updateState?deployId=${d}&state=2`)
    expect((await call(t.server, ry, 'POST', `/flowable/definition/start/${d}`, {})).msg).toBe('流程已挂起，不能发起')
    expect((await call(t.server, t.token, 'DELETE', `/flowable/definition/${d}?cascade=true`)).code).toBe(200)
  })
})

describe('workflow across server processes', () => {
  let owner: TestServer
  beforeAll(async () => {
    owner = await startTestServer()
  })
  afterAll(() => owner?.close())

  it('two app instances completing one task: exactly one succeeds, the other gets a clear message', async () => {
    const a = await startTestServer({ shareDatabaseOf: owner })
    const b = await startTestServer({ shareDatabaseOf: owner })
    try {
      const adminA = await a.login('admin')
      const deployId = await deployXml(a, adminA, singleTaskXml(2, 'race'))
      const [ryA, ryB] = [await a.login('ry'), await b.login('ry')]
      for (let round = 0; round < 5; round++) {
        const { tasks } = await startFlow(a, adminA, deployId)
        const body = { taskId: tasks[0].taskId, comment: 'ok' }
        const results = await Promise.all([
          call(a, ryA, 'POST', '/flowable/task/complete', body),
          call(b, ryB, 'POST', '/flowable/task/complete', body),
        ])
        expect(results.map((r) => r.code).sort()).toEqual([200, 500])
        expect(results.find((r) => r.code === 500)!.msg).toBe('任务已处理或不存在，请刷新后重试')
      }
      const ended = await rowsOf(a, sql`SELECT count(*)::int AS n FROM wf_instance WHERE status = 'completed'`)
      expect(ended[0].n).toBe(5)
      const comments = await rowsOf(a, sql`SELECT count(*)::int AS n FROM wf_comment`)
      expect(comments[0].n).toBe(5)
    } finally {
      await a.close()
      await b.close()
    }
  })

  it('a timer that fails to fire is put off with its error and does not hold up the timers behind it', async () => {
    const a = await startTestServer({ shareDatabaseOf: owner })
    try {
      const admin = await a.login('admin')
      // The escalation's assignee names a variable the instance never gets: firing fails every time.
      const broken = await deployXml(
        a,
        admin,
        timerXml('PT1H').replace('flowable:assignee="1"', 'flowable:assignee="${boss}"'),
      )
      const healthy = await deployXml(a, admin, timerXml('PT2H'))
      const bad = (await startFlow(a, admin, broken, { approver: 2 })).procInsId
      const good = (await startFlow(a, admin, healthy, { approver: 2 })).procInsId
      a.clock.advance(121 * 60 * 1000)
      expect(await runDueTimers(a.ctx)).toBe(1)
      expect((await todo(a, admin)).filter((x) => x.procInsId === good).map((x) => x.taskDefKey)).toEqual(['escalate'])
      const [job] = await rowsOf(
        a,
        sql`SELECT attempts, last_error, due_time > ${a.clock.now()} AS later FROM wf_job WHERE instance_id = ${Number(bad)}`,
      )
      expect(job).toMatchObject({ attempts: 1, later: true, last_error: expect.stringContaining('审批人') })
      // Retried when due again, and after TIMER_MAX_ATTEMPTS failures left alone.
      for (let i = 0; i < TIMER_MAX_ATTEMPTS + 2; i++) {
        a.clock.advance(61 * 60 * 1000)
        expect(await runDueTimers(a.ctx)).toBe(0)
      }
      const [parked] = await rowsOf(a, sql`SELECT attempts FROM wf_job WHERE instance_id = ${Number(bad)}`)
      expect(parked.attempts).toBe(TIMER_MAX_ATTEMPTS)
    } finally {
      await a.close()
    }
  })

  it('an instance and its timer survive a restart: a new app instance completes the task and fires the timer', async () => {
    const a = await startTestServer({ shareDatabaseOf: owner })
    const admin = await a.login('admin')
    const mid = await deployXml(a, admin, leaveXml({ key: 'restart', hrRole: 1 }))
    const timed = await deployXml(a, admin, timerXml('PT1H'))
    const p = (await startFlow(a, admin, mid, { days: 5, manager: 1 })).procInsId
    const t = (await startFlow(a, admin, timed, { approver: 2 })).procInsId
    await a.close()

    const b = await startTestServer({ shareDatabaseOf: owner })
    try {
      const adminB = await b.login('admin')
      await call(b, adminB, 'POST', '/flowable/task/complete', { taskId: await taskOf(b, adminB, p) })
      expect((await todo(b, adminB)).filter((x) => x.procInsId === p).map((x) => x.taskDefKey)).toEqual(['hr'])
      expect(await runDueTimers(b.ctx)).toBe(0)
      b.clock.advance(61 * 60 * 1000)
      expect(await runDueTimers(b.ctx)).toBe(1)
      expect((await todo(b, adminB)).filter((x) => x.procInsId === t).map((x) => x.taskDefKey)).toEqual(['escalate'])
      expect(await runDueTimers(b.ctx)).toBe(0)
      const approve = await rowsOf(
        b,
        sql`SELECT status, outcome FROM wf_task WHERE instance_id = ${Number(t)} AND task_def_key = 'approve'`,
      )
      expect(approve[0]).toEqual({ status: 'canceled', outcome: 'timeout' })
    } finally {
      await b.close()
    }
  })
})
