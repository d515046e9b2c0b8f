import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { beforeAll, describe, expect, it } from 'vitest'
import { sql } from 'drizzle-orm'
import { sysMenu } from './directory/menu/schema'
import { accessFor } from './http/route'
import { sysOperLog } from './system/log/schema'
import { sharedTestServer, type TestServer } from './testing/harness'
import { userWith, XLSX } from './testing/fixtures'
import {
  auditSecurity,
  neighbourOf,
  pinnedPermissionProblems,
  routeKey,
  type PinnedPermissions,
} from './testing/security-check'
import type { SampleRequest, SecurityRow, SecurityTable } from './testing/security-table'

const API = '/prod-api'

/** The only routes anyone may call without signing in. A new public route must be added here on purpose. */
const PUBLIC_ROUTES = [
  'GET /code',
  'POST /auth/login',
  'POST /auth/register',
  'DELETE /auth/logout',
  // DingTalk sign-in: the H5 silent login, binding, the desktop web sign-in and its return
  'GET /auth/ding/config',
  'POST /auth/ding/token',
  'POST /auth/dingding/login/bind',
  'GET /auth/dingding/login/start',
  'GET /auth/dingding/login/callback',
  'POST /auth/dingding/login/ticket',
  // health for probes and load balancers: no detail beyond up or down and which database
  'GET /health',
  'GET /health/liveness',
  'GET /health/readiness',
  // other systems update a numeric key result's progress with their own OKR API key (refused without one)
  'POST /okr/open/progress',
  // master data's pull API: a subscriber system signs each call with its own key and secret
  'POST /masterdata/pull',
]

async function send(s: TestServer, method: string, sample: SampleRequest, fallbackUrl: string, token?: string) {
  const headers: Record<string, string> = { ...sample.headers, ...(token ? { authorization: `Bearer ${token}` } : {}) }
  const url = API + (sample.url ?? fallbackUrl)
  let res
  if (sample.file) {
    const { payload, headers: h } = await sample.file()
    res = await s.fastify.inject({ method: method as 'POST', url, payload, headers: { ...headers, ...h } })
  } else if (sample.form !== undefined)
    res = await s.fastify.inject({
      method: method as 'POST',
      url,
      payload: sample.form,
      headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
    })
  else
    res = await s.fastify.inject({
      method: method as 'GET',
      url,
      headers,
      ...(sample.body !== undefined ? { payload: sample.body as object } : {}),
    })
  await s.ctx.oplog.flush()
  return res
}

const SRC = path.dirname(fileURLToPath(import.meta.url))

/**
 * Every module's security table, found by its file name: `server/src/<module>/security-samples.ts` exporting
 * `securityTable` (the folder is the module's name; the platform's is `platform/`). No module names them.
 */
async function securityTables(): Promise<Map<string, SecurityTable>> {
  const tables = new Map<string, SecurityTable>()
  for (const entry of readdirSync(SRC, { withFileTypes: true })) {
    const file = path.join(SRC, entry.name, 'security-samples.ts')
    if (!entry.isDirectory() || !existsSync(file)) continue
    const found = ((await import(file)) as { securityTable?: SecurityTable }).securityTable
    if (!found) throw new Error(`${path.relative(SRC, file)} exports no securityTable`)
    tables.set(entry.name, found)
  }
  return tables
}

/**
 * A JSON answer succeeds with code 200 (the API document has no code); a file or sheet with HTTP 200; a redirect
 * only to exactly the place its row expects (the DingTalk web sign-in's hops), never merely by redirecting.
 */
function outcome(
  res: { statusCode: number; headers: Record<string, unknown>; body: string },
  row?: Pick<SecurityRow, 'redirect'>,
) {
  const type = String(res.headers['content-type'])
  if (res.statusCode >= 300 && res.statusCode < 400) {
    const location = String(res.headers.location)
    return { ok: row?.redirect?.test(location) === true, code: res.statusCode, msg: `redirected to ${location}` }
  }
  if (!type.includes('application/json') || type.includes(XLSX))
    return { ok: res.statusCode === 200, code: res.statusCode, msg: type }
  const body = JSON.parse(res.body) as { code?: number; msg?: string }
  return {
    ok: body.code === 200 || (body.code === undefined && res.statusCode === 200),
    code: body.code,
    msg: body.msg,
  }
}

/** The newest operation-log row, once the rows of earlier calls (a sample's own setup calls too) are written. */
async function lastOperId(s: TestServer) {
  await s.ctx.oplog.flush()
  return (await s.ctx.db.select({ id: sql<number>`coalesce(max(${sysOperLog.operId}), 0)::int` }).from(sysOperLog))[0]
    .id
}

/**
 * Every route of every module, walked from the router against the modules' security tables: the table says what
 * to expect (from the contract's constants and the seeded menus), never the route's own declaration.
 */
