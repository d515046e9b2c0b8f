/// <reference types="vite/client" />
import { composeModules, isModuleFaces, type ModuleFaces } from '@wp/kit'
import { describe, expect, it } from 'vitest'
import { PORTAL, PORTAL_MODULES } from './modules'

/** Every module of the workspace, found by folder: each package's public face that exports module faces. */
const everyModule: ModuleFaces[] = Object.values(
  import.meta.glob<Record<string, unknown>>('../../../packages/*/src/index.ts', { eager: true }),
).flatMap((face) => Object.values(face).filter(isModuleFaces))

describe("the portal's modules", () => {
  it('compose without collisions: view keys, hidden routes, element tags, cards and permissions are each claimed once', () => {
    expect(PORTAL.problems).toEqual([])
  })

  it('so do all the modules of the workspace together, including those the portal does not show', () => {
    expect(everyModule.map((m) => m.name).sort()).toEqual(expect.arrayContaining(['auth', 'monitor', 'system']))
    expect(composeModules(everyModule).problems).toEqual([])
  })

  it('every hidden route shows a view its module has, and every module is listed once', () => {
    for (const route of PORTAL.routes) expect(PORTAL.views[route.view], route.path).toBeDefined()
    expect(new Set(PORTAL_MODULES.map((m) => m.name)).size).toBe(PORTAL_MODULES.length)
  })
})
