import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { RightToolbar, useToolbarColumns } from './RightToolbar'
import type { ToolbarColumn } from './columnVisibility'

const COLUMNS: ToolbarColumn[] = [
  { key: 'userName', label: '用户名称', visible: true },
  { key: 'nickName', label: '用户昵称', visible: true },
  { key: 'phonenumber', label: '手机号码', visible: true },
]

/** A list page as a caller writes it: column state from the hook, the toolbar, and the table's headers. */
function ListPage({ storageKey, onRefresh }: { storageKey?: string; onRefresh?: () => void }) {
  const [columns, setColumns] = useToolbarColumns(COLUMNS, storageKey)
  const [showSearch, setShowSearch] = useState(true)
  return (
    <div>
      {showSearch && <form aria-label="搜索表单" />}
      <RightToolbar
        showSearch={showSearch}
        onShowSearchChange={setShowSearch}
        onRefresh={onRefresh}
        columns={columns}
        onColumnsChange={setColumns}
        storageKey={storageKey}
      />
      <table>
        <thead>
          <tr>
            {columns
              .filter((c) => c.visible)
              .map((c) => (
                <th key={c.key}>{c.label}</th>
              ))}
          </tr>
        </thead>
      </table>
    </div>
  )
}

const headers = () => screen.getAllByRole('columnheader').map((th) => th.textContent)

async function hideColumn(label: string) {
  fireEvent.click(screen.getByRole('button', { name: '显隐列' }))
  const dialog = await screen.findByRole('dialog')
  const sourceList = dialog.querySelector('.ant-transfer-section') as HTMLElement
  fireEvent.click(within(sourceList).getByText(label))
  fireEvent.click(within(dialog).getByRole('button', { name: /隐藏/ }))
}

beforeEach(() => localStorage.clear())
afterEach(() => cleanup())

describe('RightToolbar', () => {
  it('toggles the search form, with the tooltip naming what the click will do', async () => {
    render(<ListPage />)
    expect(screen.getByRole('form', { name: '搜索表单' })).toBeTruthy()
    const toggle = screen.getByRole('button', { name: '隐藏搜索' })
    fireEvent.mouseEnter(toggle)
    expect(await screen.findByRole('tooltip')).toHaveProperty('textContent', '隐藏搜索')
    fireEvent.click(toggle)
    expect(screen.queryByRole('form', { name: '搜索表单' })).toBeNull()
    expect(screen.getByRole('button', { name: '显示搜索' })).toBeTruthy()
  })

  it('hides the search toggle when search is false', () => {
    render(<RightToolbar search={false} />)
    expect(screen.queryByRole('button', { name: /搜索/ })).toBeNull()
  })

  it('calls onRefresh from the refresh button', () => {
    const onRefresh = vi.fn()
    render(<ListPage onRefresh={onRefresh} />)
    fireEvent.click(screen.getByRole('button', { name: '刷新' }))
    expect(onRefresh).toHaveBeenCalledTimes(1)
  })

  it('shows and hides columns through a transfer dialog titled 显示/隐藏', async () => {
    render(<ListPage />)
    expect(headers()).toEqual(['用户名称', '用户昵称', '手机号码'])
    await hideColumn('用户昵称')
    const dialog = screen.getByRole('dialog')
    expect(within(dialog).getByText('显示/隐藏')).toBeTruthy()
    await waitFor(() => expect(headers()).toEqual(['用户名称', '手机号码']))
    // and back again from the 隐藏 side
    const hiddenList = dialog.querySelectorAll('.ant-transfer-section')[1] as HTMLElement
    fireEvent.click(within(hiddenList).getByText('用户昵称'))
    fireEvent.click(within(dialog).getByRole('button', { name: /显示/ }))
    await waitFor(() => expect(headers()).toEqual(['用户名称', '用户昵称', '手机号码']))
  })

  it('remembers column visibility per storageKey across visits', async () => {
    const first = render(<ListPage storageKey="user-table" />)
    await hideColumn('手机号码')
    await waitFor(() => expect(headers()).toEqual(['用户名称', '用户昵称']))
    expect(JSON.parse(localStorage.getItem('user-table') ?? '{}')).toEqual({
      userName: true,
      nickName: true,
      phonenumber: false,
    })
    first.unmount()

    // same table again: the choice is back
    const second = render(<ListPage storageKey="user-table" />)
    expect(headers()).toEqual(['用户名称', '用户昵称'])
    second.unmount()

    // another table keeps its own defaults
    render(<ListPage storageKey="role-table" />)
    expect(headers()).toEqual(['用户名称', '用户昵称', '手机号码'])
  })

  it('applies the saved state on mount when the caller keeps plain column state', async () => {
    localStorage.setItem('dict-table', JSON.stringify({ userName: false }))
    const onColumnsChange = vi.fn()
    render(<RightToolbar columns={COLUMNS} onColumnsChange={onColumnsChange} storageKey="dict-table" />)
    await waitFor(() => expect(onColumnsChange).toHaveBeenCalledTimes(1))
    const [next] = onColumnsChange.mock.calls[0] as [ToolbarColumn[]]
    expect(next.map((c) => c.visible)).toEqual([false, true, true])
  })

  it('ignores a broken saved value and keeps the defaults', () => {
    localStorage.setItem('user-table', '{not json')
    render(<ListPage storageKey="user-table" />)
    expect(headers()).toEqual(['用户名称', '用户昵称', '手机号码'])
  })

  it('does not write to storage without a storageKey', async () => {
    render(<ListPage />)
    await hideColumn('用户昵称')
    await waitFor(() => expect(headers()).toEqual(['用户名称', '手机号码']))
    expect(localStorage.length).toBe(0)
  })
})
