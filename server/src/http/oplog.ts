import { BUSINESS_TYPE, type BusinessType as BusinessTypeCode } from '@wp/contract'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { AppContext } from '../context'

/** The family's business types (dictionary sys_oper_type), from the contract. */
export const BusinessType = BUSINESS_TYPE
export type BusinessType = BusinessTypeCode

const SECRET_KEY = /pass(word)?|pwd|token|secret|^key$|captcha|^code$/i
const LIMIT = 2000

/** Replaces the values of secret-looking keys, at any depth, before anything is written to the log. */
export function maskSecrets(value: unknown, depth = 0): unknown {
  if (depth > 6 || value === null || typeof value !== 'object') return value
  if (Array.isArray(value)) return value.slice(0, 50).map((v) => maskSecrets(v, depth + 1))
  if (Buffer.isBuffer(value)) return `[${value.length} bytes]`
  const out: Record<string, unknown> = {}
  for (const [k, v] of Object.entries(value)) out[k] = SECRET_KEY.test(k) ? '******' : maskSecrets(v, depth + 1)
  return out
}

const clip = (s: string) => (s.length > LIMIT ? s.slice(0, LIMIT - 3) + '...' : s)

/**
 * Writes one operation-log row per logged write, after the response, without delaying it. Where the row is
 * stored is the `operationLog` service's business (the system module's `sys_oper_log`).
 */
export class OperationLog {
  private pending = new Set<Promise<unknown>>()
  constructor(private readonly ctx: () => AppContext) {}

  register(app: FastifyInstance) {
    // Callback hooks, not async ones: every request passes through them, and a promise each is measurable.
    app.addHook('onRequest', (request, _reply, done) => {
      request.startedAt = performance.now()
      done()
    })
    app.addHook('onSend', (request, _reply, payload, done) => {
      if (request.routeOptions.config?.oplog && typeof payload === 'string') request.responseText = payload
      done(null, payload)
    })
    app.addHook('onResponse', (request, _reply, done) => {
      const spec = request.routeOptions.config?.oplog
      if (spec) this.track(this.write(request, spec.title, spec.type))
      done()
    })
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
    const params = maskSecrets({
      ...(request.params as object),
      ...(request.query as object),
      ...(typeof request.body === 'object' && request.body !== null && !Buffer.isBuffer(request.body)
        ? (request.body as object)
        : {}),
    })
    const user = request.sessionUser
    try {
      await ctx.services.operationLog.write({
        title,
        businessType,
        method: `${request.method} ${request.routeOptions.url ?? ''}`.slice(0, 200),
        requestMethod: request.method,
        operatorType: 1,
        operName: user?.userName ?? '',
        deptName: user?.deptName ?? '',
        operUrl: request.url.slice(0, 255),
        operIp: request.ip,
        operParam: clip(JSON.stringify(params)),
        jsonResult: clip(JSON.stringify(maskSecrets(safeJson(request.responseText)))),
        status: code === 200 ? 0 : 1,
        errorMsg: code === 200 ? '' : clip(msg),
        operTime: ctx.clock.now(),
        costTime: Math.round(performance.now() - (request.startedAt ?? performance.now())),
      })
    } catch (err) {
      ctx.logger.error({ err }, 'operation log write failed')
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
