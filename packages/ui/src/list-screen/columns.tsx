import { MoreOutlined } from '@ant-design/icons'
import { DictTag, formatMoney, parseTime, selectDictLabels, toDictOption, useAccess } from '@wp/kit'
import { Button, Dropdown, Switch, type TableColumnsType } from 'antd'
import type { ReactNode } from 'react'
import { PermAction, RowActions } from '../perm-action/PermAction'
import type { Dicts } from './fields'
import { DeptName, UserName } from './pickers'
import { columnSortOrder, type SortState } from './sort'
import type { ColumnSpec, ExtraAction, ScreenContext, ScreenSpec, StatusToggle } from './types'

/**
 * One action behind a permission, or none when the permission is not given (the screen does not offer it):
 * `[...action(perms.edit, '修改', <EditOutlined />, 'post-row-edit', open)]`.
 */
export function action(
  perm: string | false | undefined,
  label: string,
  icon: ReactNode,
  testId: string,
  onClick: () => unknown,
  more: Partial<ExtraAction> = {},
): ExtraAction[] {
  return perm ? [{ perm, label, icon, testId, onClick, ...more }] : []
}

/** The family's 状态 column: a switch (0 on) that asks 确认要"启用""<name>"<noun>吗？ and changes the row's status. */
export function statusColumn<Row>(
  perm: string,
  noun: string,
  nameKey: keyof Row,
  change: (row: Row, status: '0' | '1') => Promise<unknown>,
): ColumnSpec<Row> {
  return {
    key: 'status',
    title: '状态',
    width: 90,
    toggle: { perm, noun, name: (row) => String(row[nameKey]), change },
  }
}

/** An extra action as a PermAction: a link in a row, a button in the toolbar. */
export function ExtraButton({ action, link }: { action: ExtraAction; link?: boolean }) {
  if (!action.perm)
    return (
      <Button
        type={link ? 'link' : 'default'}
        size={link ? 'small' : undefined}
        icon={action.icon}
        danger={action.danger}
        disabled={action.disabled}
        onClick={() => void action.onClick()}
        data-testid={action.testId}
      >
        {action.label}
      </Button>
    )
  return (
    <PermAction
      perms={[action.perm]}
      type={link ? 'link' : 'default'}
      icon={action.icon}
      danger={action.danger}
      disabled={action.disabled}
      confirm={action.confirm ? { content: action.confirm } : undefined}
      onClick={action.onClick}
      data-testid={action.testId}
    >
      {action.label}
    </PermAction>
  )
}

/** The row actions that go under 更多 (`more`): a dropdown of those the user may take. */
function MoreMenu({ name, actions }: { name: string; actions: readonly ExtraAction[] }) {
  const { hasPermiOr } = useAccess()
  const allowed = actions.filter((a) => !a.perm || hasPermiOr([a.perm]))
  if (!allowed.length) return null
  return (
    <Dropdown
      menu={{
        items: allowed.map((a, i) => ({ key: String(i), icon: a.icon, label: a.label, danger: a.danger })),
        onClick: ({ key }) => void allowed[Number(key)].onClick(),
      }}
    >
      <Button type="link" size="small" icon={<MoreOutlined />} data-testid={`${name}-row-more`}>
        更多
      </Button>
    </Dropdown>
  )
}

/** A row's actions side by side; those marked `more` in a 更多 menu at the end. */
export function RowActionBar({ name, actions }: { name: string; actions: readonly ExtraAction[] }) {
  return (
    <RowActions>
      {actions
        .filter((a) => !a.more)
        .map((a) => (
          <ExtraButton key={a.label} action={a} link />
        ))}
      <MoreMenu name={name} actions={actions.filter((a) => a.more)} />
    </RowActions>
  )
}

