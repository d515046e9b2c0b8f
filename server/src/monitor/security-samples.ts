import { BUSINESS_TYPE as B, MONITOR_PERMISSIONS as M } from '@wp/contract'
import { desc, eq } from 'drizzle-orm'
import { sysSession } from '../auth/schema'
import { createdId } from '../testing/fixtures'
import type { TestServer } from '../testing/harness'
import type { SecurityTable } from '../testing/security-table'
import { sysJobLog } from './schema'

// Loaded only by the security test (through the module object's `security`), never in production.

/** A signed-in user's live session: its public id. */
async function liveSession(s: TestServer, n: number) {
  const id = await s.createUser(`fx${n}`, [], 103)
  await s.login(`fx${n}`)
  const [row] = await s.ctx.db.select({ sid: sysSession.sessionId }).from(sysSession).where(eq(sysSession.userId, id))
  return row.sid
}

const jobBody = (n: number) => ({ jobName: `job${n}`, invokeTarget: 'refreshCaches', cronExpression: '0 0 3 * * ?' })

async function lastJobLogId(s: TestServer, admin: string) {
  const run = await s.call('PUT', '/prod-api/monitor/job/run', { token: admin, body: { jobId: 1 } })
  if (run.code !== 200) throw new Error(run.msg)
  const [row] = await s.ctx.db
    .select({ id: sysJobLog.jobLogId })
    .from(sysJobLog)
    .orderBy(desc(sysJobLog.jobLogId))
    .limit(1)
  return row.id
}

/** Every route of the monitoring module: its expected access and operation-log row, and a request that succeeds. */
export const MONITOR_SECURITY: SecurityTable = {
  'GET /monitor/online/list': { access: M.online.list },
  'DELETE /monitor/online/batchLogout/:tokenIds': {
    access: M.online.batchLogout,
    log: { title: '在线用户', type: B.FORCE },
    sample: async (s, _a, n) => ({
      url: `/monitor/online/batchLogout/${await liveSession(s, n)}`,
    }),
  },
  'DELETE /monitor/online/:tokenId': {
    access: M.online.forceLogout,
    log: { title: '在线用户', type: B.FORCE },
    sample: async (s, _a, n) => ({ url: `/monitor/online/${await liveSession(s, n)}` }),
  },
  'GET /monitor/job/list': { access: M.job.list },
  'GET /monitor/job/:jobId': { access: M.job.query, sample: { url: '/monitor/job/1' } },
  'POST /monitor/job': {
    access: M.job.add,
    log: { title: '定时任务', type: B.INSERT },
    sample: async (_s, _a, n) => ({ body: jobBody(n) }),
  },
  'PUT /monitor/job': {
    access: M.job.edit,
    log: { title: '定时任务', type: B.UPDATE },
    sample: async (s, a, n) => ({
      body: {
        ...jobBody(n),
        jobId: await createdId(s, a, 'POST', '/monitor/job', jobBody(n), 'jobId'),
        cronExpression: '0 0 4 * * ?',
      },
    }),
  },
  'PUT /monitor/job/changeStatus': {
    access: M.job.changeStatus,
    log: { title: '定时任务', type: B.UPDATE },
    sample: async (s, a, n) => ({
      body: { jobId: await createdId(s, a, 'POST', '/monitor/job', jobBody(n), 'jobId'), status: '1' },
    }),
  },
  'PUT /monitor/job/run': {
    access: M.job.changeStatus,
    log: { title: '定时任务', type: B.UPDATE },
    sample: async (s, a, n) => ({
      body: { jobId: await createdId(s, a, 'POST', '/monitor/job', jobBody(n), 'jobId') },
    }),
  },
  'DELETE /monitor/job/:jobIds': {
    access: M.job.remove,
    log: { title: '定时任务', type: B.DELETE },
    sample: async (s, a, n) => ({
      url: `/monitor/job/${await createdId(s, a, 'POST', '/monitor/job', jobBody(n), 'jobId')}`,
    }),
  },
  'POST /monitor/job/export': {
    access: M.job.export,
    log: { title: '定时任务', type: B.EXPORT },
    sample: { form: '' },
  },
  'GET /monitor/jobLog/list': { access: M.job.list },
  'DELETE /monitor/jobLog/clean': { access: M.job.remove, log: { title: '定时任务调度日志', type: B.CLEAN } },
  'GET /monitor/jobLog/:jobLogId': {
    access: M.job.query,
    sample: async (s, a) => ({ url: `/monitor/jobLog/${await lastJobLogId(s, a)}` }),
  },
  'DELETE /monitor/jobLog/:jobLogIds': {
    access: M.job.remove,
    log: { title: '定时任务调度日志', type: B.DELETE },
    sample: async (s, a) => ({ url: `/monitor/jobLog/${await lastJobLogId(s, a)}` }),
  },
  'POST /monitor/jobLog/export': {
    access: M.job.export,
    log: { title: '定时任务调度日志', type: B.EXPORT },
    sample: { form: '' },
  },
}
