import {
  BUSINESS_TYPE as B,
  PATENT_DETAIL_ENDPOINTS,
  STAT_KIND_PERMISSIONS,
  STAT_KINDS,
  STATISTICS_PERMISSIONS as S,
  statEndpoints,
  type StatKindDescription,
} from '@wp/contract'
import { randomBytes } from 'node:crypto'
import { multipartFile, PNG_1PX, XLSX, xlsxOf } from '../testing/fixtures'
import type { TestServer } from '../testing/harness'
import type { SecurityTable } from '../testing/security-table'
import { sampleRow } from './samples'

// Found by its file name and loaded only by the security test (server/src/security.test.ts), never in production.

const API = '/prod-api'

/** Saves a sample row as the administrator and moves it along the flow; returns its id. */
async function rowAt(s: TestServer, admin: string, k: StatKindDescription, n: number, steps: string[] = []) {
  const E = statEndpoints(k.kind as never)
  const saved = await s.call('POST', API + E.save, { token: admin, body: sampleRow(k, n) })
  if (saved.code !== 200) throw new Error(`${k.kind}: ${saved.msg}`)
  const id = saved.data.id as number
  for (const step of steps) {
    const res = await s.call('POST', API + step, { token: admin, body: { ids: [id] } })
    if (res.code !== 200) throw new Error(`${step}: ${res.msg}`)
  }
  return id
}

function kindRows(k: StatKindDescription): SecurityTable {
  const P = STAT_KIND_PERMISSIONS[k.kind as keyof typeof STAT_KIND_PERMISSIONS]
  const E = statEndpoints(k.kind as never)
  const log = (type: (typeof B)[keyof typeof B]) => ({ title: `统计填报-${k.title}`, type })
  return {
    [`GET ${E.list}`]: { access: P.list },
    [`POST ${E.save}`]: {
      access: P.edit,
      log: log(B.UPDATE),
      sample: async (_s, _a, n) => ({ body: sampleRow(k, n) }),
    },
    [`POST ${E.remove}`]: {
      access: P.remove,
      log: log(B.DELETE),
      sample: async (s, a, n) => ({ body: { ids: [await rowAt(s, a, k, n)] } }),
    },
    [`POST ${E.submit}`]: {
      access: P.submit,
      log: log(B.UPDATE),
      sample: async (s, a, n) => ({ body: { ids: [await rowAt(s, a, k, n)] } }),
    },
    [`POST ${E.approve}`]: {
      access: P.audit,
      log: log(B.UPDATE),
      sample: async (s, a, n) => ({ body: { ids: [await rowAt(s, a, k, n, [E.submit])] } }),
    },
    [`POST ${E.reject}`]: {
      access: P.audit,
      log: log(B.UPDATE),
      sample: async (s, a, n) => ({ body: { ids: [await rowAt(s, a, k, n, [E.submit])], opinion: '请核实' } }),
    },
    [`POST ${E.unlock}`]: {
      access: P.unlock,
      log: log(B.UPDATE),
      sample: async (s, a, n) => ({ body: { ids: [await rowAt(s, a, k, n, [E.submit, E.approve])], reason: '补录' } }),
    },
    [`GET ${E.history}`]: {
      access: P.query,
      sample: async (s, a, n) => ({ url: `${E.history}?id=${await rowAt(s, a, k, n)}` }),
    },
    [`POST ${E.template}`]: { access: P.import, log: log(B.EXPORT), sample: { form: '' } },
    [`POST ${E.import}`]: {
      access: P.import,
      log: log(B.IMPORT),
      sample: async (_s, _a, n) => {
        const row = sampleRow(k, n)
        const header = ['单位编号', ...(k.periodType ? ['统计期'] : []), ...k.fields.map((f) => f.label)]
        const cells = [row.orgId, ...(k.periodType ? [row.periodKey] : []), ...k.fields.map((f) => row[f.key])]
        const file = await xlsxOf(header, [cells as (string | number)[]])
        return { file: async () => multipartFile('file', 'rows.xlsx', file, XLSX) }
      },
    },
    [`POST ${E.export}`]: { access: P.export, log: log(B.EXPORT), sample: { form: '' } },
  }
}

