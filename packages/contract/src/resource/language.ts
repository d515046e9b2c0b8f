/**
 * The resource description language: one plain, serialisable description per resource (a post, a notice, a hazard,
 * a ledger row) from which the server draws its validation, routes, sort allowlist, data scope and export, and the
 * browser its typed calls, list columns, search form and dialog. No functions: a description stored as JSON (a ledger
 * an administrator defines at run time, the code generator's output) is as valid as one written in TypeScript, and
 * `checkResource` says what is wrong with one.
 */

/** How a value is typed in, checked, stored and shown. */
export type FieldType =
  /** one line of plain text; `<` and `>` are refused (names and titles end up in pages) */
  | 'text'
  /** several lines of plain text */
  | 'textarea'
  /** HTML from the rich-text editor, cleaned by the server's allowlist before it is stored */
  | 'richText'
  | 'integer'
  /** a decimal number (`precision` places, default 2) */
  | 'number'
  /** 万元 with 2 decimals, typed in the money input */
  | 'money'
  /** a percent value (85.32 = 85.32 %), 2 decimals */
  | 'percent'
  /** `yyyy-MM-dd` */
  | 'date'
  /** `yyyy-MM-dd HH:mm:ss` */
  | 'datetime'
  /** a value of a dictionary type (`dictType`) or of fixed `options`; several when `multiple` (comma-joined) */
  | 'dict'
  /** the family's 0 正常 / 1 停用 flag (`sys_normal_disable` unless `dictType` names another), a switch in lists */
  | 'status'
  | 'boolean'
  /** a department id, chosen in the department tree */
  | 'dept'
  /** a user id, chosen in the user picker */
  | 'user'
  /** uploaded images' addresses, comma-joined */
  | 'image'
  /** uploaded files' addresses, comma-joined */
  | 'file'
  /**
   * a secret typed into a password box (a new account's password): taken from bodies, never stored as given, never
   * sent in rows, listed, searched or exported; the resource's own add decides how it is kept
   */
  | 'password'

export const FIELD_TYPES: readonly FieldType[] = [
  'text',
  'textarea',
  'richText',
  'integer',
  'number',
  'money',
  'percent',
  'date',
  'datetime',
  'dict',
  'status',
  'boolean',
  'dept',
  'user',
  'image',
  'file',
  'password',
]

/** The shared checks by name (`validators.x` of the contract, `rules.x` of the kit), with the spec's messages. */
export const RULE_NAMES = [
  'email',
  'emailMulti',
  'phone',
  'contact',
  'areaContact',
  'tel',
  'postCode',
  'IDcode',
  'input',
  'url',
  'cron',
] as const
export type RuleName = (typeof RULE_NAMES)[number]

/** One fixed choice of a `dict` field (when no dictionary type holds them). */
export interface Choice {
  readonly value: string
  readonly label: string
  /** tag colour in lists: default, primary, success, info, warning, danger */
  readonly listClass?: string
}

/** A column of the list. `true` takes every default. */
export interface ListRole {
  /** header; default the field's label */
  readonly title?: string
  readonly width?: number
  /** cut long values with an ellipsis (default true) */
  readonly ellipsis?: boolean
  readonly fixed?: 'left' | 'right'
  readonly align?: 'left' | 'center' | 'right'
  /** sorted by the server on click; the field must be in `sort.fields` */
  readonly sorter?: boolean
  /** dates and times: a parseTime pattern (`{y}-{m}-{d}`); default the type's form */
  readonly format?: string
  /** offered in the column chooser but hidden at first */
  readonly hidden?: boolean
  /** `status` fields: a switch that asks, then changes the row's status (`PUT <path>/changeStatus`) */
  readonly switch?: boolean
}

/**
 * How a search field compares: contains (text), equal, one of several, within a range (dates, numbers), not equal,
 * above / at least / below / at most the value given (dates, numbers), or — `dept` fields — that department or any
 * below it (the department tree beside a list).
 */
export type SearchOp = 'like' | 'equals' | 'in' | 'between' | 'under' | 'notEquals' | ComparisonOp
/** The comparisons with one value (the family's GT, GTE, LT, LTE). */
export const COMPARISON_OPS = ['gt', 'gte', 'lt', 'lte'] as const
export type ComparisonOp = (typeof COMPARISON_OPS)[number]

export const SEARCH_OPS: readonly SearchOp[] = [
  'like',
  'equals',
  'in',
  'between',
  'under',
  'notEquals',
  ...COMPARISON_OPS,
]

/** A filter of the search form above the list. `true` takes every default. */
export interface SearchRole {
  /** default: like for text, between for dates, equals for the rest */
  readonly op?: SearchOp
  readonly label?: string
  readonly placeholder?: string
  /**
   * `between`: the two keys under `params` the range is sent as (`params[beginTime]`, `params[endTime]`); default
   * `begin<Key>` / `end<Key>` (the family's form for a named range).
   */
  readonly params?: readonly [begin: string, end: string]
  /**
   * accepted as a filter but no box of the search form: the screen sets it (an `under` field is chosen in the tree
   * beside the list; another client filters by id)
   */
  readonly hidden?: boolean
}

