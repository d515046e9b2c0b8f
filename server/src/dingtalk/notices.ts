import { inArray } from 'drizzle-orm'
import type { AppContext } from '../context'
import type { Worker } from '../platform/module'
import { DingTalkError } from './client'
import { sysDingBinding } from './schema'
import { dingTalk } from './service'
import { readDingTalkSettings } from './settings'

/** A work notice waiting to be sent: a task reached a platform user. */
export interface PendingNotice {
  id: number
  /** The platform account the task reached. */
  userId: number
  taskId: string
  title: string
  text: string
}

/**
 * Where pending notices come from: an outbox table another module writes in the same transaction as the step that
 * caused it (the workflow's task table), so a notice is never sent for a rolled-back step.
 */
export interface NoticeOutbox {
  /** Claims up to `limit` unsent notices for this sender (others running at once do not get them). */
  claim(ctx: AppContext, limit: number): Promise<PendingNotice[]>
  /** Marks a notice done (sent, or skipped with a reason such as an unbound account). */
  done(ctx: AppContext, id: number, outcome: string): Promise<void>
  /** Puts a notice back for a later attempt after a failure. */
  retry(ctx: AppContext, id: number, error: string): Promise<void>
}

/** The link a notice opens inside DingTalk: the task's page in the H5 host. */
export const approvalLink = (publicUrl: string, taskId: string) =>
  `${publicUrl}/h5/approval?taskId=${encodeURIComponent(taskId)}`

/**
 * One pass of the sender: claims a batch, looks up each account's DingTalk user, sends one notice per row. An account
 * without a binding is marked done with that reason; a DingTalk failure puts the row back. Returns how many were sent.
 */
export async function sendPendingNotices(ctx: AppContext, outbox: NoticeOutbox, limit = 50): Promise<number> {
  const client = dingTalk(ctx)
  const pending = await outbox.claim(ctx, limit)
  if (pending.length === 0) return 0
  const bindings = await ctx.db
    .select({ userId: sysDingBinding.userId, dingUserId: sysDingBinding.dingUserId })
    .from(sysDingBinding)
    .where(
      inArray(
        sysDingBinding.userId,
        pending.map((n) => n.userId),
      ),
    )
  const dingUserOf = new Map(bindings.map((b) => [b.userId, b.dingUserId]))
  let sent = 0
  for (const notice of pending) {
    const dingUserId = dingUserOf.get(notice.userId)
    if (!dingUserId) {
      await outbox.done(ctx, notice.id, '未绑定钉钉')
      continue
    }
    try {
      const taskId = await client.sendWorkNotice({
        userIds: [dingUserId],
        title: notice.title,
        text: notice.text,
        url: approvalLink(client.settings.publicUrl, notice.taskId),
      })
      await outbox.done(ctx, notice.id, `已发送 ${taskId}`.trim())
      sent++
    } catch (err) {
      await outbox.retry(ctx, notice.id, err instanceof DingTalkError ? err.message : String(err))
    }
  }
  return sent
}

/** The outboxes the sender drains (the workflow module's, once it is part of the server). */
export const NOTICE_OUTBOXES: NoticeOutbox[] = []

/** Drains the outboxes every few seconds while DingTalk is configured. */
export function noticeWorker(outboxes: readonly NoticeOutbox[] = NOTICE_OUTBOXES, everyMs = 3000): Worker {
  return {
    name: 'dingtalk-notices',
    start(ctx) {
      if (!readDingTalkSettings(ctx.config.env) || outboxes.length === 0) return { stop: async () => undefined }
      let running: Promise<unknown> = Promise.resolve()
      const timer = setInterval(() => {
        running = running
          .then(() => Promise.all(outboxes.map((o) => sendPendingNotices(ctx, o))))
          .catch((err) => ctx.logger.warn({ err }, 'dingtalk notices'))
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
