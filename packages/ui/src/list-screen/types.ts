import type { App, FormRule } from 'antd'
import type { ReactNode } from 'react'
import type { Confirm } from '../confirm-action/ConfirmAction'
import type { ToolbarColumn } from '../right-toolbar/columnVisibility'
import type { Filters, ListQuery } from '../list-page/useListPage'

/** A row's id (the value under the screen's `rowKey`). */
export type Id = string | number

/** One choice of a select or radio group. */
export interface Choice {
  value: string | number
  label: ReactNode
  disabled?: boolean
}

/**
 * The permissions of a screen's standard actions, usually a permission set from @wp/contract
 * (`SYSTEM_PERMISSIONS.post`). An action whose permission is missing is not offered.
 */
export interface ScreenPerms {
  query?: string
  add?: string
  edit?: string
  remove?: string
  export?: string
}

/** What a description's callbacks may use: the list's state and the screen's actions. */
export interface ScreenContext<Row> {
  query: ListQuery
  selected: readonly Row[]
  reload: () => Promise<void>
  /** navigation that works in every face (router in the portal, page load elsewhere) */
  go: (to: string) => void
  /** opens the add dialog, optionally with values (a parent id) */
  add: (initial?: Record<string, unknown>) => void
  /** opens the edit dialog of a row */
  edit: (row: Row) => void
  /** writes values into the search form (hidden fields too) and searches */
  filter: (values: Filters) => void
  message: ReturnType<typeof App.useApp>['message']
  /** asks 提示 / <content> first, then runs the action */
  confirm: Confirm
}

/** A filter of the search form above the list. */
export interface SearchField {
  name: string
  label: string
  /** a dictionary type: the filter is a select of its entries */
  dict?: string
  /** fixed choices: the filter is a select of them */
  options?: readonly Choice[]
  /** default 请输入<label> for text, <label> for selects */
  placeholder?: string
  testId?: string
  /** not shown: set by the screen (`screen.filter`, presets), sent with every search, cleared by 重置 */
  hidden?: boolean
  /** several choices at once, sent comma-joined (`1,3`) */
  multiple?: boolean
  /** a date range sent as `params[<begin>]` / `params[<end>]`; `datetime` picks times as well */
  range?: { params: readonly [begin: string, end: string]; time?: boolean }
}

/** The control of a dialog field. */
export type FieldKind =
  | 'text'
  | 'password'
  | 'textarea'
  | 'number'
  | 'money'
  | 'date'
  | 'datetime'
  | 'radio'
  | 'radio-button'
  | 'select'
  | 'multi-select'
  | 'checkbox'
  | 'switch'
  | 'tree-select'
  | 'dept'
  | 'user'
  | 'image'
  | 'file'
  | 'rich-text'

/** A tree node for 'tree-select' fields. */
export interface TreeChoice {
  value: Id
  title: ReactNode
  children?: TreeChoice[]
}

/** What a dialog field's callbacks see: add or edit, the current values and what the dialog loaded. */
export interface FieldContext<V, D> {
  mode: 'add' | 'edit'
  values: Partial<V>
  /** what `load` returned besides the values (options, trees) */
  data: D | undefined
}

