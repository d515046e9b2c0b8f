import { STAT_KINDS, type StatKind, type StatKindDescription } from '@wp/contract'
import { ServiceError } from '../http/errors'
import * as schema from './schema'
import type { KindTable } from './schema'

const TABLES: Record<StatKind, KindTable> = {
  investment: schema.statInvestment,
  innovation: schema.statInnovation,
  fund: schema.statFund,
  fundDaily: schema.statFundDaily,
  humanResource: schema.statHumanResource,
  partyCadre: schema.statPartyCadre,
  equityRelation: schema.statEquityRelation,
  employeeDetail: schema.statEmployeeDetail,
  cadreDetail: schema.statCadreDetail,
  partyMemberDetail: schema.statPartyMemberDetail,
  policyFunding: schema.statPolicyFunding,
  innovationPlatform: schema.statInnovationPlatform,
  techProgressAward: schema.statTechAward,
  patent: schema.statPatent,
  patentDetail: schema.statPatentDetail,
  majorEvent: schema.statMajorEvent,
  alert: schema.statAlert,
} as unknown as Record<StatKind, KindTable>

/** A kind: its description and its table. */
export interface Kind {
  d: StatKindDescription
  key: StatKind
  table: KindTable
}

const KINDS = new Map<string, Kind>(STAT_KINDS.map((d) => [d.kind, { d, key: d.kind, table: TABLES[d.kind] }]))

export const ALL_KINDS: readonly Kind[] = [...KINDS.values()]

/** The kind a request names, or a clear refusal. */
export function kindOf(key: string): Kind {
  const k = KINDS.get(key)
  if (!k) throw new ServiceError(`未知的填报类型：${key.slice(0, 40)}`, 400)
  return k
}