/** The control of a `dict` field in the dialog; other types have one control each. */
export const CHOICE_CONTROLS = ['select', 'radio', 'radio-button', 'checkbox'] as const
export type ChoiceControl = (typeof CHOICE_CONTROLS)[number]

/** A field of the add / edit dialog. `true` takes every default. */
export interface FormRole {
  readonly label?: string
  /** the dialog asks for a value even where the API accepts none (the family's forms require 参数键值) */
  readonly required?: boolean
  /** grid columns of 24: 12 puts two fields on a row (default 24) */
  readonly span?: number
  /** the dialog's section the field belongs to (a titled divider; fields without one come first) */
  readonly region?: string
  /** `dict` fields: select (default), radio, radio-button or checkbox (checkbox implies `multiple`) */
  readonly control?: ChoiceControl
  readonly placeholder?: string
  readonly tooltip?: string
  /** shown but not editable: always, or once the record exists */
  readonly readOnly?: boolean | 'edit'
  /** shown only when adding (a new account's password) or only when editing */
  readonly only?: 'add' | 'edit'
  /** textarea lines (default 3) */
  readonly rows?: number
}

/** A column of the export sheet. `true` takes every default. */
export interface ExportRole {
  /** default the field's label */
  readonly header?: string
  /** in characters (default 18) */
  readonly width?: number
  /** dates and times: the cell's text as a parseTime pattern (`{y}-{m}-{d}`); default `yyyy-MM-dd HH:mm:ss` */
  readonly format?: string
  /** the sheet's words for the values where they differ from the dictionary's (the family's 0 正常 / 1 异常) */
  readonly options?: readonly Choice[]
}

/** One field: its value's type and bounds, and the roles it plays. */
export interface FieldDescription {
  /** camelCase key in rows, bodies and queries; the stored column is its snake_case form */
  readonly key: string
  /** Chinese label: column header, form label, export header and every message about the field */
  readonly label: string
  readonly type: FieldType
  /** must be given (in bodies; shown with the required mark in the dialog) */
  readonly required?: boolean
  /** the value a new record starts with (dialog) and takes when none is sent (server) */
  readonly default?: string | number | boolean
  /** set by the server (ids, audit fields): sent in rows, never taken from a body */
  readonly readonly?: boolean
  /**
   * worked out by the server for each row it sends (a job's next fire time), never stored: read-only, and neither
   * searched nor sorted by
   */
  readonly computed?: boolean
  /**
   * given when the record is added and never changed afterwards (a login name): an edit's body leaves it out
   */
  readonly createOnly?: boolean
  /** longest and shortest text, in characters (both: `<label>长度必须介于 <min> 和 <max> 之间`) */
  readonly maxLength?: number
  readonly minLength?: number
  /** bounds of numbers, inclusive */
  readonly min?: number
  readonly max?: number
  /** decimal places of `number` (default 2) */
  readonly precision?: number
  /** a regular expression (source, matched whole) the text must match, and what to say when it does not */
  readonly pattern?: { readonly regex: string; readonly message: string }
  /** the shared checks by name ('phone', 'email' …): the same function and message in the browser and the server */
  readonly rules?: readonly RuleName[]
  /**
   * `dict` and `status`: the dictionary type whose entries label (and, in forms, offer) the values; also an
   * `integer` stored as a number but labelled by a dictionary (the operation log's 操作类型)
   */
  readonly dictType?: string
  /** `dict`: fixed choices instead of (or as well as limiting) a dictionary type; the server accepts only these */
  readonly options?: readonly Choice[]
  /** `dict`: several values, sent comma-joined (`1,3`) as the family stores them */
  readonly multiple?: boolean
  /** shown after numbers (万元, %, 人) */
  readonly unit?: string
  readonly list?: boolean | ListRole
  readonly search?: boolean | SearchRole
  readonly form?: boolean | FormRole
  readonly export?: boolean | ExportRole
}

/**
 * The actions a resource offers, each behind a permission of the contract's sets; `clean` (empty it: logs) only
 * where the description names its permission; `import` (a template workbook of the dialog's fields, and an upload of
 * a filled one added row by row) only where it names that permission.
 */
export const RESOURCE_ACTIONS = [
  'list',
  'query',
  'add',
  'edit',
  'remove',
  'export',
  'changeStatus',
  'clean',
  'import',
] as const
export type ResourceAction = (typeof RESOURCE_ACTIONS)[number]

/**
 * The permission of each action (usually a set from the contract: `SYSTEM_PERMISSIONS.post`). An action without a
 * permission is not offered: no route, no button. `changeStatus` falls back to `edit`.
 */
export type ResourcePermissions = { readonly [A in ResourceAction]?: `${string}:${string}` }

/** Values that must not repeat among the rows (together, when several fields are named). */
export interface UniqueRule {
  readonly fields: readonly string[]
  /**
   * What the refusal says; `{verb}` is 新增 or 修改, `{noun}` the resource's noun, `{label}` the first field's label
   * and `{<key>}` a submitted value. Default: `{verb}{noun}'{<name field>}'失败，{label}已存在`.
   */
  readonly message?: string
}

