import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { ConfigProvider } from 'antd'
import zhCN from 'antd/locale/zh_CN'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { DEFAULT_PAGE_SIZE, Pagination, pageAfterSizeChange, type PaginationProps } from './Pagination'

function renderPagination(props: PaginationProps) {
  return render(
    <ConfigProvider locale={zhCN}>
      <Pagination {...props} />
    </ConfigProvider>,
  )
}

async function chooseSize(label: string) {
  fireEvent.mouseDown(screen.getByRole('combobox'))
  const option = await screen.findByTitle(label)
  fireEvent.click(option)
}

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

describe('pageAfterSizeChange', () => {
  it('goes back to page 1 when page * size passes the total', () => {
    expect(pageAfterSizeChange(5, 50, 100)).toBe(1)
  })
  it('keeps the page when page * size is within the total', () => {
    expect(pageAfterSizeChange(2, 20, 100)).toBe(2)
    expect(pageAfterSizeChange(2, 50, 100)).toBe(2)
  })
})

describe('Pagination', () => {
  it('shows the total and offers the sizes 10/20/30/50 with 20 by default', async () => {
    renderPagination({ total: 95 })
    expect(screen.getByText('共 95 条')).toBeTruthy()
    expect(screen.getAllByTitle('20 条/页').length).toBeGreaterThan(0)
    expect(DEFAULT_PAGE_SIZE).toBe(20)
    // 95 rows at 20 per page → 5 pages
    expect(screen.getByTitle('5')).toBeTruthy()
    expect(screen.queryByTitle('6')).toBeNull()
    fireEvent.mouseDown(screen.getByRole('combobox'))
    for (const label of ['10 条/页', '20 条/页', '30 条/页', '50 条/页']) {
      expect((await screen.findAllByTitle(label)).length).toBeGreaterThan(0)
    }
    expect(screen.getByText(/跳至/)).toBeTruthy()
  })

  it('emits the new page when a page number is clicked', () => {
    const onPagination = vi.fn()
    renderPagination({ total: 100, page: 1, limit: 10, onPagination })
    fireEvent.click(screen.getByTitle('3'))
    expect(onPagination).toHaveBeenCalledWith({ page: 3, limit: 10 })
  })

  it('goes to page 1 when a larger page size makes page * size pass the total', async () => {
    const onPagination = vi.fn()
    renderPagination({ total: 100, page: 5, limit: 10, onPagination })
    await chooseSize('50 条/页')
    expect(onPagination).toHaveBeenLastCalledWith({ page: 1, limit: 50 })
  })

  it('keeps the page when the new size still reaches it', async () => {
    const onPagination = vi.fn()
    renderPagination({ total: 100, page: 2, limit: 10, onPagination })
    await chooseSize('30 条/页')
    expect(onPagination).toHaveBeenLastCalledWith({ page: 2, limit: 30 })
  })

  it('moves by itself when the caller does not control the page', () => {
    const onPagination = vi.fn()
    renderPagination({ total: 100, onPagination })
    fireEvent.click(screen.getByTitle('下一页'))
    expect(onPagination).toHaveBeenLastCalledWith({ page: 2, limit: 20 })
    const active = document.querySelector('.ant-pagination-item-active')
    expect(active && within(active as HTMLElement).getByText('2')).toBeTruthy()
  })

  it('scrolls the target back to the top over 800 ms after a change', async () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'performance', 'Date'] })
    try {
      const box = document.createElement('div')
      box.scrollTop = 600
      renderPagination({ total: 100, scrollTarget: () => box })
      fireEvent.click(screen.getByTitle('2'))
      act(() => vi.advanceTimersByTime(400))
      expect(box.scrollTop).toBeGreaterThan(0)
      expect(box.scrollTop).toBeLessThan(600)
      act(() => vi.advanceTimersByTime(450))
      expect(box.scrollTop).toBe(0)
    } finally {
      vi.useRealTimers()
    }
  })

  it('does not scroll when autoScroll is off', () => {
    const box = document.createElement('div')
    box.scrollTop = 600
    renderPagination({ total: 100, autoScroll: false, scrollTarget: () => box })
    fireEvent.click(screen.getByTitle('2'))
    expect(box.scrollTop).toBe(600)
  })

  it('renders nothing when hidden', () => {
    const { container } = renderPagination({ total: 100, hidden: true })
    expect(container.querySelector('.ant-pagination')).toBeNull()
  })
})
