import type { LedgerDraft, LedgerState, ResourceDescription } from '@wp/contract'
import { index, integer, jsonb, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core'
import { audit, id, remarkAndAudit, serialId, ts } from '../db/columns'

/**
 * 台账定义: one row per ledger an administrator defined — the draft being edited and the description last published
 * (both the resource description language's plain JSON, `@wp/contract` ledger/resource).
 */
export const sysLedger = pgTable(
  'sys_ledger',
  {
    ledgerId: serialId('ledger_id'),
    ledgerCode: varchar('ledger_code', { length: 32 }).notNull(),
    ledgerName: varchar('ledger_name', { length: 100 }).notNull(),
    state: varchar('state', { length: 16 }).$type<LedgerState>().notNull().default('draft'),
    version: integer('version').notNull().default(0),
    draft: jsonb('draft').$type<LedgerDraft>().notNull(),
    published: jsonb('published').$type<ResourceDescription>(),
    /** the menu key of the page's parent (default `ledger.root`, 业务台账) */
    menuParent: varchar('menu_parent', { length: 100 }),
    publishTime: ts('publish_time'),
    ...remarkAndAudit(),
  },
  (t) => [uniqueIndex('sys_ledger_code_uq').on(t.ledgerCode)],
)

/**
 * 台账记录: the records of every ledger in one table — the values of the ledger's fields in `data` (JSONB, keyed as the
 * description's fields), the organisation a record belongs to (data scope) and the audit columns as columns. No DDL
 * when a ledger is defined or changed: a field added reads as empty, a removed one is no longer sent.
 */
export const ledgerRecord = pgTable(
  'ledger_record',
  {
    recordId: serialId('record_id'),
    ledgerCode: varchar('ledger_code', { length: 32 }).notNull(),
    deptId: id('dept_id'),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    ...audit,
  },
  (t) => [index('ledger_record_code_idx').on(t.ledgerCode, t.recordId), index('ledger_record_dept_idx').on(t.deptId)],
)