function StatusSwitch<Row>({
  toggle,
  row,
  value,
  locked,
  testId,
  screen,
}: {
  toggle: StatusToggle<Row>
  row: Row
  value: unknown
  locked: boolean
  testId: string
  screen: ScreenContext<Row>
}) {
  const { hasPermiOr } = useAccess()
  const change = (on: boolean) => {
    const verb = on ? '启用' : '停用'
    void screen.confirm(
      async () => {
        await toggle.change(row, on ? '0' : '1')
        screen.message.success(`${verb}成功`)
        await screen.reload()
      },
      { content: `确认要"${verb}""${toggle.name(row)}"${toggle.noun}吗？` },
    )
  }
  return (
    <Switch
      checked={value === '0'}
      disabled={locked || !hasPermiOr([toggle.perm])}
      onChange={change}
      aria-label={`${toggle.name(row)}的状态`}
      data-testid={testId}
    />
  )
}

const read = (row: object, path: string | readonly string[]): unknown =>
  (typeof path === 'string' ? [path] : path).reduce<unknown>(
    (v, key) => (v && typeof v === 'object' ? (v as Record<string, unknown>)[key] : undefined),
    row,
  )

function cell<Row extends object>(
  col: ColumnSpec<Row>,
  spec: Pick<ScreenSpec<Row>, 'name' | 'locked'>,
  screen: ScreenContext<Row>,
  dicts: Dicts,
) {
  return (_: unknown, row: Row, index: number): ReactNode => {
    const value = read(row, col.dataIndex ?? col.key)
    if (col.render) {
      const shown = col.render(value, row, index, screen)
      // a text drawn as something else (a link, a tag) keeps its full text on hover when the cell cuts it
      return !col.wrap && typeof value === 'string' && value && shown !== value ? (
        <span title={value}>{shown}</span>
      ) : (
        shown
      )
    }
    if (col.toggle)
      return (
        <StatusSwitch
          toggle={col.toggle}
          row={row}
          value={value}
          locked={spec.locked?.(row) ?? false}
          testId={`${spec.name}-${col.key}-switch`}
          screen={screen}
        />
      )
    // a dictionary's entries, else the fixed choices (a dictionary not defined on this server yet)
    const options =
      col.dict && (dicts[col.dict]?.length || !col.choices)
        ? (dicts[col.dict] ?? [])
        : col.choices?.map((c) => toDictOption({ dictLabel: c.label, dictValue: c.value, listClass: c.listClass }))
    if (options) {
      const text = value == null ? '' : String(value)
      const tag = <DictTag options={options} value={text} />
      // its labels on hover, for a cell that cuts a long one
      return col.wrap ? tag : <span title={selectDictLabels(options, text) || undefined}>{tag}</span>
    }
    if (col.time) return parseTime(value as string, col.time === true ? undefined : col.time)
    switch (col.kind) {
      case 'money':
        return value == null || value === '' ? null : formatMoney(Number(value))
      case 'boolean':
        return value === true ? '是' : value === false ? '否' : null
      case 'dept':
        return <DeptName id={value} />
      case 'user':
        return <UserName id={value} />
    }
    return value as ReactNode
  }
}

/** The table's columns from the description: dictionary tags, times, status switches, sorting, then 操作. */
export function buildColumns<Row extends object>(
  spec: Pick<ScreenSpec<Row>, 'name' | 'columns' | 'locked' | 'actionsWidth'>,
  screen: ScreenContext<Row>,
  dicts: Dicts,
  actions: ((row: Row) => ReactNode) | false,
  sort?: SortState,
): TableColumnsType<Row> {
  const columns: TableColumnsType<Row> = spec.columns.map((col) => ({
    key: col.key,
    title: col.title,
    dataIndex: (col.dataIndex ?? col.key) as string,
    width: columnWidth(col, dicts),
    align: col.align ?? 'center',
    fixed: col.fixed,
    ellipsis: !col.wrap,
    render: cell(col, spec, screen, dicts),
    ...(col.sorter
      ? { sorter: true, sortOrder: columnSortOrder(sort ?? {}, col.key), sortDirections: ['descend', 'ascend'] }
      : {}),
  }))
  if (!actions) return columns
  return [
    ...columns,
    {
      key: ACTIONS_KEY,
      title: '操作',
      width: spec.actionsWidth ?? 160,
      align: 'center',
      // stays in view while the rest of a wide table scrolls under it
      fixed: 'right',
      render: (_: unknown, row: Row) => (spec.locked?.(row) ? null : actions(row)),
    },
  ]
}

