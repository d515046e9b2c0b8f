import { Pagination } from '../pagination/Pagination'
import type { ListQuery } from './useListPage'

/** What ListPagination needs of `useListPage`'s result. */
export interface PagedList {
  total: number
  query: Pick<ListQuery, 'pageNum' | 'pageSize'>
  paginate: (pageNum: number, pageSize: number) => void
}

/** The Pagination under a `useListPage` table: shows its total and page, and pages it. */
export function ListPagination({ list }: { list: PagedList }) {
  return (
    <Pagination
      total={list.total}
      page={list.query.pageNum}
      limit={list.query.pageSize}
      onPagination={({ page, limit }) => list.paginate(page, limit)}
    />
  )
}
