import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import type { Key } from 'react'
import { useState } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { TreeCheckCard, allTreeKeys, type TreeCheckNode } from './TreeCheckCard'

const MENUS: TreeCheckNode[] = [
  {
    id: 1,
    label: '系统管理',
    children: [
      {
        id: 100,
        label: '用户管理',
        children: [
          { id: 1000, label: '用户查询' },
          { id: 1001, label: '用户新增' },
        ],
      },
      { id: 101, label: '角色管理' },
    ],
  },
  { id: 2, label: '系统监控', children: [{ id: 109, label: '在线用户' }] },
]

afterEach(() => cleanup())

/** The tree's checkbox for the node titled `label`. */
function nodeCheckbox(label: string): HTMLElement {
  const row = screen.getByTitle(label).closest('.ant-tree-treenode') as HTMLElement
  return row.querySelector('.ant-tree-checkbox') as HTMLElement
}
const isChecked = (label: string) => nodeCheckbox(label).classList.contains('ant-tree-checkbox-checked')
const isHalf = (label: string) => nodeCheckbox(label).classList.contains('ant-tree-checkbox-indeterminate')

function Harness({ onChange, defaultLinkage }: { onChange: (c: Key[], h: Key[]) => void; defaultLinkage?: boolean }) {
  const [checked, setChecked] = useState<Key[]>([])
  return (
    <TreeCheckCard
      title="菜单权限"
      treeData={MENUS}
      value={checked}
      defaultExpandAll
      defaultLinkage={defaultLinkage}
      onChange={(c, h) => {
        setChecked(c)
        onChange(c, h)
      }}
    />
  )
}

describe('TreeCheckCard', () => {
  it('checks every node with 全选/全不选 and clears them again', () => {
    const onChange = vi.fn()
    render(<Harness onChange={onChange} />)
    fireEvent.click(screen.getByLabelText('全选/全不选'))
    expect(onChange).toHaveBeenLastCalledWith(allTreeKeys(MENUS), [])
    expect(new Set(onChange.mock.lastCall?.[0])).toEqual(new Set([1, 100, 1000, 1001, 101, 2, 109]))
    expect(isChecked('在线用户')).toBe(true)
    fireEvent.click(screen.getByLabelText('全选/全不选'))
    expect(onChange).toHaveBeenLastCalledWith([], [])
    expect(isChecked('在线用户')).toBe(false)
  })

  it('with linkage on, checking a parent checks its children and a child half-checks its parents', () => {
    const onChange = vi.fn()
    render(<Harness onChange={onChange} />)
    fireEvent.click(nodeCheckbox('用户管理'))
    expect(new Set(onChange.mock.lastCall?.[0])).toEqual(new Set([100, 1000, 1001]))
    expect(onChange.mock.lastCall?.[1]).toEqual([1])
    expect(isChecked('用户查询')).toBe(true)
    expect(isHalf('系统管理')).toBe(true)

    fireEvent.click(nodeCheckbox('角色管理'))
    // every child of 系统管理 is now checked, so it is checked too
    expect(new Set(onChange.mock.lastCall?.[0])).toEqual(new Set([1, 100, 1000, 1001, 101]))
    expect(onChange.mock.lastCall?.[1]).toEqual([])
  })

  it('with linkage off (父子联动 unticked), a node checks alone', () => {
    const onChange = vi.fn()
    const onLinkage = vi.fn()
    function Strict() {
      const [checked, setChecked] = useState<Key[]>([])
      return (
        <TreeCheckCard
          treeData={MENUS}
          value={checked}
          defaultExpandAll
          onLinkageChange={onLinkage}
          onChange={(c, h) => {
            setChecked(c)
            onChange(c, h)
          }}
        />
      )
    }
    render(<Strict />)
    fireEvent.click(screen.getByLabelText('父子联动'))
    expect(onLinkage).toHaveBeenCalledWith(false)
    fireEvent.click(nodeCheckbox('用户管理'))
    expect(onChange).toHaveBeenLastCalledWith([100], [])
    expect(isChecked('用户查询')).toBe(false)
    expect(isHalf('系统管理')).toBe(false)
  })

  it('expands and collapses every level with 展开/折叠', () => {
    render(<TreeCheckCard treeData={MENUS} />)
    expect(screen.queryByTitle('用户查询')).toBeNull()
    fireEvent.click(screen.getByLabelText('展开/折叠'))
    expect(screen.getByTitle('用户查询')).toBeTruthy()
    expect(screen.getByTitle('在线用户')).toBeTruthy()
    fireEvent.click(screen.getByLabelText('展开/折叠'))
    expect(screen.queryByTitle('用户管理')).toBeNull()
  })
})
