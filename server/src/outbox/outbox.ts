/**
 * The outbox: any domain posts messages to people in the transaction of the change they announce (a task reached
 * someone, a reminder, an overdue hazard), and the platform's worker delivers them through the `messenger` service
 * (DingTalk work notices) once that change is committed. A message is marked sent only after its delivery
 * succeeded; rows are claimed with `FOR UPDATE SKIP LOCKED`, so several server processes never send one twice.
 */
import { and, asc, eq, inArray, isNull, lt, sql } from 'drizzle-orm'
import type { AppContext } from '../context'
import type { Db } from '../db/client'
import type { Worker } from '../platform/module'
import type { Messenger } from '../platform/services'
import { sysOutbox } from './schema'

/** A message to post: to one account, about one record. */
export interface NewMessage {
  /** `<module>.<kind>`, e.g. `workflow.task`, `safety.overdue`. */
  topic: string
  userId: number
  title: string
  /** Longer text, when the channel shows one; defaults to the title. */
  body?: string
  /** A platform path the message opens (`/h5/approval?taskId=42`) or an absolute address. */
  link?: string
  /** The record it concerns (`workflow:instance:12`), to list or drop its messages later. */
  ref?: string
}

/** A message as the messenger receives it. */
export interface OutboxMessage {
  id: number
  topic: string
  userId: number
  title: string
  body: string
  link: string
  ref: string | null
}

/** After this many failed deliveries a message is left alone (its attempts and last error stay on the row). */
export const OUTBOX_MAX_ATTEMPTS = 10

/**
 * Writes messages with `db` — pass the transaction of the change they announce, so they exist exactly when it
 * commits. The same message twice in one call (one person reached as assignee and as role member) is written once.
 */
export async function postMessages(db: Db, now: Date, messages: readonly NewMessage[]): Promise<number> {
  const seen = new Set<string>()
  const rows = messages.filter((m) => {
    const key = JSON.stringify([m.topic, m.userId, m.title, m.link ?? '', m.ref ?? null])
    if (seen.has(key)) return false
    seen.add(key)
    return true
  })
  if (!rows.length) return 0
  await db.insert(sysOutbox).values(
    rows.map((m) => ({
      topic: m.topic.slice(0, 40),
      userId: m.userId,
      title: m.title.slice(0, 255),
      body: (m.body ?? '').slice(0, 1000),
      link: (m.link ?? '').slice(0, 500),
      ref: m.ref?.slice(0, 100) ?? null,
      createTime: now,
    })),
  )
  return rows.length
}

/** Every message about a record, oldest first, with whether it was sent (and the last failure, if any). */
export function messagesAbout(db: Db, ref: string) {
  return db
    .select({
      id: sysOutbox.id,
      topic: sysOutbox.topic,
      userId: sysOutbox.userId,
      title: sysOutbox.title,
      link: sysOutbox.link,
      createTime: sysOutbox.createTime,
      sentTime: sysOutbox.sentTime,
      attempts: sysOutbox.attempts,
      lastError: sysOutbox.lastError,
    })
    .from(sysOutbox)
    .where(eq(sysOutbox.ref, ref))
    .orderBy(asc(sysOutbox.id))
}

/** Drops the messages about records that are deleted (sent or not). */
export async function dropMessages(db: Db, refs: readonly string[]) {
  if (refs.length) await db.delete(sysOutbox).where(inArray(sysOutbox.ref, [...refs]))
}

/**
 * Delivers up to `limit` waiting messages through `messenger` (the provided one by default). Returns how many were
 * sent. A failure counts an attempt, keeps the error and leaves the message for a later round.
 */
export async function drainOutbox(
  ctx: AppContext,
  messenger: Messenger = ctx.services.messenger,
  limit = 50,
): Promise<number> {
  return ctx.db.transaction(async (tx) => {
    const rows = await tx
      .select({
        id: sysOutbox.id,
        topic: sysOutbox.topic,
        userId: sysOutbox.userId,
        title: sysOutbox.title,
        body: sysOutbox.body,
        link: sysOutbox.link,
        ref: sysOutbox.ref,
      })
      .from(sysOutbox)
      .where(and(isNull(sysOutbox.sentTime), lt(sysOutbox.attempts, OUTBOX_MAX_ATTEMPTS)))
      .orderBy(asc(sysOutbox.id))
      .limit(limit)
      .for('update', { skipLocked: true })
    let sent = 0
    for (const message of rows) {
      try {
        await messenger.send(ctx, { ...message, body: message.body || message.title })
        await tx.update(sysOutbox).set({ sentTime: ctx.clock.now() }).where(eq(sysOutbox.id, message.id))
        sent++
      } catch (err) {
        const error = (err instanceof Error ? err.message : String(err)).slice(0, 500)
        await tx
          .update(sysOutbox)
          .set({ attempts: sql`${sysOutbox.attempts} + 1`, lastError: error })
          .where(eq(sysOutbox.id, message.id))
      }
    }
    return sent
  })
}

/** Drains the outbox every few seconds while the messenger is enabled (DingTalk configured); never in tests. */
export function outboxWorker(everyMs = 3000): Worker {
  return {
    name: 'outbox',
    start(ctx) {
      if (!ctx.services.messenger.enabled(ctx)) return { stop: async () => undefined }
      let running: Promise<unknown> = Promise.resolve()
      const timer = setInterval(() => {
        running = running.then(() => drainOutbox(ctx)).catch((err) => ctx.logger.warn({ err }, 'outbox'))
      }, everyMs)
      return {
        stop: async () => {
          clearInterval(timer)
          await running
        },
      }
    },
  }
}
