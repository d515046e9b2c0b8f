import { BUSINESS_TYPE } from '@wp/contract'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sysSeed } from '../auth/schema'
import { defineCache, definePerUserCache } from '../cache'
import { okAfter } from '../http/envelope'
import { modules } from '../modules'
import { sysConfig } from '../system/config/schema'
import { startTestServer, type TestServer } from '../testing/harness'
import { checkModules, type ServerModule } from './module'

/** A module as a new domain would write it: one object, passed where `server/src/modules.ts` would list it. */
const DEMO_CACHE = defineCache<string, number>('demo', 60_000, { clearedWith: ['access'] })
const DEMO_PER_USER = definePerUserCache<string>('demoPerUser', 60_000)
let runs = 0
const demo: ServerModule = {
  name: 'demo',
  routes(r, ctx) {
    r.get('/demo/ping', { access: 'signed-in', summary: '演示', handler: () => ({ code: 200, msg: 'pong' }) })
    r.post('/demo/hit', {
      access: 'system:config:edit',
      summary: '演示写入',
      log: { title: '演示', type: BUSINESS_TYPE.UPDATE },
      handler: () => okAfter(ctx.caches.of(DEMO_CACHE).set('hits', 1)),
    })
  },
  seeds: [
    {
      name: 'demo-0001',
      run: async (tx, { now }) => {
        await tx
          .insert(sysConfig)
          .values({ configName: '演示', configKey: 'demo.seeded', configValue: 'yes', createTime: now })
      },
    },
  ],
  tasks: [{ name: 'demoTask', title: '演示任务', params: [], run: async () => `run ${++runs}` }],
  caches: [DEMO_CACHE, DEMO_PER_USER],
}

describe('a module plugs in through its module object', () => {
  let s: TestServer
  beforeAll(async () => {
    runs = 0
    s = await startTestServer({ modules: [...modules, demo] })
  })
  afterAll(() => s?.close())

  it('contributes its routes, tagged with its name, behind their access and with their log', async () => {
    expect(s.router.routes.filter((r) => r.module === 'demo').map((r) => `${r.method} ${r.url}`)).toEqual([
      'GET /prod-api/demo/ping',
      'POST /prod-api/demo/hit',
    ])
    expect((await s.call('GET', '/prod-api/demo/ping')).code).toBe(401)
    const admin = await s.login('admin')
    expect(await s.call('GET', '/prod-api/demo/ping', { token: admin })).toEqual({ code: 200, msg: 'pong' })
    expect((await s.call('POST', '/prod-api/demo/hit', { token: admin, body: {} })).code).toBe(200)
  })

  it('applies its seed steps once, after the modules before it', async () => {
    const [row] = await s.ctx.db.select().from(sysConfig).where(eq(sysConfig.configKey, 'demo.seeded'))
    expect(row.configValue).toBe('yes')
    const steps = (await s.ctx.db.select().from(sysSeed))
      .map((r) => r.name)
      .filter((n) => !/^(menu|job|process):/.test(n)) // the catalogue's, the scheduler's and the processes' own records
    expect(steps).toEqual([...modules.flatMap((m) => (m.seeds ?? []).map((step) => step.name)), 'demo-0001'])
    expect(modules[0].seeds![0].name).toBe('system-0001-base')
  })

  it('adds its tasks to the job registry and its caches to the cache bus', async () => {
    expect(s.ctx.tasks.parse('demoTask').task.title).toBe('演示任务')
    expect(await s.ctx.tasks.parse('demoTask').task.run(s.ctx, [])).toBe('run 1')
    const cache = s.ctx.caches.of(DEMO_CACHE)
    cache.set('x', 1)
    s.ctx.bus.clear('access')
    expect(cache.get('x')).toBeUndefined()
  })

  it('evicts one user from its per-user caches when a write concerns only that user', async () => {
    const perUser = s.ctx.caches.of(DEMO_PER_USER)
    const other = s.ctx.caches.of(DEMO_CACHE)
    perUser.set(7, 'seven')
    perUser.set(8, 'eight')
    other.set('7', 7)
    s.ctx.bus.forgetUser(7)
    expect(perUser.get(7)).toBeUndefined()
    expect(perUser.get(8)).toBe('eight')
    expect(other.get('7')).toBe(7)
  })
})

describe('the module list', () => {
  it('refuses two modules of one name and names that are not lower case', () => {
    expect(() => checkModules([demo, demo])).toThrow('module demo is listed twice')
    expect(() => checkModules([{ name: 'Demo' }])).toThrow('must be lower case')
  })
})
