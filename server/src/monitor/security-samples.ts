import { BUSINESS_TYPE as B, MONITOR_PERMISSIONS as M } from '@wp/contract'
import { desc, eq } from 'drizzle-orm'
import { sysSession } from '../auth/schema'
import { crudSecurity } from '../testing/crud-security'
import { createdId } from '../testing/fixtures'
import type { TestServer } from '../testing/harness'
import type { SecurityTable } from '../testing/security-table'
import { FAMILY_PATHS } from './routes'
import { sysJobLog } from './schema'

// Found by its file name and loaded only by the security test (server/src/security.test.ts), never in production.

/** A signed-in user's live session: its public id. */
async function liveSession(s: TestServer, n: number) {
  const id = await s.createUser(`fx${n}`, [], 103)
  await s.login(`fx${n}`)
  const [row] = await s.ctx.db.select({ sid: sysSession.sessionId }).from(sysSession).where(eq(sysSession.userId, id))
  return row.sid
}

const jobBody = (n: number) => ({ jobName: `job${n}`, invokeTarget: 'refreshCaches', cronExpression: '0 0 3 * * ?' })
const newJob = (s: TestServer, admin: string, n: number) =>
  createdId(s, admin, 'POST', '/monitor/job', jobBody(n), 'jobId')

/** Runs the first seeded job once and returns its log row's id. */
async function jobLogRow(s: TestServer, admin: string) {
  const run = await s.call('PUT', '/prod-api/monitor/job/run', { token: admin, body: { jobId: 1 } })
  if (run.code !== 200) throw new Error(run.msg)
  const [row] = await s.ctx.db
    .select({ id: sysJobLog.jobLogId })
    .from(sysJobLog)
    .orderBy(desc(sysJobLog.jobLogId))
    .limit(1)
  return row.id
}

const JOB = { title: '定时任务', type: B.UPDATE }
const LOG = '定时任务调度日志'

/** Every route of the monitoring module: its expected access and operation-log row, and a request that succeeds. */
const OURS: SecurityTable = {
  'GET /monitor/online/list': { access: M.online.list },
  'DELETE /monitor/online/batchLogout/:tokenIds': {
    access: M.online.batchLogout,
    log: { title: '在线用户', type: B.FORCE },
    sample: async (s, _a, n) => ({ url: `/monitor/online/batchLogout/${await liveSession(s, n)}` }),
  },
  'DELETE /monitor/online/:tokenId': {
    access: M.online.forceLogout,
    log: { title: '在线用户', type: B.FORCE },
    sample: async (s, _a, n) => ({ url: `/monitor/online/${await liveSession(s, n)}` }),
  },
  ...crudSecurity({
    path: '/monitor/job',
    id: 'jobId',
    title: '定时任务',
    permissions: M.job,
    body: jobBody,
    detailId: 1,
    exportForm: '',
  }),
  'PUT /monitor/job/changeStatus': {
    access: M.job.changeStatus,
    log: JOB,
    sample: async (s, a, n) => ({ body: { jobId: await newJob(s, a, n), status: '1' } }),
  },
  'PUT /monitor/job/run': {
    access: M.job.changeStatus,
    log: JOB,
    sample: async (s, a, n) => ({ body: { jobId: await newJob(s, a, n) } }),
  },
  ...crudSecurity({ path: '/monitor/jobLog', id: 'jobLogId', title: LOG, permissions: M.job, exportForm: '' }),
  'GET /monitor/jobLog/:jobLogId': {
    access: M.job.query,
    sample: async (s, a) => ({ url: `/monitor/jobLog/${await jobLogRow(s, a)}` }),
  },
  'DELETE /monitor/jobLog/:jobLogIds': {
    access: M.job.remove,
    log: { title: LOG, type: B.DELETE },
    sample: async (s, a) => ({ url: `/monitor/jobLog/${await jobLogRow(s, a)}` }),
  },
  'DELETE /monitor/jobLog/clean': { access: M.job.remove, log: { title: LOG, type: B.CLEAN } },
}

/** A row's key and sample with our path prefix replaced by the family's (the same routes served twice). */
function underFamilyPaths(table: SecurityTable): SecurityTable {
  const rename = (url: string) => {
    const pair = FAMILY_PATHS.find(([ours]) => url.startsWith(ours + '/') || url === ours)
    return pair ? pair[1] + url.slice(pair[0].length) : url
  }
  const out: SecurityTable = {}
  for (const [key, row] of Object.entries(table)) {
    const [method, url] = key.split(' ')
    const sample = row.sample
    out[`${method} ${rename(url)}`] = {
      ...row,
      sample:
        typeof sample === 'function'
          ? async (s, a, n) => {
              const req = await sample(s, a, n)
              return req.url ? { ...req, url: rename(req.url) } : req
            }
          : sample?.url
            ? { ...sample, url: rename(sample.url) }
            : sample,
    }
  }
  return out
}

/** Every route of the monitoring module, under our paths and the family's. */
export const securityTable: SecurityTable = { ...OURS, ...underFamilyPaths(OURS) }
