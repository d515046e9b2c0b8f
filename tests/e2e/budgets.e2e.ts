import { describe, expect, it } from 'vitest'
import { elementSizes, figureLine, h5Sizes, overBudget, portalSizes } from '../bench/sizes'

/**
 * The size budgets (tests/bench/sizes.ts: BUDGETS) as a check of the browser tests: every element bundle, the login
 * page, the workbench's first screen (350 KB), a wall and the DingTalk host, measured as `npm run bench` measures
 * them, fail the run when one exceeds its budget by more than 5 %. The figures themselves are the bench's to print.
 */
describe('size budgets', () => {
  it('every element bundle and first screen stays within its budget (+5 %)', async () => {
    const figures = [...elementSizes().figures, ...(await portalSizes()), ...(await h5Sizes())]
    // the build and the pages are there: an empty measure must not pass as "within budget"
    expect(figures.map((f) => f.name)).toEqual(
      expect.arrayContaining(['login page', 'workbench (ry)', 'workbench (admin)', '/screen/ (wall)', '/h5/approval']),
    )
    expect(figures.filter((f) => f.name.startsWith('/elements/')).length).toBeGreaterThan(0)
    for (const f of figures) expect(f.bytes, f.name).toBeGreaterThan(0)
    console.log(figures.map(figureLine).join('\n'))
    expect(overBudget(figures)).toEqual([])
  }, 300_000)
})
