import { describe, expect, it } from 'vitest'
import type { RouteRecord } from '../http/route'
import { auditSecurity, neighbourOf, pinnedPermissionProblems } from './security-check'

const route = (over: Partial<RouteRecord>): RouteRecord => ({
  method: 'GET',
  url: '/prod-api/demo/item/list',
  access: 'demo:item:list',
  summary: '',
  sampleUrl: '',
  logged: false,
  module: 'demo',
  ...over,
})
const base = {
  publicRoutes: [],
  catalogue: new Set(['demo:item:list', 'demo:item:add']),
  menuPermissions: new Set(['demo:item:list', 'demo:item:add']),
}

describe('the security table cannot drift from the routes', () => {
  it('passes when every route has its row', () => {
    const tables = new Map([['demo', { 'GET /demo/item/list': { access: 'demo:item:list' as const } }]])
    expect(auditSecurity({ ...base, routes: [route({})], tables })).toEqual([])
  })

  it('fails a route added without its row, and a row left after its route', () => {
    const tables = new Map([['demo', { 'GET /demo/item/gone': { access: 'demo:item:list' as const } }]])
    expect(auditSecurity({ ...base, routes: [route({})], tables })).toEqual([
      "GET /demo/item/list: no row in the demo module's security table",
      'GET /demo/item/gone: a row of the demo module names no route',
    ])
  })

  it('fails an access that differs from the table, a permission outside the catalogue or the menus', () => {
    const tables = new Map([
      [
        'demo',
        {
          'GET /demo/item/list': { access: 'demo:item:list' as const },
          'GET /demo/item/other': { access: 'demo:item:other' as const },
        },
      ],
    ])
    const routes = [
      route({ access: 'demo:item:add' }),
      route({ url: '/prod-api/demo/item/other', access: 'demo:item:other' }),
    ]
    expect(auditSecurity({ ...base, routes, tables })).toEqual([
      'GET /demo/item/list: declares demo:item:add, the table expects demo:item:list',
      "GET /demo/item/other: demo:item:other is in no module's contract catalogue",
      'GET /demo/item/other: no seeded menu carries demo:item:other',
    ])
  })

  it('keeps public routes to the pinned list', () => {
    const tables = new Map([['demo', { 'GET /demo/open': { access: 'public' as const } }]])
    const routes = [route({ url: '/prod-api/demo/open', access: 'public' })]
    expect(auditSecurity({ ...base, routes, tables })).toEqual([
      'GET /demo/open: public but not on the pinned list of public routes',
    ])
    expect(auditSecurity({ ...base, routes, tables, publicRoutes: ['GET /demo/open'] })).toEqual([])
  })

  it('makes every write say which operation-log row it writes', () => {
    const tables = new Map([
      [
        'demo',
        {
          'POST /demo/item': { access: 'demo:item:add' as const },
          'PUT /demo/item': { access: 'demo:item:add' as const, log: { title: '演示', type: 2 as const } },
        },
      ],
    ])
    const routes = [
      route({ method: 'POST', url: '/prod-api/demo/item', access: 'demo:item:add', logged: true }),
      route({ method: 'PUT', url: '/prod-api/demo/item', access: 'demo:item:add', logged: false }),
    ]
    expect(auditSecurity({ ...base, routes, tables })).toEqual([
      'POST /demo/item: a write must name the operation-log row it writes (or log: false)',
      'POST /demo/item: writes an operation-log row the table does not expect',
      'PUT /demo/item: is not logged',
    ])
  })
})

describe('the pinned permissions', () => {
  const pinned = {
    family: { routes: { 'GET /demo/item/list': { permission: 'demo:item:list', from: 'DemoController.java' } } },
    deviations: { routes: {} },
    ours: { routes: { 'GET /demo/open': 'public' } },
  }
  const routes = [route({}), route({ url: '/prod-api/demo/open', access: 'public' })]

  it('pass when every route declares its pin', () => {
    expect(pinnedPermissionProblems(routes, pinned)).toEqual([])
  })

  it('fail a route declaring other than the family’s string, an unpinned route, a stale pin', () => {
    const changed = [route({ access: 'demo:item:add' }), route({ url: '/prod-api/demo/new', access: 'signed-in' })]
    expect(pinnedPermissionProblems(changed, pinned)).toEqual([
      'GET /demo/item/list: declares demo:item:add, pinned demo:item:list (the family’s)',
      'GET /demo/new: declares signed-in but is pinned nowhere',
      'GET /demo/open: pinned but not a route',
    ])
  })

  it('take a deviation from the family only with its reason', () => {
    const deviating = {
      ...pinned,
      deviations: { routes: { 'GET /demo/item/list': { family: 'demo:item:list', ours: 'demo:item:add', why: '' } } },
    }
    expect(pinnedPermissionProblems([route({ access: 'demo:item:add' }), routes[1]], deviating)).toEqual([
      'GET /demo/item/list: a deviation from the family needs its reason',
    ])
  })

  it('name a neighbour of the same module for the denial walk', () => {
    const all = ['system:user:list', 'system:user:edit', 'system:role:list', 'monitor:job:list']
    expect(neighbourOf('system:user:edit', all)).toBe('system:user:list')
    expect(neighbourOf('system:role:list', all)).toBe('system:user:edit')
    expect(neighbourOf('monitor:job:list', all)).toBeUndefined()
  })
})
