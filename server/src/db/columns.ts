import { bigint, char, timestamp, varchar } from 'drizzle-orm/pg-core'

/** A timestamp column with time zone, read and written as a Date. */
export const ts = (name: string) => timestamp(name, { mode: 'date', withTimezone: true })

/** Numeric id columns are bigint in the database and number in code (ids stay far below 2^53). */
export const id = (name: string) => bigint(name, { mode: 'number' })

/** The family's audit columns on every business table. */
export const audit = {
  createBy: varchar('create_by', { length: 64 }).notNull().default(''),
  createTime: ts('create_time').defaultNow(),
  updateBy: varchar('update_by', { length: 64 }).notNull().default(''),
  updateTime: ts('update_time'),
}

/** '0' normal, '1' disabled — the family's status flag. */
export const status = () => char('status', { length: 1 }).notNull().default('0')
/** '0' exists, '2' deleted. */
export const delFlag = () => char('del_flag', { length: 1 }).notNull().default('0')
