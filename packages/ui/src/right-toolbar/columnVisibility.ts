/** One column a list page can show or hide. */
export interface ToolbarColumn {
  key: string
  label: string
  visible: boolean
}

type VisibilityMap = Record<string, boolean>

function read(storageKey: string): VisibilityMap | null {
  try {
    const raw = localStorage.getItem(storageKey)
    if (!raw) return null
    const parsed: unknown = JSON.parse(raw)
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return null
    const map: VisibilityMap = {}
    for (const [key, value] of Object.entries(parsed)) if (typeof value === 'boolean') map[key] = value
    return map
  } catch {
    return null
  }
}

/**
 * The columns with the visibility saved under `storageKey` applied. Columns the saved state does not mention
 * (added since) keep their default. Returns the same array when nothing changes.
 */
export function restoreColumnVisibility(columns: ToolbarColumn[], storageKey: string | undefined): ToolbarColumn[] {
  if (!storageKey) return columns
  const saved = read(storageKey)
  if (!saved) return columns
  let changed = false
  const next = columns.map((column) => {
    const visible = saved[column.key]
    if (visible === undefined || visible === column.visible) return column
    changed = true
    return { ...column, visible }
  })
  return changed ? next : columns
}

/** Saves `{ [key]: visible }` under `storageKey`, as the family's RightToolbar does. */
export function saveColumnVisibility(columns: ToolbarColumn[], storageKey: string | undefined) {
  if (!storageKey) return
  const map: VisibilityMap = {}
  for (const column of columns) map[column.key] = column.visible
  try {
    localStorage.setItem(storageKey, JSON.stringify(map))
  } catch {
    // storage full or blocked: the choice still applies for this visit
  }
}