const ACTIONS_KEY = 'actions'
// Measured in Chromium with a CJK font (fonts-wqy-microhei) in the lists' middle-size tables, antd 6, 14 px text:
/** A cell's padding, 8 px a side in a middle-size table. */
const CELL_PADDING = 16
/** Room left over in a column sized to its content, so sub-pixel rounding never cuts it. */
const SPARE = 8
/** A CJK character is a full em of the 14 px font; a Latin letter or digit at most about 9 px. */
const CJK_CHAR = 14
const LATIN_CHAR = 9
/** A row's small link button: 7 px padding and a 1 px border a side; with an icon, 14 px and 8 px gap before its label. */
const BUTTON_CHROME = 16
const BUTTON_ICON = 22
/** A dictionary tag: 7 px padding and a 1 px border a side around its label. */
const TAG_CHROME = 16
/** A column sized to its dictionary's longest label stops here; a longer label is cut, with its full text on hover. */
const MAX_TAG_COLUMN = 240
/** Pixels per character of a header in the table's font (CJK characters are a full em of 14 px). */
const HEADER_CHAR = CJK_CHAR
/** A header's room beyond its text: the cell's padding, a sort arrow and its gap, and to spare. */
const HEADER_ROOM = 48

/** The width of `text` in the table's 14 px font: a full em for a CJK character, at most 9 px for another. */
export function textWidth(text: string): number {
  let width = 0
  for (const ch of text) width += ch.codePointAt(0)! >= 0x2e80 ? CJK_CHAR : LATIN_CHAR
  return width
}

/** A row action's link button: its label, its icon and the button's padding and border. */
export const actionButtonWidth = (a: Pick<ExtraAction, 'label' | 'icon'>) =>
  BUTTON_CHROME + (a.icon ? BUTTON_ICON : 0) + textWidth(a.label)

/**
 * A column's width when its description gives none, from what it shows: a full time 170, a date 110, a tag or switch
 * 100, a department or user name 130, money 130, 是/否 70; otherwise room for its header and a few more characters.
 * Every column has a width, so a table of many columns scrolls inside itself instead of squeezing some to "zha…".
 */
export function columnWidth<Row>(
  col: Pick<ColumnSpec<Row>, 'width' | 'title' | 'time' | 'dict' | 'choices' | 'kind' | 'toggle'>,
  dicts: Dicts = {},
) {
  if (col.width) return col.width
  const header = col.title.length * HEADER_CHAR + HEADER_ROOM
  const labels = (col.dict && dicts[col.dict]?.length ? dicts[col.dict] : col.choices) ?? []
  const tags = labels.length
    ? Math.min(MAX_TAG_COLUMN, Math.max(...labels.map((o) => textWidth(o.label))) + TAG_CHROME + CELL_PADDING + SPARE)
    : 0
  const shown = col.time
    ? col.time === true || /[hH]/.test(col.time)
      ? 170
      : 110
    : col.toggle || col.dict || col.choices
      ? 100
      : col.kind === 'boolean'
        ? 70
        : col.kind
          ? 130
          : 120
  return Math.max(header, shown, tags)
}

/**
 * The 操作 column's width for the widest row's buttons side by side (`rows`: each row's buttons, 更多 as one); a row
 * without any is given room for one. The description's `actionsWidth` (`declared`) may only widen it.
 */
export function actionsWidth(rows: readonly (readonly Pick<ExtraAction, 'label' | 'icon'>[])[], declared = 0): number {
  const widest = Math.max(
    actionButtonWidth({ label: '修改', icon: true }),
    ...rows.map((buttons) => buttons.reduce((sum, b) => sum + actionButtonWidth(b), 0)),
  )
  return Math.max(declared, CELL_PADDING + widest + SPARE)
}

/**
 * The width the table scrolls at: the sum of its columns (and the selection column). Narrower windows scroll the
 * table inside its own box, never the page; wider ones stretch it to fill (antd's min-width 100 %).
 */
export function tableScrollWidth<Row>(columns: TableColumnsType<Row>, selection = false): number {
  return columns.reduce((sum, c) => sum + (typeof c.width === 'number' ? c.width : 120), selection ? 48 : 0)
}
