import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { TreeChoice } from '../list-screen/types'
import { filterTree, TreeFilter } from './TreeFilter'

const DEPTS: TreeChoice[] = [
  {
    value: 100,
    title: '若依科技',
    children: [
      { value: 101, title: '深圳总公司', children: [{ value: 103, title: '研发部门' }] },
      { value: 102, title: '长沙分公司', children: [{ value: 108, title: '市场部门' }] },
    ],
  },
]

afterEach(cleanup)

describe('TreeFilter', () => {
  it('narrows the tree to matching names and keeps their parents', () => {
    expect(filterTree(DEPTS, '研发')).toEqual([
      {
        value: 100,
        title: '若依科技',
        children: [{ value: 101, title: '深圳总公司', children: [{ value: 103, title: '研发部门', children: [] }] }],
      },
    ])
    expect(filterTree(DEPTS, '没有')).toEqual([])
    expect(filterTree(DEPTS, '')).toEqual(DEPTS)
  })

  it('shows every level expanded, filters by the typed name and reports the chosen node', () => {
    const onChange = vi.fn()
    render(<TreeFilter nodes={DEPTS} value={undefined} onChange={onChange} noun="部门名称" data-testid="f" />)
    expect(screen.getByText('市场部门')).toBeTruthy()
    fireEvent.change(screen.getByLabelText('部门名称'), { target: { value: '研发' } })
    expect(screen.queryByText('市场部门')).toBeNull()
    fireEvent.click(screen.getByText('研发部门'))
    expect(onChange).toHaveBeenCalledWith(103)
    expect(screen.getByPlaceholderText('请输入部门名称')).toBeTruthy()
  })
})
