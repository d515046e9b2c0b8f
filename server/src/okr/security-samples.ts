import { BUSINESS_TYPE as B, OKR_CYCLE, OKR_KEY_RESULT, OKR_OBJECTIVE, OKR_PERMISSIONS } from '@wp/contract'
import { holdersOfPermission } from '../directory'
import { crudSecurity } from '../testing/crud-security'
import { createdId } from '../testing/fixtures'
import type { TestServer } from '../testing/harness'
import type { SecurityTable } from '../testing/security-table'

// Found by its file name and loaded only by the security test (server/src/security.test.ts), never in production.

const O = OKR_PERMISSIONS.objective
const K = OKR_PERMISSIONS.keyResult
const A = OKR_PERMISSIONS.apiKey

/** The user the security test just created to hold exactly `permission` (the newest holder). */
const holderOf = async (s: TestServer, permission: string) =>
  Math.max(...(await holdersOfPermission(s.ctx, permission)))

const cycleBody = (n: number) => ({
  cycleName: `安全测试周期${n}`,
  cycleType: 'Q',
  cycleStatus: '2',
  startDate: '2026-04-01',
  endDate: '2026-06-30',
})
const cycleOf = (s: TestServer, admin: string, n: number, cycleStatus = '2') =>
  createdId(s, admin, 'POST', OKR_CYCLE.path, { ...cycleBody(n + 100_000), cycleStatus }, 'cycleId')
const objectiveBody = (cycleId: number, ownerUserId = 1) => ({
  cycleId,
  level: '4',
  title: '安全测试目标',
  ownerOrgId: 103,
  ownerUserId,
  visibility: '1',
})
const objectiveOf = async (s: TestServer, admin: string, n: number, ownerUserId = 1) =>
  createdId(s, admin, 'POST', OKR_OBJECTIVE.path, objectiveBody(await cycleOf(s, admin, n), ownerUserId), 'objectiveId')
const krBody = (objectiveId: number, ownerUserId = 1) => ({
  objectiveId,
  title: '安全测试关键结果',
  krType: '1',
  ownerUserId,
  unit: '个',
  baseline: 0,
  target: 10,
  weight: 100,
})
const krOf = async (s: TestServer, admin: string, n: number, ownerUserId = 1) =>
  createdId(
    s,
    admin,
    'POST',
    OKR_KEY_RESULT.path,
    krBody(await objectiveOf(s, admin, n, ownerUserId), ownerUserId),
    'krId',
  )

/** An objective owned by `ownerUserId` with one key result, in a cycle of `cycleStatus`, in `objStatus`. */
async function objectiveWithKr(
  s: TestServer,
  admin: string,
  n: number,
  ownerUserId: number,
  { cycleStatus = '2', objStatus = '0' } = {},
) {
  const cycleId = await cycleOf(s, admin, n, cycleStatus)
  const objectiveId = await createdId(
    s,
    admin,
    'POST',
    OKR_OBJECTIVE.path,
    { ...objectiveBody(cycleId, ownerUserId), objStatus },
    'objectiveId',
  )
  const krId = await createdId(s, admin, 'POST', OKR_KEY_RESULT.path, krBody(objectiveId, ownerUserId), 'krId')
  return { objectiveId, krId }
}

const apiKeyOf = async (s: TestServer, admin: string, n: number) => {
  const res = await s.call('POST', '/prod-api/okr/apikey', { token: admin, body: { keyName: `安全测试系统${n}` } })
  if (res.code !== 200) throw new Error(`fixture api key: ${res.msg}`)
  return res.data as { keyId: number; apiKey: string }
}

/** A person's objective owned by `ownerUserId` and a department objective of the same cycle it may align to. */
async function alignable(s: TestServer, admin: string, n: number, ownerUserId: number) {
  const cycleId = await cycleOf(s, admin, n)
  const add = (body: Record<string, unknown>) => createdId(s, admin, 'POST', OKR_OBJECTIVE.path, body, 'objectiveId')
  const sourceId = await add(objectiveBody(cycleId, ownerUserId))
  const targetId = await add({ ...objectiveBody(cycleId), level: '3' })
  return { sourceType: 'O', sourceId, targetType: 'O', targetId }
}

