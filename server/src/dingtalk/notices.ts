import { eq } from 'drizzle-orm'
import type { AppContext } from '../context'
import type { Worker } from '../platform/module'
import { sysDingBinding } from './schema'
import { dingTalk } from './service'
import { readDingTalkSettings } from './settings'

/** A notification row another module wrote in its own transaction (the workflow's outbox: a task reached a user). */
export interface WorkNoticeMessage {
  /** The platform account to tell. */
  userId: number
  title: string
  /** Where it opens, a path of the platform (`/h5/approval?taskId=42`). */
  link: string
}

/** What an outbox drain calls per row: resolving marks the row sent, throwing leaves it for a later attempt. */
export interface WorkNoticeSender {
  send(message: WorkNoticeMessage): Promise<void>
}

/** Drains an outbox through a sender (the workflow's `drainOutbox(ctx, sender)`); returns how many were sent. */
export type OutboxDrain = (ctx: AppContext, sender: WorkNoticeSender) => Promise<number>

/** The link a notice opens inside DingTalk: the task's page in the H5 host. */
export const approvalLink = (publicUrl: string, taskId: string | number) =>
  `${publicUrl}/h5/approval?taskId=${encodeURIComponent(String(taskId))}`

/**
 * Sends each message as a DingTalk work notice to the DingTalk user bound to its account, with its link made
 * absolute (`PUBLIC_URL`). An account without a binding has nobody to tell in DingTalk: the row counts as done.
 * A DingTalk failure throws, so the outbox keeps the row for another attempt.
 */
export function dingTalkSender(ctx: AppContext): WorkNoticeSender {
  return {
    async send(message) {
      const client = dingTalk(ctx)
      const [binding] = await ctx.db
        .select({ dingUserId: sysDingBinding.dingUserId })
        .from(sysDingBinding)
        .where(eq(sysDingBinding.userId, message.userId))
      if (!binding) return
      const url = /^https?:\/\//.test(message.link) ? message.link : `${client.settings.publicUrl}${message.link}`
      await client.sendWorkNotice({ userIds: [binding.dingUserId], title: message.title, text: message.title, url })
    },
  }
}

/** Drains the outbox every few seconds while DingTalk is configured (no drain given: nothing to send). */
export function noticeWorker(drain: OutboxDrain | undefined, everyMs = 3000): Worker {
  return {
    name: 'dingtalk-notices',
    start(ctx) {
      if (!drain || !readDingTalkSettings(ctx.config.env)) return { stop: async () => undefined }
      const sender = dingTalkSender(ctx)
      let running: Promise<unknown> = Promise.resolve()
      const timer = setInterval(() => {
        running = running.then(() => drain(ctx, sender)).catch((err) => ctx.logger.warn({ err }, 'dingtalk notices'))
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
