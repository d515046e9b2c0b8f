import { Pagination as AntPagination } from 'antd'
import { useState, type CSSProperties } from 'react'
import { scrollTo, type ScrollTarget } from './scrollTo'

/** Page sizes offered by every list. */
export const PAGE_SIZES: readonly number[] = [10, 20, 30, 50]
/** Page size of the pagination widget when the caller gives none. */
export const DEFAULT_PAGE_SIZE = 20
/** Page size list pages start with (`queryParams.pageSize`), as in the family. */
export const TABLE_PAGE_SIZE = 10
/** Duration of the scroll back to the top after a page change. */
export const SCROLL_DURATION = 800
const MOBILE_WIDTH = 992

export interface PaginationChange {
  page: number
  limit: number
}

export interface PaginationProps {
  /** Number of rows on the server (the list answer's `total`). */
  total: number
  /** Current page, 1-based. Controlled when given; default 1. */
  page?: number
  /** Rows per page. Controlled when given; default 20. */
  limit?: number
  pageSizes?: readonly number[]
  /** Render nothing (the family's `hidden`). */
  hidden?: boolean
  /** Scroll back to the top (800 ms) after a change; default true. */
  autoScroll?: boolean
  /** What to scroll; the window by default. */
  scrollTarget?: () => ScrollTarget | null | undefined
  /** Fired for every page or size change with the page to load. */
  onPagination?: (change: PaginationChange) => void
  className?: string
  style?: CSSProperties
}

/**
 * The page to show after the page size changes: the family's rule is that when `page * size` passes the total
 * the list starts again from page 1, otherwise the page stays.
 */
export function pageAfterSizeChange(page: number, size: number, total: number): number {
  return page * size > total ? 1 : page
}

/** List pagination with total, sizes, prev, pager, next and jumper, as in the family. */
export function Pagination({
  total,
  page,
  limit,
  pageSizes = PAGE_SIZES,
  hidden = false,
  autoScroll = true,
  scrollTarget,
  onPagination,
  className,
  style,
}: PaginationProps) {
  const [ownPage, setOwnPage] = useState(page ?? 1)
  const [ownLimit, setOwnLimit] = useState(limit ?? DEFAULT_PAGE_SIZE)
  const current = page ?? ownPage
  const size = limit ?? ownLimit

  if (hidden) return null

  const handleChange = (nextPage: number, nextSize: number) => {
    const change: PaginationChange =
      nextSize !== size
        ? { page: pageAfterSizeChange(current, nextSize, total), limit: nextSize }
        : { page: nextPage, limit: nextSize }
    setOwnPage(change.page)
    setOwnLimit(change.limit)
    onPagination?.(change)
    if (autoScroll) void scrollTo(0, SCROLL_DURATION, scrollTarget?.() ?? window)
  }

  const narrow = typeof window !== 'undefined' && window.innerWidth < MOBILE_WIDTH

  return (
    <div
      className={['wp-pagination', className].filter(Boolean).join(' ')}
      style={{ display: 'flex', justifyContent: 'flex-end', padding: '16px 0', ...style }}
    >
      <AntPagination
        total={total}
        current={current}
        pageSize={size}
        pageSizeOptions={[...pageSizes]}
        showSizeChanger
        showQuickJumper
        showLessItems={narrow}
        showTotal={(count) => `共 ${count} 条`}
        onChange={handleChange}
      />
    </div>
  )
}
