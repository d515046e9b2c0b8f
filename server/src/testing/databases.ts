import { randomBytes } from 'node:crypto'
import pg from 'pg'

/** The seeded accounts' password in tests. */
export const INITIAL_PASSWORD = 'admin123'
/** Every test server's clock starts here; the template's seed rows carry it too. */
export const TEST_START = new Date('2026-06-01T08:00:00Z')

/** `url` pointing at another database of the same server (socket and query parameters kept). */
export function withDatabase(url: string, database: string) {
  const u = new URL(url)
  u.pathname = '/' + database
  return u.toString()
}

/** Runs `work` on a short-lived connection of `url`. */
export async function adminConnection<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return await work(client)
  } finally {
    await client.end()
  }
}

/** A fresh database copied from `template`; `drop()` removes it. */
export async function createDatabaseFrom(adminUrl: string, template: string) {
  const name = `wp_t_${randomBytes(6).toString('hex')}`
  await adminConnection(adminUrl, (c) => c.query(`create database ${name} template ${template}`))
  return {
    url: withDatabase(adminUrl, name),
    drop: () => adminConnection(adminUrl, (c) => c.query(`drop database if exists ${name} with (force)`)),
  }
}
