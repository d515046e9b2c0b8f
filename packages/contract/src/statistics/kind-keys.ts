import type { StatKind } from './kinds'

/**
 * The seventeen kinds' keys and API path suffixes, in the order of `STAT_KINDS`, without their descriptions: what
 * the permissions and the API paths need. The portal's first screen reads these through the statistics manifest,
 * while the descriptions (`kinds.ts`, ≈ 10 KB brotli) load only with the screens and cards that show a kind's fields.
 * kinds.test.ts holds the two lists to agree.
 */
export const STAT_KIND_SUFFIXES = {
  investment: 'Investment',
  innovation: 'Innovation',
  fund: 'Fund',
  fundDaily: 'FundDaily',
  humanResource: 'HumanResource',
  partyCadre: 'PartyCadre',
  equityRelation: 'EquityRelation',
  employeeDetail: 'EmployeeDetail',
  cadreDetail: 'CadreDetail',
  partyMemberDetail: 'PartyMemberDetail',
  policyFunding: 'PolicyFunding',
  innovationPlatform: 'InnovationPlatform',
  techProgressAward: 'TechProgressAward',
  patent: 'Patent',
  patentDetail: 'PatentDetail',
  majorEvent: 'MajorEvent',
  alert: 'Alert',
} as const satisfies Record<StatKind, string>

/** The kinds' keys, in the order of `STAT_KINDS`. */
export const STAT_KIND_KEYS = Object.keys(STAT_KIND_SUFFIXES) as readonly StatKind[]
