import { AppstoreOutlined, ReloadOutlined, SearchOutlined } from '@ant-design/icons'
import { Button, Modal, Space, Tooltip, Transfer } from 'antd'
import { useEffect, useRef, useState, type CSSProperties } from 'react'
import { restoreColumnVisibility, saveColumnVisibility, type ToolbarColumn } from './columnVisibility'

export const COLUMNS_DIALOG_TITLE = '显示/隐藏'

export interface RightToolbarProps {
  /** Whether the page's search form is shown. */
  showSearch?: boolean
  onShowSearchChange?: (show: boolean) => void
  /** Offer the search toggle; default true. */
  search?: boolean
  /** The refresh button (the family's `queryTable`). */
  onRefresh?: () => void
  /** Columns the user may show or hide; without them there is no column button. */
  columns?: ToolbarColumn[]
  onColumnsChange?: (columns: ToolbarColumn[]) => void
  /** localStorage key under which this table's column visibility is remembered. */
  storageKey?: string
  /** Space on the right, halved as in the family; default 10. */
  gutter?: number
  className?: string
  style?: CSSProperties
}

/**
 * Column state for a list page, starting from what was saved under `storageKey`, so the table does not
 * flash the default columns first. Pass the pair to `<RightToolbar columns onColumnsChange storageKey>`.
 */
export function useToolbarColumns(
  initial: ToolbarColumn[],
  storageKey?: string,
): [ToolbarColumn[], (columns: ToolbarColumn[]) => void] {
  const [columns, setColumns] = useState(() => restoreColumnVisibility(initial, storageKey))
  return [columns, setColumns]
}

/** The tool buttons on the right above a list: search toggle, refresh, column visibility. */
export function RightToolbar({
  showSearch = true,
  onShowSearchChange,
  search = true,
  onRefresh,
  columns,
  onColumnsChange,
  storageKey,
  gutter = 10,
  className,
  style,
}: RightToolbarProps) {
  const [dialogOpen, setDialogOpen] = useState(false)
  const latest = useRef({ columns, onColumnsChange })
  latest.current = { columns, onColumnsChange }

  // Apply the saved visibility once per storage key, for callers that did not start from useToolbarColumns.
  useEffect(() => {
    const { columns: current, onColumnsChange: notify } = latest.current
    if (!current || !storageKey) return
    const restored = restoreColumnVisibility(current, storageKey)
    if (restored !== current) notify?.(restored)
  }, [storageKey])

  const changeHidden = (hiddenKeys: readonly (string | number | bigint)[]) => {
    if (!columns) return
    const hidden = new Set(hiddenKeys.map(String))
    const next = columns.map((column) => ({ ...column, visible: !hidden.has(column.key) }))
    saveColumnVisibility(next, storageKey)
    onColumnsChange?.(next)
  }

  const searchTip = showSearch ? '隐藏搜索' : '显示搜索'

  return (
    <div
      className={['wp-right-toolbar', className].filter(Boolean).join(' ')}
      style={{ display: 'inline-flex', marginRight: gutter / 2, ...style }}
    >
      <Space size={8}>
        {search && (
          <Tooltip title={searchTip}>
            <Button
              shape="circle"
              icon={<SearchOutlined />}
              aria-label={searchTip}
              onClick={() => onShowSearchChange?.(!showSearch)}
            />
          </Tooltip>
        )}
        <Tooltip title="刷新">
          <Button shape="circle" icon={<ReloadOutlined />} aria-label="刷新" onClick={() => onRefresh?.()} />
        </Tooltip>
        {columns && (
          <Tooltip title="显隐列">
            <Button
              shape="circle"
              icon={<AppstoreOutlined />}
              aria-label="显隐列"
              onClick={() => setDialogOpen(true)}
            />
          </Tooltip>
        )}
      </Space>
      {columns && (
        <Modal
          title={COLUMNS_DIALOG_TITLE}
          open={dialogOpen}
          footer={null}
          width={560}
          onCancel={() => setDialogOpen(false)}
        >
          <Transfer
            dataSource={columns.map((column) => ({ key: column.key, title: column.label }))}
            targetKeys={columns.filter((column) => !column.visible).map((column) => column.key)}
            titles={['显示', '隐藏']}
            actions={['隐藏', '显示']}
            render={(item) => item.title ?? item.key}
            onChange={(targetKeys) => changeHidden(targetKeys)}
          />
        </Modal>
      )}
    </div>
  )
}
