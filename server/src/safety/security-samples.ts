import { BUSINESS_TYPE as B, SAFETY_PERMISSION_LIST, SAFETY_PERMISSIONS } from '@wp/contract'
import { eq } from 'drizzle-orm'
import { holdersOfPermission } from '../directory'
import { sysUser } from '../directory/tables'
import { roleWith } from '../testing/fixtures'
import type { TestServer } from '../testing/harness'
import type { SecurityTable } from '../testing/security-table'
import { safeHazard } from './schema'
import { createdHazard, hazardBody, must, uploadedImage } from './testing/fixtures'

// Found by its file name and loaded only by the security test (server/src/security.test.ts), never in production.

const P = SAFETY_PERMISSIONS.hazard
const TITLE = '隐患排查治理'
const UPDATE = { title: TITLE, type: B.UPDATE }

/** A safety officer holding every safety permission (dept 103): prepares hazards up to the step a row tests. */
const helpers = new WeakMap<TestServer, Promise<{ id: number; token: string; photo: string }>>()
function helper(s: TestServer) {
  let h = helpers.get(s)
  if (!h) {
    h = (async () => {
      const id = await s.createUser('safetyhelper', [await roleWith(s, SAFETY_PERMISSION_LIST)], 103)
      const token = await s.login('safetyhelper')
      return { id, token, photo: await uploadedImage(s, token) }
    })()
    helpers.set(s, h)
  }
  return h
}

/** The user the security test just created to hold exactly `permission` (the newest holder but the helper). */
async function holderOf(s: TestServer, permission: string) {
  const { id: helperId } = await helper(s)
  const id = Math.max(...(await holdersOfPermission(s.ctx, permission)).filter((u) => u !== helperId))
  const [u] = await s.ctx.db.select({ userName: sysUser.userName }).from(sysUser).where(eq(sysUser.userId, id))
  return { id, userName: u.userName }
}

async function draft(s: TestServer, owner?: string) {
  const h = await helper(s)
  const id = await createdHazard(s, h.token, hazardBody(h.photo))
  if (owner) await s.ctx.db.update(safeHazard).set({ createBy: owner }).where(eq(safeHazard.hazardId, id))
  return id
}

async function submitted(s: TestServer) {
  const h = await helper(s)
  const id = await draft(s)
  await must(s, h.token, 'POST', `/safety/hazard/submit/${id}`)
  return id
}

async function audited(s: TestServer, rectifier?: number, acceptor?: number) {
  const h = await helper(s)
  const id = await submitted(s)
  await must(s, h.token, 'POST', `/safety/hazard/audit/${id}`, {
    result: 'pass',
    responsibleUserId: rectifier ?? h.id,
    acceptorId: acceptor ?? h.id,
    rectifyDeadline: '2026-12-31',
    requiredMeasures: '更换',
  })
  return id
}

const rectifyBody = (photo: string) => ({ rectifyMeasures: '已更换', rectifyPhotos: photo, rectifyDate: '2026-06-01' })

