import {
  crudApi,
  loadDeptTree,
  defaultsOf,
  fieldsIn,
  nameOf,
  permissionOf,
  type CrudApi,
  type InputOf,
  type ResourceDescription,
  type RowOf,
} from '@wp/kit'
import { useMemo } from 'react'
import { TreeFilter } from '../tree-filter/TreeFilter'
import { ListScreen } from './ListScreen'
import { useLoaded } from './pickers'
import { TreeTableScreen } from './TreeTableScreen'
import { useImport } from './useImport'
import {
  columns,
  dateRangeOf,
  exportChoice,
  formFields,
  kebab,
  parentChoices,
  permsOf,
  searchFields,
  treeFilterOf,
} from './fromResource'
import type {
  ColumnSpec,
  DialogSpec,
  FormField,
  ListScreenProps,
  ScreenContext,
  SearchField,
  TreeScreenProps,
} from './types'

/** Changes to the parts drawn from the description, by field key (a column's `render`, a search field's options). */
type ByKey<T, K extends PropertyKey> = { readonly [P in K]?: Partial<T> }

export interface ResourceScreenProps<R extends ResourceDescription, D = unknown> extends Partial<
  Omit<ListScreenProps<RowOf<R>, InputOf<R>, D>, 'load' | 'columns' | 'search' | 'dialog' | 'rowKey' | 'perms'>
> {
  /** the description the screen is drawn from */
  resource: R
  /** its calls; default `crudApi(resource)` */
  api?: CrudApi<R>
  /** the list's load in place of `api.list` (a list that waits for a filter) */
  load?: ListScreenProps<RowOf<R>>['load']
  columns?: ByKey<ColumnSpec<RowOf<R>>, keyof RowOf<R>>
  /** columns beyond the description (what another module tells of a row), each before the column `before` names */
  moreColumns?: readonly (ColumnSpec<RowOf<R>> & { before?: keyof RowOf<R> })[]
  search?: ByKey<SearchField, keyof RowOf<R>>
  /** the dialog's parts beyond the description (options it loads, a `defaults` function); `fields` by key */
  dialog?: Partial<Omit<DialogSpec<RowOf<R>, InputOf<R>, D>, 'fields'>> & {
    fields?: ByKey<FormField<InputOf<R>, D>, keyof InputOf<R>>
    /**
     * Fields beyond the description (a role's menu tree, saved by the screen's own `save`), each placed before the
     * described field named by `before`, else after the others.
     */
    extra?: readonly (Omit<FormField<InputOf<R>, D>, 'name'> & { name: string; before?: keyof InputOf<R> })[]
  }
  /** trees: open every level at first; whether a row may get children */
  expandAll?: boolean
  canAddChild?: TreeScreenProps<RowOf<R>>['canAddChild']
}

/** The described parts (dialog fields, columns) with the screen's extra ones placed among them, by name or key. */
function withExtra<F extends { name?: string; key?: string }>(
  items: F[],
  extra: readonly (F & { before?: unknown })[] = [],
) {
  const id = (item: F) => item.name ?? item.key
  const placed = items.flatMap((item) => [...extra.filter((e) => e.before === id(item)), item])
  return [...placed, ...extra.filter((e) => !items.some((item) => id(item) === e.before))]
}

const NO_DEPTS: never[] = []
/** The tree beside a list is read again each time the screen opens (departments change on their own screen). */
const freshDeptTree = () => loadDeptTree(true)

/** The department tree beside a list whose search has an `under` field: choosing a department filters by it. */
function DeptTreeFilter({
  testId,
  value,
  onChange,
}: {
  testId: string
  value: unknown
  onChange: (id?: number) => void
}) {
  const nodes = useLoaded(freshDeptTree, NO_DEPTS)
  return (
    <TreeFilter
      noun="部门名称"
      data-testid={testId}
      nodes={nodes}
      value={value as number | undefined}
      onChange={onChange}
    />
  )
}

/** The parts drawn from a description, each with the screen's changes to it (by key or name) applied. */
export const merged = <T extends { key?: string; name?: string }>(list: T[], changes?: Record<string, unknown>): T[] =>
  list.map((item) => ({ ...item, ...(changes?.[(item.key ?? item.name)!] as Partial<T> | undefined) }))

/**
 * A list screen drawn from a resource's description: the search form, the columns (dictionary tags, times, money,
 * the status switch), the add / edit dialog with the kit's rules, 导出, and every button behind the description's
 * permission. A tree resource gets the tree table. What the description cannot say is given as props, by field key.
 */
/** 是否确认删除<noun>"<name>"？ for the rows about to be deleted (their names, else their numbers; at most five). */
export function removeQuestion(resource: ResourceDescription, rows: readonly object[]): string {
  const key = nameOf(resource)
  const names = rows.map((row) =>
    String((row as Record<string, unknown>)[key] ?? (row as Record<string, unknown>)[resource.id]),
  )
  return deleteQuestion(resource.noun, names)
}

