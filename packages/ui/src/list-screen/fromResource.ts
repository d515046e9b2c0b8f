import {
  choiceControlOf,
  dictTypeOf,
  fieldsIn,
  isMultiple,
  nameOf,
  permissionOf,
  rangeKeysOf,
  roleOf,
  rules as kitRules,
  searchOpOf,
  snakeCase,
  switchFieldOf,
  type CrudApi,
  type FieldDescription,
  type ResourceDescription,
  type SearchOp,
} from '@wp/kit'
import type { FormRule } from 'antd'
import type { ColumnSpec, FieldKind, FormField, ScreenPerms, SearchField, TreeChoice } from './types'

/**
 * A list screen's parts drawn from a resource's description: the search form, the columns, the dialog's fields and
 * the permissions of the standard actions. `ResourceScreen` renders them with `ListScreen` or `TreeTableScreen`.
 */

/** `dictData` → `dict-data`: test ids and storage keys in the pages' kebab case. */
export const kebab = (key: string) => snakeCase(key).replace(/_/g, '-')

const isRange = (f: FieldDescription) => searchOpOf(f) === 'between'
/** The family's own range (`params[beginTime]` / `params[endTime]`): the list screen's date range. */
const isFamilyRange = (f: FieldDescription) => isRange(f) && rangeKeysOf(f)[0] === 'beginTime'

/** The label of the family's date range, when a search field is one. */
export const dateRangeOf = (r: ResourceDescription) => {
  const f = fieldsIn(r, 'search').find(isFamilyRange)
  return f && (roleOf(f, 'search')!.label ?? f.label)
}

/** The dictionary type and the fixed choices a field's values are labelled with (the choices when the type has none). */
const choices = (f: FieldDescription) => ({ dict: dictTypeOf(f), options: f.options })

/** How a one-value comparison reads after the label in its filter's placeholder (定价大于等于). */
const COMPARISON_WORDS: Partial<Record<SearchOp, string>> = {
  notEquals: '不等于',
  gt: '大于',
  gte: '大于等于',
  lt: '小于',
  lte: '小于等于',
}

export function searchFields(r: ResourceDescription): SearchField[] {
  const name = kebab(r.key)
  return fieldsIn(r, 'search')
    .filter((f) => !isFamilyRange(f))
    .map((f) => {
      const role = roleOf(f, 'search')!
      const label = role.label ?? f.label
      const word = COMPARISON_WORDS[searchOpOf(f)]
      const base = {
        name: f.key,
        label,
        placeholder: role.placeholder ?? (word && `${label}${word}`),
        testId: `${name}-search-${f.key}`,
        ...(role.hidden || searchOpOf(f) === 'under' ? { hidden: true } : {}),
      }
      if (isRange(f)) return { ...base, range: { params: rangeKeysOf(f), time: f.type === 'datetime' } }
      const chosen = choices(f)
      if (f.type === 'boolean')
        return {
          ...base,
          options: [
            { value: 'true', label: '是' },
            { value: 'false', label: '否' },
          ],
        }
      return { ...base, ...chosen, multiple: searchOpOf(f) === 'in' }
    })
}

const CELL_KIND: Partial<Record<FieldDescription['type'], ColumnSpec<never>['kind']>> = {
  money: 'money',
  boolean: 'boolean',
  dept: 'dept',
  user: 'user',
}

export function columns<Row>(r: ResourceDescription, api: CrudApi<ResourceDescription>): ColumnSpec<Row>[] {
  const toggle = switchFieldOf(r)
  const perm = permissionOf(r, 'changeStatus')
  return fieldsIn(r, 'list').map((f) => {
    const role = roleOf(f, 'list')!
    const dict = dictTypeOf(f)
    return {
      key: f.key,
      title: role.title ?? f.label,
      width: role.width,
      align: role.align,
      fixed: role.fixed,
      wrap: role.ellipsis === false,
      hidden: role.hidden,
      sorter: role.sorter,
      dict,
      choices: f.options,
      ...(f.type === 'datetime' || f.type === 'date'
        ? { time: role.format ?? (f.type === 'date' ? '{y}-{m}-{d}' : true) }
        : {}),
      kind: CELL_KIND[f.type],
      ...(toggle === f && perm
        ? {
            toggle: {
              perm,
              noun: r.noun,
              name: (row: Row) => String((row as Record<string, unknown>)[nameOf(r)] ?? ''),
              change: (row: Row, status: '0' | '1') =>
                api.changeStatus((row as Record<string, unknown>)[r.id] as number, status),
            },
          }
        : {}),
    }
  })
}

