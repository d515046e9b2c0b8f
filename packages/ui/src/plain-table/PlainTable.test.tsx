import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { PlainTable } from './PlainTable'

afterEach(() => cleanup())

const rows = Array.from({ length: 12 }, (_, i) => ({ id: i + 1, name: `行${i + 1}` }))
const columns = [{ title: '名称', dataIndex: 'name' }]

describe('PlainTable', () => {
  it('shows every row, small, without a pager', () => {
    render(<PlainTable rowKey="id" dataSource={rows} columns={columns} data-testid="plain" />)
    expect(screen.getByTestId('plain').querySelectorAll('tbody tr.ant-table-row')).toHaveLength(12)
    expect(document.querySelector('.ant-table-small')).not.toBeNull()
    expect(document.querySelector('.ant-pagination')).toBeNull()
  })

  it('takes a size or paging of its own', () => {
    render(
      <PlainTable
        rowKey="id"
        size="middle"
        pagination={{ pageSize: 5 }}
        dataSource={rows}
        columns={columns}
        data-testid="paged"
      />,
    )
    expect(screen.getByTestId('paged').querySelectorAll('tbody tr.ant-table-row')).toHaveLength(5)
    expect(document.querySelector('.ant-table-small')).toBeNull()
    expect(document.querySelector('.ant-pagination')).not.toBeNull()
  })
})
