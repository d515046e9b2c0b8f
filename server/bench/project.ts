// The Gantt chart of a 2,000-task plan, as `npm start` runs it: the built product on the embedded PostgreSQL and the
// portal in Chromium. A project gets 20 phases of 100 chained tasks (each phase after the previous one) and a final
// milestone, written straight into its tables (2,000 API calls would measure the insert, not the chart). Figures:
// the plan view's answer (GET /project/plan/:id: nodes, links, critical path, baseline comparison), the chart's first
// paint, and a drag of the first task, which pushes every other node: drop → re-plan in the browser (the contract's
// `propagate`) → repaint with everything moved, beside the same re-plan in node.
// Run: node --import tsx server/bench/project.ts   (needs `node scripts/build.mjs`; BENCH_TASKS, default 2000)
import path from 'node:path'
import pg from 'pg'
import { propagate, type ScheduleLink, type ScheduleNode } from '@wp/contract'
import { signedInContext } from '../../tests/e2e/harness'
import { ms, percentiles } from './lib/common'
import { socketUrl } from './lib/processes'
import { onProductAsAdmin } from './lib/screen'

const TASKS = Number(process.env.BENCH_TASKS ?? 2000)
const PER_PHASE = 100
const day = (base: string, n: number) => {
  const d = new Date(`${base}T00:00:00Z`)
  d.setUTCDate(d.getUTCDate() + n)
  return d.toISOString().slice(0, 10)
}

async function main() {
  await onProductAsAdmin(async ({ product, browser, token, api }) => {
    const created = await api('POST', '/project/project', {
      projectName: '甘特图基准项目',
      projectType: '4',
      projectLevel: '3',
      orgId: 103,
      managerUserId: 1,
      goal: '基准',
      content: '基准',
      planStartDate: '2026-01-01',
      planEndDate: '2031-12-31',
    })
    const projectId = created.data.projectId as number

    // the plan, written in two statements per table
    const db = new pg.Client({ connectionString: socketUrl(path.join(product.dataDir, 'pg')) })
    await db.connect()
    const start = '2026-01-01'
    const phases = Math.ceil(TASKS / PER_PHASE)
    const phaseIds: number[] = []
    for (let p = 0; p < phases; p++) {
      const { rows } = await db.query(
        `INSERT INTO proj_work_plan (project_id, parent_id, sort_no, node_name, node_type, plan_start, plan_end)
         VALUES ($1, NULL, $2, $3, '1', $4, $5) RETURNING plan_id`,
        [projectId, p, `阶段 ${p + 1}`, day(start, p * PER_PHASE), day(start, (p + 1) * PER_PHASE - 1)],
      )
      phaseIds.push(Number(rows[0].plan_id))
    }
    const values: unknown[] = []
    const tuples: string[] = []
    for (let i = 0; i < TASKS; i++) {
      const p = Math.floor(i / PER_PHASE)
      values.push(projectId, phaseIds[p], i, `任务 ${i + 1}`, day(start, i), day(start, i))
      const b = i * 6
      tuples.push(`($${b + 1}, $${b + 2}, $${b + 3}, $${b + 4}, '3', $${b + 5}, $${b + 6})`)
    }
    const { rows: tasks } = await db.query(
      `INSERT INTO proj_work_plan (project_id, parent_id, sort_no, node_name, node_type, plan_start, plan_end)
       VALUES ${tuples.join(',')} RETURNING plan_id`,
      values,
    )
    const ids = tasks.map((r) => Number(r.plan_id))
    const links = ids.slice(1).map((succ, i) => `(${projectId}, ${ids[i]}, ${succ}, 0)`)
    await db.query(`INSERT INTO proj_plan_link (project_id, pred_id, succ_id, lag) VALUES ${links.join(',')}`)
    await db.end()
    // one edit through the API: the roll-up and statuses are written as a user's change writes them
    await api('PUT', `/project/plan/node/${ids[0]}`, { nodeName: '任务 1' })

    // the plan view's answer
    const loads: number[] = []
    let view: { nodes: unknown[]; criticalPath: number[] } = { nodes: [], criticalPath: [] }
    for (let i = 0; i < 7; i++) {
      const t0 = performance.now()
      view = (await api('GET', `/project/plan/${projectId}`)).data
      loads.push(performance.now() - t0)
    }
    const load = percentiles(loads.slice(2))

    // the same re-plan in node: the first task one week later pushes everything
    const nodes: ScheduleNode[] = (
      view.nodes as {
        planId: number
        parentId: number | null
        nodeType: '1' | '2' | '3'
        planStart: string
        planEnd: string
      }[]
    ).map((n) => ({ id: n.planId, parentId: n.parentId, type: n.nodeType, planStart: n.planStart, planEnd: n.planEnd }))
    const scheduleLinks: ScheduleLink[] = ids.slice(1).map((succId, i) => ({ predId: ids[i], succId, lag: 0 }))
    const replans: number[] = []
    let moved = 0
    for (let i = 0; i < 7; i++) {
      const t0 = performance.now()
      moved = propagate(nodes, scheduleLinks, [{ id: ids[0], planStart: day(start, 7), planEnd: day(start, 7) }]).moved!
        .length
      replans.push(performance.now() - t0)
    }

    // the chart in Chromium
    const context = await signedInContext(browser, product, token, { viewport: { width: 1600, height: 1000 } })
    const page = await context.newPage()
    const t0 = Date.now()
    await page.goto(`${product.url}/workPlan/gantt?projectId=${projectId}`)
    const chart = page.getByTestId('project-gantt')
    await chart.and(page.locator('[data-ready="true"]')).waitFor({ timeout: 120_000 })
    const firstScreen = Date.now() - t0
    const paint = Number(await chart.getAttribute('data-paint-ms'))
    const bars = JSON.parse((await chart.getAttribute('data-bars')) ?? '{}') as Record<string, [number, number, number]>
    const first = bars[ids[0]]
    const box = (await chart.boundingBox())!
    const perDay = first[1] - first[0]
    const x = box.x + (first[0] + first[1]) / 2
    await page.mouse.move(x, box.y + first[2])
    await page.mouse.down()
    await page.mouse.move(x + perDay * 3, box.y + first[2], { steps: 3 })
    await page.mouse.move(x + perDay * 7, box.y + first[2], { steps: 3 })
    await page.mouse.up()
    await chart.and(page.locator('[data-drop-to-paint-ms]')).waitFor({ timeout: 60_000 })
    const dropToPaint = Number(await chart.getAttribute('data-drop-to-paint-ms'))
    const replanInPage = Number(await page.getByTestId('gantt-panel').getAttribute('data-replan-ms'))
    const previewRows = await page.getByTestId('gantt-preview-table').locator('tbody tr').count()

    const r = percentiles(replans.slice(2))
    console.log(`Gantt of ${TASKS} tasks in ${phases} phases (${new Date().toISOString()})`)
    console.log(
      `  plan view GET /project/plan/:id      p50 ${ms(load.p50)}  p95 ${ms(load.p95)}  (${view.nodes.length} nodes)`,
    )
    console.log(`  page open → chart ready               ${ms(firstScreen)}  (setOption ${ms(paint)})`)
    console.log(
      `  drag first task +7 days: drop → repaint ${ms(dropToPaint)}  (re-plan in the page ${ms(replanInPage)})`,
    )
    console.log(`  re-plan in node (reference)           p50 ${ms(r.p50)}  p95 ${ms(r.p95)}  (${moved} nodes moved)`)
    console.log(`  preview lists ${previewRows} rows (paged table, first screenful)`)
  })
}

await main()
