import { createAlova, type AlovaGenerics, type AlovaRequestAdapter, type Method } from 'alova'
import adapterFetch, { type FetchRequestInit } from 'alova/fetch'
import ReactHook from 'alova/react'
import { getFeedback } from '../feedback/feedback'
import { tansParams } from '../format/params'
import { getToken } from '../session/token'
import { getApiBase } from './config'
import {
  HttpError,
  messageForCode,
  REPEAT_SUBMIT_MESSAGE,
  SESSION_EXPIRED_ERROR,
  TRANSPORT_MESSAGE_SECONDS,
  TRANSPORT_MESSAGES,
} from './errors'
import { showReloginDialog } from './relogin'
import { isRepeatSubmit } from './repeatSubmit'
import { xhrAdapter } from './xhrAdapter'

/** What a request may say about itself (alova `meta`). */
export interface RequestMeta {
  /** false: send no bearer token (login, captcha) */
  isToken?: boolean
  /** false: skip the duplicate-submit guard for this POST/PUT */
  repeatSubmit?: boolean
  /** window of the duplicate-submit guard in ms (default 1000) */
  interval?: number
  /** resolve with the envelope whatever its code (401/501 still open the re-login dialog); show nothing */
  rawEnvelope?: boolean
  /** the answer is a file: resolve with a Blob (a File when the server names it) */
  blob?: boolean
  /** send through XMLHttpRequest so upload progress is reported */
  upload?: boolean
  /** show nothing at all and open no dialog; still reject on failure (logout, background refresh) */
  quiet?: boolean
  /** set by the kit: the token the request was sent with (none: sent without one) */
  sentWith?: string
}

declare module 'alova' {
  interface AlovaCustomTypes {
    meta: RequestMeta
  }
}

/** The server's envelope: `{code, msg, data}` plus whatever else it puts at the top level (getInfo's user…). */
export interface ApiResult<T = unknown> {
  code: number
  msg?: string
  data?: T
  [key: string]: unknown
}

/** A page of a list: `{code, msg, rows, total}`. */
export interface TableResult<T> {
  code: number
  msg?: string
  rows: T[]
  total: number
}

/** Options of the request helpers. */
export interface RequestOptions {
  /** query parameters; nested objects go as key[sub] */
  params?: Record<string, unknown>
  headers?: Record<string, string>
  /** false: no bearer token */
  isToken?: boolean
  /** false: skip the duplicate-submit guard */
  repeatSubmit?: boolean
  /** ms; default 10 000 */
  timeout?: number
  meta?: RequestMeta
}

const fetchAdapter = adapterFetch()
const requestAdapter: AlovaRequestAdapter<FetchRequestInit, Response, Headers> = (elements, method) =>
  method.meta?.upload ? xhrAdapter(elements, method) : fetchAdapter(elements, method)

/** The one alova instance. Every call of every module goes through it. */
export const http = createAlova({
  id: 'wp-kit',
  baseURL: '',
  statesHook: ReactHook,
  requestAdapter,
  timeout: 10_000,
  // an admin console must see fresh data: no silent 5-minute GET cache (alova's default)
  cacheFor: null,
  cacheLogger: false,
  beforeRequest(method) {
    const meta: RequestMeta = method.meta ?? {}
    const headers = (method.config.headers ??= {}) as Record<string, unknown>
    const isTokenHeader = headers.isToken
    const repeatHeader = headers.repeatSubmit
    delete headers.isToken
    delete headers.repeatSubmit

    method.baseURL = getApiBase()
    const token = getToken()
    const wantsToken = meta.isToken !== false && isTokenHeader !== false && isTokenHeader !== 'false'
    if (token && wantsToken) headers.Authorization = `Bearer ${token}`
    // which session the request speaks for: a 401 answered after that session was left is not "expired"
    meta.sentWith = token && wantsToken ? token : undefined

    const params = method.config.params
    if (params && typeof params === 'object' && Object.keys(params).length > 0) {
      const query = tansParams(params as Record<string, unknown>)
      if (query) method.url += (method.url.includes('?') ? '&' : '?') + query
      method.config.params = {}
    }

    const guarded = meta.repeatSubmit !== false && repeatHeader !== false && repeatHeader !== 'false'
    if (guarded && (method.type === 'POST' || method.type === 'PUT')) {
      if (isRepeatSubmit(method.url, method.data, meta.interval)) {
        getFeedback().message.error({ content: REPEAT_SUBMIT_MESSAGE, duration: TRANSPORT_MESSAGE_SECONDS })
        throw new HttpError(REPEAT_SUBMIT_MESSAGE, 'repeat')
      }
    }
  },
  responded: {
    onSuccess: async (response, method) => {
      const meta: RequestMeta = method.meta ?? {}
      if (!response.ok) throw transportError(TRANSPORT_MESSAGES.status(response.status), response.status, meta.quiet)
      const contentType = response.headers.get('content-type') ?? ''
      if (meta.blob && !contentType.includes('application/json')) return readFile(response)
      let body: unknown
      try {
        body = await response.json()
      } catch {
        body = null
      }
      if (!body || typeof body !== 'object') {
        const message = messageForCode(0)
        if (!meta.quiet) getFeedback().message.error(message)
        throw new HttpError(message, 'business', undefined, body)
      }
      return handleEnvelope(body as ApiResult, meta)
    },
    onError: (error: unknown, method) => {
      if (error instanceof HttpError) throw error
      const err = error as { name?: string; message?: string } | undefined
      const text = String(err?.message ?? error)
      if (err?.name === 'AbortError') throw new HttpError(text, 'aborted')
      const message = /timeout/i.test(text) ? TRANSPORT_MESSAGES.timeout : TRANSPORT_MESSAGES.network
      throw transportError(message, undefined, method.meta?.quiet)
    },
  },
})

