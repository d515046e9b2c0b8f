/** The family's response envelopes. HTTP status stays 200; the outcome travels in `code`. */
export interface ApiEnvelope<T = unknown> {
  code: number
  msg: string
  data?: T
  [extra: string]: unknown
}

/** A page of a list: `rows` of the page and the `total` matching the filter. */
export interface TableEnvelope<T> {
  code: number
  msg: string
  rows: T[]
  total: number
}

/** Paging fields every list accepts (`pageNum` from 1, `pageSize`), with the family's sort fields. */
export interface PageQuery {
  pageNum?: number
  pageSize?: number
  orderByColumn?: string
  isAsc?: 'ascending' | 'descending' | 'asc' | 'desc'
}

export const SUCCESS_CODE = 200
