import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { clearDictCache, sessionStore } from '@wp/kit'
import { App } from 'antd'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ListScreen } from './ListScreen'
import { TreeTableScreen } from './TreeTableScreen'
import type { ListScreenProps } from './types'

interface Post {
  postId: number
  postName: string
  status: string
  createTime: string
}
const ROWS: Post[] = [
  { postId: 1, postName: '董事长', status: '0', createTime: '2026-01-02T03:04:05' },
  { postId: 2, postName: '项目经理', status: '1', createTime: '2026-01-03T00:00:00' },
]
const PERMS = { query: 'p:query', add: 'p:add', edit: 'p:edit', remove: 'p:remove', export: 'p:export' }

function serveDicts() {
  globalThis.fetch = vi.fn(async (input: RequestInfo | URL) => {
    const body = String(input).includes('/system/dict/data/type/sys_normal_disable')
      ? {
          code: 200,
          data: [
            { dictLabel: '正常', dictValue: '0', listClass: 'primary' },
            { dictLabel: '停用', dictValue: '1', listClass: 'danger' },
          ],
        }
      : { code: 200, data: [] }
    return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } })
  }) as unknown as typeof fetch
}

const grant = (...permissions: string[]) => act(() => sessionStore.setState({ roles: ['common'], permissions }))
const button = (id: string) => (screen.getByTestId(id).closest('button') ?? screen.getByTestId(id)) as HTMLButtonElement
/** antd validates and animates asynchronously; on a busy machine that takes more than a second */
const findText = (text: string) => screen.findByText(text, {}, { timeout: 5000 })
const confirmOk = async () => fireEvent.click(await screen.findByRole('button', { name: /确\s*定/ }, { timeout: 5000 }))

function posts(overrides: Partial<ListScreenProps<Post>> = {}) {
  const load = vi.fn(async (_params: Record<string, unknown>) => ({ rows: ROWS, total: 2 }))
  const props: ListScreenProps<Post> = {
    name: 'post',
    rowKey: 'postId',
    perms: PERMS,
    load,
    search: [
      { name: 'postName', label: '岗位名称', testId: 'post-search-name' },
      { name: 'status', label: '状态', dict: 'sys_normal_disable' },
    ],
    columns: [
      { key: 'postName', title: '岗位名称' },
      { key: 'status', title: '状态', dict: 'sys_normal_disable' },
      { key: 'createTime', title: '创建时间', time: '{y}/{m}/{d} {h}:{i}' },
    ],
    ...overrides,
  }
  render(
    <App>
      <ListScreen<Post> {...props} />
    </App>,
  )
  return load
}

beforeEach(() => {
  clearDictCache()
  serveDicts()
})
afterEach(() => {
  sessionStore.setState({ roles: [], permissions: [] })
  vi.restoreAllMocks()
})

describe('ListScreen: reading', () => {
  it('lists the rows with dictionary tags and formatted times, and searches with the filters from page 1', async () => {
    grant('p:query')
    const load = posts()
    expect(await findText('董事长')).toBeTruthy()
    expect(await findText('正常')).toBeTruthy()
    expect(screen.getByText('2026/01/02 03:04')).toBeTruthy()
    expect(load).toHaveBeenLastCalledWith({ pageNum: 1, pageSize: 10 })
    fireEvent.change(screen.getByTestId('post-search-name'), { target: { value: '经理' } })
    fireEvent.click(screen.getByTestId('search-submit'))
    await waitFor(() => expect(load).toHaveBeenLastCalledWith({ pageNum: 1, pageSize: 10, postName: '经理' }))
  })

  it('gives a dictionary cell its label on hover, for a column that cuts a long one', async () => {
    grant('p:query')
    posts()
    await findText('停用')
    const cell = screen.getByText('停用').closest('td')!
    expect(cell.querySelector('[title="停用"]')).not.toBeNull()
  })

  it('shows only the buttons the user holds a permission for', async () => {
    grant('p:query')
    posts({
      remove: async () => undefined,
      exportFile: () => undefined,
      dialog: { noun: '岗位', fields: [], save: vi.fn() },
    })
    await findText('董事长')
    for (const id of ['post-add', 'post-edit', 'post-remove', 'post-export', 'post-row-edit', 'post-row-remove'])
      expect(screen.queryByTestId(id), id).toBeNull()
  })
})