/** Every route of the OKR module: its expected access and operation-log row, and a request that succeeds. */
export const securityTable: SecurityTable = {
  ...crudSecurity({
    path: OKR_CYCLE.path,
    id: 'cycleId',
    title: OKR_CYCLE.title,
    permissions: OKR_PERMISSIONS.cycle,
    body: cycleBody,
    exportForm: '',
  }),
  'GET /okr/cycle/:cycleId': {
    access: OKR_PERMISSIONS.cycle.query,
    sample: async (s, admin, n) => ({ url: `/okr/cycle/${await cycleOf(s, admin, n)}` }),
  },
  'GET /okr/objective/list': { access: O.list },
  'GET /okr/objective/:objectiveId': {
    access: O.query,
    sample: async (s, admin, n) => ({ url: `/okr/objective/${await objectiveOf(s, admin, n)}` }),
  },
  'POST /okr/objective': {
    access: O.add,
    log: { title: OKR_OBJECTIVE.title, type: B.INSERT },
    sample: async (s, admin, n) => ({ body: objectiveBody(await cycleOf(s, admin, n)) }),
  },
  'PUT /okr/objective': {
    access: O.edit,
    log: { title: OKR_OBJECTIVE.title, type: B.UPDATE },
    sample: async (s, admin, n) => ({ body: { objectiveId: await objectiveOf(s, admin, n), title: '改过的目标' } }),
  },
  'DELETE /okr/objective/:objectiveIds': {
    access: O.remove,
    log: { title: OKR_OBJECTIVE.title, type: B.DELETE },
    sample: async (s, admin, n) => ({ url: `/okr/objective/${await objectiveOf(s, admin, n)}` }),
  },
  'POST /okr/objective/export': {
    access: O.export,
    log: { title: OKR_OBJECTIVE.title, type: B.EXPORT },
    sample: { form: '' },
  },
  'GET /okr/keyresult/list': { access: K.list },
  'GET /okr/keyresult/:krId': {
    access: K.query,
    sample: async (s, admin, n) => ({ url: `/okr/keyresult/${await krOf(s, admin, n)}` }),
  },
  'POST /okr/keyresult': {
    access: K.add,
    log: { title: OKR_KEY_RESULT.title, type: B.INSERT },
    sample: async (s, admin, n) => {
      const holder = await holderOf(s, K.add)
      return { body: krBody(await objectiveOf(s, admin, n, holder), holder) }
    },
  },
  'PUT /okr/keyresult': {
    access: K.edit,
    log: { title: OKR_KEY_RESULT.title, type: B.UPDATE },
    sample: async (s, admin, n) => ({ body: { krId: await krOf(s, admin, n, await holderOf(s, K.edit)), target: 20 } }),
  },
  'DELETE /okr/keyresult/:krIds': {
    access: K.remove,
    log: { title: OKR_KEY_RESULT.title, type: B.DELETE },
    sample: async (s, admin, n) => ({ url: `/okr/keyresult/${await krOf(s, admin, n, await holderOf(s, K.remove))}` }),
  },
  'POST /okr/keyresult/export': {
    access: K.export,
    log: { title: OKR_KEY_RESULT.title, type: B.EXPORT },
    sample: { form: '' },
  },
  'POST /okr/checkin': {
    access: O.checkin,
    log: { title: '关键结果进展', type: B.INSERT },
    sample: async (s, admin, n) => ({
      body: { krId: await krOf(s, admin, n, await holderOf(s, O.checkin)), value: 5, confidence: 7 },
    }),
  },
  'GET /okr/checkin/list': {
    access: O.query,
    sample: async (s, admin, n) => ({ url: `/okr/checkin/list?krId=${await krOf(s, admin, n)}` }),
  },
  'POST /okr/alignment': {
    access: O.align,
    log: { title: 'OKR对齐', type: B.INSERT },
    sample: async (s, admin, n) => ({ body: await alignable(s, admin, n, await holderOf(s, O.align)) }),
  },
  'DELETE /okr/alignment/:alignId': {
    access: O.align,
    log: { title: 'OKR对齐', type: B.DELETE },
    sample: async (s, admin, n) => {
      const body = await alignable(s, admin, n, await holderOf(s, O.align))
      return { url: `/okr/alignment/${await createdId(s, admin, 'POST', '/okr/alignment', body, 'alignId')}` }
    },
  },
  'GET /okr/alignment/graph': {
    access: O.map,
    sample: async (s, admin, n) => ({ url: `/okr/alignment/graph?cycleId=${await cycleOf(s, admin, n)}` }),
  },
  'GET /okr/board': {
    access: O.list,
    sample: async (s, admin, n) => ({ url: `/okr/board?cycleId=${await cycleOf(s, admin, n)}&scope=company` }),
  },
  'POST /okr/objective/:objectiveId/submit': {
    access: O.submit,
    log: { title: 'OKR目标提交', type: B.UPDATE },
    sample: async (s, admin, n) => {
      const { objectiveId } = await objectiveWithKr(s, admin, n, await holderOf(s, O.submit))
      return { url: `/okr/objective/${objectiveId}/submit` }
    },
  },
  'PUT /okr/objective/:objectiveId/score': {
    access: O.score,
    log: { title: 'OKR评分', type: B.UPDATE },
    sample: async (s, admin, n) => {
      const holder = await holderOf(s, O.score)
      const { objectiveId, krId } = await objectiveWithKr(s, admin, n, holder, { cycleStatus: '3', objStatus: '3' })
      return { url: `/okr/objective/${objectiveId}/score`, body: { scores: [{ krId, score: 80 }] } }
    },
  },
  'GET /okr/review/summary': {
    access: O.review,
    sample: async (s, admin, n) => ({ url: `/okr/review/summary?cycleId=${await cycleOf(s, admin, n)}` }),
  },
  'PUT /okr/objective/:objectiveId/collaborators': {
    access: O.edit,
    log: { title: 'OKR协作人', type: B.UPDATE },
    sample: async (s, admin, n) => ({
      url: `/okr/objective/${await objectiveOf(s, admin, n, await holderOf(s, O.edit))}/collaborators`,
      body: { userIds: [1] },
    }),
  },
  'GET /okr/my/keyresults': { access: O.list },
  'GET /okr/apikey/list': { access: A.list },
  'POST /okr/apikey': {
    access: A.add,
    log: { title: 'OKR接口密钥', type: B.INSERT },
    sample: async (_s, _admin, n) => ({ body: { keyName: `安全测试新系统${n}` } }),
  },
  'DELETE /okr/apikey/:keyId': {
    access: A.remove,
    log: { title: 'OKR接口密钥', type: B.DELETE },
    sample: async (s, admin, n) => ({ url: `/okr/apikey/${(await apiKeyOf(s, admin, n)).keyId}` }),
  },
  'POST /okr/open/progress': {
    access: 'public',
    log: { title: '关键结果进展（接口）', type: B.INSERT },
    sample: async (s, admin, n) => ({
      headers: { 'x-okr-api-key': (await apiKeyOf(s, admin, n)).apiKey },
      body: { krId: await krOf(s, admin, n), value: 6 },
    }),
  },
}
