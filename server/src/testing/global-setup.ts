import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import type { TestProject } from 'vitest/node'
import { allModules } from '../app'
import { seedModules } from '../boot'
import { openDatabase } from '../db/client'
import { startEmbeddedPostgres, type EmbeddedCluster } from '../db/embedded-postgres'
import { modules } from '../modules'
import { adminConnection, INITIAL_PASSWORD, TEST_START, withDatabase } from './databases'

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where each test file creates its database: a superuser URL and the migrated, seeded template's name. */
    testDatabase: { adminUrl: string; template: string }
  }
}

/**
 * Once per `vitest run`: one PostgreSQL (an embedded, throwaway cluster, or TEST_DATABASE_URL's server) and one
 * template database with the migrations and seeds applied. Each test file then gets `CREATE DATABASE … TEMPLATE`.
 */
export default async function setup(project: TestProject) {
  let cluster: EmbeddedCluster | undefined
  let dir: string | undefined
  let adminUrl = process.env.TEST_DATABASE_URL
  if (!adminUrl) {
    dir = mkdtempSync(path.join(tmpdir(), 'wp-vitest-'))
    cluster = await startEmbeddedPostgres({ dir: path.join(dir, 'pg'), ephemeral: true })
    adminUrl = cluster.url('postgres')
  }
  const template = `wp_template_${randomBytes(5).toString('hex')}`
  await adminConnection(adminUrl, (c) => c.query(`create database ${template}`))
  const database = await openDatabase({ url: withDatabase(adminUrl, template), poolSize: 2 })
  try {
    await database.migrate()
    await seedModules(database.db, allModules(modules), { initialPassword: INITIAL_PASSWORD, now: TEST_START })
    // The seeded accounts count as having chosen their password, so tests start past the forced change (a test of
    // that change sets pwd_update_date back to null).
    await database.db.execute(sql`update sys_user set pwd_update_date = ${TEST_START}`)
  } finally {
    await database.close()
  }
  project.provide('testDatabase', { adminUrl, template })

  return async () => {
    if (cluster) {
      await cluster.stop()
      rmSync(dir!, { recursive: true, force: true })
    } else {
      await adminConnection(adminUrl, (c) => c.query(`drop database if exists ${template} with (force)`))
    }
  }
}
