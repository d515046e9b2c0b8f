/**
 * Numbers for business records (§8.2 of the domain design): `YH-{orgCode}-{yyyyMMdd}-{seq3}` → `YH-GS01-20260601-001`.
 * One counter row per business type and prefix in `sys_serial`, taken with an upsert that locks the row until the
 * caller's transaction ends, so concurrent callers get distinct, consecutive numbers and a rolled-back record gives
 * its number back.
 */
import { sql } from 'drizzle-orm'
import type { Db } from '../db/client'
import { ServiceError } from '../http/errors'
import { sysSerial } from './schema'

/** What a number is made of: `{yyyy}` `{yyyyMM}` `{yyyyMMdd}` `{MM}` `{dd}` … (letters y M d H m s), `{seqN}`, `{name}`. */
export interface SerialRequest {
  /** Whose counters: `safety.hazard`. */
  bizType: string
  /** The format: literal text with tokens; exactly one `{seqN}` (N digits, zero-padded; more digits once it overflows). */
  format: string
  /** Values of named tokens (`{ orgCode: 'GS01' }`): letters, digits, `-` and `_` only. */
  values?: Readonly<Record<string, string>>
  /** The moment the date tokens show (the server's time zone). */
  now: Date
}

/** The `{orgCode}` of a record's organisation in its number: `D` and the department id (`D103`). */
export const orgCodeOf = (orgId: number) => `D${orgId}`

const TOKEN = /\{([^{}]+)\}/g
const DATE = /^(yyyy|yy|MM|dd|HH|mm|ss)+$/
const SEQ = /^seq([1-9]|1[0-2])$/
const VALUE = /^[A-Za-z0-9_-]{1,32}$/

const pad = (n: number, width = 2) => String(n).padStart(width, '0')

function formatDate(pattern: string, d: Date) {
  const parts: Record<string, string> = {
    yyyy: String(d.getFullYear()),
    yy: pad(d.getFullYear() % 100),
    MM: pad(d.getMonth() + 1),
    dd: pad(d.getDate()),
    HH: pad(d.getHours()),
    mm: pad(d.getMinutes()),
    ss: pad(d.getSeconds()),
  }
  return pattern.replace(/yyyy|yy|MM|dd|HH|mm|ss/g, (t) => parts[t])
}

/**
 * The format with every token but the sequence filled in, and the sequence's width: the counter's prefix key.
 * Refuses a format without exactly one sequence, an unknown token and a missing or unsafe value.
 */
export function expandFormat(request: Omit<SerialRequest, 'bizType'>): { prefixKey: string; width: number } {
  let width = 0
  let seqCount = 0
  const prefixKey = request.format.replace(TOKEN, (_, token: string) => {
    const seq = SEQ.exec(token)
    if (seq) {
      seqCount++
      width = Number(seq[1])
      return '{seq}'
    }
    if (DATE.test(token)) return formatDate(token, request.now)
    const value = request.values?.[token]
    if (value === undefined) throw new ServiceError(`编号格式中的「${token}」没有提供值`)
    if (!VALUE.test(value)) throw new ServiceError(`编号格式中「${token}」的值「${value.slice(0, 40)}」无效`)
    return value
  })
  if (seqCount !== 1) throw new ServiceError('编号格式必须包含且只包含一个流水号（{seqN}）')
  if (prefixKey.length > 100) throw new ServiceError('编号过长')
  return { prefixKey, width }
}

/**
 * The next number. Call it with the transaction that saves the record: the counter row stays locked until that
 * transaction ends (others wait), and a rollback returns the number.
 */
export async function nextSerial(db: Db, request: SerialRequest): Promise<string> {
  return (await nextSerials(db, request, 1))[0]
}

/**
 * `count` consecutive numbers of one prefix in one statement (bulk loads): the counter moves by `count` at once,
 * under the same lock and rollback rules as `nextSerial`.
 */
export async function nextSerials(db: Db, request: SerialRequest, count: number): Promise<string[]> {
  if (count < 1) return []
  const { prefixKey, width } = expandFormat(request)
  const [row] = await db
    .insert(sysSerial)
    .values({ bizType: request.bizType, prefixKey, currentValue: count, updateTime: request.now })
    .onConflictDoUpdate({
      target: [sysSerial.bizType, sysSerial.prefixKey],
      set: { currentValue: sql`${sysSerial.currentValue} + ${count}`, updateTime: request.now },
    })
    .returning({ value: sysSerial.currentValue })
  return Array.from({ length: count }, (_, i) => prefixKey.replace('{seq}', pad(row.value - count + 1 + i, width)))
}
