// Fixtures of the techrefit tests and security samples (never imported by production code).
import { TECHREFIT_PERMISSIONS as P } from '@wp/contract'
import { eq } from 'drizzle-orm'
import { createdId, roleWith } from '../testing/fixtures'
import type { TestServer } from '../testing/harness'
import { trProject } from './schema'

export const LIB = '/techRefitProject/project/library'
export const SPECIAL = '/techRefitProject/project/special'
export const SASAC = '/techRefitProject/project/sasac'

/** A valid library project of an organisation (万元; the funding adds up to the total). */
export const projectBody = (orgId: number, name: string, extra: Record<string, unknown> = {}) => ({
  projectName: name,
  orgId,
  category: '2',
  isCoreBusiness: true,
  content: '更新两条冲压线的伺服压力机',
  totalInvestment: 1200.5,
  invEquipment: 1000,
  invInstallation: 150.5,
  fundSelf: 700.5,
  fundBankLoan: 500,
  planStart: '2026-03-01',
  planEnd: '2027-06-30',
  decisionLevel: '3',
  manager: '王工',
  contactPhone: '13800138000',
  ...extra,
})

export const specialBody = (projectId: number, n: number) => ({
  projectId,
  specialName: `2026年集团技术改造专项资金${n}`,
  specialBatch: '2026',
  fundingSourceLevel: '4',
  applyAmount: 300,
})

export const sasacBody = (projectId: number, year = 2026) => ({
  projectId,
  reportYear: year,
  reportType: '1',
  investmentCategory: '1',
  isCoreBusiness: true,
  isStrategicEmerging: false,
  isOverseas: false,
  negativeListCheck: '1',
  plannedInvestmentYear: 800,
})

/** A project created through the API as the administrator, optionally put straight into a status. */
export async function projectFixture(s: TestServer, admin: string, name: string, libStatus?: string) {
  const id = await createdId(s, admin, 'POST', LIB, projectBody(103, name), 'projectId')
  if (libStatus) await s.ctx.db.update(trProject).set({ libStatus }).where(eq(trProject.projectId, id))
  return id
}

/** Someone who holds the review permission (the processes' candidate reviewers). */
export async function ensureReviewer(s: TestServer, name = 'trreviewer') {
  const role = await roleWith(s, [P.library.review, P.library.list, P.library.query])
  return s.createUser(name, [2, role], 100)
}
