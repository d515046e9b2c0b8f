import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { clearDictCache, crudApi, defineResource, field as f, sessionStore } from '@wp/kit'
import { App } from 'antd'
import dayjs from 'dayjs'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { searchValues } from './fields'
import { removeQuestion, ResourceScreen } from './ResourceScreen'
import { NOTE, P } from './testing/note'

type Call = { method: string; path: string; query: string; body: unknown }
let calls: Call[]

function serve() {
  calls = []
  globalThis.fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const [path, query = ''] = String(input).replace('/prod-api', '').split('?')
    calls.push({ method: init.method ?? 'GET', path, query, body: init.body && JSON.parse(String(init.body)) })
    const body =
      path === '/notes/note/list'
        ? {
            code: 200,
            total: 2,
            rows: [
              { noteId: 1, title: '周会', level: 'high', budget: 1234.5, status: '0' },
              { noteId: 2, title: '月报', level: 'low', budget: null, status: '1' },
            ],
          }
        : path === '/notes/note/2'
          ? { code: 200, data: { noteId: 2, title: '月报', code: 'mon', level: 'low', status: '1' } }
          : { code: 200, data: {} }
    return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } })
  }) as unknown as typeof fetch
}

const cleanupScreen = () => cleanup()
const grant = (...permissions: string[]) => act(() => sessionStore.setState({ roles: ['common'], permissions }))
const findText = (text: string) => screen.findByText(text, {}, { timeout: 5000 })
const button = (id: string) => (screen.getByTestId(id).closest('button') ?? screen.getByTestId(id)) as HTMLButtonElement
const renderScreen = () =>
  render(
    <App>
      <ResourceScreen resource={NOTE} />
    </App>,
  )

beforeEach(() => {
  clearDictCache()
  serve()
})
afterEach(() => {
  sessionStore.setState({ roles: [], permissions: [] })
  vi.restoreAllMocks()
})

