import { eq } from 'drizzle-orm'
import type { Messenger } from '../platform/services'
import { sysDingBinding } from './schema'
import { dingTalk } from './service'
import { readDingTalkSettings } from './settings'

/**
 * The platform's `messenger` (it delivers the outbox): each message goes as a DingTalk work notice to the DingTalk
 * user bound to its account, with its link made absolute (`PUBLIC_URL`), while DingTalk is configured. An account
 * without a binding has nobody to tell in DingTalk: the message counts as delivered. A DingTalk failure throws, so
 * the outbox keeps the message for another attempt.
 */
export const dingTalkMessenger: Messenger = {
  enabled: (ctx) => readDingTalkSettings(ctx.config.env) !== null,
  async send(ctx, message) {
    const client = dingTalk(ctx)
    const [binding] = await ctx.db
      .select({ dingUserId: sysDingBinding.dingUserId })
      .from(sysDingBinding)
      .where(eq(sysDingBinding.userId, message.userId))
    if (!binding) return
    const url = /^https?:\/\//.test(message.link) ? message.link : `${client.settings.publicUrl}${message.link}`
    await client.sendWorkNotice({ userIds: [binding.dingUserId], title: message.title, text: message.body, url })
  },
}
