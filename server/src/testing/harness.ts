import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, inject } from 'vitest'
import { boot, type Booted } from '../boot'
import { ManualClock } from '../clock'
import { readConfig, type ServerConfig } from '../config'
import { databaseSettings, openDatabase } from '../db/client'
import { modules as listedModules } from '../modules'
import type { ServerModule } from '../platform/module'
import { encryptPassword } from '../auth/cipher'
import { sysCaptcha } from '../auth/schema'
import { hashPassword } from '../auth/password'
import { sysUser, sysUserRole } from '../directory/user/schema'
import { createDatabaseFrom, INITIAL_PASSWORD, TEST_START } from './databases'

export { INITIAL_PASSWORD }

export interface Envelope {
  code: number
  msg: string
  data?: any
  rows?: any[]
  total?: number
  [k: string]: any
}

export interface TestServer extends Booted {
  clock: ManualClock
  config: ServerConfig
  /** A JSON call through Fastify's inject; returns the parsed body. */
  call(
    method: string,
    url: string,
    options?: { token?: string; body?: unknown; headers?: Record<string, string>; ip?: string },
  ): Promise<Envelope>
  /** `call`, failing with the method, the path and the message unless the answer's code is 200. */
  must(method: string, url: string, options?: Parameters<TestServer['call']>[2]): Promise<Envelope>
  /** Signs in through the real challenge and cipher; returns the bearer token. */
  login(username: string, password?: string, options?: { ip?: string }): Promise<string>
  /** Reads the captcha answer of a challenge straight from the database. */
  captchaAnswer(uuid: string): Promise<string | null>
  /** Creates an enabled user with the given roles (ids) and returns its id. */
  createUser(userName: string, roleIds?: number[], deptId?: number): Promise<number>
}

/**
 * One test server for the file (or the describe block it is called in), started before its tests with `user` signed
 * in and closed after them: `const t = sharedTestServer()`, then `t.server.call(…, { token: t.token })`.
 * `null` signs nobody in (the token stays empty), for tests that sign in their own users; `options` are
 * `startTestServer`'s (extra modules, captcha, environment).
 */
export function sharedTestServer(user: string | null = 'admin', options: StartOptions = {}): SharedTestServer {
  const shared = {
    token: '',
    async signInAgain() {
      if (user !== null) shared.token = await shared.server.login(user)
    },
  } as { -readonly [K in keyof SharedTestServer]: SharedTestServer[K] }
  beforeAll(async () => {
    shared.server = await startTestServer(options)
    await shared.signInAgain()
  })
  afterAll(() => shared.server?.close())
  return shared
}

export interface SharedTestServer {
  readonly server: TestServer
  readonly token: string
  /** Signs the user in again when a test moved the clock past the session or ended it; `token` is the new one. */
  signInAgain(): Promise<void>
}

export interface StartOptions {
  captcha?: boolean
  env?: Record<string, string>
  /** Share another test server's PostgreSQL database. */ shareDatabaseOf?: TestServer
  /** The domain modules to build (default: `server/src/modules.ts`). */
  modules?: readonly ServerModule[]
}

/**
 * A server on a fresh PostgreSQL database copied from the run's migrated, seeded template (see global-setup.ts):
 * the embedded cluster the run started, or TEST_DATABASE_URL's server.
 */
export async function startTestServer(options: StartOptions = {}): Promise<TestServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'wp-test-'))
  const shared = options.shareDatabaseOf?.config.databaseUrl
  const { adminUrl, template } = inject('testDatabase')
  const pgDb = shared ? undefined : await createDatabaseFrom(adminUrl, template)
  const config = readConfig({
    DATA_DIR: dataDir,
    CAPTCHA_ENABLED: options.captcha ? 'true' : 'false',
    DATABASE_URL: pgDb?.url ?? shared!,
    ...options.env,
  })
  const clock = new ManualClock(TEST_START)
  const database = await openDatabase({ ...databaseSettings(config.env), url: config.databaseUrl, poolSize: 4 })
  const booted = await boot(config, { clock, database, modules: options.modules ?? listedModules })

  const call: TestServer['call'] = async (method, url, opts = {}) => {
    const headers: Record<string, string> = { ...opts.headers }
    if (opts.token) headers.authorization = `Bearer ${opts.token}`
    const res = await booted.fastify.inject({
      method: method as 'GET',
      url,
      headers,
      remoteAddress: opts.ip ?? '127.0.0.1',
      ...(opts.body !== undefined ? { payload: opts.body as object } : {}),
    })
    await booted.ctx.oplog.flush()
    try {
      return JSON.parse(res.body) as Envelope
    } catch {
      return { code: -1, msg: `non-JSON answer (${res.statusCode}): ${res.body.slice(0, 200)}` }
    }
  }

  const server: TestServer = {
    ...booted,
    clock,
    config,
    call,
    async must(method, url, opts) {
      const res = await call(method, url, opts)
      if (res.code !== 200) throw new Error(`${method} ${url}: ${res.msg}`)
      return res
    },
    async login(username, password = INITIAL_PASSWORD, opts = {}) {
      const challenge = await call('GET', '/prod-api/code', { ip: opts.ip })
      const code = challenge.captchaEnabled ? await server.captchaAnswer(challenge.uuid) : undefined
      const res = await call('POST', '/prod-api/auth/login', {
        ip: opts.ip,
        body: { username, password: encryptPassword(password, challenge.key), code, uuid: challenge.uuid },
      })
      if (res.code !== 200) throw new Error(`login ${username} failed: ${res.msg}`)
      return res.data.access_token as string
    },
    async captchaAnswer(uuid) {
      const [row] = await booted.ctx.db.select().from(sysCaptcha).where(eq(sysCaptcha.uuid, uuid))
      return row?.code ?? null
    },
    async createUser(userName, roleIds = [], deptId = 103) {
      const [row] = await booted.ctx.db
        .insert(sysUser)
        .values({
          userName,
          nickName: userName,
          deptId,
          password: await hashPassword(INITIAL_PASSWORD),
          pwdUpdateDate: TEST_START, // past the forced change of an initial password
        })
        .returning({ id: sysUser.userId })
      if (roleIds.length)
        await booted.ctx.db.insert(sysUserRole).values(roleIds.map((roleId) => ({ userId: row.id, roleId })))
      return row.id
    },
    async close() {
      await booted.close()
      await pgDb?.drop()
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
  return server
}

/**
 * A test file's API calls as one user, under the API prefix: `call` answers whatever comes, `must` fails unless the
 * code is 200. The server and the token are read when a call is made (they are set in `beforeAll`); for a
 * `sharedTestServer()` t, `apiAs(() => t)`.
 */
export function apiAs(who: () => { server: TestServer; token: string }) {
  return {
    call: (method: string, url: string, body?: unknown) =>
      who().server.call(method, '/prod-api' + url, { token: who().token, body }),
    must: (method: string, url: string, body?: unknown) =>
      who().server.must(method, '/prod-api' + url, { token: who().token, body }),
  }
}