describe('ResourceScreen', () => {
  it('draws the columns, search and buttons from the description, each button behind its permission', async () => {
    grant(P.list, P.export)
    renderScreen()
    expect(await findText('周会')).toBeTruthy()
    const table = screen.getByTestId('note-item-table')
    for (const header of ['编号', '标题', '级别', '预算', '状态'])
      expect(within(table).getByRole('columnheader', { name: header })).toBeTruthy()
    expect(within(table).getByText('高')).toBeTruthy()
    expect(within(table).getByText('1,234.50')).toBeTruthy()
    expect(screen.queryByTestId('note-item-add')).toBeNull()
    expect(screen.getByTestId('note-item-export')).toBeTruthy()
    fireEvent.change(screen.getByTestId('note-item-search-title'), { target: { value: '周' } })
    fireEvent.click(screen.getByTestId('search-submit'))
    await waitFor(() => expect(calls.at(-1)?.query).toBe('pageNum=1&pageSize=10&title=%E5%91%A8'))
  })

  it("adds and edits through the dialog with the description's rules and defaults", async () => {
    grant(P.list, P.query, P.add, P.edit)
    renderScreen()
    await findText('周会')
    fireEvent.click(button('note-item-add'))
    expect(await findText('添加便签')).toBeTruthy()
    fireEvent.change(screen.getByTestId('note-item-title'), { target: { value: '很长很长很长很长很长的标题' } })
    fireEvent.change(screen.getByTestId('note-item-code'), { target: { value: 'ABC' } })
    fireEvent.click(button('note-item-submit'))
    expect(await findText('最多输入10个字符')).toBeTruthy()
    expect(await findText('编码只能是小写字母')).toBeTruthy()
    fireEvent.change(screen.getByTestId('note-item-title'), { target: { value: '周报' } })
    fireEvent.change(screen.getByTestId('note-item-code'), { target: { value: 'week' } })
    fireEvent.click(button('note-item-submit'))
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
        title: '周报',
        code: 'week',
        level: 'low',
      }),
    )
    expect(await findText('新增成功')).toBeTruthy()

    fireEvent.click(within(screen.getByText('月报').closest('tr')!).getByTestId('note-item-row-edit'))
    expect(await findText('修改便签')).toBeTruthy()
    await waitFor(() => expect((screen.getByTestId('note-item-code') as HTMLInputElement).value).toBe('mon'))
    fireEvent.click(button('note-item-submit'))
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({ noteId: 2, code: 'mon', title: '月报' }),
    )
  })

  it('places a field beyond the description before the one it names, and hands its value to the save', async () => {
    grant(P.list, P.add)
    const saved: unknown[] = []
    render(
      <App>
        <ResourceScreen
          resource={NOTE}
          dialog={{
            extra: [{ name: 'tags', label: '标签', before: 'level', testId: 'note-item-tags' }],
            save: async (values) => void saved.push(values),
          }}
        />
      </App>,
    )
    await findText('周会')
    fireEvent.click(button('note-item-add'))
    expect(await findText('添加便签')).toBeTruthy()
    const labels = [...document.querySelectorAll('.ant-modal .ant-form-item-label label')].map((l) => l.textContent)
    expect(labels).toEqual(['标题', '编码', '标签', '级别'])
    fireEvent.change(screen.getByTestId('note-item-title'), { target: { value: '周报' } })
    fireEvent.change(screen.getByTestId('note-item-code'), { target: { value: 'week' } })
    fireEvent.change(screen.getByTestId('note-item-tags'), { target: { value: '例会' } })
    fireEvent.click(button('note-item-submit'))
    await waitFor(() => expect(saved).toEqual([expect.objectContaining({ title: '周报', tags: '例会' })]))
  })

  it('switches a status through the changeStatus call after asking with the row’s name', async () => {
    grant(P.list, P.edit)
    renderScreen()
    await findText('周会')
    fireEvent.click(within(screen.getByText('月报').closest('tr')!).getByTestId('note-item-status-switch'))
    expect(await findText('确认要"启用""月报"便签吗？')).toBeTruthy()
    fireEvent.click(await screen.findByRole('button', { name: /确\s*定/ }, { timeout: 5000 }))
    await waitFor(() =>
      expect(calls.find((c) => c.path === '/notes/note/changeStatus')?.body).toEqual({ noteId: 2, status: '0' }),
    )
  })
})

const CATEGORY = defineResource({
  module: 'notes',
  key: 'category',
  title: '分类管理',
  noun: '分类',
  path: '/notes/category',
  id: 'categoryId',
  name: 'categoryName',
  tree: { parent: 'parentId' },
  permissions: { list: 'n:category:list', add: 'n:category:add' },
  fields: [
    f.id('categoryId', '编号'),
    f.integer('parentId', '上级', { default: 0, form: true }),
    f.text('categoryName', '分类名称', { required: true, list: true, search: true, form: true }),
  ],
})

