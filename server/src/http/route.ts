import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { z, type ZodType } from 'zod'
import type { AppContext } from '../context'
import { authenticate, hasPermission, PASSWORD_CHANGE_MSG, type SessionUser } from '../auth/session'
import { forbidden, ServiceError } from './errors'
import type { BusinessType } from './oplog'
import { containsNul, NUL_MSG } from './validation'

/** Bodies above this are refused before parsing (uploads declare their own limit). */
export const DEFAULT_BODY_LIMIT = 2 * 1024 * 1024
export const BODY_TOO_LARGE_MSG = '请求内容过大'
export const bodyTooLarge = () => new ServiceError(BODY_TOO_LARGE_MSG, 413)

export const MULTIPART_REFUSED_MSG = '此接口不接受 multipart/form-data，请以 JSON 或表单提交'

/**
 * Who may call a route: anyone, any signed-in user, or holders of a permission string (`system:dict:list`). A
 * permission may name path parameters in braces (`dyn:{code}:list`): the caller must hold it with the request's
 * values put in (`dyn:client:list` for `/ledger/data/client/list`) — the permissions of records defined at run time.
 */
export type Access = 'public' | 'signed-in' | `${string}:${string}`

/** A permission with its `{param}` placeholders filled from the request's path parameters. */
export function accessFor(access: string, params: unknown): string {
  if (!access.includes('{')) return access
  const values = (params ?? {}) as Record<string, unknown>
  // only word characters: a value cannot widen the permission (`*`) or add a segment (`:`)
  return access.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? '').replace(/[^\w-]/g, '_'))
}

export interface RouteRequest<A extends Access, B, Q, P> {
  body: B
  query: Q
  params: P
  user: A extends 'public' ? SessionUser | null : SessionUser
  ip: string
  raw: FastifyRequest
  reply: FastifyReply
}

export interface RouteSpec<A extends Access, B extends ZodType, Q extends ZodType, P extends ZodType> {
  access: A
  summary: string
  body?: B
  query?: Q
  params?: P
  /** Writes name their operation-log title and business type. */
  log?: { title: string; type: BusinessType }
  /** Overrides the server's body limit (`DEFAULT_BODY_LIMIT`), in bytes (uploads). */
  bodyLimit?: number
  /**
   * Accepts a raw `application/octet-stream` or `image/*` body, handed to the handler unread as `raw.body` (a
   * stream): only uploads. Every other route refuses those types (415) without reading them.
   */
  rawBody?: boolean
  /** Answers accounts that must still change their initial or expired password (sign-out, getInfo, …). */
  beforePasswordChange?: boolean
  handler(req: RouteRequest<A, z.output<B>, z.output<Q>, z.output<P>>): Promise<unknown> | unknown
}

export interface RouteRecord {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE'
  url: string
  access: Access
  summary: string
  /** A sample URL with every path parameter filled, for tests that walk the registry. */
  sampleUrl: string
  /** Whether calls are written to the operation log. */
  logged: boolean
  /** The operation-log title and business type it declares. */
  log?: { title: string; type: BusinessType }
  /** The module that declared it. */
  module: string
}

type Method = RouteRecord['method']

/** Declares one route: its path under the API prefix and its spec. */
type Declare = <
  A extends Access,
  B extends ZodType = ZodType<undefined>,
  Q extends ZodType = ZodType<undefined>,
  P extends ZodType = ZodType<undefined>,
>(
  url: string,
  spec: RouteSpec<A, B, Q, P>,
) => void

const toDoc = (schema: ZodType | undefined) =>
  schema ? (z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Record<string, unknown>) : undefined

/**
 * Registers a route under the API prefix with its declared access. Every route passes through here,
 * so the registry is the complete list the permission tests walk.
 */
export class Router {
  readonly routes: RouteRecord[] = []
  private module = 'platform'
  constructor(
    private readonly app: FastifyInstance,
    /** The context the routes' handlers use (helpers such as `crudRoutes` read the database from it). */
    readonly ctx: AppContext,
    private readonly prefix: string,
    /** Where routes that may read a body go (multipart registered); GET routes go to `app`. */
    private readonly bodies: FastifyInstance = app,
  ) {}

  /** Declares routes on behalf of a module, so each record names its owner. */
  within<T>(module: string, declare: () => T): T {
    const previous = this.module
    this.module = module
    try {
      const result = declare()
      if (result instanceof Promise) return result.finally(() => (this.module = previous)) as T
      this.module = previous
      return result
    } catch (err) {
      this.module = previous
      throw err
    }
  }

  /** Runs before the server stops accepting and closing connections (a module ends its long-lived streams here). */
  onClose(fn: () => Promise<void> | void) {
    this.app.addHook('preClose', async () => {
      await fn()
    })
  }

