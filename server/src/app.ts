import { getTableName } from 'drizzle-orm'
import Fastify, {
  LogController,
  type FastifyBaseLogger,
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify'
import cookie from '@fastify/cookie'
import cors from '@fastify/cors'
import multipart from '@fastify/multipart'
import qs from 'qs'
import { ZodError } from 'zod'
import { systemClock, type Clock } from './clock'
import type { ServerConfig } from './config'
import { Caches, type AppContext } from './context'
import { CacheBus } from './cache-bus'
import type { Database } from './db/client'
import { servedOverHttps } from './auth/session'
import { fail } from './http/envelope'
import {
  DATABASE_REFUSAL_HEADER,
  DATABASE_UNAVAILABLE_MSG,
  describeBadInput,
  isDatabaseUnavailable,
  refusedByDatabase,
  ServiceError,
} from './http/errors'
import { jsonCompression } from './http/compress'
import { toJson } from './http/json'
import { parseQuery } from './http/querystring'
import { healthRoutes } from './http/health'
import { OperationLog } from './http/oplog'
import { DEFAULT_BODY_LIMIT, Router } from './http/route'
import {
  configureValidation,
  describeZodError,
  JSON_TOO_DEEP_MSG,
  jsonNestsDeeperThan,
  MAX_IDS_PER_CALL,
} from './http/validation'
import { registerDocs, registerOpenApi } from './docs/routes'
import { checkModules, tablesOf, type ServerModule } from './platform/module'
import { platformModule } from './platform/platform-module'
import { BusinessTypes } from './platform/processes'
import { defaultServices, type PlatformServices } from './platform/services'
import { TaskRegistry } from './platform/tasks'
import { registerWeb } from './web'

export const API_PREFIX = '/prod-api'
/** The longest path parameter the router passes on: a list of ids of up to 16 digits with their commas. */
export const MAX_PATH_PARAM_LENGTH = MAX_IDS_PER_CALL * 17

export const HEADER_TOO_LARGE_MSG = '请求地址或请求头过长（合计至多 16 KB）'

/** What the router's own refusals (before any route runs) say to the caller. */
const FRAMEWORK_ERROR_MSG: Record<string, string> = {
  FST_ERR_BAD_URL: '请求地址格式错误',
  FST_ERR_MAX_PARAM_LENGTH: '请求地址中的参数过长',
}

/**
 * The pages' Content-Security-Policy: scripts only from this origin (the built pages have no inline script), styles
 * also inline (antd writes its CSS-in-JS into <style> elements), images also as data: and blob: URLs (pasted
 * images, avatar cropping), nothing may frame the pages but themselves, and forms post only here.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "frame-src 'self' blob:",
  "worker-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'self'",
].join('; ')

/** The headers every answer carries (pages also their Content-Security-Policy, HTTPS its HSTS). */
function setSecurityHeaders(request: FastifyRequest, reply: FastifyReply) {
  reply.header('X-Content-Type-Options', 'nosniff')
  reply.header('Referrer-Policy', 'same-origin')
  if (!reply.hasHeader('X-Frame-Options')) reply.header('X-Frame-Options', 'SAMEORIGIN')
  if (String(reply.getHeader('content-type') ?? '').startsWith('text/html'))
    reply.header('Content-Security-Policy', CONTENT_SECURITY_POLICY)
  if (servedOverHttps(request)) reply.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains')
}

export interface BuildOptions {
  database: Database
  config: ServerConfig
  clock?: Clock
  logger?: boolean
  /** The domain modules: `server/src/modules.ts` from `main.ts` and the test harness (a test may add one). */
  modules: readonly ServerModule[]
}

export interface App {
  fastify: FastifyInstance
  ctx: AppContext
  router: Router
  /** The platform's own module first, then the domains, as built. */
  modules: readonly ServerModule[]
}

/** The platform's module and the domains, checked: every name once, menus that cannot collide. */
export function allModules(domains: readonly ServerModule[]): readonly ServerModule[] {
  const all = [platformModule, ...domains]
  checkModules(all)
  return all
}

/** Each service from the one module that provides it, else the platform's default. */
function buildServices(ctx: AppContext, modules: readonly ServerModule[]): PlatformServices {
  const services = defaultServices(ctx)
  const providers = new Map<string, string>()
  for (const m of modules)
    for (const [key, make] of Object.entries(m.provides ?? {}) as [
      keyof PlatformServices,
      (c: AppContext) => never,
    ][]) {
      if (providers.has(key)) throw new Error(`service ${key} is provided by ${providers.get(key)} and ${m.name}`)
      providers.set(key, m.name)
      services[key] = make(ctx)
    }
  return services
}

export async function buildApp(options: BuildOptions): Promise<App> {
  configureValidation()
  const { config } = options
  const modules = allModules(options.modules)
  const clock = options.clock ?? systemClock
  const perRequestLogging = ['debug', 'trace'].includes(config.logLevel)
  const fastify = Fastify({
    logger: options.logger ? { level: config.logLevel } : false,
    // One line per request costs a write per request: only at debug level and below.
    logController: new LogController({ disableRequestLogging: !perRequestLogging }),
    // A child logger per request (its request id bound) costs an object and a serialisation per request: only when
    // requests are logged at all. Otherwise a request's rare warning names its method and URL itself.
    ...(perRequestLogging ? {} : { childLoggerFactory: (logger: FastifyBaseLogger) => logger }),
    bodyLimit: DEFAULT_BODY_LIMIT,
    trustProxy: config.trustProxy,
    routerOptions: {
      querystringParser: parseQuery,
      // A path may carry a list of up to 500 ids (`/system/post/1,2,3`); the validation of the route limits it.
      maxParamLength: MAX_PATH_PARAM_LENGTH,
    },
    // A request Node's parser refuses (a request line and headers past its 16 KB, bad framing) is answered in the
    // envelope too, and the connection closed.
    clientErrorHandler: (error: Error & { code?: string }, socket) => {
      if (error.code === 'ECONNRESET' || socket.destroyed) return
      const body = JSON.stringify(
        error.code === 'HPE_HEADER_OVERFLOW' ? fail(HEADER_TOO_LARGE_MSG, 431) : fail('请求格式错误', 400),
      )
      if (socket.writable)
        socket.end(
          'HTTP/1.1 200 OK\r\nContent-Type: application/json; charset=utf-8\r\nX-Content-Type-Options: nosniff\r\n' +
            `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
        )
      socket.destroySoon?.()
    },
    // Paths the router cannot read (bad percent-encoding, a parameter past the limit) are answered in the envelope.
    // (Fastify runs no hooks for these, so the security headers are set here.)
    frameworkErrors: (error, request, reply: FastifyReply) => {
      setSecurityHeaders(request, reply)
      return reply.status(200).send(fail(FRAMEWORK_ERROR_MSG[error.code] ?? '请求格式错误', 400))
    },
  })
  const ctx: AppContext = {
    db: options.database.db,
    clock,
    config,
    logger: fastify.log,
    caches: new Caches(
      clock,
      modules.flatMap((m) => m.caches ?? []),
    ),
    bus: undefined as unknown as CacheBus,
    oplog: undefined as unknown as OperationLog,
    services: undefined as unknown as PlatformServices,
    tasks: new TaskRegistry(modules.flatMap((m) => m.tasks ?? [])),
    businessTypes: new BusinessTypes(modules.flatMap((m) => m.businessTypes ?? [])),
    ownTables: new Set(Object.values(tablesOf(modules)).map((t) => getTableName(t))),
  }
  ctx.services = buildServices(ctx, modules)
  ctx.bus = new CacheBus(ctx.caches, fastify.log)
  await ctx.bus.connect(options.database.url, options.database.listenUrl)
  fastify.addHook('onClose', async () => ctx.bus.close())
  ctx.oplog = new OperationLog(() => ctx)

  fastify.setReplySerializer(toJson)
  // Schemas document the routes (OpenAPI); zod inside each route does the validating, with Chinese messages.
  fastify.setValidatorCompiler(() => (data) => ({ value: data }))
  fastify.decorateRequest('sessionUser', null)

  // Cookies are parsed only where one is read (`auth/session.ts`, the `Admin-Token` fallback), not on every request.
  await fastify.register(cookie, { hook: false })
  await fastify.register(cors, {
    origin: (origin, cb) => cb(null, !origin || config.corsOrigins.includes(origin)),
    credentials: true,
  })
  // Clients (axios in the family, alova here) send a JSON content type on DELETE without a body: read that as no body.
  fastify.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => {
    const text = (body as string).trim()
    if (text === '') return done(null, undefined)
    if (jsonNestsDeeperThan(text)) return done(new ServiceError(JSON_TOO_DEEP_MSG, 400), undefined)
    try {
      done(null, JSON.parse(text))
    } catch {
      done(Object.assign(new SyntaxError('invalid JSON'), { statusCode: 400 }), undefined)
    }
  })
  fastify.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
    try {
      done(null, qs.parse(body as string, { depth: 3, arrayLimit: 200, parameterLimit: 500 }))
    } catch (err) {
      done(err as Error, undefined)
    }
  })

  // One hook for every answer, in this order: the operation log keeps a logged route's text, the security headers
  // are set, and JSON is compressed for clients that accept it. (One hook rather than three: each hook is a step of
  // Fastify's hook runner on every request.)
  const compress = jsonCompression()
  fastify.addHook('onSend', (request, reply, payload, done) => {
    ctx.oplog.keepAnswer(request, payload)
    setSecurityHeaders(request, reply)
    compress(request, reply, payload, done)
  })

  fastify.setErrorHandler((error: FastifyError | Error, request, reply) => {
    // The family keeps HTTP 200 and puts the outcome in the body.
    reply.status(200)
    if (error instanceof ServiceError) return reply.send(fail(error.message, error.code))
    if (error instanceof ZodError) return reply.send(fail(describeZodError(error), 400))
    const fe = error as FastifyError
    switch (fe.code) {
      case 'FST_ERR_CTP_BODY_TOO_LARGE':
      case 'FST_REQ_FILE_TOO_LARGE':
        return reply.send(fail('请求内容过大', 413))
      case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
        return reply.send(fail('不支持的请求内容类型', 415))
      case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
        return reply.send(fail('请求体为空或不完整', 400))
      case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
        return reply.send(fail('请以 multipart/form-data 上传文件', 400))
      case 'FST_PARTS_LIMIT':
      case 'FST_FILES_LIMIT':
      case 'FST_FIELDS_LIMIT':
      case 'FST_PROTO_VIOLATION':
      case 'FST_INVALID_JSON_FIELD_ERROR':
        return reply.send(fail('上传内容格式错误', 400))
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error, req: { method: request.method, url: request.url } }, 'database unavailable')
      return reply.send(fail(DATABASE_UNAVAILABLE_MSG, 503))
    }
    const refusal = describeBadInput(error)
    if (refusal) {
      // The database's own refusal is a validation the route lacks: logged, and marked for the fuzz test.
      if (refusedByDatabase(error)) {
        request.log.warn(
          { err: error, route: request.routeOptions.url },
          'input refused by the database, not validated',
        )
        if (config.env.MARK_DATABASE_REFUSALS === 'true') reply.header(DATABASE_REFUSAL_HEADER, 'database')
      }
      return reply.send(fail(refusal, 400))
    }
    if (error instanceof SyntaxError || fe.statusCode === 400)
      return reply.send(
        fail(
          '请求格式错误：' +
            (fe.statusCode === 400 && !(error instanceof SyntaxError) ? fe.message : '不是有效的 JSON'),
          400,
        ),
      )
    request.log.error({ err: error, req: { method: request.method, url: request.url } }, 'unhandled error')
    return reply.send(fail('系统内部错误，请联系管理员', 500))
  })

  // A raw file body is handed unread (a stream) to the routes that take one (uploads, `rawBody`); the others refuse
  // it before reading a byte.
  fastify.addContentTypeParser(/^(image\/|application\/octet-stream)/, (request, payload, done) => {
    if (request.routeOptions.config?.rawBody) return done(null, payload)
    done(Object.assign(new Error('unsupported media type'), { code: 'FST_ERR_CTP_INVALID_MEDIA_TYPE' }), undefined)
  })

  await registerOpenApi(fastify)
  // Routes that may read a body (every method but GET) live in a context of their own with @fastify/multipart,
  // whose hooks run on every request of their context (a listener on each answer's close, an async hook after each
  // answer). Fastify reads no body of a GET, so GET routes and the static files go without them. Made after every
  // hook, parser and handler above, which the context inherits as it is made.
  let bodies: FastifyInstance | undefined
  await fastify.register(async (child) => {
    await child.register(multipart, { limits: { files: 1, fields: 20, fileSize: 64 * 1024 * 1024 } })
    bodies = child
  })
  const router = new Router(fastify, ctx, API_PREFIX, bodies!)
  for (const m of modules) router.within(m.name, () => m.routes?.(router, ctx))
  await router.within(platformModule.name, () => registerDocs(fastify, router, ctx))
  router.within(platformModule.name, () => healthRoutes(router, options.database))

  await registerWeb(fastify, config, API_PREFIX)

  return { fastify, ctx, router, modules }
}