/** The dialog's control of a field, from its type. */
function kindOf(f: FieldDescription): FieldKind {
  switch (f.type) {
    case 'textarea':
      return 'textarea'
    case 'richText':
      return 'rich-text'
    case 'integer':
    case 'number':
    case 'percent':
      return 'number'
    case 'dict':
    case 'status': {
      const control = choiceControlOf(f)
      return isMultiple(f) ? (control === 'checkbox' ? 'checkbox' : 'multi-select') : control
    }
    case 'boolean':
      return 'switch'
    case 'password':
      return 'password'
    case 'money':
    case 'date':
    case 'datetime':
    case 'dept':
    case 'user':
    case 'image':
    case 'file':
      return f.type
    default:
      return 'text'
  }
}

/** The kit's rules for a field: its length when bounded both ways, its shared checks by name and its pattern. */
function rulesOf(f: FieldDescription): FormRule[] {
  return [
    ...(f.minLength && f.maxLength ? [kitRules.lengthRange(f.minLength, f.maxLength)] : []),
    ...(f.rules ?? []).map((name) => kitRules[name]),
    ...(f.pattern ? [{ pattern: new RegExp(`^(?:${f.pattern.regex})$`), message: f.pattern.message }] : []),
  ]
}

const TEXT_KINDS: readonly FieldKind[] = ['text', 'textarea', 'password']

/**
 * A tree's possible parents for a row: every row but itself and those below it, under a top node (0), by name.
 */
export function parentChoices(r: ResourceDescription, rows: readonly object[], except?: number): TreeChoice[] {
  const parent = r.tree!.parent
  const byParent = new Map<number, Record<string, unknown>[]>()
  for (const row of rows as Record<string, unknown>[])
    byParent.set(Number(row[parent]), [...(byParent.get(Number(row[parent])) ?? []), row])
  const below = (id: number, depth = 0): TreeChoice[] =>
    depth > 50
      ? []
      : (byParent.get(id) ?? [])
          .filter((row) => row[r.id] !== except)
          .map((row) => ({
            value: row[r.id] as number,
            title: String(row[nameOf(r)] ?? row[r.id]),
            children: below(row[r.id] as number, depth + 1),
          }))
  return [{ value: 0, title: `无（顶级${r.noun}）`, children: below(0) }]
}

/** What a tree's dialog loads besides the row: the parents it may choose. */
export interface TreeDialogData {
  parents: TreeChoice[]
}

export function formFields<V, D>(r: ResourceDescription): FormField<V, D>[] {
  const name = kebab(r.key)
  return fieldsIn(r, 'form').map((f) => {
    const role = roleOf(f, 'form')!
    const kind = r.tree?.parent === f.key ? 'tree-select' : kindOf(f)
    const places = f.type === 'integer' ? 0 : f.type === 'number' ? (f.precision ?? 2) : 2
    return {
      name: f.key as Extract<keyof V, string>,
      label: role.label ?? f.label,
      kind,
      required: !!(role.required ?? f.required),
      ...(TEXT_KINDS.includes(kind) ? { max: f.maxLength } : {}),
      rules: rulesOf(f),
      ...choices(f),
      placeholder: role.placeholder,
      tooltip: role.tooltip,
      span: role.span,
      region: role.region,
      disabled: role.readOnly === 'edit' ? ({ mode }) => mode === 'edit' : role.readOnly,
      ...(role.only ? { visible: ({ mode }: { mode: 'add' | 'edit' }) => mode === role.only } : {}),
      bounds: { min: f.min ?? 0, max: f.max ?? (kind === 'number' ? 99999 : undefined), precision: places },
      unit: f.unit,
      joined: isMultiple(f),
      ...(kind === 'tree-select' ? { tree: ({ data }) => (data as TreeDialogData | undefined)?.parents ?? [] } : {}),
      testId: `${name}-${f.key}`,
    }
  })
}

/** The search field chosen in the department tree beside the list (`op: 'under'`), if any. */
export const treeFilterOf = (r: ResourceDescription) => fieldsIn(r, 'search').find((f) => searchOpOf(f) === 'under')

/**
 * What 导出 sends: the filters, and — when the user hid some of the list's columns — `columns`, the exported fields
 * still visible, in the sheet's order (none when every column is visible: the server then exports them all).
 */
export function exportChoice(
  r: ResourceDescription,
  params: Record<string, unknown>,
  shown: readonly { key: string; visible: boolean }[],
): Record<string, unknown> {
  if (shown.every((c) => c.visible)) return params
  const visible = new Set(shown.filter((c) => c.visible).map((c) => c.key))
  const columns = fieldsIn(r, 'export')
    .map((f) => f.key)
    .filter((key) => visible.has(key))
  return columns.length ? { ...params, columns: columns.join(',') } : params
}

/** The standard actions' permissions (an action the resource does not offer has none, so no button). */
export const permsOf = (r: ResourceDescription): ScreenPerms => ({
  query: permissionOf(r, 'query'),
  add: permissionOf(r, 'add'),
  edit: permissionOf(r, 'edit'),
  remove: permissionOf(r, 'remove'),
  export: permissionOf(r, 'export'),
})
