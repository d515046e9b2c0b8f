import { describe, expect, it } from 'vitest'
import { columnOf, type StatKindDescription } from './fields'
import { STAT_DICTIONARIES } from './dicts'
import { STAT_KINDS, statKind } from './kinds'
import { STAT_KIND_PERMISSIONS, STATISTICS_PERMISSION_LIST } from './permissions'
import { STAT_KIND_KEYS, STAT_KIND_SUFFIXES } from './kind-keys'
import { statEndpoints } from './api'
import type { StatRow } from './rows'

const SYSTEM_DICTS = new Set(['sys_yes_no', 'sys_user_sex'])
const dictTypes = new Set(STAT_DICTIONARIES.map((d) => d.type))

describe('statistics kinds', () => {
  it('has the seventeen kinds of the spec, each with its own key, suffix and table', () => {
    expect(STAT_KINDS.length).toBe(17)
    for (const attr of ['kind', 'suffix', 'table'] as const)
      expect(new Set(STAT_KINDS.map((k) => k[attr])).size).toBe(17)
  })

  it.each(STAT_KINDS.map((k) => [k.kind, k] as const))('%s: rules name its own fields, dicts exist', (_, kind) => {
    const k: StatKindDescription = kind
    const keys = new Set(k.fields.map((f) => f.key))
    expect(keys.size).toBe(k.fields.length)
    expect(new Set(k.fields.map((f) => columnOf(f.key))).size).toBe(k.fields.length)
    for (const c of k.checks ?? []) {
      const named =
        c.rule === 'requiredWhen'
          ? [c.field, c.when.field]
          : c.rule === 'ytdCoversMonths'
            ? [c.month, c.ytd]
            : [...c.parts, c.total]
      for (const n of named) expect(keys, `${k.kind} check names ${n}`).toContain(n)
    }
    for (const c of k.computed ?? []) for (const n of 'ratio' in c ? c.ratio : c.difference) expect(keys).toContain(n)
    for (const f of k.fields.filter((f) => f.type === 'dict'))
      expect(dictTypes.has(f.dictType!) || SYSTEM_DICTS.has(f.dictType!), `${f.dictType}`).toBe(true)
    for (const u of [...(k.uniqueBy ?? []), ...(k.globallyUnique ?? [])]) expect(keys).toContain(u)
    expect(k.periodType === null).toBe(k.shape === 'B')
  })

  it('finds a kind by key and refuses others', () => {
    expect(statKind('fundDaily')?.title).toBe('资金日报')
    expect(statKind('nope')).toBeUndefined()
  })

  it('keeps the light key and suffix list (permissions, API paths) in step with the descriptions', () => {
    expect(STAT_KIND_KEYS).toEqual(STAT_KINDS.map((k) => k.kind))
    expect(STAT_KIND_SUFFIXES).toEqual(Object.fromEntries(STAT_KINDS.map((k) => [k.kind, k.suffix])))
    expect(Object.keys(STAT_KIND_PERMISSIONS)).toEqual(STAT_KINDS.map((k) => k.kind))
    expect(statEndpoints('fundDaily').list).toBe('/statistics/manualInputData/listFundDaily')
  })

  it('names permissions per kind', () => {
    expect(STAT_KIND_PERMISSIONS.investment.submit).toBe('statistics:investment:submit')
    expect(STATISTICS_PERMISSION_LIST).toContain('statistics:screen:bigscreen6')
  })

  it('types a row from its description', () => {
    const row: StatRow<'investment'> = {
      id: 1,
      orgId: 2,
      orgName: '一公司',
      reportStatus: '0',
      periodType: 'M',
      periodKey: '2025-06',
      statYear: 2025,
      ytdTotal: 12.5,
      fillPerson: '张三',
      completionRate: 50,
    }
    expect(row.ytdTotal).toBe(12.5)
  })
})
