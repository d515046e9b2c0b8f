// `npm run bench`'s size figures: every size of tests/bench/sizes.ts printed against its budget; the run exits
// non-zero when one exceeds its budget by more than 5 % (tests/e2e/budgets.e2e.ts fails the browser tests on the same).
// Run: node --import tsx tests/bench/bundles.ts (after `node scripts/build.mjs`)
import { elementSizes, figureLine, h5Sizes, overBudget, portalSizes, type SizeFigure } from './sizes'

const elements = elementSizes()
console.log('\nElement bundles (gzip, entry + static imports):')
for (const f of elements.figures) console.log(figureLine(f))
for (const n of elements.notes) console.log(n)
const portal = await portalSizes()
console.log('\nPortal, wall and DingTalk host JavaScript as Chromium received it (bytes on the wire):')
for (const f of portal) console.log(figureLine(f))
const h5 = await h5Sizes()
for (const f of h5) console.log(figureLine(f))

const figures: SizeFigure[] = [...elements.figures, ...portal, ...h5]
const over = overBudget(figures)
if (over.length) {
  console.log(`\n${over.length} size budget(s) exceeded by more than 5 %:\n${over.join('\n')}`)
  process.exitCode = 1
} else console.log(`\nEvery size within its budget (+5 %): ${figures.length} figures`)
