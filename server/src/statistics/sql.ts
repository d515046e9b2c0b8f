import type { SQL } from 'drizzle-orm'
import type { Db } from '../db/client'

/** Runs a hand-written query (aggregates, DISTINCT ON) and returns its rows; node-postgres answers with `rows`. */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] }
  return result.rows
}
