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
