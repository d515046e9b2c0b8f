/** The family's response envelopes. HTTP status stays 200; the outcome travels in `code`. */
export interface Envelope<T = unknown> {
  code: number
  msg: string
  data?: T
  [extra: string]: unknown
}

export interface TableEnvelope<T> {
  code: number
  msg: string
  rows: T[]
  total: number
}

export const ok = <T>(data?: T, msg = '操作成功'): Envelope<T> =>
  data === undefined ? { code: 200, msg } : { code: 200, msg, data }

/** An envelope with extra top-level keys, as getInfo and the captcha use. */
export const okWith = (extra: Record<string, unknown>, msg = '操作成功'): Envelope => ({ code: 200, msg, ...extra })

export const table = <T>(rows: T[], total: number): TableEnvelope<T> => ({ code: 200, msg: '查询成功', rows, total })

export const fail = (msg: string, code = 500): Envelope => ({ code, msg })
