import { randomBytes, randomUUID } from 'node:crypto'
import { eq, lt } from 'drizzle-orm'
import type { AppContext } from '../context'
import { captchaPng, mathQuestion } from './captcha-image'
import { sysCaptcha } from './schema'

/** A challenge lives two minutes, as in the family. */
export const CHALLENGE_TTL_MS = 2 * 60_000

/** The configuration key (seeded by the system module) that turns the picture on or off. */
export const CAPTCHA_SETTING = 'sys.account.captchaEnabled'

export async function isCaptchaEnabled(ctx: AppContext) {
  if (ctx.config.captchaForcedOff) return false
  return (await ctx.services.settings.get(CAPTCHA_SETTING)) !== 'false'
}

/** Issues a login challenge: always a fresh key for the password cipher, and a PNG question when the captcha is on. */
export async function issueChallenge(ctx: AppContext) {
  const enabled = await isCaptchaEnabled(ctx)
  const uuid = randomUUID().replaceAll('-', '')
  const key = randomBytes(16).toString('base64')
  let img: string | undefined
  let code: string | null = null
  if (enabled) {
    const { question, answer } = mathQuestion()
    code = answer
    img = captchaPng(question).toString('base64')
  }
  const now = ctx.clock.now()
  // Expired challenges are swept on the way, so the table stays small without a job.
  await ctx.db.delete(sysCaptcha).where(lt(sysCaptcha.expireTime, now))
  await ctx.db.insert(sysCaptcha).values({ uuid, code, key, expireTime: new Date(now.getTime() + CHALLENGE_TTL_MS) })
  return { captchaEnabled: enabled, uuid, key, ...(img ? { img } : {}) }
}

/** Takes a challenge out (single use). Returns null when unknown or expired. */
export async function consumeChallenge(ctx: AppContext, uuid: string) {
  if (!/^[0-9a-f]{32}$/.test(uuid)) return null
  const [row] = await ctx.db.delete(sysCaptcha).where(eq(sysCaptcha.uuid, uuid)).returning()
  if (!row || row.expireTime.getTime() <= ctx.clock.now().getTime()) return null
  return row
}
