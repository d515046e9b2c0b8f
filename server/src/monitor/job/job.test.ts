import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { desc, eq } from 'drizzle-orm'
import { sharedTestServer } from '../../testing/harness'
import { postForm, readXlsx } from '../../testing/fixtures'
import { sysOperLog } from '../../system/log/schema'
import { CRON_INVALID, nextFires, parseCron } from '../cron'
import { sysJob, sysJobLog } from '../schema'
import { modules } from '../../modules'
import type { ServerModule } from '../../platform/module'
import { platformModule } from '../../platform/platform-module'
import { TaskRegistry, type TaskDef } from '../../platform/tasks'
import { Scheduler } from './runner'

const JOB = '/prod-api/monitor/job'

describe('Quartz cron expressions', () => {
  const at = new Date('2026-06-01T08:00:00')
  it.each([
    ['0/10 * * * * ?', ['2026-06-01T08:00:10', '2026-06-01T08:00:20']],
    ['0 0 12 ? * 2', ['2026-06-01T12:00:00', '2026-06-08T12:00:00']],
    ['0 15 10 L * ?', ['2026-06-30T10:15:00', '2026-07-31T10:15:00']],
    ['0 15 10 ? * 6L', ['2026-06-26T10:15:00', '2026-07-31T10:15:00']],
    ['0 15 10 ? * 6#3', ['2026-06-19T10:15:00', '2026-07-17T10:15:00']],
    ['0 15 10 15W * ?', ['2026-06-15T10:15:00', '2026-07-15T10:15:00']],
    ['0 0 12 1 1 ? 2027-2028', ['2027-01-01T12:00:00', '2028-01-01T12:00:00']],
  ])('%s', (expr, expected) => {
    expect(nextFires(expr, at, 2).map((d) => d.getTime())).toEqual(expected.map((e) => new Date(e).getTime()))
  })
  it.each([
    '* * * * *',
    '0 0 12 * * 2',
    '0 0 12 ? * ?',
    '0 0 25 * * ?',
    '0 15 10 L-2 * ?',
    'abc',
    '0 0 12 * * ? 2026 1',
  ])('refuses %s', (expr) => {
    expect(() => parseCron(expr)).toThrow(CRON_INVALID)
  })
})

describe('invoke targets come from the task registry only', () => {
  const registry = new TaskRegistry([platformModule, ...modules].flatMap((m) => m.tasks ?? []))
  const parseInvokeTarget = (target: string) => registry.parse(target)
  it('reads names and typed arguments', () => {
    expect(parseInvokeTarget('cleanOperLog(30)').args).toEqual([30])
    expect(parseInvokeTarget(' cleanLoginLog( 7 ) ').args).toEqual([7])
    expect(parseInvokeTarget('refreshCaches').task.name).toBe('refreshCaches')
    expect(parseInvokeTarget('refreshCaches()').args).toEqual([])
  })
  it.each([
    ["java.lang.Runtime.getRuntime().exec('rm -rf /')", '不在任务白名单内'],
    ["ryTask.ryParams('ry')", '不在任务白名单内'],
    ['cleanOperLog', '需要 1 个参数'],
    ['cleanOperLog(0)', '应在 1 到 3650 之间'],
    ["cleanOperLog('30')", '应为整数'],
    ['cleanOperLog(30, 1)', '需要 1 个参数'],
    ['cleanOperLog(30', '格式不正确'],
    ['process.exit', '不在任务白名单内'],
  ])('refuses %s', (target, why) => {
    expect(() => parseInvokeTarget(target)).toThrow(why)
  })
})

let release: () => void = () => undefined
let started = 0
let waits = 0
/** A module of test-only tasks, built into the test server beside the real ones. */
const testTasks: TaskDef[] = [
  {
    name: 'testWait',
    title: 'waits until released',
    params: [],
    run: () => ((waits += 1), new Promise<string>((r) => (release = () => r('released')))),
  },
  {
    name: 'testFail',
    title: 'always fails',
    params: [],
    run: async () => {
      throw new Error('磁盘已满')
    },
  },
  { name: 'testCount', title: 'counts', params: [], run: async () => `count ${++started}` },
]
const testModule: ServerModule = { name: 'jobtest', tasks: testTasks }

