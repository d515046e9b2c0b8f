import { Cron } from 'croner'
import { ServiceError } from '../http/errors'

export const CRON_INVALID = 'cron不通过'

/**
 * Quartz cron expressions: seconds first, an optional year last, `?` in exactly one of day-of-month and
 * day-of-week, weekdays numbered 1 (Sunday) to 7 (Saturday). croner evaluates them, including `L`, `W`, `LW`,
 * `#` and years; Quartz's `L-n` (n days before the month's end) is not supported and is refused.
 */
export function parseCron(expression: string): Cron {
  const fields = expression.trim().split(/\s+/)
  if (fields.length < 6 || fields.length > 7 || expression.length > 255) throw new ServiceError(CRON_INVALID, 400)
  const [, , , dom, , dow] = fields
  if ((dom === '?') === (dow === '?')) throw new ServiceError(CRON_INVALID, 400)
  let cron: Cron
  try {
    cron = new Cron(fields.join(' '), {
      mode: '6-or-7-parts',
      alternativeWeekdays: true,
      sloppyRanges: true,
      paused: true,
    })
  } catch {
    throw new ServiceError(CRON_INVALID, 400)
  }
  return cron
}

export const isValidCron = (expression: string) => {
  try {
    parseCron(expression)
    return true
  } catch {
    return false
  }
}

/** The next fire time strictly after `from`, or null when the expression never fires again. */
export const nextFireAfter = (expression: string, from: Date): Date | null => parseCron(expression).nextRun(from)

/** Up to `count` fire times after `from`. */
export const nextFires = (expression: string, from: Date, count: number): Date[] =>
  parseCron(expression).nextRuns(count, from)
