import { describe, expect, it } from 'vitest'
import { composeModules, moduleProblems } from './compose'
import { defineModule } from './defineModule'

const View = () => <p>view</p>
const load = () => Promise.resolve({ default: View })

const system = defineModule({
  name: 'system',
  views: { 'system/dict/index': load, 'system/dict/data': load },
  routes: [{ path: '/dict/type/data/:dictId', view: 'system/dict/data', title: '字典数据', digits: ['dictId'] }],
  workbench: [{ key: 'articles', title: '最新公告', order: 20, column: 'side', load }],
  header: [{ key: 'notices', title: '通知公告', order: 20, load }],
  elements: { 'wp-dict-tag': { load } },
  permissions: { dict: { list: 'system:dict:list' } },
})
const workflow = defineModule({
  name: 'workflow',
  views: { 'flowable/task/index': load },
  sidebarless: ['flowable'],
  workbench: [{ key: 'todo', title: '待办审批', order: 10, column: 'main', perms: ['flowable:task:list'], load }],
  header: [{ key: 'tasks', title: '待办', order: 10, perms: ['flowable:task:list'], load }],
})

describe('composeModules', () => {
  it('merges what each module contributes: views, routes, sections, ordered cards, tags and permissions', () => {
    const portal = composeModules([system, workflow])
    expect(Object.keys(portal.views).sort()).toEqual(['flowable/task/index', 'system/dict/data', 'system/dict/index'])
    expect(portal.routes).toEqual([expect.objectContaining({ path: '/dict/type/data/:dictId', module: 'system' })])
    expect(portal.sidebarless).toEqual(['flowable'])
    expect(portal.workbench.map((c) => `${c.module}:${c.key}`)).toEqual(['workflow:todo', 'system:articles'])
    expect(portal.header.map((h) => `${h.module}:${h.key}`)).toEqual(['workflow:tasks', 'system:notices'])
    expect(portal.elementTags).toEqual(['wp-dict-tag'])
    expect(portal.permissions).toEqual(['system:dict:list'])
    expect(portal.problems).toEqual([])
  })

  it('gives each card and header item one lazy component, however often the modules are composed', () => {
    expect(composeModules([system]).workbench[0].Card).toBe(composeModules([system, workflow]).workbench[1].Card)
    expect(composeModules([system]).header[0].Item).toBe(composeModules([system, workflow]).header[1].Item)
  })
})

describe('moduleProblems', () => {
  it('names every key two modules claim, whatever the route params are called', () => {
    const rival = defineModule({
      name: 'rival',
      views: { 'system/dict/data': load },
      routes: [{ path: '/dict/type/data/:typeId', view: 'system/dict/data', title: '另一个' }],
      sidebarless: ['flowable'],
      workbench: [{ key: 'articles', title: '公告', order: 1, column: 'main', load }],
      header: [{ key: 'notices', title: '公告', order: 1, load }],
      elements: { 'wp-dict-tag': { load } },
      permissions: { other: { list: 'system:dict:list' } },
    })
    expect(moduleProblems([system, workflow, rival])).toEqual([
      "view 'system/dict/data' is declared by system and rival",
      "route '/dict/type/data/:' is declared by system and rival",
      "sidebarless section 'flowable' is declared by workflow and rival",
      "workbench card 'articles' is declared by system and rival",
      "header item 'notices' is declared by system and rival",
      "element 'wp-dict-tag' is declared by system and rival",
      "permission 'system:dict:list' is declared by system and rival",
    ])
  })

  it('refuses a route to a view the module lacks, an element without the wp- prefix and a name used twice', () => {
    const broken = defineModule({
      name: 'system',
      views: {},
      routes: [{ path: '/x', view: 'nowhere', title: 'x' }],
      elements: { 'my-tag': { load } },
    })
    expect(moduleProblems([broken, workflow, broken])).toEqual(
      expect.arrayContaining([
        "module name 'system' is declared by system and system",
        "route '/x' of system shows view 'nowhere', which system does not have",
        "element 'my-tag' of system lacks the wp- prefix",
      ]),
    )
  })
})
