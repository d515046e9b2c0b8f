import { index, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core'
import { expireIndex, expireTime, id, serialId, ts } from '../db/columns'

/**
 * What DingTalk tells of a person besides the corp user id: the union id of its web sign-in and the display name. A
 * ticket carries them until the person binds an account; the binding keeps them.
 */
const dingProfile = () => ({
  unionId: varchar('union_id', { length: 64 }),
  dingName: varchar('ding_name', { length: 64 }).notNull().default(''),
})

/**
 * One platform account bound to one DingTalk user of the corp: at most one binding per account and per DingTalk user.
 * `ding_user_id` is the corp's user id (silent login, work notices); `union_id` identifies the same person on
 * DingTalk's web sign-in.
 */
export const sysDingBinding = pgTable(
  'sys_ding_binding',
  {
    bindingId: serialId('binding_id'),
    userId: id('user_id').notNull(),
    dingUserId: varchar('ding_user_id', { length: 64 }).notNull(),
    ...dingProfile(),
    createTime: ts('create_time').notNull(),
    lastLoginTime: ts('last_login_time'),
  },
  (t) => [
    uniqueIndex('sys_ding_binding_user_uq').on(t.userId),
    uniqueIndex('sys_ding_binding_ding_uq').on(t.dingUserId),
    index('sys_ding_binding_union_idx').on(t.unionId),
  ],
)

/**
 * Short-lived single-use secrets, stored hashed: a `bind` ticket (a DingTalk user who is not bound yet may bind an
 * account with it within 5 minutes) or a `state` of the desktop web sign-in (the return address, CSRF check).
 */
export const sysDingTicket = pgTable(
  'sys_ding_ticket',
  {
    ticketHash: varchar('ticket_hash', { length: 64 }).primaryKey(),
    kind: varchar('kind', { length: 8 }).notNull(),
    dingUserId: varchar('ding_user_id', { length: 64 }),
    ...dingProfile(),
    /** Where the desktop sign-in returns to (a local path). */
    redirect: varchar('redirect', { length: 512 }),
    expireTime: expireTime(),
    usedTime: ts('used_time'),
  },
  (t) => [expireIndex('sys_ding_ticket', t.expireTime)],
)
