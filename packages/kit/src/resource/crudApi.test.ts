import { defineResource, field as f } from '@wp/contract'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fakeFeedback, fakeFetch } from '../testing/fakes'
import { crudApi } from './crudApi'

const NOTE = defineResource({
  module: 'notes',
  key: 'noteItem',
  title: '便签管理',
  noun: '便签',
  path: '/notes/note',
  id: 'noteId',
  permissions: { list: 'notes:note:list' },
  fields: [f.id('noteId', '编号'), f.text('title', '标题', { required: true }), f.status()],
})
const CATEGORY = defineResource({ ...NOTE, key: 'category', path: '/notes/category', tree: { parent: 'parentId' } })

describe('crudApi', () => {
  let feedback: ReturnType<typeof fakeFeedback>
  afterEach(() => {
    feedback?.unregister()
    vi.restoreAllMocks()
  })

  it('calls the routes the server draws from the same description', async () => {
    feedback = fakeFeedback()
    const { calls } = fakeFetch({
      '/prod-api/notes/note/list': { code: 200, rows: [{ noteId: 1, title: 'a', status: '0' }], total: 1 },
      '/prod-api/notes/note/7': { code: 200, data: { noteId: 7, title: 'b', status: '0' } },
      '/prod-api/notes/note': { code: 200, data: { noteId: 8, title: 'c', status: '0' } },
    })
    const notes = crudApi(NOTE)
    expect(await notes.list({ title: 'a', pageNum: 2 })).toMatchObject({ rows: [{ noteId: 1 }], total: 1 })
    expect((await notes.get(7)).title).toBe('b')
    expect((await notes.add({ title: 'c' })).noteId).toBe(8)
    await notes.edit(8, { title: 'd' })
    await notes.changeStatus(8, '1')
    await notes.remove([8, 9])
    const seen = calls.map((c) => `${c.method} ${c.url.replace('/prod-api', '')}${c.body ? ' ' + String(c.body) : ''}`)
    expect(seen).toEqual([
      'GET /notes/note/list?title=a&pageNum=2',
      'GET /notes/note/7',
      'POST /notes/note {"title":"c"}',
      'PUT /notes/note {"title":"d","noteId":8}',
      'PUT /notes/note/changeStatus {"noteId":8,"status":"1"}',
      'DELETE /notes/note/8,9',
    ])
  })

  it('downloads the import template from the route the server draws beside the list', async () => {
    feedback = fakeFeedback()
    const { calls } = fakeFetch({
      '/prod-api/notes/note/importTemplate': () =>
        new Response(new Blob(['PK']), { headers: { 'content-type': 'application/octet-stream' } }),
    })
    URL.createObjectURL = vi.fn(() => 'blob:template')
    URL.revokeObjectURL = vi.fn()
    const saved: string[] = []
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download)
    })
    expect(await crudApi(NOTE).importTemplate()).toBe(true)
    expect(saved).toEqual([expect.stringMatching(/^note_item_template_\d+\.xlsx$/)])
    expect(calls.map((c) => `${c.method} ${c.url.replace('/prod-api', '')}`)).toEqual([
      'POST /notes/note/importTemplate',
    ])
  })

  it("reads a tree's whole list as one page", async () => {
    feedback = fakeFeedback()
    fakeFetch({ '/prod-api/notes/category/list': { code: 200, data: [{ noteId: 1 }, { noteId: 2 }] } })
    expect(await crudApi(CATEGORY).list()).toEqual({ rows: [{ noteId: 1 }, { noteId: 2 }], total: 2 })
  })
})
