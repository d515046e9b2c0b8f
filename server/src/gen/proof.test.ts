import { readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { sharedTestServer, apiAs } from '../testing/harness'
import { writeModule, planOf } from './generate'
import { WORKING_TREE } from './routes'
import { createTemplateTables, TEMPLATE_TABLES } from './testing/tables'
import { generateMigration, linkPackage, run, workspaceCopy } from './testing/workspace'

/**
 * The proof: a table with every column type and each template's table set are imported, set up as each template
 * needs, and generated into a copy of the workspace, where the generated modules pass prettier, the type check and
 * the lint, get their migration from drizzle-kit, and their own generated server tests pass against that migration.
 */
describe('代码生成 proof: generated modules type-check, lint and pass their own tests in a copy of the workspace', () => {
  const t = sharedTestServer()
  let dir: string
  const { must } = apiAs(() => t)
  type Detail = {
    info: Record<string, unknown> & { tableId: number }
    rows: (Record<string, unknown> & { columnName: string })[]
  }
  const detailOf = async (tableName: string): Promise<Detail> => {
    const list = await must('GET', `/tool/gen/list?tableName=${tableName}`)
    const row = (list.rows as { tableId: number; tableName: string }[]).find((r) => r.tableName === tableName)!
    return (await must('GET', `/tool/gen/${row.tableId}`)).data as Detail
  }
  const save = async (
    tableName: string,
    changes: Record<string, unknown>,
    column?: (c: Detail['rows'][number]) => object,
  ) => {
    const d = await detailOf(tableName)
    await must('PUT', '/tool/gen', {
      ...d.info,
      columns: column ? d.rows.map((c) => ({ ...c, ...column(c) })) : d.rows,
      ...changes,
    })
    return d.info.tableId
  }

  beforeAll(async () => {
    await createTemplateTables(t.server.ctx.db)
    dir = workspaceCopy(WORKING_TREE)
  })
  afterAll(async () => {
    if (dir) rmSync(dir, { recursive: true, force: true })
  })

  it('generates one module per template and the copy accepts them', { timeout: 1_200_000 }, async () => {
    await must('POST', `/tool/gen/importTable?tables=${Object.values(TEMPLATE_TABLES).flat().join(',')}`)
    // every column type, with dictionaries on the choices (a select, a radio, a multiple checkbox), one of them new
    const crud = await save('demo_gadget', { moduleName: 'gencrud' }, (c) =>
      c.columnName === 'gadget_type'
        ? { htmlType: 'select', dictType: 'demo_gadget_type' }
        : c.columnName === 'tags'
          ? { htmlType: 'checkbox', dictType: 'sys_notice_type' }
          : c.columnName === 'quantity'
            ? { minValue: '0', maxValue: '9999', isQuery: '1', queryType: 'GTE' }
            : c.columnName === 'status'
              ? { isQuery: '1', queryType: 'IN' }
              : c.columnName === 'unit_price'
                ? { isQuery: '1', queryType: 'NE' }
                : {},
    )
    const tree = await save('demo_category', {
      moduleName: 'gentree',
      tplCategory: 'tree',
      params: { treeCode: 'category_id', treeParentCode: 'parent_id', treeName: 'category_name' },
    })
    await save('demo_order_item', { moduleName: 'gensub', businessName: 'orderItem' })
    const sub = await save('demo_order', {
      moduleName: 'gensub',
      tplCategory: 'sub',
      subTableName: 'demo_order_item',
      subTableFkName: 'order_id',
    })
    await save('demo_person_profile', { moduleName: 'genone', businessName: 'profile' })
    const one = await save('demo_person', {
      moduleName: 'genone',
      tplCategory: 'one',
      subTableName: 'demo_person_profile',
      subTableFkName: 'person_id',
    })
    await save('demo_area_site', { moduleName: 'gentreesub', businessName: 'site' })
    const treeSub = await save('demo_area', {
      moduleName: 'gentreesub',
      tplCategory: 'treeSub',
      treeCode: 'area_id',
      treeParentCode: 'parent_id',
      treeName: 'area_name',
      subTableName: 'demo_area_site',
      subTableFkName: 'area_id',
    })

    const written: string[] = []
    for (const tableId of [crud, tree, sub, one, treeSub]) {
      const files = (await must('GET', `/tool/gen/preview/${tableId}`)).data as Record<string, string>
      const plan = await planOf(t.server.ctx, tableId)
      writeModule(dir, plan, files)
      linkPackage(dir, plan.module)
      written.push(...Object.keys(files))
    }
    // the file list with line counts, for the record (the closing note compares it with a hand-written module)
    for (const file of written)
      console.info(`${readFileSync(path.join(dir, file), 'utf8').split('\n').length - 1}\t${file}`)
    const code = written.filter((f) => /\.tsx?$/.test(f))
    const registered = ['server/src/modules.ts', 'packages/contract/src/index.ts', 'hosts/portal/src/modules.ts']

    const node = process.execPath
    const bin = (p: string) => path.join(dir, 'node_modules', p)
    const prettier = await run(dir, node, [bin('prettier/bin/prettier.cjs'), '--check', ...written, ...registered])
    expect(prettier.output).toContain('All matched files use Prettier code style!')

    // the type check of the generated files and everything they import, and of the lists they were added to
    writeFileSync(
      path.join(dir, 'tsconfig.gen.json'),
      JSON.stringify({
        extends: './tsconfig.json',
        // the project's ambient declarations (bpmn-moddle, style imports, the test run's provided context) besides
        include: [
          ...code,
          ...registered,
          'server/src/**/*.d.ts',
          'packages/*/src/**/*.d.ts',
          'server/src/testing/global-setup.ts',
        ],
      }),
    )
    const tsc = await run(dir, node, [bin('typescript/bin/tsc'), '-p', 'tsconfig.gen.json', '--noEmit'])
    expect(tsc.output).toBe('')
    expect(tsc.code).toBe(0)

    const lint = await run(dir, node, [bin('eslint/bin/eslint.js'), ...code, ...registered])
    expect(lint.output).toBe('')
    expect(lint.code).toBe(0)

    const migration = await generateMigration(dir)
    expect(migration.output).toContain('demo_gadget')
    expect(migration.code).toBe(0)

    // the generated server tests, on the run's PostgreSQL with a template migrated from the copy
    const { adminUrl } = inject('testDatabase')
    const tests = code.filter((f) => f.endsWith('.test.ts'))
    expect(tests).toHaveLength(5)
    const vitest = await run(
      dir,
      node,
      [bin('vitest/vitest.mjs'), 'run', '--project', 'server', ...tests.map((t) => path.basename(t))],
      { TEST_DATABASE_URL: adminUrl },
    )
    expect(vitest.output).toMatch(/Test Files\s+.*5 passed/)
    expect(vitest.code).toBe(0)
  })
})
