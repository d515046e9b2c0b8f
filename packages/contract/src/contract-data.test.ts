import { describe, expect, it } from 'vitest'
import * as systemDicts from './system/dicts'
import * as monitorDicts from './monitor/dicts'
import * as statisticsDicts from './statistics/dicts'
import * as workflowDicts from './workflow/dicts'
import * as safetyDicts from './safety/dicts'
import * as techrefitDicts from './techrefit/dicts'
import * as projectDicts from './project/dicts'
import * as masterdataDicts from './masterdata/dicts'
import * as okrDicts from './okr/dicts'
import * as systemResources from './system/resources'
import * as monitorResources from './monitor/resources'
import * as workflowResources from './workflow/resources'
import * as safetyResources from './safety/resources'
import * as techrefitResources from './techrefit/resources'
import * as projectResources from './project/resources'
import * as masterdataResources from './masterdata/resources'
import * as okrResources from './okr/resources'
import * as statisticsKinds from './statistics/kinds'
import * as dictionary from './dictionary'
import * as genIndex from './gen/index'
import * as masterdataModel from './masterdata/model'
import * as workflowForm from './workflow/form'

const modules: Record<string, object> = {
  dictionary,
  'system/dicts': systemDicts,
  'monitor/dicts': monitorDicts,
  'statistics/dicts': statisticsDicts,
  'workflow/dicts': workflowDicts,
  'safety/dicts': safetyDicts,
  'techrefit/dicts': techrefitDicts,
  'project/dicts': projectDicts,
  'masterdata/dicts': masterdataDicts,
  'okr/dicts': okrDicts,
  'system/resources': systemResources,
  'monitor/resources': monitorResources,
  'workflow/resources': workflowResources,
  'safety/resources': safetyResources,
  'techrefit/resources': techrefitResources,
  'project/resources': projectResources,
  'masterdata/resources': masterdataResources,
  'okr/resources': okrResources,
  'statistics/kinds': statisticsKinds,
  'gen/index': genIndex,
  'masterdata/model': masterdataModel,
  'workflow/form': workflowForm,
}

/**
 * What the contract's dictionary, description and kind files export as data (the dictionaries the server seeds, the
 * resource descriptions both sides draw from, the statistics kinds…), as canonical JSON: object keys sorted, `undefined` and functions
 * marked. The snapshot was taken from the code before the dictionaries and descriptions were written shorter, so a
 * shorthand that changes one seeded value, label, tag, field or option fails here.
 */
const canonical = (value: unknown): string =>
  JSON.stringify(
    value,
    (_key, v: unknown) => {
      if (v === undefined) return '<undefined>'
      if (typeof v === 'function') return '<function>'
      if (v !== null && typeof v === 'object' && !Array.isArray(v)) {
        return Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      }
      return v
    },
    1,
  )

describe('the contract data', () => {
  it('is the same as before the shorthands: every exported dictionary, description and constant, by its name', async () => {
    const data = Object.fromEntries(
      Object.values(modules)
        .flatMap((exports) => Object.entries(exports).filter(([, v]) => typeof v !== 'function'))
        .sort(([a], [b]) => (a < b ? -1 : 1)),
    )
    await expect(canonical(data)).toMatchFileSnapshot('./__snapshots__/contract-data.json')
  })
})
