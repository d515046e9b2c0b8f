import { BUSINESS_TYPE as B, LEDGER_PERMISSIONS, LEDGER_ROUTE_ACCESS as A } from '@wp/contract'
import { eq } from 'drizzle-orm'
import { createdId, multipartFile, xlsxOf } from '../testing/fixtures'
import type { TestServer } from '../testing/harness'
import type { SecurityTable } from '../testing/security-table'
import { DEFINITION_TITLE, RECORD_TITLE } from './routes'
import { sysLedger } from './schema'

// Found by its file name and loaded only by the security test (server/src/security.test.ts), never in production.

const D = LEDGER_PERMISSIONS.definition
const DEF = (type: (typeof B)[keyof typeof B]) => ({ title: DEFINITION_TITLE, type })
const REC = (type: (typeof B)[keyof typeof B]) => ({ title: RECORD_TITLE, type })
/** The records' routes are checked on the seeded 客户 ledger: `dyn:{code}:list` as `dyn:client:list`. */
const CLIENT = { code: 'client' } as const
const URL = '/ledger/data/client'

const draft = (code: string) => ({
  code,
  title: `安全台账${code}`,
  fields: [{ key: 'title', label: '标题', type: 'text', required: true, list: true, form: true }],
})
const newDraft = (s: TestServer, admin: string, n: number) =>
  createdId(s, admin, 'POST', '/ledger/definition', { draft: draft(`sec${n}`) }, 'ledgerId')
const newClient = (s: TestServer, admin: string, n: number) =>
  createdId(s, admin, 'POST', URL, { name: `安全客户${n}` }, 'recordId')
const clientLedgerId = async (s: TestServer) =>
  (await s.ctx.db.select({ id: sysLedger.ledgerId }).from(sysLedger).where(eq(sysLedger.ledgerCode, 'client')))[0].id

export const securityTable: SecurityTable = {
  'GET /ledger/definition/list': { access: D.list },
  'GET /ledger/definition/:ledgerId': {
    access: D.query,
    sample: async (s) => ({ url: `/ledger/definition/${await clientLedgerId(s)}` }),
  },
  'POST /ledger/definition': {
    access: D.add,
    log: DEF(B.INSERT),
    sample: async (_s, _a, n) => ({ body: { draft: draft(`sec${n}`) } }),
  },
  'PUT /ledger/definition': {
    access: D.edit,
    log: DEF(B.UPDATE),
    sample: async (s, admin, n) => ({ body: { ledgerId: await newDraft(s, admin, n), draft: draft(`sec${n}`) } }),
  },
  'DELETE /ledger/definition/:ledgerIds': {
    access: D.remove,
    log: DEF(B.DELETE),
    sample: async (s, admin, n) => ({ url: `/ledger/definition/${await newDraft(s, admin, n)}` }),
  },
  'POST /ledger/definition/publish/:ledgerId': {
    access: D.publish,
    log: DEF(B.UPDATE),
    sample: async (s, admin, n) => ({ url: `/ledger/definition/publish/${await newDraft(s, admin, n)}` }),
  },

  'GET /ledger/data/:code/description': { access: A.list, params: CLIENT, sample: { url: `${URL}/description` } },
  'GET /ledger/data/:code/list': { access: A.list, params: CLIENT, sample: { url: `${URL}/list` } },
  'GET /ledger/data/:code/:recordId': {
    access: A.query,
    params: CLIENT,
    sample: async (s, admin, n) => ({ url: `${URL}/${await newClient(s, admin, n)}` }),
  },
  'POST /ledger/data/:code': {
    access: A.add,
    params: CLIENT,
    log: REC(B.INSERT),
    sample: async (_s, _a, n) => ({ url: URL, body: { name: `安全客户${n}` } }),
  },
  'PUT /ledger/data/:code': {
    access: A.edit,
    params: CLIENT,
    log: REC(B.UPDATE),
    sample: async (s, admin, n) => ({ url: URL, body: { recordId: await newClient(s, admin, n), grade: 'A' } }),
  },
  'PUT /ledger/data/:code/changeStatus': {
    access: A.edit,
    params: CLIENT,
    log: REC(B.UPDATE),
    sample: async (s, admin, n) => ({
      url: `${URL}/changeStatus`,
      body: { recordId: await newClient(s, admin, n), status: '1' },
    }),
  },
  'DELETE /ledger/data/:code/:recordIds': {
    access: A.remove,
    params: CLIENT,
    log: REC(B.DELETE),
    sample: async (s, admin, n) => ({ url: `${URL}/${await newClient(s, admin, n)}` }),
  },
  'POST /ledger/data/:code/export': {
    access: A.export,
    params: CLIENT,
    log: REC(B.EXPORT),
    sample: { url: `${URL}/export`, form: '' },
  },
  // a download of an empty template: it changes nothing, so it is not logged
  'POST /ledger/data/:code/importTemplate': {
    access: A.import,
    params: CLIENT,
    log: false,
    sample: { url: `${URL}/importTemplate`, form: '' },
  },
  'POST /ledger/data/:code/importData': {
    access: A.import,
    params: CLIENT,
    log: REC(B.IMPORT),
    sample: async (_s, _a, n) => {
      const sheet = await xlsxOf(['*客户名称', '客户等级'], [[`导入客户${n}`, 'A 级']])
      return {
        url: `${URL}/importData`,
        file: async () => multipartFile('file', 'c.xlsx', sheet, 'application/octet-stream'),
      }
    },
  },
}
