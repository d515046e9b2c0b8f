import { BUSINESS_TYPE as B, TECHREFIT_PERMISSIONS as P, TR_PROJECT, TR_SASAC, TR_SPECIAL } from '@wp/contract'
import { crudSecurity } from '../testing/crud-security'
import { createdId, multipartFile, XLSX, xlsxOf } from '../testing/fixtures'
import type { SecurityTable } from '../testing/security-table'
import { ensureReviewer, LIB, projectBody, projectFixture, SASAC, sasacBody, SPECIAL, specialBody } from './fixtures'

// Found by its file name and loaded only by the security test (server/src/security.test.ts), never in production.

const LOG = { title: TR_PROJECT.title, type: B.UPDATE }
let reviewer = false

export const securityTable: SecurityTable = {
  ...crudSecurity({
    path: LIB,
    id: 'projectId',
    title: TR_PROJECT.title,
    permissions: P.library,
    body: (n) => projectBody(103, `安全样例项目${n}`),
    exportForm: '',
  }),
  [`GET ${LIB}/:projectId`]: {
    access: P.library.query,
    sample: async (s, admin, n) => ({ url: `${LIB}/${await projectFixture(s, admin, `详情样例${n}`)}` }),
  },
  [`POST ${LIB}/submit/:projectId`]: {
    access: P.library.submit,
    log: LOG,
    sample: async (s, admin, n) => {
      if (!reviewer) await ensureReviewer(s, 'trsecreviewer')
      reviewer = true
      return { url: `${LIB}/submit/${await projectFixture(s, admin, `提交样例${n}`)}` }
    },
  },
  [`POST ${LIB}/retire/:projectId`]: {
    access: P.library.retire,
    log: LOG,
    sample: async (s, admin, n) => ({
      url: `${LIB}/retire/${await projectFixture(s, admin, `出库样例${n}`, '2')}`,
      body: { reason: '不再实施' },
    }),
  },
  [`GET ${LIB}/history/:projectId`]: {
    access: P.library.query,
    sample: async (s, admin, n) => ({ url: `${LIB}/history/${await projectFixture(s, admin, `记录样例${n}`)}` }),
  },
  [`GET ${LIB}/years/:projectId`]: {
    access: P.library.query,
    sample: async (s, admin, n) => ({ url: `${LIB}/years/${await projectFixture(s, admin, `年度样例${n}`)}` }),
  },
  [`PUT ${LIB}/years/:projectId`]: {
    access: P.library.plan,
    log: LOG,
    sample: async (s, admin, n) => ({
      url: `${LIB}/years/${await projectFixture(s, admin, `计划样例${n}`)}`,
      body: { years: [{ year: 2026, planInvestment: 100, completedYtd: 20 }] },
    }),
  },
  [`GET ${LIB}/links/:projectId`]: {
    access: P.library.query,
    sample: async (s, admin, n) => ({ url: `${LIB}/links/${await projectFixture(s, admin, `关联样例${n}`)}` }),
  },
  [`GET ${LIB}/options`]: { access: 'signed-in' },
  [`GET ${LIB}/awaiting`]: { access: P.library.list },
  [`GET ${LIB}/completion`]: { access: P.library.list, sample: { url: `${LIB}/completion?year=2026` } },

  [`POST ${SPECIAL}/status/:specialId`]: {
    access: P.special.edit,
    log: { title: TR_SPECIAL.title, type: B.UPDATE },
    sample: async (s, admin, n) => {
      const projectId = await projectFixture(s, admin, `专项结果样例${n}`, '2')
      const id = await createdId(s, admin, 'POST', SPECIAL, specialBody(projectId, n), 'specialId')
      return { url: `${SPECIAL}/status/${id}`, body: { status: '3' } }
    },
  },
  [`POST ${SASAC}/sheet`]: {
    access: P.sasac.export,
    log: { title: TR_SASAC.title, type: B.EXPORT },
    sample: { form: 'reportYear=2026' },
  },
  [`POST ${SASAC}/importData`]: {
    access: P.sasac.import,
    log: { title: TR_SASAC.title, type: B.IMPORT },
    sample: async (s, admin, n) => {
      const id = await projectFixture(s, admin, `导入样例${n}`, '2')
      const code = (await s.call('GET', `/prod-api${LIB}/${id}`, { token: admin })).data.projectCode as string
      const sheet = await xlsxOf(
        ['项目编码', '报送年度', '报送类型', '投资类别', '是否主业', '负面清单核查', '本年计划投资（万元）'],
        [[code, 2026, '年度投资计划项目', '固定资产投资', '是', '不属于负面清单', 100]],
      )
      return { file: async () => multipartFile('file', 'sasac.xlsx', sheet, XLSX) }
    },
  },
  ...linkedRows(SPECIAL, 'specialId', TR_SPECIAL.title, P.special, (projectId, n) => specialBody(projectId, n)),
  ...linkedRows(SASAC, 'sasacId', TR_SASAC.title, P.sasac, (projectId) => sasacBody(projectId)),
}

/** The CRUD rows of a library whose rows hang off an in-library project. */
function linkedRows(
  path: string,
  id: string,
  title: string,
  perms: { list: string; query: string; add: string; edit: string; remove: string; export: string },
  body: (projectId: number, n: number) => Record<string, unknown>,
): SecurityTable {
  const fresh = async (s: Parameters<typeof projectFixture>[0], admin: string, n: number) =>
    body(await projectFixture(s, admin, `${title}样例${n}`, '2'), n)
  const made = async (s: Parameters<typeof projectFixture>[0], admin: string, n: number) =>
    createdId(s, admin, 'POST', path, await fresh(s, admin, n), id)
  const access = perms as Record<string, `${string}:${string}`>
  return {
    [`GET ${path}/list`]: { access: access.list },
    [`GET ${path}/:${id}`]: {
      access: access.query,
      sample: async (s, admin, n) => ({ url: `${path}/${await made(s, admin, n)}` }),
    },
    [`POST ${path}`]: {
      access: access.add,
      log: { title, type: B.INSERT },
      sample: async (s, admin, n) => ({ body: await fresh(s, admin, n) }),
    },
    [`PUT ${path}`]: {
      access: access.edit,
      log: { title, type: B.UPDATE },
      sample: async (s, admin, n) => ({ body: { [id]: await made(s, admin, n), remark: '改' } }),
    },
    [`DELETE ${path}/:${id}s`]: {
      access: access.remove,
      log: { title, type: B.DELETE },
      sample: async (s, admin, n) => ({ url: `${path}/${await made(s, admin, n)}` }),
    },
    [`POST ${path}/export`]: { access: access.export, log: { title, type: B.EXPORT }, sample: { form: '' } },
  }
}