/** Every route of the safety module: its expected access and operation-log row, and a request that succeeds. */
export const securityTable: SecurityTable = {
  'GET /safety/hazard/list': { access: P.list },
  'GET /safety/hazard/:hazardId': {
    access: P.query,
    sample: async (s) => ({ url: `/safety/hazard/${await draft(s)}` }),
  },
  'POST /safety/hazard': {
    access: P.add,
    log: { title: TITLE, type: B.INSERT },
    sample: async (s) => ({ body: hazardBody((await helper(s)).photo) }),
  },
  'PUT /safety/hazard': {
    access: P.edit,
    log: UPDATE,
    sample: async (s) => ({
      body: { hazardId: await draft(s, (await holderOf(s, P.edit)).userName), title: '改过的隐患' },
    }),
  },
  'DELETE /safety/hazard/:hazardIds': {
    access: P.remove,
    log: { title: TITLE, type: B.DELETE },
    sample: async (s) => ({ url: `/safety/hazard/${await draft(s, (await holderOf(s, P.remove)).userName)}` }),
  },
  'POST /safety/hazard/export': { access: P.export, log: { title: TITLE, type: B.EXPORT }, sample: { form: '' } },
  'POST /safety/hazard/submit/:hazardId': {
    access: P.submit,
    log: UPDATE,
    sample: async (s) => ({ url: `/safety/hazard/submit/${await draft(s, (await holderOf(s, P.submit)).userName)}` }),
  },
  'POST /safety/hazard/audit/:hazardId': {
    access: P.audit,
    log: UPDATE,
    sample: async (s) => ({
      url: `/safety/hazard/audit/${await submitted(s)}`,
      body: { result: 'reject', opinion: '请补充照片' },
    }),
  },
  'POST /safety/hazard/rectify/:hazardId': {
    access: P.rectify,
    log: UPDATE,
    sample: async (s) => ({
      url: `/safety/hazard/rectify/${await audited(s, (await holderOf(s, P.rectify)).id)}`,
      body: rectifyBody((await helper(s)).photo),
    }),
  },
  'POST /safety/hazard/accept/:hazardId': {
    access: P.accept,
    log: UPDATE,
    sample: async (s) => {
      const h = await helper(s)
      const id = await audited(s, h.id, (await holderOf(s, P.accept)).id)
      await must(s, h.token, 'POST', `/safety/hazard/rectify/${id}`, rectifyBody(h.photo))
      return { url: `/safety/hazard/accept/${id}`, body: { result: 'pass', acceptType: '1' } }
    },
  },
  'POST /safety/hazard/void/:hazardId': {
    access: P.void,
    log: UPDATE,
    sample: async (s) => ({ url: `/safety/hazard/void/${await submitted(s)}`, body: { reason: '重复上报' } }),
  },
  'POST /safety/hazard/suspend/:hazardId': {
    access: P.suspend,
    log: UPDATE,
    sample: async (s) => ({
      url: `/safety/hazard/suspend/${await submitted(s)}`,
      body: { suspend: true, reason: '停产检修' },
    }),
  },
  'POST /safety/hazard/delay/:hazardId': {
    access: P.delay,
    log: UPDATE,
    sample: async (s) => ({
      url: `/safety/hazard/delay/${await audited(s, (await holderOf(s, P.delay)).id)}`,
      body: { newDeadline: '2027-01-31', reason: '材料到货晚' },
    }),
  },
  'POST /safety/hazard/delay/approve/:delayId': {
    access: P.delayApprove,
    log: UPDATE,
    sample: async (s) => {
      const h = await helper(s)
      const id = await audited(s)
      const res = await must(s, h.token, 'POST', `/safety/hazard/delay/${id}`, {
        newDeadline: '2027-01-31',
        reason: '材料到货晚',
      })
      return {
        url: `/safety/hazard/delay/approve/${(res.data as { delayId: number }).delayId}`,
        body: { approved: true },
      }
    },
  },
  'POST /safety/hazard/supervise/:hazardId': {
    access: P.supervise,
    log: UPDATE,
    sample: async (s) => ({
      url: `/safety/hazard/supervise/${await submitted(s)}`,
      body: { superviseLevel: '1', superviseDeadline: '2026-12-31' },
    }),
  },
  'GET /safety/hazard/progress/:hazardId': {
    access: P.query,
    sample: async (s) => ({ url: `/safety/hazard/progress/${await submitted(s)}` }),
  },
  'GET /safety/hazard/history/:hazardId': {
    access: P.query,
    sample: async (s) => ({ url: `/safety/hazard/history/${await submitted(s)}` }),
  },
  'GET /safety/hazard/delay/:delayId': {
    access: P.query,
    sample: async (s) => {
      const h = await helper(s)
      const res = await must(s, h.token, 'POST', `/safety/hazard/delay/${await audited(s)}`, {
        newDeadline: '2027-01-31',
        reason: '材料到货晚',
      })
      return { url: `/safety/hazard/delay/${(res.data as { delayId: number }).delayId}` }
    },
  },
  'GET /safety/hazard/stats': { access: P.stats },
  'GET /safety/hazard/mine': { access: P.list },
}
