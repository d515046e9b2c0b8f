import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { defineModule } from './defineModule'
import { KitProviders } from './KitProviders'
import { expandScreens, type ViewLoader } from './manifest'

afterEach(() => {
  cleanup()
  document.body.innerHTML = ''
})

function ListPage() {
  return <h1>列表</h1>
}
function DetailPage({ recordId }: { recordId?: number }) {
  return <h1>{`详情 ${typeof recordId}:${recordId}`}</h1>
}
const list: ViewLoader = () => Promise.resolve({ default: ListPage })
const detail: ViewLoader = () => Promise.resolve({ default: DetailPage })

describe('screens', () => {
  it('spell out the views, the hidden pages (at / + the component path unless named) and the elements', () => {
    const expanded = expandScreens({
      name: 'notes',
      screens: {
        'notes/index': list,
        'notes/detail': {
          load: detail,
          page: { title: '便签详情', activeMenu: '/notes' },
          element: { tag: 'wp-notes-detail', props: { recordId: 'number' } },
        },
        'notes/log': {
          load: list,
          page: [
            { path: '/log', title: '日志' },
            { path: '/notes/log/:noteId', title: '日志', digits: ['noteId'] },
          ],
        },
      },
      routes: [{ path: '/notes/help', view: 'notes/help', title: '帮助' }],
      views: { 'notes/help': list },
      elements: { 'wp-notes-count': { load: list } },
    })
    expect(expanded.screens).toBeUndefined()
    expect(expanded.views).toEqual({
      'notes/index': list,
      'notes/detail': detail,
      'notes/log': list,
      'notes/help': list,
    })
    expect(expanded.routes).toEqual([
      { path: '/notes/detail', view: 'notes/detail', title: '便签详情', activeMenu: '/notes' },
      { path: '/log', view: 'notes/log', title: '日志' },
      { path: '/notes/log/:noteId', view: 'notes/log', title: '日志', digits: ['noteId'] },
      { path: '/notes/help', view: 'notes/help', title: '帮助' },
    ])
    expect(expanded.elements).toEqual({
      'wp-notes-detail': { load: detail, props: { recordId: 'number' } },
      'wp-notes-count': { load: list },
    })
  })

  it('leave a manifest without screens as it is', () => {
    const manifest = { name: 'plain', views: { 'plain/index': list } }
    expect(expandScreens(manifest)).toBe(manifest)
  })

  it("become the faces' views, routes and custom elements", async () => {
    const notes = defineModule({
      name: 'notes-faces',
      screens: {
        'notes/detail': {
          load: detail,
          page: { title: '便签详情' },
          element: { tag: 'wp-screens-test-detail', props: { recordId: 'number' } },
        },
      },
    })
    expect(notes.hasView('notes/detail')).toBe(true)
    expect(notes.manifest.routes).toEqual([{ path: '/notes/detail', view: 'notes/detail', title: '便签详情' }])
    expect(notes.elementTags).toEqual(['wp-screens-test-detail'])
    const View = notes.view('notes/detail')
    render(
      <KitProviders>
        <View recordId={3} />
      </KitProviders>,
    )
    expect(await screen.findByText('详情 number:3')).toBeTruthy()
    notes.defineElements()
    document.body.innerHTML = '<wp-screens-test-detail record-id="7"></wp-screens-test-detail>'
    const el = document.querySelector('wp-screens-test-detail') as HTMLElement
    await expect.poll(() => el.shadowRoot?.textContent ?? '').toContain('详情 number:7')
  })
})