/** One field of the add / edit dialog, validated with the kit's rules. */
export interface FormField<V, D = unknown> {
  name: Extract<keyof V, string>
  label: string
  kind?: FieldKind
  /** rules.required */
  required?: boolean | ((ctx: FieldContext<V, D>) => boolean)
  /** rules.maxLength(max) */
  max?: number
  /** more of the kit's rules (rules.email, rules.phone …) */
  rules?: readonly FormRule[]
  /** choices from a dictionary type (select, radio) */
  dict?: string
  /** fixed choices, or choices from what the dialog loaded */
  options?: readonly Choice[] | ((ctx: FieldContext<V, D>) => readonly Choice[])
  /** the tree of a 'tree-select' */
  tree?: (ctx: FieldContext<V, D>) => readonly TreeChoice[]
  placeholder?: string
  tooltip?: ReactNode
  /** help under the control */
  extra?: ReactNode | ((ctx: FieldContext<V, D>) => ReactNode)
  /** 12 puts two fields on a row (default 24) */
  span?: number
  /** the dialog's section: a titled divider above its first field (fields without one come first) */
  region?: string
  /** shown only when this says so (e.g. on add, or for one menu type) */
  visible?: (ctx: FieldContext<V, D>) => boolean
  disabled?: boolean | ((ctx: FieldContext<V, D>) => boolean)
  /** 'number' and 'money': bounds and decimal places (default 0 to 99999, whole numbers) */
  bounds?: { min?: number; max?: number; precision?: number }
  /** shown after the control (万元, %) */
  unit?: string
  /** 'select', 'checkbox', 'image' and 'file': the value is one comma-joined text (`1,3`), as the family stores it */
  joined?: boolean
  /** the input's maxlength attribute */
  maxLength?: number
  testId?: string
  /** a control of its own; the form item gives it `value` and `onChange` */
  render?: (ctx: FieldContext<V, D>) => ReactNode
}

/** The add / edit dialog of a screen. */
export interface DialogSpec<Row, V, D = unknown> {
  /** what the screen lists: 岗位 gives 添加岗位 / 修改岗位 */
  noun: string
  fields: readonly FormField<V, D>[]
  /** the values a new record starts with */
  defaults?: Partial<V> | ((screen: ScreenContext<Row>) => Partial<V>)
  /** reads the row to edit, or what adding needs (`row` undefined): the form's values and any options */
  load?: (row: Row | undefined) => Promise<{ values?: Partial<V>; data?: D }>
  /**
   * sends the form: add when `row` is undefined, else edit that row; resolving to a text says that instead of
   * 新增成功 / 修改成功 (an edit that went to approval has not been saved yet)
   */
  save: (values: V, row: Row | undefined, data: D | undefined) => Promise<unknown>
  width?: number
  /** label column width in px (default: the longest label's, 80 to 160; longer labels wrap) */
  labelWidth?: number
  /** a 全屏 button in the title (long content such as a rich-text editor) */
  fullScreen?: boolean
}

/** A column of the list. */
export interface ColumnSpec<Row> {
  /** the column's key: its data field (unless `dataIndex`) and its name in the column chooser */
  key: string
  title: string
  dataIndex?: string | readonly string[]
  width?: number
  align?: 'left' | 'center' | 'right'
  /** no ellipsis for long values */
  wrap?: boolean
  /** show the value as a tag of this dictionary type */
  dict?: string
  /** show the value as the label of one of these choices (no dictionary type holds them) */
  choices?: readonly { value: string; label: string; listClass?: string }[]
  /** how the value reads: money with thousands, 是 / 否, a department's or user's name */
  kind?: 'money' | 'boolean' | 'dept' | 'user'
  fixed?: 'left' | 'right'
  /** offered in the column chooser but hidden at first */
  hidden?: boolean
  /** format the value as a time: true for yyyy-MM-dd HH:mm:ss, or a parseTime pattern */
  time?: true | string
  /** sorted by the server (orderByColumn / isAsc) */
  sorter?: boolean
  /** a status switch (0 on, 1 off) that asks before changing */
  toggle?: StatusToggle<Row>
  render?: (value: unknown, row: Row, index: number, screen: ScreenContext<Row>) => ReactNode
}

/** The switch of a status column: 确认要"启用""<name>"<noun>吗？ then 启用成功. */
export interface StatusToggle<Row> {
  perm: string
  noun: string
  name: (row: Row) => string
  change: (row: Row, status: '0' | '1') => Promise<unknown>
}

/** A toolbar or row action beyond the standard ones. */
export interface ExtraAction {
  /** shown only to holders of this permission (no permission: always shown) */
  perm?: string
  label: string
  icon?: ReactNode
  testId?: string
  danger?: boolean
  disabled?: boolean
  /** ask first with this text */
  confirm?: string
  /** in a row: listed under 更多 instead of beside 修改 / 删除 */
  more?: boolean
  onClick: () => unknown
}

