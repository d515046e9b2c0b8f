import { sql } from 'drizzle-orm'
import { bigint, char, index, integer, jsonb, timestamp, varchar, type AnyPgColumn } from 'drizzle-orm/pg-core'

/** A timestamp column with time zone, read and written as a Date. */
export const ts = (name: string) => timestamp(name, { mode: 'date', withTimezone: true })

/** Numeric id columns are bigint in the database and number in code (ids stay far below 2^53). */
export const id = (name: string) => bigint(name, { mode: 'number' })

/** A table's own numeric id: the primary key, numbered by the database unless an insert gives one. */
export const serialId = (name: string) => id(name).primaryKey().generatedByDefaultAsIdentity()

/** The family's audit columns on every business table. */
export const audit = {
  createBy: varchar('create_by', { length: 64 }).notNull().default(''),
  createTime: ts('create_time').defaultNow(),
  updateBy: varchar('update_by', { length: 64 }).notNull().default(''),
  updateTime: ts('update_time'),
}

/** The family's free-text `remark` (optional), 500 characters unless the table was made with another length. */
const remark = (length = 500) => varchar('remark', { length })

/** The audit columns after the family's free-text `remark` (500 characters, optional). */
export const remarkAndAudit = () => ({ remark: remark(), ...audit })

/** The audit columns then the free-text `remark`: the column order of RuoYi's own sys_ tables. */
export const auditAndRemark = (remarkLength = 500) => ({ ...audit, remark: remark(remarkLength) })

/**
 * Who made a row that is never edited (a file, a saved baseline) and when: the maker's name ('' for the system) and
 * the insert's time unless it gives one.
 */
export const creation = () => ({
  createBy: varchar('create_by', { length: 64 }).notNull().default(''),
  createTime: ts('create_time').notNull().defaultNow(),
})

/** Who wrote an append-only row and when, both given by the writer (check-ins, alignments, keys). */
export const written = () => ({
  createBy: varchar('create_by', { length: 64 }).notNull(),
  createTime: ts('create_time').notNull(),
})

/**
 * The approval process a business row is in, denormalised for its list (set by the module's `onProcess`): the
 * instance id, the task it waits in and who it waits for.
 */
export const processColumns = (nameLength = 255) => ({
  procInsId: varchar('proc_ins_id', { length: 64 }),
  currentTaskName: varchar('current_task_name', { length: nameLength }),
  currentAssignee: varchar('current_assignee', { length: nameLength }),
})

/** '0' normal, '1' disabled — the family's status flag. */
export const status = () => char('status', { length: 1 }).notNull().default('0')
/** '0' exists, '2' deleted. */
export const delFlag = () => char('del_flag', { length: 1 }).notNull().default('0')

/**
 * A queue row's delivery tries (outbox messages, workflow timers): how many failed so far and the last failure's
 * message, for the worker's back-off and the operator's look.
 */
export const deliveryAttempts = () => ({
  attempts: integer('attempts').notNull().default(0),
  lastError: varchar('last_error', { length: 500 }),
})

/**
 * A short-lived row (a session, a login challenge, a one-time ticket) is dead after `expire_time`; the sweeper
 * deletes such rows through the table's `<table>_expire_idx`.
 */
export const expireTime = () => ts('expire_time').notNull()
/** The index the expiry sweep of a short-lived table (see `expireTime`) runs on. */
export const expireIndex = (table: string, column: AnyPgColumn) => index(`${table}_expire_idx`).on(column)

/** The browser and operating system a request's User-Agent names (sessions, the login log), '' when unknown. */
export const userAgent = () => ({
  browser: varchar('browser', { length: 50 }).notNull().default(''),
  os: varchar('os', { length: 50 }).notNull().default(''),
})

/** Files attached to a business row: the contract's `file` field (the file service's ids as the form sends them). */
export const attachments = () => varchar('attachments', { length: 2000 })

/** A JSON array (jsonb), never null, empty when an insert gives none. */
export const jsonList = <T>(name: string) =>
  jsonb(name)
    .$type<T[]>()
    .notNull()
    .default(sql`'[]'::jsonb`)
