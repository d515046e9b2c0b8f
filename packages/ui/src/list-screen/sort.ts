export interface SortState {
  orderByColumn?: string
  isAsc?: 'ascending' | 'descending'
}

/**
 * The family's sort parameters from an antd Table sorter (`onChange`'s third argument): the column's key and
 * ascending/descending; no order at all when the user clears the sort.
 */
export function sortParams(sorter: {
  columnKey?: unknown
  field?: unknown
  order?: 'ascend' | 'descend' | null
}): SortState {
  const column = sorter.columnKey ?? sorter.field
  if (!sorter.order || typeof column !== 'string') return {}
  return { orderByColumn: column, isAsc: sorter.order === 'ascend' ? 'ascending' : 'descending' }
}

/** The antd `sortOrder` a column shows for the current sort. */
export function columnSortOrder(sort: SortState, column: string): 'ascend' | 'descend' | null {
  if (sort.orderByColumn !== column) return null
  return sort.isAsc === 'ascending' ? 'ascend' : 'descend'
}

/** The list filters with the sort replaced (a cleared sort drops both keys). */
export function withSort<F extends Record<string, unknown>>(filters: F, sort: SortState): Record<string, unknown> {
  const rest: Record<string, unknown> = { ...filters }
  delete rest.orderByColumn
  delete rest.isAsc
  return { ...rest, ...sort }
}