/** A multipart body with form fields and one file. */
export function multipartWith(fields: Record<string, string>, file: Buffer, name: string, type: string) {
  const boundary = '----wp' + randomBytes(8).toString('hex')
  const parts = Object.entries(fields).map(
    ([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`,
  )
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`
  return {
    payload: Buffer.concat([Buffer.from(parts.join('') + head), file, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  }
}

/** Uploads a screen picture for bigscreen7 as the administrator; returns its row. */
export async function screenPicture(s: TestServer, admin: string) {
  const { payload, headers } = multipartWith(
    { category: '3', isScreen: 'true', screenCode: 'bigscreen7', screenSort: '1' },
    PNG_1PX,
    'p.png',
    'image/png',
  )
  const res = await s.fastify.inject({
    method: 'POST',
    url: `${API}/statistics/file/add`,
    payload,
    headers: { ...headers, authorization: `Bearer ${admin}` },
  })
  const body = JSON.parse(res.body)
  if (body.code !== 200) throw new Error(body.msg)
  return body.data as { id: number; fileId: string }
}

async function displayToken(s: TestServer, admin: string, n: number) {
  const res = await s.call('POST', `${API}/statistics/displayToken/add`, {
    token: admin,
    body: { name: `墙${n}`, screens: ['bigscreen6'] },
  })
  return res.data.row.id as number
}

const patent = STAT_KINDS.find((k) => k.kind === 'patentDetail')!
const patentLog = (type: (typeof B)[keyof typeof B]) => ({ title: `统计填报-${patent.title}`, type })
const PD = STAT_KIND_PERMISSIONS.patentDetail

export const securityTable: SecurityTable = {
  ...Object.assign({}, ...STAT_KINDS.map(kindRows)),
  [`GET ${PATENT_DETAIL_ENDPOINTS.list}`]: { access: PD.list },
  [`POST ${PATENT_DETAIL_ENDPOINTS.add}`]: {
    access: PD.add,
    log: patentLog(B.INSERT),
    sample: async (_s, _a, n) => ({ body: sampleRow(patent, n) }),
  },
  [`POST ${PATENT_DETAIL_ENDPOINTS.edit}`]: {
    access: PD.edit,
    log: patentLog(B.UPDATE),
    sample: async (s, a, n) => ({ body: { ...sampleRow(patent, n), id: await rowAt(s, a, patent, n) } }),
  },
  [`POST ${PATENT_DETAIL_ENDPOINTS.remove}`]: {
    access: PD.remove,
    log: patentLog(B.DELETE),
    sample: async (s, a, n) => ({ body: { ids: [await rowAt(s, a, patent, n)] } }),
  },
  'GET /statistics/org/list': { access: 'signed-in' },
  'GET /statistics/manualInputData/getInfo': {
    access: S.manualInputData.query,
    sample: { url: '/statistics/manualInputData/getInfo?kind=investment&orgId=103&periodKey=2025-06' },
  },
  'GET /statistics/index/list': { access: S.index.list, sample: { url: '/statistics/index/list?kind=investment' } },
  'POST /statistics/index/edit': {
    access: S.index.edit,
    log: { title: '指标锁定', type: B.UPDATE },
    sample: { body: { indexId: 1, sort: 0 } },
  },
  'GET /statistics/index/getLocksByIndexIds': {
    access: 'signed-in',
    sample: { url: '/statistics/index/getLocksByIndexIds?indexIds=1,2&orgId=103&periodKey=2025-06' },
  },
  'GET /statistics/index/lockLog': { access: S.index.list, sample: { url: '/statistics/index/lockLog?indexId=1' } },
  'GET /statistics/file/list': { access: S.file.list },
  'GET /statistics/file/screen/list': {
    access: S.file.screen,
    sample: { url: '/statistics/file/screen/list?screenCode=bigscreen7' },
  },
  'GET /statistics/file/content/:fileId': {
    access: S.file.screen,
    sample: async (s, a) => ({ url: `/statistics/file/content/${(await screenPicture(s, a)).fileId}` }),
  },
  'POST /statistics/file/add': {
    access: S.file.add,
    log: { title: '统计附件', type: B.INSERT },
    sample: {
      file: async () => multipartWith({ category: '1', isScreen: 'false' }, PNG_1PX, 'a.png', 'image/png'),
    },
  },
  'POST /statistics/file/delete': {
    access: S.file.remove,
    log: { title: '统计附件', type: B.DELETE },
    sample: async (s, a) => ({ body: { ids: [(await screenPicture(s, a)).id] } }),
  },
  'GET /statistics/report/data': {
    access: S.report.view,
    sample: { url: '/statistics/report/data?periodKey=2025-06' },
  },
  'POST /statistics/report/export': {
    access: S.report.export,
    log: { title: '统计报表', type: B.EXPORT },
    sample: { form: 'periodKey=2025-06' },
  },
  'GET /statistics/screen/bigscreen6': { access: S.screen.bigscreen6 },
  'GET /statistics/screen/bigscreen7': { access: S.screen.bigscreen7 },
  'GET /statistics/stream': { access: S.screen.stream, sample: { url: '/statistics/stream?maxSeconds=0' } },
  'GET /statistics/displayToken/list': { access: S.displayToken.list },
  'POST /statistics/displayToken/add': {
    access: S.displayToken.add,
    log: { title: '显示令牌', type: B.INSERT },
    // The caller holds no screen, so the token it may make shows none (see the grant test in screen.test.ts).
    sample: async (_s, _a, n) => ({ body: { name: `大厅${n}`, screens: [] } }),
  },
  'POST /statistics/displayToken/revoke': {
    access: S.displayToken.remove,
    log: { title: '显示令牌', type: B.DELETE },
    sample: async (s, a, n) => ({ body: { ids: [await displayToken(s, a, n)] } }),
  },
}
