import { index, integer, pgTable, primaryKey, text, varchar } from 'drizzle-orm/pg-core'
import { expireIndex, expireTime, id, ts, userAgent } from '../db/columns'

/** A signed-in session. Only the SHA-256 of the bearer token is stored, so a leaked table grants nothing. */
export const sysSession = pgTable(
  'sys_session',
  {
    tokenHash: varchar('token_hash', { length: 64 }).primaryKey(),
    /** Short public id for the online-users screen (never the token). */
    sessionId: varchar('session_id', { length: 32 }).notNull(),
    userId: id('user_id').notNull(),
    userName: varchar('user_name', { length: 30 }).notNull(),
    deptName: varchar('dept_name', { length: 50 }).notNull().default(''),
    ipaddr: varchar('ipaddr', { length: 128 }).notNull().default(''),
    ...userAgent(),
    loginTime: ts('login_time').notNull(),
    lastAccessTime: ts('last_access_time').notNull(),
    expireTime: expireTime(),
  },
  (t) => [
    index('sys_session_user_idx').on(t.userId),
    expireIndex('sys_session', t.expireTime),
    index('sys_session_sid_idx').on(t.sessionId),
  ],
)

/** A login challenge: the captcha answer (when on) and the one-time key that encrypts the password. */
export const sysCaptcha = pgTable(
  'sys_captcha',
  {
    uuid: varchar('uuid', { length: 32 }).primaryKey(),
    code: varchar('code', { length: 16 }),
    key: varchar('key', { length: 32 }).notNull(),
    expireTime: expireTime(),
  },
  (t) => [expireIndex('sys_captcha', t.expireTime)],
)

/** Failed-login counters, per account (`user`) and per address (`ip`), updated atomically. */
export const sysLoginAttempt = pgTable(
  'sys_login_attempt',
  {
    scope: varchar('scope', { length: 8 }).notNull(),
    subject: varchar('subject', { length: 128 }).notNull(),
    failures: integer('failures').notNull().default(0),
    windowStart: ts('window_start').notNull(),
    lockedUntil: ts('locked_until'),
  },
  (t) => [primaryKey({ columns: [t.scope, t.subject] })],
)

/** Seed steps already applied, so each module's seed runs once per database. */
export const sysSeed = pgTable('sys_seed', {
  name: varchar('name', { length: 100 }).primaryKey(),
  appliedAt: ts('applied_at').notNull().defaultNow(),
  note: text('note'),
})