  /** `r.get(path, { access, summary, query…, handler })`, and likewise `post`, `put` and `delete`. */
  readonly get: Declare = (url, spec) => this.add('GET', url, spec)
  readonly post: Declare = (url, spec) => this.add('POST', url, spec)
  readonly put: Declare = (url, spec) => this.add('PUT', url, spec)
  readonly delete: Declare = (url, spec) => this.add('DELETE', url, spec)

  private add<A extends Access, B extends ZodType, Q extends ZodType, P extends ZodType>(
    method: Method,
    url: string,
    spec: RouteSpec<A, B, Q, P>,
  ) {
    const ctx = this.ctx
    const fullUrl = this.prefix + url
    // Writes, and the logged GETs kept for the family's client, take the token from the bearer header only (CSRF).
    const changesState = method !== 'GET' || !!spec.log
    this.routes.push({
      method,
      url: fullUrl,
      access: spec.access,
      summary: spec.summary,
      sampleUrl: fullUrl.replace(/:(\w+)(\([^)]*\))?/g, '1'),
      logged: !!spec.log,
      log: spec.log,
      module: this.module,
    })
    const bodyLimit = spec.bodyLimit ?? DEFAULT_BODY_LIMIT
    const logHooks = spec.log ? ctx.oplog.routeHooks(spec.log) : undefined
    ;(method === 'GET' ? this.app : this.bodies).route({
      method,
      url: fullUrl,
      bodyLimit,
      config: { oplog: spec.log, access: spec.access, rawBody: !!spec.rawBody },
      schema: {
        summary: spec.summary,
        tags: [url.split('/').filter(Boolean)[0] ?? 'root'],
        security: spec.access === 'public' ? [] : [{ bearer: [] }],
        description: spec.access === 'public' || spec.access === 'signed-in' ? spec.access : `权限：${spec.access}`,
        ...(spec.body ? { body: toDoc(spec.body) } : {}),
        ...(spec.query ? { querystring: toDoc(spec.query) } : {}),
        ...(spec.params ? { params: toDoc(spec.params) } : {}),
      },
      // Access is settled before a byte of the body is read: an anonymous or unauthorised caller is refused while
      // still sending, and a declared length past the route's limit is refused (413) before reading too.
      onRequest: [
        ...(logHooks ? [logHooks.onRequest] : []),
        async (request: FastifyRequest, reply: FastifyReply) => {
          let user: SessionUser | null = null
          if (spec.access !== 'public') {
            user = await authenticate(ctx, request, reply, { changesState })
            const needed = accessFor(spec.access, request.params)
            // A device (display token) passes only routes that name one of its permissions exactly.
            if (user!.device && !user!.permissions.includes(needed)) throw forbidden()
            if (user!.passwordChange && !spec.beforePasswordChange)
              throw new ServiceError(PASSWORD_CHANGE_MSG[user!.passwordChange], 403)
            if (spec.access !== 'signed-in' && !hasPermission(user!, needed)) throw forbidden()
          } else {
            user = await authenticate(ctx, request, reply, { optional: true, changesState })
            if (user?.device) user = null
          }
          request.sessionUser = user
          if (Number(request.headers['content-length']) > bodyLimit) throw bodyTooLarge()
        },
      ],
      ...(logHooks ? { onResponse: logHooks.onResponse } : {}),
      handler: async (request, reply) => {
        const user = request.sessionUser
        // Validate only after access is settled, so an anonymous caller learns nothing about the schema.
        if (containsNul(request.body) || containsNul(request.query) || containsNul(request.params))
          throw new ServiceError(NUL_MSG, 400)
        const query = spec.query ? spec.query.parse(request.query ?? {}) : undefined
        const params = spec.params ? spec.params.parse(request.params ?? {}) : undefined
        // A route that reads fields reads them from JSON or a form: an upload's parts would be dropped unread.
        if (spec.body && method !== 'GET' && request.isMultipart()) throw new ServiceError(MULTIPART_REFUSED_MSG, 415)
        const body = spec.body ? spec.body.parse(request.body ?? {}) : undefined
        return spec.handler({
          body,
          query,
          params,
          user: user as RouteRequest<A, unknown, unknown, unknown>['user'],
          ip: request.ip,
          raw: request,
          reply,
        } as RouteRequest<A, z.output<B>, z.output<Q>, z.output<P>>)
      },
    })
  }
}

declare module 'fastify' {
  interface FastifyRequest {
    sessionUser: SessionUser | null
  }
  interface FastifyContextConfig {
    oplog?: { title: string; type: BusinessType }
    access?: Access
    rawBody?: boolean
  }
}