/**
 * 是否确认删除<noun>"<name>"、"<name>"？ (at most five names, then 等 N 项): the delete confirmation that names what
 * goes, for a list screen's `removeConfirm`.
 */
export function deleteQuestion(noun: string, names: readonly string[]): string {
  const shown =
    names
      .slice(0, 5)
      .map((n) => `"${n}"`)
      .join('、') + (names.length > 5 ? ` 等 ${names.length} 项` : '')
  return `是否确认删除${noun}${shown}？`
}

/**
 * A list screen's `removeConfirm` that asks {@link deleteQuestion} with each row's name:
 * `removeConfirm={deleteQuestionOf('台账', (r) => r.ledgerName)}`.
 */
export function deleteQuestionOf<Row>(noun: string, name: (row: Row) => string): (rows: readonly Row[]) => string {
  return (rows) => deleteQuestion(noun, rows.map(name))
}

export function ResourceScreen<const R extends ResourceDescription, D = unknown>(props: ResourceScreenProps<R, D>) {
  type Row = RowOf<R>
  type V = InputOf<R>
  const {
    resource,
    api: given,
    load,
    columns: cols,
    moreColumns,
    search,
    dialog,
    expandAll,
    canAddChild,
    toolbar,
    children,
    ...rest
  } = props
  const api = useMemo(() => given ?? crudApi(resource), [given, resource])
  const name = kebab(resource.key)
  const imports = useImport<Row>(resource, api as CrudApi<ResourceDescription>, name, toolbar, children)
  const idOf = (row: Row) => (row as Record<string, unknown>)[resource.id] as number
  const { fields: fieldChanges, extra, defaults, ...dialogRest } = dialog ?? {}
  const editable = permissionOf(resource, 'add') || permissionOf(resource, 'edit')
  const spec = {
    name,
    rowKey: resource.id as Extract<keyof Row, string>,
    perms: permsOf(resource),
    columnsKey: `${resource.module}-${name}-columns`,
    search: merged(searchFields(resource), search),
    dateRange: dateRangeOf(resource),
    columns: withExtra(merged(columns<Row>(resource, api as CrudApi<ResourceDescription>), cols), moreColumns),
    remove: (rows: readonly Row[]) => api.remove(rows.map(idOf)),
    // the question names what goes: 是否确认删除岗位"董事长"、"项目经理"？
    removeConfirm: (rows: readonly Row[]) => removeQuestion(resource, rows),
    dialog:
      editable && fieldsIn(resource, 'form').length
        ? {
            noun: resource.noun,
            width: resource.dialog?.width,
            labelWidth: resource.dialog?.labelWidth,
            fullScreen: resource.dialog?.fullScreen,
            // the description's defaults, and what the screen adds (a value from the route)
            defaults: (screen: ScreenContext<Row>) =>
              ({
                ...defaultsOf(resource),
                ...(typeof defaults === 'function' ? defaults(screen) : defaults),
              }) as Partial<V>,
            load: async (row: Row | undefined) => ({
              values: row && ((await api.get(idOf(row))) as unknown as Partial<V>),
              // a tree's dialog offers the rows it may move under
              data: (resource.tree
                ? { parents: parentChoices(resource, (await api.list()).rows, row && idOf(row)) }
                : undefined) as D,
            }),
            save: (values: V, row: Row | undefined) => (row ? api.edit(idOf(row), values) : api.add(values)),
            fields: withExtra(
              merged(formFields<V, D>(resource), fieldChanges),
              extra as readonly (FormField<V, D> & { before?: unknown })[],
            ),
            ...dialogRest,
          }
        : undefined,
    ...rest,
    ...imports,
  }
  if (resource.tree)
    return (
      <TreeTableScreen<Row, V, D>
        {...spec}
        load={async (filters) => (await (load ?? api.list)(filters)).rows ?? []}
        parentKey={resource.tree.parent as Extract<keyof Row, string>}
        expandAll={expandAll}
        canAddChild={canAddChild}
      />
    )
  const under = treeFilterOf(resource)
  return (
    <ListScreen<Row, V, D>
      {...spec}
      load={load ?? api.list}
      aside={
        under &&
        ((screen) => (
          <DeptTreeFilter
            testId={`${name}-dept-filter`}
            value={screen.query.filters[under.key]}
            onChange={(id) => screen.filter({ [under.key]: id })}
          />
        ))
      }
      exportFile={
        permissionOf(resource, 'export')
          ? (params, visible) => api.export(exportChoice(resource, params, visible))
          : undefined
      }
      clean={
        permissionOf(resource, 'clean')
          ? { confirm: `是否确认清空所有${resource.noun}数据项？`, action: () => api.clean() }
          : undefined
      }
      {...rest}
    />
  )
}