describe('every route, from the security tables of every module,', () => {
  const t = sharedTestServer()
  let nobody: string
  let tables = new Map<string, SecurityTable>()
  beforeAll(async () => {
    tables = await securityTables()
    await t.server.createUser('nobody', [])
    nobody = await t.server.login('nobody')
  })

  it('has a row for every route with the access it declares, in the catalogue and the seeded menus', async () => {
    const menus = await t.server.ctx.db.select({ perms: sysMenu.perms }).from(sysMenu)
    const menuPermissions = new Set(menus.flatMap((m) => (m.perms ?? '').split(',').map((p) => p.trim())))
    const catalogue = new Set(t.server.modules.flatMap((m) => m.permissions ?? []))
    const problems = auditSecurity({
      routes: t.server.router.routes,
      tables,
      publicRoutes: PUBLIC_ROUTES,
      catalogue,
      menuPermissions,
    })
    expect(problems).toEqual([])
    // every route's access as pinned apart from the code: the family's own strings, and ours
    const pinned = JSON.parse(
      readFileSync(path.join(SRC, 'testing', 'pinned-permissions.json'), 'utf8'),
    ) as PinnedPermissions
    expect(pinnedPermissionProblems(t.server.router.routes, pinned)).toEqual([])
    // every module with routes has its table, and every table belongs to a module of this server
    expect([...tables.keys()].sort()).toEqual([...new Set(t.server.router.routes.map((r) => r.module))].sort())
  })

  it('anonymous → 401, without the permission or with a neighbour of it → 403, with exactly it → success and exactly its log row', async () => {
    const failures: string[] = []
    const holders = new Map<string, string>()
    const holder = async (permission: string) => {
      const token = holders.get(permission) ?? (await userWith(t.server, [permission])).token
      holders.set(permission, token)
      return token
    }
    const permissions = t.server.router.routes.map((r) => r.access).filter((a) => a !== 'public' && a !== 'signed-in')
    let guarded = 0
    let neighbours = 0
    let n = 0
    for (const route of t.server.router.routes) {
      const key = routeKey(route)
      const row = tables.get(route.module)?.[key]
      if (!row) continue // reported by the audit above
      const fallback = route.sampleUrl.slice(API.length)
      const fixed = typeof row.sample === 'function' ? { url: fallback } : (row.sample ?? {})
      let token: string | undefined
      if (row.access !== 'public') {
        const anonymous = outcome(await send(t.server, route.method, fixed, fallback))
        if (anonymous.code !== 401) failures.push(`${key}: anonymous got ${anonymous.code}`)
      }
      if (row.access === 'signed-in') {
        // A fresh user each time: these calls change their own profile and password.
        await t.server.createUser(`si${++n}`, [])
        token = await t.server.login(`si${n}`)
      } else if (row.access !== 'public') {
        const denied = outcome(await send(t.server, route.method, fixed, fallback, nobody))
        if (denied.code !== 403) failures.push(`${key}: no permission got ${denied.code}`)
        guarded++
        const access = accessFor(row.access, row.params) // `dyn:{code}:list` → `dyn:client:list`
        const rawNeighbour = neighbourOf(row.access, permissions)
        const neighbour = rawNeighbour && accessFor(rawNeighbour, row.params)
        if (neighbour) {
          neighbours++
          const near = outcome(await send(t.server, route.method, fixed, fallback, await holder(neighbour)))
          if (near.code !== 403) failures.push(`${key}: a holder of ${neighbour} got ${near.code}`)
        }
        token = await holder(access)
      }
      const sample = typeof row.sample === 'function' ? await row.sample(t.server, t.token, ++n) : (row.sample ?? {})
      const before = await lastOperId(t.server)
      const result = outcome(await send(t.server, route.method, sample, fallback, token), row)
      if (!result.ok) failures.push(`${key} with ${row.access}: ${result.code} ${result.msg}`)
      const written = await t.server.ctx.db
        .select({ title: sysOperLog.title, type: sysOperLog.businessType, status: sysOperLog.status })
        .from(sysOperLog)
        .where(sql`${sysOperLog.operId} > ${before}`)
      const expected = row.log ? [{ title: row.log.title, type: row.log.type, status: 0 }] : []
      if (JSON.stringify(written) !== JSON.stringify(expected))
        failures.push(`${key}: wrote ${JSON.stringify(written)} to sys_oper_log, expected ${JSON.stringify(expected)}`)
    }
    expect(failures).toEqual([])
    // the neighbour walk ran: nearly every permission route has a neighbour in its module
    expect(neighbours).toBeGreaterThan(guarded * 0.9)
  }, 1_500_000) // about 200 s alone; several times that on a machine shared with other runs
})
