// The OKR alignment map of a cycle with 2,000 objectives, as `npm start` runs it: the built product on the embedded
// PostgreSQL and the portal in Chromium. A tree of objectives — 1 group, 20 companies aligned to it, 200 departments
// aligned to their company, the rest people aligned to a department — each with one key result and a check-in's
// figures, written straight into the tables (thousands of API calls would measure the insert, not the map). Figures:
// the map's data answer (GET /okr/alignment/graph, the reference), and per layout in Chromium the data load as the
// page saw it, page start → first paint finished, and a search → the focused map painted.
// Run: node --import tsx server/bench/okr.ts   (needs `node scripts/build.mjs`; BENCH_OBJECTIVES, default 2000)
import path from 'node:path'
import pg from 'pg'
import { signedInContext } from '../../tests/e2e/harness'
import { ms, percentiles } from './lib/common'
import { socketUrl } from './lib/processes'
import { onProductAsAdmin } from './lib/screen'

const OBJECTIVES = Number(process.env.BENCH_OBJECTIVES ?? 2000)
const COMPANIES = 20
const DEPARTMENTS = 200

async function main() {
  await onProductAsAdmin(async ({ product, browser, token, api }) => {
    const cycleId = (
      await api('POST', '/okr/cycle', {
        cycleName: '基准周期',
        cycleType: 'Q',
        cycleStatus: '2',
        startDate: '2026-04-01',
        endDate: '2026-06-30',
      })
    ).data.cycleId as number

    const db = new pg.Client({ connectionString: socketUrl(path.join(product.dataDir, 'pg')) })
    await db.connect()
    const level = (i: number) => (i === 0 ? '1' : i <= COMPANIES ? '2' : i <= COMPANIES + DEPARTMENTS ? '3' : '4')
    const values: unknown[] = []
    const tuples: string[] = []
    for (let i = 0; i < OBJECTIVES; i++) {
      const progress = (i * 37) % 101
      values.push(cycleId, level(i), `基准目标 ${i + 1}`, progress, ['1', '2', '3'][i % 3], i % 11)
      const b = i * 6
      tuples.push(`($${b + 1}, $${b + 2}, $${b + 3}, 103, 1, 100, '1', '3', ${i}, $${b + 4}, $${b + 5}, $${b + 6})`)
    }
    const { rows: objectives } = await db.query(
      `INSERT INTO okr_objective (cycle_id, level, title, owner_org_id, owner_user_id, weight, visibility, obj_status,
         sort_no, progress_percent, progress_status, confidence)
       VALUES ${tuples.join(',')} RETURNING objective_id`,
      values,
    )
    const ids = objectives.map((r) => Number(r.objective_id))
    const krValues: unknown[] = []
    const krTuples = ids.map((id, i) => {
      krValues.push(id, `基准关键结果 ${i + 1}`, (i * 37) % 101)
      const b = i * 3
      return `($${b + 1}, $${b + 2}, '1', 1, '个', 0, 100, 100, 0, 103, $${b + 3}, $${b + 3}, 7, '1')`
    })
    await db.query(
      `INSERT INTO okr_key_result (objective_id, title, kr_type, owner_user_id, unit, baseline, target, weight, sort_no,
         org_id, current_value, progress_percent, confidence, progress_status)
       VALUES ${krTuples.join(',')}`,
      krValues,
    )
    // the tree: company → the group, department → a company, person → a department
    const parentOf = (i: number) =>
      i <= COMPANIES ? 0 : i <= COMPANIES + DEPARTMENTS ? 1 + (i % COMPANIES) : COMPANIES + 1 + (i % DEPARTMENTS)
    const links = ids
      .slice(1)
      .map(
        (id, k) =>
          `(${cycleId}, 'O', ${id}, ${id}, 'O', ${ids[parentOf(k + 1)]}, ${ids[parentOf(k + 1)]}, 'bench', now())`,
      )
    await db.query(
      `INSERT INTO okr_alignment (cycle_id, source_type, source_id, source_objective_id, target_type, target_id,
         target_objective_id, create_by, create_time) VALUES ${links.join(',')}`,
    )
    await db.end()

    // the map's data answer (the reference)
    const loads: number[] = []
    let graph: { nodes: unknown[]; edges: unknown[] } = { nodes: [], edges: [] }
    for (let i = 0; i < 7; i++) {
      const t0 = performance.now()
      graph = (await api('GET', `/okr/alignment/graph?cycleId=${cycleId}`)).data
      loads.push(performance.now() - t0)
    }
    const load = percentiles(loads.slice(2))

    console.log(`OKR alignment map of ${OBJECTIVES} objectives (${new Date().toISOString()})`)
    console.log(
      `  data GET /okr/alignment/graph       p50 ${ms(load.p50)}  p95 ${ms(load.p95)}  (${graph.nodes.length} nodes, ${graph.edges.length} edges)`,
    )
    const context = await signedInContext(browser, product, token, { viewport: { width: 1600, height: 1000 } })
    // the last person's objective: deep in the tree, collapsed until the search opens its branch
    const target = `基准目标 ${OBJECTIVES}`
    for (const [route, name] of [
      ['/okr/alignmenttest', '自上而下树'],
      ['/okr/alignmenttest2', '从左到右树'],
      ['/okr/alignmenttest3', '关系图'],
    ]) {
      const page = await context.newPage()
      const t0 = Date.now()
      await page.goto(`${product.url}${route}`)
      const box = page.getByTestId('okr-map-canvas')
      await box.and(page.locator('[data-paint-ms]')).waitFor({ timeout: 300_000 })
      const open = Date.now() - t0
      const loadInPage = Number(await box.getAttribute('data-load-ms'))
      const paint = Number(await box.getAttribute('data-paint-ms'))
      const search = page.getByTestId('okr-map-search').locator('input')
      await search.fill(target)
      await search.press('Enter')
      await box.and(page.locator('[data-focus-ms]')).waitFor({ timeout: 300_000 })
      const focus = Number(await box.getAttribute('data-focus-ms'))
      console.log(
        `  ${name.padEnd(6, '　')} data in page ${ms(loadInPage)}  first paint ${ms(paint)} (page open → painted ${ms(open)})  search → focused ${ms(focus)}`,
      )
      await page.close()
    }
  })
}

await main()
