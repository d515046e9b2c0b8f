import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ListPagination } from './ListPagination'
import { ListToolbar } from './ListToolbar'

afterEach(() => cleanup())

describe('ListToolbar', () => {
  it('shows the actions and the RightToolbar, whose refresh reaches onRefresh', () => {
    const onRefresh = vi.fn()
    render(
      <ListToolbar showSearch onShowSearchChange={() => undefined} onRefresh={onRefresh}>
        <button data-testid="action">新增</button>
      </ListToolbar>,
    )
    expect(screen.getByTestId('action')).toBeTruthy()
    const toolbar = document.querySelector('.wp-right-toolbar') as HTMLElement
    const buttons = toolbar.querySelectorAll('button')
    expect(buttons.length).toBeGreaterThanOrEqual(2)
    fireEvent.click(buttons[1])
    expect(onRefresh).toHaveBeenCalledTimes(1)
  })
})

describe('ListPagination', () => {
  it('shows the list total and pages it through paginate(page, size)', () => {
    const paginate = vi.fn()
    render(<ListPagination list={{ total: 35, query: { pageNum: 1, pageSize: 10 }, paginate }} />)
    expect(screen.getByText('共 35 条')).toBeTruthy()
    fireEvent.click(screen.getByTitle('2'))
    expect(paginate).toHaveBeenCalledWith(2, 10)
  })
})
