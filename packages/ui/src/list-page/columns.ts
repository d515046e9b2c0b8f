import type { ToolbarColumn } from '../right-toolbar/columnVisibility'
import type { TableColumnsType } from 'antd'

/** The toolbar's column list from table columns (every column with a key and a text title). */
export function toolbarColumns<T>(columns: TableColumnsType<T>): ToolbarColumn[] {
  return columns.flatMap((c) =>
    c.key && typeof c.title === 'string' ? [{ key: String(c.key), label: c.title, visible: true }] : [],
  )
}

/** The table columns the user chose to see (columns not in the toolbar list always show). */
export function visibleColumns<T>(columns: TableColumnsType<T>, chosen: ToolbarColumn[]): TableColumnsType<T> {
  const hidden = new Set(chosen.filter((c) => !c.visible).map((c) => c.key))
  return columns.filter((c) => !c.key || !hidden.has(String(c.key)))
}
