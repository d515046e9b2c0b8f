import { checkLedger, ledgerResource } from '@wp/contract'
import type { SeedStep } from '../db/seed'
import { NAMED_LEDGERS } from './named'
import { sysLedger } from './schema'

/** The named ledgers (client, member, address, finance) as published definitions, bound to their seeded menus. */
export const namedLedgersSeed: SeedStep = {
  name: 'ledger.named',
  async run(tx, { now }) {
    for (const draft of NAMED_LEDGERS) {
      const problems = checkLedger(draft)
      if (problems.length) throw new Error(`ledger ${draft.code}: ${problems.join('; ')}`)
      await tx
        .insert(sysLedger)
        .values({
          ledgerCode: draft.code,
          ledgerName: draft.title,
          state: 'published',
          version: 1,
          draft,
          published: ledgerResource(draft),
          menuParent: 'ledger.root',
          publishTime: now,
          createBy: 'admin',
          createTime: now,
        })
        .onConflictDoNothing()
    }
  },
}