describe('scheduled jobs', () => {
  const t = sharedTestServer('admin', { modules: [...modules, testModule] })
  let scheduler: Scheduler
  beforeAll(async () => {
    scheduler = new Scheduler(t.server.ctx)
  })
  beforeEach(() => {
    started = 0
    waits = 0
  })

  const addJob = async (body: Record<string, unknown>) => {
    const res = await t.server.call('POST', JOB, {
      token: t.token,
      body: { jobName: '测试任务', cronExpression: '0/10 * * * * ?', misfirePolicy: '3', concurrent: '1', ...body },
    })
    if (res.code !== 200) throw new Error(res.msg)
    return res.data.jobId as number
  }
  const logsOf = (jobId: number) =>
    t.server.ctx.db.select().from(sysJobLog).where(eq(sysJobLog.jobId, jobId)).orderBy(sysJobLog.jobLogId)
  const pause = (jobId: number) =>
    t.server.call('PUT', `${JOB}/changeStatus`, { token: t.token, body: { jobId, status: '1' } })

  it('validates cron and the invoke target on save', async () => {
    const bad = await t.server.call('POST', JOB, {
      token: t.token,
      body: { jobName: 'x', invokeTarget: 'refreshCaches', cronExpression: '* * * * *' },
    })
    expect(bad.msg).toBe('cron不通过')
    const unknown = await t.server.call('POST', JOB, {
      token: t.token,
      body: { jobName: '危险', invokeTarget: "java.lang.Runtime.exec('id')", cronExpression: '0 0 3 * * ?' },
    })
    expect(unknown.msg).toMatch(
      /^新增任务'危险'失败，调用目标 java.lang.Runtime.exec 不在任务白名单内；可用任务：.*cleanOperLog\(days\)/,
    )
    const seeded = await t.server.call('GET', `${JOB}/list?jobGroup=SYSTEM`, { token: t.token })
    expect(seeded.rows!.map((r) => r.invokeTarget)).toEqual([
      'cleanExpiredSessions',
      'cleanOperLog(180)',
      'cleanLoginLog(180)',
      'cleanJobLog(30)',
    ])
    expect(seeded.rows![0].nextValidTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/)
    for (const r of seeded.rows!) await pause(r.jobId)
  })

  it('tick fires what is due at the clock’s now, once, and logs status, message and duration', async () => {
    await t.server.ctx.db
      .insert(sysOperLog)
      .values({ title: 'old', operTime: new Date(t.server.clock.now().getTime() - 3 * 86_400_000) })
    const id = await addJob({ invokeTarget: 'cleanOperLog(1)' })
    expect(await scheduler.tick()).toEqual([])
    t.server.clock.advance(10_000)
    const [run] = await scheduler.tick()
    expect(run).toMatchObject({ jobId: id, status: '0' })
    expect(await scheduler.tick()).toEqual([])
    const [log] = await logsOf(id)
    expect(log).toMatchObject({ status: '0', invokeTarget: 'cleanOperLog(1)', exceptionInfo: '' })
    expect(log.jobMessage).toMatch(/^测试任务 总共耗时：\d+毫秒；已清理操作日志 1 条$/)
    expect(log.endTime).not.toBeNull()
    await pause(id)
  })

  it('each fire runs once even when several schedulers tick together', async () => {
    const id = await addJob({ invokeTarget: 'testCount' })
    t.server.clock.advance(10_000)
    const others = [new Scheduler(t.server.ctx), new Scheduler(t.server.ctx), scheduler]
    const runs = (await Promise.all(others.map((x) => x.tick()))).flat().filter((r) => r.jobId === id)
    expect(runs).toHaveLength(1)
    expect(await logsOf(id)).toHaveLength(1)
    await pause(id)
  })

  it('a due time that already has its run (claimed elsewhere, or a claim retried) does not run again', async () => {
    const id = await addJob({ invokeTarget: 'testCount' })
    t.server.clock.advance(10_000)
    const [job] = await t.server.ctx.db.select().from(sysJob).where(eq(sysJob.jobId, id))
    // Another process's claim of this due time, already written, while this job row still shows it due.
    await t.server.ctx.db.insert(sysJobLog).values({
      jobId: id,
      jobName: job.jobName,
      jobGroup: job.jobGroup,
      invokeTarget: job.invokeTarget,
      jobMessage: '别的进程',
      startTime: t.server.clock.now(),
      fireTime: job.nextFireTime,
    })
    expect((await scheduler.tick()).filter((r) => r.jobId === id)).toEqual([])
    expect(started).toBe(0)
    const logs = await logsOf(id)
    expect(logs.map((l) => l.jobMessage)).toEqual(['别的进程'])
    expect(logs[0].fireTime).toEqual(job.nextFireTime)
    await pause(id)
  })

  it('honours the misfire policy after a long gap: 1 runs every missed fire, 2 runs once, 3 skips', async () => {
    const every = await addJob({ invokeTarget: 'testCount', cronExpression: '0 * * * * ?', misfirePolicy: '1' })
    const once = await addJob({ invokeTarget: 'testCount', cronExpression: '0 * * * * ?', misfirePolicy: '2' })
    const skip = await addJob({ invokeTarget: 'testCount', cronExpression: '0 * * * * ?', misfirePolicy: '3' })
    t.server.clock.advance(10 * 60_000 + 5_000)
    await scheduler.tick()
    expect(await logsOf(every)).toHaveLength(10)
    expect(await logsOf(once)).toHaveLength(1)
    expect(await logsOf(skip)).toHaveLength(0)
    // Next fires are due from now on, not again for the gap.
    t.server.clock.advance(60_000)
    await scheduler.tick()
    expect(await logsOf(every)).toHaveLength(11)
    expect(await logsOf(once)).toHaveLength(2)
    expect(await logsOf(skip)).toHaveLength(1)
    for (const id of [every, once, skip]) await pause(id)
  })

  it('a job that forbids overlap skips a fire while its last run goes on; one that allows it runs again', async () => {
    const id = await addJob({ invokeTarget: 'testWait', concurrent: '1' })
    t.server.clock.advance(10_000)
    const first = scheduler.tick()
    await vi_waitFor(() => waits === 1)
    t.server.clock.advance(10_000)
    await scheduler.tick()
    const logs = await logsOf(id)
    expect(logs).toHaveLength(2)
    expect(logs[1]).toMatchObject({ status: '1', jobMessage: '测试任务 上一次执行尚未结束，本次触发跳过' })
    expect((await t.server.call('PUT', `${JOB}/run`, { token: t.token, body: { jobId: id } })).msg).toBe(
      '任务正在执行，请稍后再试',
    )
    release()
    await first
    expect((await logsOf(id))[0]).toMatchObject({ status: '0' })
    await pause(id)

    const free = await addJob({ invokeTarget: 'testWait', concurrent: '0' })
    t.server.clock.advance(10_000)
    const a = scheduler.tick()
    await vi_waitFor(() => waits === 2)
    const releaseFirst = release
    t.server.clock.advance(10_000)
    const b = scheduler.tick()
    await vi_waitFor(() => waits === 3)
    release()
    releaseFirst()
    await Promise.all([a, b])
    expect((await logsOf(free)).map((l) => l.status)).toEqual(['0', '0'])
    await pause(free)
  })

  it('records a failing run with its error; runs once on demand; pausing stops it', async () => {
    const id = await addJob({ invokeTarget: 'testFail' })
    const run = await t.server.call('PUT', `${JOB}/run`, { token: t.token, body: { jobId: id } })
    expect(run).toMatchObject({ code: 200, msg: '执行失败' })
    const [log] = await logsOf(id)
    expect(log).toMatchObject({ status: '1', exceptionInfo: 'Error: 磁盘已满' })
    await pause(id)
    t.server.clock.advance(60_000)
    await scheduler.tick()
    expect(await logsOf(id)).toHaveLength(1)
    const ok = await addJob({ invokeTarget: 'refreshCaches' })
    expect(await t.server.call('PUT', `${JOB}/run`, { token: t.token, body: { jobId: ok } })).toMatchObject({
      code: 200,
      msg: '执行成功',
    })
    await pause(ok)
  })

  it('edits, lists, exports and deletes jobs and their log', async () => {
    const id = await addJob({ jobName: '改我', invokeTarget: 'refreshCaches' })
    const edit = await t.server.call('PUT', JOB, {
      token: t.token,
      body: { jobId: id, jobName: '改过', invokeTarget: 'cleanJobLog(7)', cronExpression: '0 0 1 * * ?', status: '1' },
    })
    expect(edit.code).toBe(200)
    const got = await t.server.call('GET', `${JOB}/${id}`, { token: t.token })
    expect(got.data).toMatchObject({
      jobName: '改过',
      invokeTarget: 'cleanJobLog(7)',
      cronExpression: '0 0 1 * * ?',
      status: '1',
    })
    expect(
      (
        await t.server.call('PUT', JOB, {
          token: t.token,
          body: { jobId: id, jobName: '改过', invokeTarget: 'nope', cronExpression: '0 0 1 * * ?' },
        })
      ).msg,
    ).toContain("修改任务'改过'失败")
    const sheet = await readXlsx(
      await postForm(t.server, `${JOB}/export`, t.token, `jobName=${encodeURIComponent('改过')}`),
    )
    // the group as its dictionary's label, as every dictionary column of a derived export
    expect(sheet.rows).toEqual([
      [String(id), '改过', '默认', 'cleanJobLog(7)', '0 0 1 * * ?', '放弃执行', '禁止', '暂停'],
    ])
    const logs = await t.server.call('GET', '/prod-api/monitor/jobLog/list?status=1', { token: t.token })
    expect(logs.total).toBeGreaterThan(0)
    expect(logs.rows!.every((r) => r.status === '1')).toBe(true)
    const one = await t.server.call('GET', `/prod-api/monitor/jobLog/${logs.rows![0].jobLogId}`, { token: t.token })
    expect(one.data.jobLogId).toBe(logs.rows![0].jobLogId)
    const logSheet = await readXlsx(await postForm(t.server, '/prod-api/monitor/jobLog/export', t.token, 'status=1'))
    expect(logSheet.rows).toHaveLength(logs.total!)
    expect(
      (await t.server.call('DELETE', `/prod-api/monitor/jobLog/${logs.rows![0].jobLogId}`, { token: t.token })).code,
    ).toBe(200)
    expect((await t.server.call('DELETE', '/prod-api/monitor/jobLog/clean', { token: t.token })).code).toBe(200)
    expect((await t.server.call('GET', '/prod-api/monitor/jobLog/list', { token: t.token })).total).toBe(0)
    expect((await t.server.call('DELETE', `${JOB}/${id}`, { token: t.token })).code).toBe(200)
    expect(await t.server.ctx.db.select().from(sysJob).where(eq(sysJob.jobId, id))).toEqual([])
    const [last] = await t.server.ctx.db.select().from(sysOperLog).orderBy(desc(sysOperLog.operId)).limit(1)
    expect(last).toMatchObject({ title: '定时任务', businessType: 3 })
  })
})

async function vi_waitFor(cond: () => boolean, ms = 5000) {
  const end = Date.now() + ms
  while (!cond()) {
    if (Date.now() > end) throw new Error('timed out waiting')
    await new Promise((r) => setTimeout(r, 5))
  }
}
