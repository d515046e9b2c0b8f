import { SUCCESS_CODE, type ApiEnvelope, type TableEnvelope } from '@wp/contract'
import { keptJson, type WireText } from './json'

/** The family's response envelopes, from the contract. HTTP status stays 200; the outcome travels in `code`. */
export type Envelope<T = unknown> = ApiEnvelope<T>
export type { TableEnvelope }

/**
 * A value as the server holds it before it is serialised: wherever the contract has text, a Date may stand (it is
 * sent as `yyyy-MM-dd HH:mm:ss`). `ok<PostRow>(row)` and `table<PostRow>(rows, total)` check the server's rows
 * against the contract's, so a renamed or retyped column fails the type check.
 */
export type Served<T> = T extends string
  ? T | Date
  : T extends readonly (infer U)[]
    ? Served<U>[]
    : T extends object
      ? { [K in keyof T]: Served<T[K]> }
      : T

export const ok = <T>(data?: Served<T>, msg = '操作成功'): Envelope<T> =>
  (data === undefined ? { code: SUCCESS_CODE, msg } : { code: SUCCESS_CODE, msg, data }) as Envelope<T>

/**
 * `ok(data)` for data held in a cache (never changed once cached): the envelope's JSON is written once per cached
 * value and answered as it is (`keptJson`).
 */
export const okCached = <T>(data: Served<T> & object): WireText => keptJson(data, () => ok<T>(data))

/** An envelope with extra top-level keys, as getInfo and the captcha use. */
export const okWith = (extra: Record<string, unknown>, msg = '操作成功'): Envelope => ({
  code: SUCCESS_CODE,
  msg,
  ...extra,
})

export const table = <T>(rows: Served<T>[], total: number): TableEnvelope<T> =>
  ({ code: SUCCESS_CODE, msg: '查询成功', rows, total }) as TableEnvelope<T>

export const fail = (msg: string, code = 500): Envelope => ({ code, msg })

/** Waits for a write, then answers the family's plain success: `handler: ({ body }) => okAfter(service.save(body))`. */
export async function okAfter(work: unknown): Promise<Envelope<never>> {
  await work
  return ok()
}