/** The parts a list screen and a tree screen share. */
export interface ScreenSpec<Row, V = Partial<Row>, D = unknown> {
  /** data-testid prefix: post gives post-page, post-table, post-add, post-row-edit, post-dialog, post-submit … */
  name: string
  rowKey: Extract<keyof Row, string>
  perms: ScreenPerms
  search?: readonly SearchField[]
  /** label of a date range filter sent as params[beginTime|endTime] */
  dateRange?: string
  columns: readonly ColumnSpec<Row>[]
  /** localStorage key of the column chooser; no chooser without it */
  columnsKey?: string
  dialog?: DialogSpec<Row, V, D>
  /**
   * 新增 and 修改 open these pages instead of the dialog (a long form with a route of its own, as the spec's
   * `…/add` pages); the dialog's permissions still decide whether the buttons show.
   */
  pages?: { add?: string; edit?: (row: Row) => string }
  /** deletes rows (after the confirmation) */
  remove?: (rows: readonly Row[]) => Promise<unknown>
  /** where 删除 is offered: in each row and the toolbar (default), or only in the toolbar (logs) */
  removeFrom?: 'rows-and-toolbar' | 'toolbar'
  /** whether a row may be deleted (default: every row) */
  canRemove?: (row: Row) => boolean
  /** the confirmation's text for deleting these rows (default 确认执行该操作？) */
  removeConfirm?: (rows: readonly Row[]) => string
  /** after a save or a delete, besides reloading (e.g. forgetting cached dictionaries) */
  changed?: (screen: ScreenContext<Row>) => void
  /** a row nobody may select, switch, edit or delete (the super administrator) */
  locked?: (row: Row) => boolean
  /** more buttons after the standard ones */
  toolbar?: (screen: ScreenContext<Row>) => readonly ExtraAction[]
  /** more actions in each row after 修改 / 删除 */
  rowActions?: (row: Row, screen: ScreenContext<Row>) => readonly ExtraAction[]
  /** width of the 操作 column, at least (it is as wide as the widest row's buttons in any case) */
  actionsWidth?: number
  /** other dialogs of the screen (import, reset password …), rendered with it */
  children?: (screen: ScreenContext<Row>) => ReactNode
}

/** A paged list screen (users, posts, logs …). */
export interface ListScreenProps<Row, V = Partial<Row>, D = unknown> extends ScreenSpec<Row, V, D> {
  /** one page of rows for the query parameters (page, size, filters, params[beginTime|endTime]) */
  load: (params: Record<string, unknown>) => Promise<{ rows?: Row[]; total?: number }>
  /** the server answers every row at once; the screen pages them */
  clientPaging?: boolean
  /** filters written into the search form and searched with; 重置 returns to them */
  presetFilters?: Filters
  /** sends the current filters (and the columns the user left visible) to the export */
  exportFile?: (params: Record<string, unknown>, visible: readonly ToolbarColumn[]) => unknown
  /** 清空: deletes every row after this confirmation (needs perms.remove) */
  clean?: { confirm: string; action: () => Promise<unknown> }
  /** 详细: a read-only dialog of one row (needs perms.query) */
  detail?: { title: string; width?: number; render: (row: Row) => ReactNode }
  /** the default sort sent as orderByColumn / isAsc */
  defaultSort?: { orderByColumn: string; isAsc: 'ascending' | 'descending' }
  /** whether 新增 is possible now */
  canAdd?: (screen: ScreenContext<Row>) => boolean
  /** a panel left of the list, e.g. a tree that filters it through `screen.filter` */
  aside?: (screen: ScreenContext<Row>) => ReactNode
}

/** A tree table screen (departments, menus): the whole list at once, built into a tree on `rowKey`. */
export interface TreeScreenProps<Row, V = Partial<Row>, D = unknown> extends ScreenSpec<Row, V, D> {
  load: (filters: Record<string, unknown>) => Promise<Row[]>
  /** the field naming a row's parent (default parentId); 新增 in a row adds a child with it */
  parentKey?: Extract<keyof Row, string>
  /** open every level at first */
  expandAll?: boolean
  /** whether a row may get children (新增 in the row) */
  canAddChild?: (row: Row) => boolean
}