describe('ListScreen: writing', () => {
  it('deletes a row only after 确定, says 删除成功 and reloads', async () => {
    grant('p:remove')
    const remove = vi.fn(async (_rows: readonly Post[]) => undefined)
    const load = posts({ remove })
    await findText('董事长')
    const row = screen.getByText('项目经理').closest('tr')!
    fireEvent.click(within(row).getByTestId('post-row-remove'))
    expect(await findText('确认执行该操作？')).toBeTruthy()
    expect(remove).not.toHaveBeenCalled()
    await confirmOk()
    await waitFor(() => expect(remove).toHaveBeenCalledWith([ROWS[1]]))
    expect(await findText('删除成功')).toBeTruthy()
    await waitFor(() => expect(load).toHaveBeenCalledTimes(2))
  })

  it('the add dialog over the search form: no two elements share an id, and each label points at its own input', async () => {
    grant('p:query', 'p:add')
    posts({
      dialog: {
        noun: '岗位',
        save: vi.fn(),
        fields: [
          { name: 'postName', label: '岗位名称', testId: 'post-name' },
          { name: 'status', label: '状态', dict: 'sys_normal_disable' },
        ],
      },
    })
    await findText('董事长')
    fireEvent.click(button('post-add'))
    expect(await findText('添加岗位')).toBeTruthy()
    // (antd's own widgets all say `test-id` under NODE_ENV=test; in the product they are React's unique ids)
    const ids = Array.from(document.querySelectorAll('[id]'), (el) => el.id).filter((id) => id !== 'test-id')
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([])
    // the dialog's 岗位名称 label is for the dialog's input, the search form's for the search input
    const dialogLabel = within(screen.getByTestId('post-dialog')).getByText('岗位名称').closest('label')!
    expect(document.getElementById(dialogLabel.htmlFor)).toBe(screen.getByTestId('post-name'))
    const searchLabel = within(screen.getByTestId('search-form')).getByText('岗位名称').closest('label')!
    expect(document.getElementById(searchLabel.htmlFor)).toBe(screen.getByTestId('post-search-name'))
  })

  it("adds through the dialog: the kit's rules refuse an empty name, then it saves, says 新增成功 and reloads", async () => {
    grant('p:add', 'p:edit')
    const save = vi.fn(async () => undefined)
    const load = posts({
      dialog: {
        noun: '岗位',
        defaults: { status: '0' },
        save,
        load: async (row) => ({ values: row && { postName: `${row.postName}（已读）` } }),
        fields: [{ name: 'postName', label: '岗位名称', required: true, max: 4, testId: 'post-name' }],
      },
    })
    await findText('董事长')
    fireEvent.click(button('post-add'))
    expect(await findText('添加岗位')).toBeTruthy()
    fireEvent.click(button('post-submit'))
    expect(await findText('该输入项为必填项!')).toBeTruthy()
    fireEvent.change(screen.getByTestId('post-name'), { target: { value: '太长的岗位名称' } })
    fireEvent.click(button('post-submit'))
    expect(await findText('最多输入4个字符')).toBeTruthy()
    expect(save).not.toHaveBeenCalled()
    fireEvent.change(screen.getByTestId('post-name'), { target: { value: '会计' } })
    fireEvent.click(button('post-submit'))
    await waitFor(() => expect(save).toHaveBeenCalledWith({ postName: '会计' }, undefined, undefined))
    expect(await findText('新增成功')).toBeTruthy()
    await waitFor(() => expect(load).toHaveBeenCalledTimes(2))

    fireEvent.click(within(screen.getByText('项目经理').closest('tr')!).getByTestId('post-row-edit'))
    expect(await findText('修改岗位')).toBeTruthy()
    await waitFor(() => expect((screen.getByTestId('post-name') as HTMLInputElement).value).toBe('项目经理（已读）'))
  })

  it('a status switch asks with the row’s name, changes it, says 启用成功 and reloads; a locked row cannot switch', async () => {
    grant('p:edit')
    const change = vi.fn(async () => undefined)
    const load = posts({
      locked: (row) => row.postId === 1,
      columns: [
        { key: 'postName', title: '岗位名称' },
        { key: 'status', title: '状态', toggle: { perm: 'p:edit', noun: '岗位', name: (r) => r.postName, change } },
      ],
    })
    await findText('董事长')
    const [locked, free] = screen.getAllByTestId('post-status-switch') as HTMLButtonElement[]
    expect(locked.disabled).toBe(true)
    fireEvent.click(free)
    expect(await findText('确认要"启用""项目经理"岗位吗？')).toBeTruthy()
    await confirmOk()
    await waitFor(() => expect(change).toHaveBeenCalledWith(ROWS[1], '0'))
    expect(await findText('启用成功')).toBeTruthy()
    await waitFor(() => expect(load).toHaveBeenCalledTimes(2))
  })

  it('exports the current filters with the visible columns, and 清空 asks with its own text', async () => {
    grant('p:export', 'p:remove')
    const exportFile = vi.fn()
    const clean = vi.fn(async () => undefined)
    const load = posts({ exportFile, clean: { confirm: '是否确认清空所有岗位？', action: clean } })
    await findText('董事长')
    fireEvent.change(screen.getByTestId('post-search-name'), { target: { value: '董' } })
    fireEvent.click(screen.getByTestId('search-submit'))
    await waitFor(() => expect(load).toHaveBeenLastCalledWith({ pageNum: 1, pageSize: 10, postName: '董' }))
    fireEvent.click(button('post-export'))
    expect(exportFile).toHaveBeenCalledWith(
      { postName: '董' },
      ['postName', 'status', 'createTime'].map((key) => expect.objectContaining({ key, visible: true })),
    )
    fireEvent.click(button('post-clean'))
    expect(await findText('是否确认清空所有岗位？')).toBeTruthy()
    await confirmOk()
    await waitFor(() => expect(clean).toHaveBeenCalledTimes(1))
    expect(await findText('清空成功')).toBeTruthy()
  })
})

