import { Table, type TableProps } from 'antd'

/**
 * A table inside a page, a dialog or a drawer that shows all its rows at once, compactly: antd's `Table` with
 * `size="small"` and no paging. Every other prop passes through, and either default may still be given.
 */
export function PlainTable<Row extends object>(props: TableProps<Row>) {
  return <Table<Row> size="small" pagination={false} {...props} />
}