function transportError(message: string, status?: number, quiet = false): HttpError {
  if (!quiet) getFeedback().message.error({ content: message, duration: TRANSPORT_MESSAGE_SECONDS })
  return new HttpError(message, 'transport', status)
}

async function readFile(response: Response): Promise<Blob> {
  const blob = await response.blob()
  const disposition = response.headers.get('content-disposition') ?? ''
  const match = /filename\*=(?:UTF-8'')?([^;]+)|filename="?([^";]+)"?/i.exec(disposition)
  const encoded = match?.[1] ?? match?.[2]
  if (!encoded) return blob
  let name = encoded
  try {
    name = decodeURIComponent(encoded)
  } catch {
    // keep the raw name
  }
  return new File([blob], name, { type: blob.type })
}

/** The family's response rules (code defaults to 200). */
function handleEnvelope(body: ApiResult, meta: RequestMeta): ApiResult {
  const code = Number(body.code) || 200
  if (code === 401 || code === 501) {
    // a request sent with a session the user has since left (logged out, signed in again): its 401 says nothing
    // about the page now, and a "登录状态已过期" dialog over the logout's navigation would be a false alarm
    const left = meta.sentWith !== undefined && meta.sentWith !== getToken()
    if (!meta.quiet && !left) showReloginDialog()
    throw new HttpError(SESSION_EXPIRED_ERROR, 'expired', code, body)
  }
  if (meta.rawEnvelope || code === 200) return body
  const message = messageForCode(code, body.msg)
  if (meta.quiet) throw new HttpError(message, 'business', code, body)
  const feedback = getFeedback()
  if (code === 500) feedback.message.error(message)
  else if (code === 601) feedback.message.warning(message)
  else feedback.notification.error({ title: message })
  throw new HttpError(message, 'business', code, body)
}

/** alova's generics for the kit's methods: R is what the call resolves with. */
export type KitGenerics<R> = AlovaGenerics<R, unknown, FetchRequestInit, Response, Headers>
/** A request not sent yet: `await` it, or hand it to alova's hooks (`useRequest(() => get(...))`). */
export type KitMethod<R> = Method<KitGenerics<R>>

function methodConfig(options: RequestOptions = {}) {
  const meta: RequestMeta = { ...options.meta }
  if (options.isToken === false) meta.isToken = false
  if (options.repeatSubmit === false) meta.repeatSubmit = false
  return {
    params: options.params ?? {},
    headers: options.headers ?? {},
    meta,
    ...(options.timeout !== undefined ? { timeout: options.timeout } : {}),
  }
}

type Query = Record<string, unknown>

/** A call's configuration with `params` added to the options' own query. */
const queryConfig = (params: Query | undefined, options: RequestOptions | undefined) =>
  methodConfig({ ...options, params: { ...options?.params, ...params } })

/** GET `url` (relative to the API base); resolves with the envelope. */
export function get<R = ApiResult>(url: string, params?: Query, options?: RequestOptions): KitMethod<R> {
  return http.Get(url, queryConfig(params, options)) as unknown as KitMethod<R>
}

/** POST a JSON body. */
export function post<R = ApiResult>(url: string, data?: unknown, options?: RequestOptions): KitMethod<R> {
  return http.Post(url, data as never, methodConfig(options)) as unknown as KitMethod<R>
}

/** PUT a JSON body. */
export function put<R = ApiResult>(url: string, data?: unknown, options?: RequestOptions): KitMethod<R> {
  return http.Put(url, data as never, methodConfig(options)) as unknown as KitMethod<R>
}

/** DELETE (the family's `del`). */
export function del<R = ApiResult>(url: string, params?: Query, options?: RequestOptions): KitMethod<R> {
  return http.Delete(url, undefined, queryConfig(params, options)) as unknown as KitMethod<R>
}
