import { eq } from 'drizzle-orm'
import type { Db } from './client'
import { sysSeed } from '../auth/schema'

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

export interface SeedOptions {
  /** Initial password of the seeded accounts (they must change it at first login). */
  initialPassword: string
  now: Date
}

/** A named, run-once data step of a module (its menus, dictionaries, first accounts). */
export interface SeedStep {
  name: string
  run(tx: Tx, options: SeedOptions): Promise<void>
}

/** Applies each step not yet recorded, in order, each in its own transaction with its record. */
export async function applySeeds(db: Db, steps: SeedStep[], options: SeedOptions) {
  const applied: string[] = []
  for (const step of steps) {
    const done = await db.select().from(sysSeed).where(eq(sysSeed.name, step.name))
    if (done.length) continue
    await db.transaction(async (tx) => {
      await step.run(tx, options)
      await tx.insert(sysSeed).values({ name: step.name, appliedAt: options.now })
    })
    applied.push(step.name)
  }
  return applied
}
