import { addDateRange } from '@wp/kit'
import { TABLE_PAGE_SIZE } from '../pagination/Pagination'
import { useCallback, useEffect, useRef, useState } from 'react'

export type Filters = Record<string, string | number | undefined>
export type DateRange = [string, string] | null

export interface ListQuery {
  pageNum: number
  pageSize: number
  filters: Filters
  dateRange: DateRange
}

/** The request parameters of a list: page, filters (blank ones dropped) and `params[beginTime|endTime]`. */
export function listParams(query: ListQuery): Record<string, unknown> {
  return { pageNum: query.pageNum, pageSize: query.pageSize, ...exportParams(query) }
}

/** What an export sends: the current filters and date range, without paging. */
export function exportParams(query: Pick<ListQuery, 'filters' | 'dateRange'>): Record<string, unknown> {
  const filters: Record<string, unknown> = {}
  for (const [k, v] of Object.entries(query.filters)) if (v !== undefined && v !== '') filters[k] = v
  return query.dateRange ? addDateRange(filters, query.dateRange) : filters
}

/**
 * A list page's state: query (page, size, filters, date range), rows, total, loading, and the family's
 * search / reset / page-change actions. Rows reload whenever the query changes; when requests overlap (a reload
 * while the page's first load is still out, a search typed quickly), only the answer to the one asked last is shown.
 */
export function useListPage<Row>(
  fetch: (params: Record<string, unknown>) => Promise<{ rows?: Row[]; total?: number }>,
  initialFilters: Filters = {},
) {
  const initial = useRef(initialFilters).current
  const [query, setQuery] = useState<ListQuery>({
    pageNum: 1,
    pageSize: TABLE_PAGE_SIZE,
    filters: initial,
    dateRange: null,
  })
  const [rows, setRows] = useState<Row[]>([])
  const [total, setTotal] = useState(0)
  const [loading, setLoading] = useState(false)
  const fetchRef = useRef(fetch)
  fetchRef.current = fetch
  /** the number of the request asked last: only its answer fills the table */
  const latest = useRef(0)

  const load = useCallback(async (q: ListQuery) => {
    const ticket = ++latest.current
    setLoading(true)
    try {
      const res = await fetchRef.current(listParams(q))
      if (ticket !== latest.current) return // an older answer that came late: a newer one is on its way
      setRows(res.rows ?? [])
      setTotal(res.total ?? 0)
    } catch {
      // the kit has told the user
    } finally {
      if (ticket === latest.current) setLoading(false)
    }
  }, [])

  useEffect(() => {
    void load(query)
  }, [query, load])

  /** 搜索: new filters, back to page 1 */
  const search = useCallback(
    (filters: Filters, dateRange: DateRange = null) =>
      setQuery((q) => ({ ...q, pageNum: 1, filters: { ...initial, ...filters }, dateRange })),
    [initial],
  )
  /** 重置 */
  const reset = useCallback(() => setQuery((q) => ({ ...q, pageNum: 1, filters: initial, dateRange: null })), [initial])
  const paginate = useCallback(
    (pageNum: number, pageSize: number) => setQuery((q) => ({ ...q, pageNum, pageSize })),
    [],
  )
  const reload = useCallback(() => load(query), [load, query])

  return { query, rows, total, loading, reload, search, reset, paginate }
}
