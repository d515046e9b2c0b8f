import { readdirSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { getTableName, is, sql } from 'drizzle-orm'
import { PgTable } from 'drizzle-orm/pg-core'
import { describe, expect, it } from 'vitest'
import { allModules } from './app'
import { modules } from './modules'
import { tablesOf } from './platform/module'
import { sharedTestServer } from './testing/harness'

const src = path.dirname(fileURLToPath(import.meta.url))

/** The files drizzle-kit reads (`schema: './src/**\/schema.ts'` in drizzle.config.ts). */
function schemaFiles(dir = src): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? schemaFiles(path.join(dir, e.name)) : e.name === 'schema.ts' ? [path.join(dir, e.name)] : [],
  )
}

const declared = () =>
  Object.values(tablesOf(allModules(modules)))
    .map((t) => getTableName(t))
    .sort()

describe('the schema is built from the module list', () => {
  it('drizzle-kit finds exactly the tables the module objects declare', async () => {
    const found = new Set<string>()
    for (const file of schemaFiles())
      for (const value of Object.values(await import(file)))
        if (is(value, PgTable)) found.add(getTableName(value as PgTable))
    expect([...found].sort()).toEqual(declared())
  })
})

describe('the migrations create exactly the declared tables', () => {
  const t = sharedTestServer(null)

  it('every declared table exists after migrating, and no other', async () => {
    const res = (await t.server.ctx.db.execute(
      sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
    )) as unknown as { rows: { table_name: string }[] }
    expect(res.rows.map((r) => r.table_name).sort()).toEqual(declared())
  })
})
