/** The family's error catalogue: the text shown for a response code, whatever the server's msg says. */
export const ERROR_MESSAGES: Readonly<Record<string, string>> = Object.freeze({
  401: '认证失败，无法访问系统资源',
  403: '当前操作没有权限',
  404: '访问资源不存在',
  default: '系统未知错误，请反馈给管理员',
})

export const TRANSPORT_MESSAGES = Object.freeze({
  network: '后端接口连接异常',
  timeout: '系统接口请求超时',
  status: (status: number) => `系统接口${status}异常`,
})

export const SESSION_EXPIRED_ERROR = '无效的会话，或者会话已过期，请重新登录。'
export const REPEAT_SUBMIT_MESSAGE = '数据正在处理，请勿重复提交'
/** How long transport errors stay on screen, in seconds. */
export const TRANSPORT_MESSAGE_SECONDS = 5

export type HttpErrorKind = 'business' | 'expired' | 'transport' | 'repeat' | 'aborted'

/**
 * Why a request failed. By the time a caller sees it the user has already been told (message, notification or the
 * re-login dialog), so callers usually only stop their spinners.
 */
export class HttpError extends Error {
  constructor(
    message: string,
    readonly kind: HttpErrorKind,
    /** the envelope's code (business and expired), or the HTTP status (transport) */
    readonly code?: number,
    /** the response body, when there was one */
    readonly body?: unknown,
  ) {
    super(message)
    this.name = 'HttpError'
  }
}

/** The text for a response code: the catalogue's, else the server's msg, else the default. */
export function messageForCode(code: number, serverMsg?: unknown): string {
  return ERROR_MESSAGES[code] ?? (typeof serverMsg === 'string' && serverMsg ? serverMsg : ERROR_MESSAGES.default)
}
