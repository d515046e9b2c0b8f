import { sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { loadUserAccess } from '../directory'
import { ServiceError } from '../http/errors'
import { modules } from '../modules'
import type { ServerModule } from '../platform/module'
import type { CompleteInput, ProcessChange } from '../platform/processes'
import { roleWith } from '../testing/fixtures'
import { sharedTestServer } from '../testing/harness'
import { call, deployXml, taskOf } from './testing/flow'
import { leaveXml } from './testing/models'

const COMMON = 2
const TYPE = 'demoleave.request'
/** A type that brings its own process: deployed and bound at the first start. */
const READY = 'demoleave.ready'
const READY_KEY = 'demoleave_ready'

/** What the test's business module saw, and whether it refuses the next change. */
const seen: ProcessChange[] = []
let refuseNext = false

/**
 * A business module as a later one is written: its record table (created by the test), its business type, and
 * `onProcess` writing the record's status back in the engine's transaction.
 */
const leaveModule: ServerModule = {
  name: 'demoleave',
  businessTypes: [
    {
      bizType: TYPE,
      title: '请假申请（测试）',
      async onProcess(db, change) {
        seen.push(change)
        if (refuseNext) {
          refuseNext = false
          throw new ServiceError('请假记录已锁定，不能审批')
        }
        const done = change.events.find((e) => e.type === 'ended')
        const rejected = change.events.some((e) => e.type === 'taskCompleted' && e.outcome === 'reject')
        const status =
          change.status === 'deleted'
            ? 'draft'
            : done
              ? done.status === 'completed'
                ? 'approved'
                : 'withdrawn'
              : rejected
                ? 'returned'
                : 'pending'
        await db.execute(sql`UPDATE demo_leave SET status = ${status},
          proc_ins_id = ${change.status === 'deleted' ? null : change.procInsId},
          current_task_name = ${change.currentTaskName}, current_assignee = ${change.currentAssignee}
          WHERE id = ${Number(change.businessKey)}`)
      },
    },
    {
      bizType: READY,
      title: '销假申请（测试）',
      async onProcess() {},
      defaultProcess: {
        xml: leaveXml({ key: READY_KEY, hrRole: COMMON }),
        detailPath: '/demo/leave/detail?id={businessKey}',
      },
    },
  ],
}

describe('a business record approved through its bound process', () => {
  const t = sharedTestServer('admin', { modules: [...modules, leaveModule] })
  let mgr: string
  let hr: string
  let ry: string
  let hrRole: number
  const ids: Record<string, number> = {}
  const record = async (id: number) =>
    (
      (await t.server.ctx.db.execute(
        sql`SELECT status, proc_ins_id, current_task_name, current_assignee FROM demo_leave WHERE id = ${id}`,
      )) as unknown as { rows: Record<string, string | null>[] }
    ).rows[0]
  const starter = async () => (await loadUserAccess(t.server.ctx, 2))!

  beforeAll(async () => {
    await t.server.ctx.db
      .execute(sql`CREATE TABLE demo_leave (id int PRIMARY KEY, title text NOT NULL, status text NOT NULL,
      proc_ins_id text, current_task_name text, current_assignee text)`)
    await t.server.ctx.db.execute(
      sql`INSERT INTO demo_leave (id, title, status) VALUES (1, '测试员请假 5 天', 'draft'), (2, '测试员请假 1 天', 'draft'),
        (3, '测试员请假 4 天', 'draft'), (4, '测试员请假 6 天', 'draft')`,
    )
    ry = await t.server.login('ry')
    hrRole = await roleWith(t.server, [])
    await t.server.ctx.db.execute(
      sql`INSERT INTO sys_role_menu (role_id, menu_id) SELECT ${hrRole}, menu_id FROM sys_role_menu WHERE role_id = ${COMMON}`,
    )
    ids.mgr = await t.server.createUser('bmgr', [COMMON])
    ids.hr = await t.server.createUser('bhr', [COMMON, hrRole])
    ;[mgr, hr] = await Promise.all([t.server.login('bmgr'), t.server.login('bhr')])
    await deployXml(t.server, t.token, leaveXml({ key: 'demoleave', hrRole }))
  })

  it('refuses to start a business type nobody bound, and binds one through the administration routes', async () => {
    await expect(
      t.server.ctx.services.processes.start({ bizType: TYPE, businessKey: '1', title: 'x', starter: await starter() }),
    ).rejects.toThrow('「请假申请（测试）」尚未绑定流程')
    const types = await call(t.server, t.token, 'GET', '/flowable/bizProcess/types')
    expect(types.data).toContainEqual({ bizType: TYPE, title: '请假申请（测试）' })
    const bad = await call(t.server, t.token, 'POST', '/flowable/bizProcess', {
      bizType: '隐患',
      procDefKey: 'demoleave',
    })
    expect(bad).toMatchObject({
      code: 400,
      msg: expect.stringContaining('业务类型应以小写字母开头，由字母、数字和 . _ - 组成'),
    })
    const noPage = await call(t.server, t.token, 'POST', '/flowable/bizProcess', {
      bizType: TYPE,
      procDefKey: 'demoleave',
      detailPath: 'javascript:alert(1)',
    })
    expect(noPage).toMatchObject({
      code: 400,
      msg: expect.stringContaining('详情页地址应以 / 开头，可含 {businessKey}'),
    })
    const added = await call(t.server, t.token, 'POST', '/flowable/bizProcess', {
      bizType: TYPE,
      procDefKey: 'demoleave',
      detailPath: '/demo/leave/detail?id={businessKey}',
    })
    expect(added.code, added.msg).toBe(200)
    const again = await call(t.server, t.token, 'POST', '/flowable/bizProcess', { bizType: TYPE, procDefKey: 'other' })
    expect(again.msg).toBe('该业务类型已有默认绑定')
    const list = await call(t.server, t.token, 'GET', `/flowable/bizProcess/list?bizType=${TYPE}`)
    expect(list.rows).toEqual([
      expect.objectContaining({ bizType: TYPE, bizTitle: '请假申请（测试）', orgId: null, procDefKey: 'demoleave' }),
    ])
  })

  it('starts with the record’s title and key; the record learns its instance, task and assignee in the same transaction', async () => {
    seen.length = 0
    const started = await t.server.ctx.services.processes.start({
      bizType: TYPE,
      businessKey: '1',
      title: '测试员请假 5 天',
      variables: { days: 5, manager: ids.mgr },
      starter: await starter(),
    })
    expect(started.procDefKey).toBe('demoleave')
    expect(started.tasks.map((t) => [t.taskName, t.assigneeId])).toEqual([['经理审批', ids.mgr]])
    expect(await record(1)).toEqual({
      status: 'pending',
      proc_ins_id: started.procInsId,
      current_task_name: '经理审批',
      current_assignee: 'bmgr',
    })
    expect(seen).toHaveLength(1)
    expect(seen[0].events.map((e) => e.type)).toEqual(['started', 'taskCompleted', 'taskCreated'])
    expect(seen[0].events[1]).toMatchObject({
      type: 'taskCompleted',
      outcome: 'approve',
      task: { taskDefKey: 'apply' },
    })
    // the todo list shows the record's title and links to its page
    const todo = await call(t.server, mgr, 'GET', '/flowable/task/todoList?pageSize=100')
    expect(todo.data.records.find((t: { procInsId: string }) => t.procInsId === started.procInsId)).toMatchObject({
      title: '测试员请假 5 天',
      bizType: TYPE,
      businessKey: '1',
      detailPath: '/demo/leave/detail?id=1',
    })
    // one running process per record
    await expect(
      t.server.ctx.services.processes.start({ bizType: TYPE, businessKey: '1', title: 'x', starter: await starter() }),
    ).rejects.toThrow('该业务已在审批中，不能重复提交')
  })

  it('reports a rejection with its comment, the resubmission, approvals and the end; the history lists them all', async () => {
    const procInsId = (await record(1))!.proc_ins_id!
    seen.length = 0
    const rejected = await call(t.server, mgr, 'POST', '/flowable/task/reject', {
      taskId: await taskOf(t.server, mgr, procInsId),
      comment: '请补充请假事由',
    })
    expect(rejected.code, rejected.msg).toBe(200)
    expect(seen[0].events[0]).toMatchObject({
      type: 'taskCompleted',
      outcome: 'reject',
      comment: '请补充请假事由',
      by: { userId: ids.mgr, nickName: 'bmgr' },
      task: { taskDefKey: 'manager' },
    })
    expect(await record(1)).toMatchObject({
      status: 'returned',
      current_task_name: '提交申请',
      current_assignee: '测试员',
    })

    await call(t.server, ry, 'POST', '/flowable/task/complete', {
      taskId: await taskOf(t.server, ry, procInsId),
      comment: '已补充',
    })
    await call(t.server, mgr, 'POST', '/flowable/task/complete', {
      taskId: await taskOf(t.server, mgr, procInsId),
      comment: '同意',
    })
    // the HR task belongs to a role: the record shows the role until someone claims it
    const [{ role_name: roleName }] = (
      (await t.server.ctx.db.execute(sql`SELECT role_name FROM sys_role WHERE role_id = ${hrRole}`)) as unknown as {
        rows: { role_name: string }[]
      }
    ).rows
    expect(await record(1)).toMatchObject({
      status: 'pending',
      current_task_name: '人事审批',
      current_assignee: roleName,
    })
    const hrTask = await taskOf(t.server, hr, procInsId)
    await call(t.server, hr, 'POST', '/flowable/task/claim', { taskId: hrTask })
    expect(seen.at(-1)!.events.map((e) => e.type)).toEqual(['taskAssigned'])
    expect(await record(1)).toMatchObject({ current_assignee: 'bhr' })
    await call(t.server, hr, 'POST', '/flowable/task/complete', { taskId: hrTask, comment: '准假' })
    expect(seen.at(-1)!.events.map((e) => e.type)).toEqual(['taskCompleted', 'ended'])
    expect(await record(1)).toEqual({
      status: 'approved',
      proc_ins_id: procInsId,
      current_task_name: null,
      current_assignee: null,
    })

    const [entry] = await t.server.ctx.services.processes.history(TYPE, '1')
    expect(entry).toMatchObject({ procInsId, procDefKey: 'demoleave', status: 'completed', startUserName: '测试员' })
    expect(entry.tasks.map((t) => [t.taskDefKey, t.outcome, t.comment, t.assigneeName])).toEqual([
      ['apply', 'approve', '测试员发起流程申请', '测试员'],
      ['manager', 'reject', '请补充请假事由', 'bmgr'],
      ['apply', 'approve', '已补充', '测试员'],
      ['manager', 'approve', '同意', 'bmgr'],
      ['hr', 'approve', '准假', 'bhr'],
    ])
  })

  it('a module that refuses a change undoes the step: the task stays open and the record unchanged', async () => {
    const started = await t.server.ctx.services.processes.start({
      bizType: TYPE,
      businessKey: '3',
      title: '测试员请假 4 天',
      variables: { days: 4, manager: ids.mgr },
      starter: await starter(),
    })
    const before = await record(3)
    refuseNext = true
    const taskId = await taskOf(t.server, mgr, started.procInsId)
    const refused = await call(t.server, mgr, 'POST', '/flowable/task/complete', { taskId, comment: '同意' })
    expect(refused).toMatchObject({ code: 500, msg: '请假记录已锁定，不能审批' })
    expect(await taskOf(t.server, mgr, started.procInsId)).toBe(taskId)
    expect(await record(3)).toEqual(before)
    // withdrawn by the owning module: the process stops and the record hears it
    await t.server.ctx.services.processes.stop(TYPE, '3', await starter(), '申请人撤销')
    expect(await record(3)).toMatchObject({ status: 'withdrawn', current_task_name: null })
    expect((await t.server.ctx.services.processes.history(TYPE, '3'))[0]).toMatchObject({
      status: 'terminated',
      endReason: '申请人撤销',
    })
    // deleting the instance tells the record too
    const deleted = await call(t.server, t.token, 'DELETE', `/flowable/instance/delete/${started.procInsId}`)
    expect(deleted.code, deleted.msg).toBe(200)
    expect(await record(3)).toMatchObject({ status: 'draft', proc_ins_id: null })
  })

  it('two starts of one record at once: exactly one process runs', async () => {
    const attempt = async () =>
      t.server.ctx.services.processes.start({
        bizType: TYPE,
        businessKey: '4',
        title: '测试员请假 6 天',
        variables: { days: 6, manager: ids.mgr },
        starter: await starter(),
      })
    const results = await Promise.allSettled([attempt(), attempt(), attempt()])
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1)
    for (const r of results.filter((x) => x.status === 'rejected'))
      expect(String((r as PromiseRejectedResult).reason)).toContain('该业务已在审批中')
    expect((await t.server.ctx.services.processes.history(TYPE, '4')).length).toBe(1)
  })

  it('the owning domain completes a task from its own page: its writes and the step commit or roll back together', async () => {
    const mgrAccess = (await loadUserAccess(t.server.ctx, ids.mgr))!
    const processes = t.server.ctx.services.processes
    expect((await processes.tasks(TYPE, '4')).map((t) => [t.taskDefKey, t.assigneeId, t.assigneeName])).toEqual([
      ['manager', ids.mgr, 'bmgr'],
    ])
    // only the task's assignee or candidates, and only at that step
    await expect(
      processes.complete({ bizType: TYPE, businessKey: '4', taskDefKey: 'manager', by: await starter() }),
    ).rejects.toThrow('您不是当前环节的办理人')
    await expect(
      processes.complete({ bizType: TYPE, businessKey: '4', taskDefKey: 'hr', by: mgrAccess }),
    ).rejects.toThrow('该业务当前不在此环节')
    // a refused change undoes the domain's writes too
    refuseNext = true
    const write = (title: string) => async (db: Parameters<NonNullable<CompleteInput['write']>>[0]) => {
      await db.execute(sql`UPDATE demo_leave SET title = ${title} WHERE id = 4`)
    }
    await expect(
      processes.complete({ bizType: TYPE, businessKey: '4', taskDefKey: 'manager', by: mgrAccess, write: write('改') }),
    ).rejects.toThrow('请假记录已锁定')
    const title = async () =>
      (
        (await t.server.ctx.db.execute(sql`SELECT title FROM demo_leave WHERE id = 4`)) as unknown as {
          rows: { title: string }[]
        }
      ).rows[0].title
    expect(await title()).toBe('测试员请假 6 天')
    // suspended: nobody can act until it is activated
    seen.length = 0
    await processes.suspend(TYPE, '4', mgrAccess, true)
    expect(seen.at(-1)!.events).toEqual([{ type: 'suspended', by: { userId: ids.mgr, nickName: 'bmgr' } }])
    await expect(
      processes.complete({ bizType: TYPE, businessKey: '4', taskDefKey: 'manager', by: mgrAccess }),
    ).rejects.toThrow('流程已挂起，不能办理')
    await processes.suspend(TYPE, '4', mgrAccess, false)
    seen.length = 0
    await processes.complete({
      bizType: TYPE,
      businessKey: '4',
      taskDefKey: 'manager',
      by: mgrAccess,
      comment: '同意，已核对',
      write: write('测试员请假 6 天（已核对）'),
    })
    expect(await title()).toBe('测试员请假 6 天（已核对）')
    expect(seen[0].events[0]).toMatchObject({ type: 'taskCompleted', outcome: 'approve', comment: '同意，已核对' })
    expect((await processes.tasks(TYPE, '4')).map((t) => t.taskDefKey)).toEqual(['hr'])
  })

  it('an organisation’s own binding wins over the type’s default', async () => {
    await deployXml(t.server, t.token, leaveXml({ key: 'demoleave_south', hrRole }))
    const own = await call(t.server, t.token, 'POST', '/flowable/bizProcess', {
      bizType: TYPE,
      orgId: 102,
      procDefKey: 'demoleave_south',
      detailPath: '/demo/leave/detail?id={businessKey}',
    })
    expect(own.code, own.msg).toBe(200)
    expect((await t.server.ctx.services.processes.binding(TYPE, 102))?.procDefKey).toBe('demoleave_south')
    expect((await t.server.ctx.services.processes.binding(TYPE, 103))?.procDefKey).toBe('demoleave')
    const started = await t.server.ctx.services.processes.start({
      bizType: TYPE,
      businessKey: '2',
      orgId: 102,
      title: '测试员请假 1 天',
      variables: { days: 1 },
      starter: await starter(),
    })
    expect(started.procDefKey).toBe('demoleave_south')
  })

  it('a type with a default process works out of the box: deployed and bound once, an administrator’s change sticks', async () => {
    expect((await t.server.ctx.services.processes.binding(READY))?.procDefKey).toBe(READY_KEY)
    expect((await t.server.ctx.services.processes.binding(READY))?.detailPath).toBe(
      '/demo/leave/detail?id={businessKey}',
    )
    const started = await t.server.ctx.services.processes.start({
      bizType: READY,
      businessKey: '9',
      title: '测试员销假',
      variables: { days: 1 },
      starter: await starter(),
    })
    expect(started.procDefKey).toBe(READY_KEY)
    // adopted once: a later start neither redeploys nor binds again what the administrator removed
    const versions = async () =>
      (
        (await t.server.ctx.db.execute(
          sql`SELECT count(*)::int AS n FROM wf_definition WHERE key = ${READY_KEY}`,
        )) as unknown as {
          rows: { n: number }[]
        }
      ).rows[0].n
    expect(await versions()).toBe(1)
    const [binding] = (await call(t.server, t.token, 'GET', `/flowable/bizProcess/list?bizType=${READY}`)).rows ?? []
    expect((await call(t.server, t.token, 'DELETE', `/flowable/bizProcess/${binding.id}`)).code).toBe(200)
    expect(await t.server.ctx.services.processes.adopt(leaveModule.businessTypes!)).toEqual([])
    expect(await t.server.ctx.services.processes.binding(READY)).toBeNull()
    expect(await versions()).toBe(1)
  })
})
