import { beforeAll, describe, expect, it } from 'vitest'
import { CONTENT_SECURITY_POLICY } from '../app'
import { sharedTestServer } from '../testing/harness'

/**
 * Walks every registered route, so a route added later cannot be forgotten: without a token it answers 401,
 * with a dead token 401, and a signed-in user without its permission gets 403.
 */
describe('every route declares and enforces its access', () => {
  const t = sharedTestServer(null)
  let nobody: string
  beforeAll(async () => {
    await t.server.createUser('noroles', [])
    nobody = await t.server.login('noroles')
  })

  it('has a registry that covers the family calls', () => {
    const urls = t.server.router.routes.map((r) => `${r.method} ${r.url}`)
    for (const expected of [
      'GET /prod-api/code',
      'POST /prod-api/auth/login',
      'GET /prod-api/system/menu/getRouters',
      'GET /prod-api/system/dict/data/getSysDictData',
      'DELETE /prod-api/system/config/clearCache',
      'POST /prod-api/file/upload',
      'GET /prod-api/v3/api-docs',
    ])
      expect(urls).toContain(expected)
  })

  it('records every write in the operation log (the login family keeps its own log)', () => {
    const ownLog = new Set([
      'POST /prod-api/auth/login',
      'DELETE /prod-api/auth/logout',
      'POST /prod-api/auth/refresh',
      'POST /prod-api/system/user/importTemplate', // a download of an empty template (the family POSTs downloads): no change
      'POST /prod-api/auth/unlockscreen', // checks the caller's password, changes nothing (failures count towards the lock)
      'POST /prod-api/auth/ding/token', // a sign-in: the login log has it
      'POST /prod-api/system/notice/markRead', // the caller's own read receipts
      'POST /prod-api/system/notice/markReadAll',
      'POST /prod-api/flowable/task/nextFlowNode', // queries RuoYi-flowable sends as POST
      'POST /prod-api/flowable/task/nextFlowNodeByStart',
      'POST /prod-api/flowable/task/returnList',
      'POST /prod-api/project/plan/:projectId/preview', // what a proposed move would shift: computed, nothing saved
      'POST /prod-api/auth/dingding/login/ticket', // a sign-in: the login log has it
      'POST /prod-api/masterdata/pull', // a subscriber reads records by its cursor: nothing changes
      'POST /prod-api/tool/gen/preview', // the generator's files for unsaved settings (a rolled-back transaction)
      'POST /prod-api/code/gen/preview',
      'POST /prod-api/ledger/data/:code/importTemplate', // a download of an empty template
    ])
    const unlogged = t.server.router.routes.filter(
      (r) => r.method !== 'GET' && !r.logged && !ownLog.has(`${r.method} ${r.url}`),
    )
    expect(unlogged.map((r) => `${r.method} ${r.url}`)).toEqual([])
  })

  it('refuses every non-public route without a token or with a dead one (401)', async () => {
    const guarded = t.server.router.routes.filter((r) => r.access !== 'public')
    expect(guarded.length).toBeGreaterThan(30)
    for (const route of guarded) {
      const anonymous = await t.server.call(route.method, route.sampleUrl, route.method === 'GET' ? {} : { body: {} })
      expect(anonymous.code, `${route.method} ${route.url}`).toBe(401)
      const dead = await t.server.call(route.method, route.sampleUrl, {
        token: 'not-a-live-token',
        ...(route.method === 'GET' ? {} : { body: {} }),
      })
      expect(dead.code, `${route.method} ${route.url} (dead token)`).toBe(401)
    }
  })

  it('refuses every permission route to a signed-in user without the permission (403)', async () => {
    const permissioned = t.server.router.routes.filter((r) => r.access !== 'public' && r.access !== 'signed-in')
    for (const route of permissioned) {
      const res = await t.server.call(route.method, route.sampleUrl, {
        token: nobody,
        ...(route.method === 'GET' ? {} : { body: {} }),
      })
      expect(res, `${route.method} ${route.url}`).toMatchObject({ code: 403, msg: '没有访问权限，请联系管理员授权' })
    }
  })

  it('lets signed-in-only routes through for any signed-in user', async () => {
    for (const url of [
      '/prod-api/system/user/getInfo',
      '/prod-api/system/menu/getRouters',
      '/prod-api/system/dict/data/getSysDictData',
    ]) {
      expect((await t.server.call('GET', url, { token: nobody })).code, url).toBe(200)
    }
  })

  it('protects the browsable API page too', async () => {
    const res = await t.server.fastify.inject({ method: 'GET', url: '/prod-api/swagger-ui/' })
    expect(res.statusCode).toBe(401)
    const admin = await t.server.login('admin')
    const ok = await t.server.fastify.inject({
      method: 'GET',
      url: '/prod-api/swagger-ui/',
      headers: { cookie: `Admin-Token=${admin}` },
    })
    expect(ok.statusCode).toBe(200)
    // the product's one policy, which lets Swagger UI style its elements inline (its own stricter one did not: a
    // console error on every visit)
    expect(ok.headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY)
    const doc = await t.server.call('GET', '/prod-api/v3/api-docs', { token: admin })
    expect(doc.openapi).toBe('3.1.0')
    expect(Object.keys(doc.paths)).toContain('/prod-api/system/dict/type/list')
  })
})