export type SortDirection = 'asc' | 'desc'

/** A description of one resource. */
export interface ResourceDescription {
  /** the module it belongs to: `system` */
  readonly module: string
  /** its name in the module: `post` (test ids `post-table`, the column chooser's key, the export file's name) */
  readonly key: string
  /** the operation log's title of its writes and the menu's wording: 岗位管理 */
  readonly title: string
  /** what one row is called: 岗位 (添加岗位, 修改岗位, 岗位不存在) */
  readonly noun: string
  /** the API path under the prefix: `/system/post` (list `GET /system/post/list` …) */
  readonly path: string
  /** the key of the id field (an integer set by the server): `postId` */
  readonly id: string
  /** the key of the field that names a row in messages and confirmations: `postName` */
  readonly name?: string
  readonly fields: readonly FieldDescription[]
  readonly permissions: ResourcePermissions
  /** the fields a client may sort by, and the order when it names none (then by id) */
  readonly sort?: {
    readonly fields?: readonly string[]
    readonly order?: readonly (readonly [key: string, direction: SortDirection])[]
  }
  readonly unique?: readonly UniqueRule[]
  /**
   * The fields data scope applies to: a department grant to `dept`, "self" to `user` (or, without one, to
   * `createBy`, the creator's login name). Lists, exports, details and writes by id all obey it.
   */
  readonly dataScope?: { readonly dept?: string; readonly user?: string; readonly createBy?: string }
  /** a tree (departments, categories): listed whole, unpaged, and shown as a tree on this parent field */
  readonly tree?: {
    readonly parent: string
    /**
     * The refusals' words where the family's differ from the default (上级部门不能是自己, 上级部门不能是自己的下级部门,
     * 存在下级部门,不允许删除): the menus say 上级菜单不能选择自己 and 存在子菜单,不允许删除.
     */
    readonly messages?: { readonly self?: string; readonly below?: string; readonly children?: string }
  }
  /**
   * The order of a role's fields where it differs from the fields' own (the dialog puts 用户昵称 first, the list
   * 用户名称): keys of fields playing that role; fields not named follow in their own order.
   */
  readonly layout?: { readonly [K in 'list' | 'form' | 'export']?: readonly string[] }
  /** the export sheet's (and file's) name: 岗位数据; default the noun */
  readonly sheet?: string
  /** the add / edit dialog: width in px, label width in px, a 全屏 button (long content) */
  readonly dialog?: { readonly width?: number; readonly labelWidth?: number; readonly fullScreen?: boolean }
}

/** One bad row of an import: its line in the sheet and every reason, in Chinese. */
export interface ImportRowError {
  line: number
  reasons: string[]
}

/** What an import did: how many good rows were added, and every bad row (not added) with its reasons. */
export interface ImportResult {
  added: number
  errors: ImportRowError[]
}

/** Checks a description written in TypeScript, keeping its literal types for `RowOf` and `InputOf`. */
export const defineResource = <const R extends ResourceDescription>(resource: R): R => resource

/** What a module's resource states itself; the rest follows from the module (see `moduleResources`). */
export type ResourceDraft = Omit<ResourceDescription, 'module' | 'key' | 'path' | 'id' | 'permissions'> &
  Partial<Pick<ResourceDescription, 'path' | 'id' | 'permissions'>>

/** A resource drawn up by `moduleResources`: the draft's literal types, with the module's defaults filled in. */
export type ModuleResource<
  M extends string,
  K extends string,
  R extends ResourceDraft,
  P extends Readonly<Record<string, ResourcePermissions>>,
> = Omit<R, 'path' | 'id' | 'permissions'> & {
  readonly module: M
  readonly key: K
  readonly path: R extends { readonly path: infer X extends string } ? X : `/${M}/${K}`
  readonly id: R extends { readonly id: infer I extends string } ? I : `${K}Id`
  readonly permissions: R extends { readonly permissions: infer X } ? X : K extends keyof P ? P[K] : never
}

/**
 * The resources of one module, each described without restating the module's conventions: `moduleResources('okr',
 * OKR_PERMISSIONS)` gives a `define(key, draft)` whose resource has `module: 'okr'`, `path: '/okr/<key>'`,
 * `id: '<key>Id'` and the permission set `OKR_PERMISSIONS[key]`; a draft that names any of these keeps its own.
 */
export function moduleResources<
  const M extends string,
  const P extends Readonly<Record<string, ResourcePermissions>> = Record<never, never>,
>(module: M, permissions?: P) {
  return <const K extends string, const R extends ResourceDraft>(key: K, draft: R): ModuleResource<M, K, R, P> => {
    const resolved = draft.permissions ?? permissions?.[key]
    if (!resolved) throw new Error(`${module}.${key}: 没有权限集`)
    const resource: ResourceDescription = {
      module,
      key,
      path: `/${module}/${key}`,
      id: `${key}Id`,
      ...draft,
      permissions: resolved,
    }
    // the conditional types above say what this object holds; TypeScript cannot follow them through the spread
    return resource as unknown as ModuleResource<M, K, R, P>
  }
}
