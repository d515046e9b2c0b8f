import { describe, expect, it } from 'vitest'
import {
  addVisited,
  closeAll,
  closeOthers,
  closeRight,
  closeVisited,
  touchCached,
  withAffix,
  type VisitedView,
} from './visitedViews'
import { createTabsStore } from './tabsStore'

const v = (path: string, extra: Partial<VisitedView> = {}): VisitedView => ({
  path,
  fullPath: path,
  title: path.slice(1),
  ...extra,
})
const paths = (views: VisitedView[]) => views.map((x) => x.path)

function memoryStorage() {
  const data = new Map<string, string>()
  return {
    data,
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, val: string) => void data.set(k, val),
    removeItem: (k: string) => void data.delete(k),
  }
}

describe('visited views', () => {
  const tabs = [v('/index', { affix: true }), v('/a'), v('/b'), v('/c')]

  it('adds a view once and refreshes its query when visited again', () => {
    const once = addVisited(tabs, v('/d'))
    expect(paths(once)).toEqual(['/index', '/a', '/b', '/c', '/d'])
    const again = addVisited(once, { ...v('/a'), fullPath: '/a?x=1' })
    expect(paths(again)).toEqual(paths(once))
    expect(again[1].fullPath).toBe('/a?x=1')
  })

  it('never closes a pinned tab', () => {
    expect(paths(closeVisited(tabs, '/index'))).toEqual(['/index', '/a', '/b', '/c'])
    expect(paths(closeVisited(tabs, '/b'))).toEqual(['/index', '/a', '/c'])
  })

  it('close others keeps the pinned tabs and the chosen one', () => {
    expect(paths(closeOthers(tabs, '/b'))).toEqual(['/index', '/b'])
  })

  it('close right keeps everything up to the chosen tab and pinned tabs on the right', () => {
    const withPinnedRight = [...tabs, v('/pinned', { affix: true }), v('/e')]
    expect(paths(closeRight(withPinnedRight, '/a'))).toEqual(['/index', '/a', '/pinned'])
  })

  it('close all leaves only the pinned tabs', () => {
    expect(paths(closeAll(tabs))).toEqual(['/index'])
  })

  it('puts pinned views first without duplicates', () => {
    expect(paths(withAffix([v('/a'), v('/index')], [v('/index')]))).toEqual(['/index', '/a'])
  })

  it('keeps at most `limit` views alive, evicting the least recently used', () => {
    let cached: string[] = []
    for (const k of ['/a', '/b', '/c']) cached = touchCached(cached, k, 3).cached
    const touched = touchCached(cached, '/a', 3)
    expect(touched.cached).toEqual(['/b', '/c', '/a'])
    const overflow = touchCached(touched.cached, '/d', 3)
    expect(overflow.cached).toEqual(['/c', '/a', '/d'])
    expect(overflow.evicted).toEqual(['/b'])
  })
})

describe('tabs store', () => {
  it('persists the open tabs so they survive a reload', () => {
    const storage = memoryStorage()
    const first = createTabsStore({ storage })
    first.getState().open(v('/system/dict'))
    first.getState().open({ ...v('/system/config'), fullPath: '/system/config?x=1' })
    const reloaded = createTabsStore({ storage })
    expect(paths(reloaded.getState().visited)).toEqual(['/system/dict', '/system/config'])
    expect(reloaded.getState().visited[1].fullPath).toBe('/system/config?x=1')
    // Views are not alive after a reload: they mount again when visited.
    expect(reloaded.getState().cached).toEqual([])
  })

  it('bounds the views kept alive and drops a closed tab’s view', () => {
    const store = createTabsStore({ storage: null, limit: 2 })
    const s = () => store.getState()
    s().open(v('/a'))
    s().open(v('/b'))
    s().open(v('/c'))
    expect(s().cached).toEqual(['/b', '/c'])
    expect(paths(s().visited)).toEqual(['/a', '/b', '/c'])
    s().close('/b')
    expect(s().cached).toEqual(['/c'])
    expect(paths(s().visited)).toEqual(['/a', '/c'])
  })

  it('never keeps a noCache view alive', () => {
    const store = createTabsStore({ storage: null })
    store.getState().open(v('/index', { noCache: true, affix: true }))
    store.getState().open(v('/a'))
    expect(store.getState().cached).toEqual(['/a'])
  })

  it('close others / right / all keep pinned tabs and drop the closed views', () => {
    const store = createTabsStore({ storage: null })
    const s = () => store.getState()
    s().setAffix([v('/index')])
    for (const p of ['/a', '/b', '/c']) s().open(v(p))
    s().closeRight('/a')
    expect(paths(s().visited)).toEqual(['/index', '/a'])
    expect(s().cached).toEqual(['/a'])
    s().open(v('/b'))
    s().closeOthers('/b')
    expect(paths(s().visited)).toEqual(['/index', '/b'])
    s().closeAll()
    expect(paths(s().visited)).toEqual(['/index'])
    expect(s().cached).toEqual([])
  })

  it('refresh bumps the generation of one view', () => {
    const store = createTabsStore({ storage: null })
    store.getState().refresh('/a')
    store.getState().refresh('/a')
    expect(store.getState().generation['/a']).toBe(2)
  })

  it('ignores corrupt stored tabs', () => {
    const storage = memoryStorage()
    storage.setItem('tags-view-visited', '{not json')
    expect(createTabsStore({ storage }).getState().visited).toEqual([])
  })
})
