import { BUSINESS_TYPE, type BusinessType as BusinessTypeCode } from '@wp/contract'
import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify'
import type { AppContext } from '../context'
import type { OperationRecord } from '../platform/services'

/** The family's business types (dictionary sys_oper_type), from the contract. */
export const BusinessType = BUSINESS_TYPE
export type BusinessType = BusinessTypeCode

const SECRET_KEY = /pass(word)?|pwd|token|secret|^key$|captcha|^code$/i
const LIMIT = 2000

/** Replaces the values of secret-looking keys, at any depth, before anything is written to the log. */
export function maskSecrets(value: unknown, depth = 0): unknown {
  if (typeof value === 'bigint') return value.toString()
  if (value === null || typeof value !== 'object') return value
  if (depth > 6) return '[…]'
  if (Array.isArray(value)) return value.slice(0, 50).map((v) => maskSecrets(v, depth + 1))
  if (Buffer.isBuffer(value)) return `[${value.length} bytes]`
  if (!isPlainObject(value)) return `[${value.constructor?.name ?? 'object'}]`
  const out: Record<string, unknown> = {}
  for (const [k, v] of Object.entries(value)) out[k] = SECRET_KEY.test(k) ? '******' : maskSecrets(v, depth + 1)
  return out
}

const isPlainObject = (v: object) => [Object.prototype, null].includes(Object.getPrototypeOf(v) as object | null)

const clip = (s: string) => (s.length > LIMIT ? s.slice(0, LIMIT - 3) + '...' : s)

/**
 * The parameters or answer as the log stores them: JSON, cut to the column's size; never a failure (a value that
 * cannot be written as JSON is recorded as such), so no logged write goes without its row.
 */
export function storable(value: unknown): string {
  try {
    return clip(JSON.stringify(maskSecrets(value)) ?? '')
  } catch (err) {
    return clip(`[无法记录的内容：${(err as Error).message}]`)
  }
}

/**
 * Writes one operation-log row per logged write, after the response, without delaying it. Where the row is
 * stored is the `operationLog` service's business (the system module's `sys_oper_log`).
 */
export class OperationLog {
  private pending = new Set<Promise<unknown>>()
  constructor(private readonly ctx: () => AppContext) {}

  /**
   * Keeps the answer of a logged route as it is sent: called by the server's one `onSend` hook (`app.ts`) before
   * the answer is compressed (then bytes), so it sees the text. The clock and the write are the routes' own hooks.
   */
  keepAnswer(request: FastifyRequest, payload: unknown) {
    if (typeof payload === 'string' && request.routeOptions.config?.oplog) request.responseText = payload
  }

  /**
   * The hooks of one logged route (the router attaches them only to routes that declare `log`, so an unlogged read
   * runs neither): the clock starts before access is settled, and the row is written after the response.
   */
  routeHooks(spec: { title: string; type: BusinessType }) {
    return {
      onRequest: (request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction) => {
        request.startedAt = performance.now()
        done()
      },
      onResponse: (request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction) => {
        this.track(this.write(request, spec.title, spec.type))
        done()
      },
    }
  }

  private track(p: Promise<unknown>) {
    this.pending.add(p)
    p.finally(() => this.pending.delete(p)).catch(() => undefined)
  }

  /** Resolves when every queued row is written (tests, shutdown). */
  async flush() {
    while (this.pending.size) await Promise.allSettled([...this.pending])
  }

  private async write(request: FastifyRequest, title: string, businessType: number) {
    const ctx = this.ctx()
    let code = 200
    let msg = ''
    try {
      const parsed = JSON.parse(request.responseText ?? '{}') as { code?: number; msg?: string }
      code = parsed.code ?? 200
      msg = parsed.msg ?? ''
    } catch {
      /* a non-JSON answer (a file) counts as success */
    }
    const body = request.body
    const params = {
      ...(request.params as object),
      ...(request.query as object),
      ...(typeof body === 'object' && body !== null && (Array.isArray(body) || isPlainObject(body)) ? body : {}),
    }
    const user = request.sessionUser
    const row: OperationRecord = {
      title,
      businessType,
      method: `${request.method} ${request.routeOptions.url ?? ''}`.slice(0, 200),
      requestMethod: request.method,
      operatorType: 1,
      operName: user?.userName ?? '',
      deptName: user?.deptName ?? '',
      operUrl: request.url.slice(0, 255),
      operIp: request.ip,
      operParam: storable(params),
      jsonResult: storable(safeJson(request.responseText)),
      status: code === 200 ? 0 : 1,
      errorMsg: code === 200 ? '' : clip(msg),
      operTime: ctx.clock.now(),
      costTime: Math.round(performance.now() - (request.startedAt ?? performance.now())),
    }
    // A row the store refuses is tried again with its parameters and answer summarised, then once more after a
    // pause (the database restarting); only then is the loss reported, loudly, with what the row would have said.
    for (let attempt = 0; ; attempt++) {
      try {
        await ctx.services.operationLog.write(
          attempt === 0 ? row : { ...row, operParam: '[参数未能记录]', jsonResult: '[结果未能记录]' },
        )
        return
      } catch (err) {
        if (attempt >= 2) {
          ctx.logger.error({ err, operLog: { ...row, operParam: undefined } }, 'operation log write failed')
          return
        }
        if (attempt === 1) await new Promise((resolve) => setTimeout(resolve, 1000))
      }
    }
  }
}

function safeJson(text: string | undefined): unknown {
  if (!text) return ''
  try {
    return JSON.parse(text)
  } catch {
    return text.slice(0, 200)
  }
}

declare module 'fastify' {
  interface FastifyRequest {
    startedAt?: number
    responseText?: string
  }
}
