/** A refusal the caller should read: it becomes `{code, msg}` in the envelope, never a stack trace. */
export class ServiceError extends Error {
  constructor(
    message: string,
    readonly code: number = 500,
  ) {
    super(message)
    this.name = 'ServiceError'
  }
}

export const AUTH_REQUIRED_MSG = '认证失败，无法访问系统资源'
export const SESSION_EXPIRED_MSG = '登录状态已过期，请重新登录'
export const FORBIDDEN_MSG = '没有访问权限，请联系管理员授权'

export const unauthorized = (msg = AUTH_REQUIRED_MSG) => new ServiceError(msg, 401)
export const forbidden = () => new ServiceError(FORBIDDEN_MSG, 403)
export const badRequest = (msg: string) => new ServiceError(msg, 400)
export const notFound = (msg = '访问资源不存在') => new ServiceError(msg, 404)

/** The SQLSTATE of a PostgreSQL error, also when the query builder wraps it (`cause`). */
function sqlState(error: unknown): string | undefined {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined, i = 0; e && i < 3; e = e.cause as never, i++)
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return e.code
  return undefined
}

/**
 * Set on a 400 the database gave rather than the route's validation (only with `MARK_DATABASE_REFUSALS=true`, as
 * the fuzz test runs): a route it names lacks a validation.
 */
export const DATABASE_REFUSAL_HEADER = 'x-refused-by'

/** Whether the error is PostgreSQL refusing a value (SQLSTATE class 22) or a constraint (class 23). */
export const refusedByDatabase = (error: unknown) => /^2[23]/.test(sqlState(error) ?? '')

/**
 * What input the validation let through but the database or the upload parser refused means to the caller, or
 * undefined for a real fault: values out of range or of a wrong form (SQLSTATE class 22), a clash with existing
 * data (class 23), a cut-off multipart body. Routes validate first; this is the net under them (never an HTTP 5xx).
 */
export function describeBadInput(error: unknown): string | undefined {
  const state = sqlState(error)
  if (state?.startsWith('22')) return '参数值超出范围或格式不正确'
  if (state === '23505') return '数据已存在，不能重复添加'
  if (state === '23503') return '关联的数据不存在或仍被引用'
  if (state?.startsWith('23')) return '数据不完整或不符合约束'
  const message = error instanceof Error ? error.message : ''
  if (
    /Unexpected end of (form|multipart)|Malformed part header|Part terminated early|Multipart: Boundary not found/i.test(
      message,
    )
  )
    return '上传内容不完整或格式错误'
  return undefined
}

export const DATABASE_UNAVAILABLE_MSG = '数据库暂时不可用，请稍后重试'

const CONNECTION_STATES = new Set(['57P01', '57P02', '57P03', '53300'])
const CONNECTION_MESSAGES =
  /Connection terminated|connection error and is not queryable|Client was closed and is not queryable|timeout exceeded when trying to connect/i

/**
 * Whether an error means the database cannot be reached right now (restarting, shut down, connections refused or
 * cut), rather than a fault of the request: the caller is told to try again (503), and the pool reconnects.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (
    let e = error as { code?: unknown; syscall?: unknown; message?: unknown; cause?: unknown } | undefined, i = 0;
    e && i < 4;
    e = e.cause as never, i++
  ) {
    const code = typeof e.code === 'string' ? e.code : ''
    if (CONNECTION_STATES.has(code) || code.startsWith('08')) return true
    if ((code === 'ECONNREFUSED' || code === 'ENOENT') && e.syscall === 'connect') return true
    // A connection cut under a query: the pool's socket (node-postgres in the stack), not an outside service's.
    if (
      (code === 'EPIPE' || code === 'ECONNRESET') &&
      /node_modules[\\/]pg(-pool)?[\\/]/.test(String((e as Error).stack))
    )
      return true
    if (typeof e.message === 'string' && CONNECTION_MESSAGES.test(e.message)) return true
  }
  return false
}