describe('ResourceScreen with 导入', () => {
  const NOTES_IMPORTED = defineResource({ ...NOTE, permissions: { ...P, import: 'n:note:import' } })
  const answer = {
    code: 200,
    msg: '导入 1 条，1 行有误：第3行：标题不能为空',
    data: { added: 1, errors: [{ line: 3, reasons: ['标题不能为空', '编码只能是小写字母'] }] },
  }
  const importing = () => {
    const api = { ...crudApi(NOTES_IMPORTED), importData: vi.fn(async () => answer), importTemplate: vi.fn() }
    render(
      <App>
        <ResourceScreen resource={NOTES_IMPORTED} api={api} />
      </App>,
    )
    return api
  }

  it('offers 导入 where the description declares it, to holders of its permission only', async () => {
    grant(P.list)
    importing()
    await findText('周会')
    expect(screen.queryByTestId('note-item-import')).toBeNull()
    cleanupScreen()
    grant(P.list, 'n:note:import')
    importing()
    await findText('周会')
    expect(screen.getByTestId('note-item-import')).toBeTruthy()
    cleanupScreen()
    // a description without an import permission: no button for anyone
    grant(P.list, 'n:note:import')
    renderScreen()
    await findText('周会')
    expect(screen.queryByTestId('note-item-import')).toBeNull()
  })

  it('downloads the template, uploads a workbook and shows every bad row with its reasons', async () => {
    grant(P.list, 'n:note:import')
    const api = importing()
    await findText('周会')
    fireEvent.click(button('note-item-import'))
    expect(await findText('便签导入')).toBeTruthy()
    fireEvent.click(screen.getByTestId('note-item-import-template'))
    expect(api.importTemplate).toHaveBeenCalledTimes(1)
    const input = screen.getByTestId('note-item-import-dialog').querySelector<HTMLInputElement>('input[type=file]')!
    const file = new File(['PK'], '便签.xlsx')
    await userEvent.setup().upload(input, file)
    const loads = calls.filter((c) => c.path === '/notes/note/list').length
    fireEvent.click(button('note-item-import-submit'))
    const result = await screen.findByTestId('note-item-import-result')
    expect(api.importData).toHaveBeenCalledWith(file)
    expect(result.textContent).toContain('导入 1 条，1 行有误')
    expect(result.textContent).toContain('第3行：标题不能为空；编码只能是小写字母')
    // rows were added: the list is read again
    await waitFor(() => expect(calls.filter((c) => c.path === '/notes/note/list').length).toBe(loads + 1))
  })
})

describe('ResourceScreen of a tree', () => {
  it('lists the whole tree at once and adds a child under a row', async () => {
    globalThis.fetch = vi.fn(async (input: RequestInfo | URL) => {
      const body = String(input).includes('/notes/category/list')
        ? {
            code: 200,
            data: [
              { categoryId: 1, parentId: 0, categoryName: '总类' },
              { categoryId: 2, parentId: 1, categoryName: '子类' },
            ],
          }
        : { code: 200 }
      return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } })
    }) as unknown as typeof fetch
    grant('n:category:list', 'n:category:add')
    render(
      <App>
        <ResourceScreen resource={CATEGORY} expandAll />
      </App>,
    )
    expect(await findText('子类')).toBeTruthy()
    expect(screen.queryByTestId('category-export')).toBeNull()
    fireEvent.click(within(screen.getByText('总类').closest('tr')!).getByTestId('category-row-add'))
    expect(await findText('添加分类')).toBeTruthy()
    fireEvent.change(screen.getByTestId('category-categoryName'), { target: { value: '新类' } })
    fireEvent.click(button('category-submit'))
    await waitFor(() => {
      const sent = vi.mocked(globalThis.fetch).mock.calls.find(([, init]) => init?.method === 'POST')
      expect(JSON.parse(String(sent?.[1]?.body))).toEqual({ parentId: 1, categoryName: '新类' })
    })
  })
})

describe('searchValues', () => {
  it('sends several choices comma-joined and a range as its two params', () => {
    const fields = [
      { name: 'level', label: '级别', multiple: true },
      { name: 'inspectDate', label: '日期', range: { params: ['beginInspectDate', 'endInspectDate'] as const } },
    ]
    const values = { level: ['low', 'high'], inspectDate: [dayjs('2026-03-01'), dayjs('2026-03-31')], title: 'x' }
    expect(searchValues(fields, values as never)).toEqual({
      level: 'low,high',
      title: 'x',
      'params[beginInspectDate]': '2026-03-01',
      'params[endInspectDate]': '2026-03-31',
    })
  })
})

describe('the delete question', () => {
  it('names what is deleted: its noun and the rows by name', () => {
    const rows = [
      { noteId: 1, title: '月报' },
      { noteId: 2, title: '周报' },
    ]
    expect(removeQuestion(NOTE, rows)).toBe('是否确认删除便签"月报"、"周报"？')
  })
})
