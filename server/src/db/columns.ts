import { bigint, char, timestamp, varchar } from 'drizzle-orm/pg-core'

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

/** The audit columns after the family's free-text `remark` (500 characters, optional). */
export const remarkAndAudit = () => ({ remark: varchar('remark', { length: 500 }), ...audit })

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