describe('ListScreen: paging and filters', () => {
  it('pages an answer that holds every row itself (client paging)', async () => {
    const many = Array.from({ length: 12 }, (_, i) => ({ ...ROWS[0], postId: i + 1, postName: `岗位${i + 1}` }))
    const load = posts({ clientPaging: true, load: vi.fn(async () => ({ rows: many })) })
    expect(await findText('岗位10')).toBeTruthy()
    expect(screen.queryByText('岗位11')).toBeNull()
    expect(screen.getByText('共 12 条')).toBeTruthy()
    expect(load).not.toHaveBeenCalled() // the description's load replaced it
  })

  it('filters through hidden search fields (a tree beside the list) and 重置 clears them', async () => {
    grant('p:query')
    const load = posts({
      search: [{ name: 'deptId', label: '部门', hidden: true }],
      aside: (s) => (
        <button data-testid="pick" onClick={() => s.filter({ deptId: 105 })}>
          {String(s.query.filters.deptId ?? 'none')}
        </button>
      ),
    })
    await findText('董事长')
    fireEvent.click(screen.getByTestId('pick'))
    await waitFor(() => expect(load).toHaveBeenLastCalledWith({ pageNum: 1, pageSize: 10, deptId: 105 }))
    expect(screen.getByTestId('pick').textContent).toBe('105')
    fireEvent.click(screen.getByTestId('search-reset'))
    await waitFor(() => expect(load).toHaveBeenLastCalledWith({ pageNum: 1, pageSize: 10 }))
  })
})

interface Dept {
  deptId: number
  parentId: number
  deptName: string
}
const DEPTS: Dept[] = [
  { deptId: 100, parentId: 0, deptName: '集团' },
  { deptId: 101, parentId: 100, deptName: '研发部' },
]

describe('TreeTableScreen', () => {
  it('shows the list as an open tree; 新增 in a row starts a child of it; the root cannot be deleted', async () => {
    grant('d:add', 'd:remove')
    render(
      <App>
        <TreeTableScreen<Dept>
          name="dept"
          rowKey="deptId"
          perms={{ add: 'd:add', remove: 'd:remove' }}
          load={async () => DEPTS}
          expandAll
          columns={[{ key: 'deptName', title: '部门名称' }]}
          canRemove={(row) => row.parentId !== 0}
          remove={async () => undefined}
          dialog={{
            noun: '部门',
            save: async () => undefined,
            fields: [
              { name: 'parentId', label: '上级部门', kind: 'number', testId: 'dept-parent' },
              { name: 'deptName', label: '部门名称' },
            ],
          }}
        />
      </App>,
    )
    expect(await findText('研发部')).toBeTruthy()
    const root = screen.getByText('集团').closest('tr')!
    expect(within(root).queryByTestId('dept-row-remove')).toBeNull()
    expect(within(screen.getByText('研发部').closest('tr')!).getByTestId('dept-row-remove')).toBeTruthy()
    fireEvent.click(within(root).getByTestId('dept-row-add'))
    expect(await findText('添加部门')).toBeTruthy()
    await waitFor(() => expect((screen.getByTestId('dept-parent') as HTMLInputElement).value).toBe('100'))
  })
})

describe('ListScreen: what a save says', () => {
  it('an edit whose save answers a text (it went to approval) says that text instead of 修改成功', async () => {
    grant('p:edit')
    const save = vi.fn(async () => '修改已提交审批，审批通过后生效')
    posts({
      dialog: {
        noun: '岗位',
        save,
        load: async (row) => ({ values: row && { postName: row.postName } }),
        fields: [{ name: 'postName', label: '岗位名称', required: true, testId: 'post-name' }],
      },
    })
    fireEvent.click(within((await findText('项目经理')).closest('tr')!).getByTestId('post-row-edit'))
    await waitFor(() => expect((screen.getByTestId('post-name') as HTMLInputElement).value).toBe('项目经理'))
    fireEvent.change(screen.getByTestId('post-name'), { target: { value: '副经理' } })
    fireEvent.click(button('post-submit'))
    expect(await findText('修改已提交审批，审批通过后生效')).toBeTruthy()
    expect(save).toHaveBeenCalledTimes(1)
    expect(screen.queryByText('修改成功')).toBeNull()
  })
})
