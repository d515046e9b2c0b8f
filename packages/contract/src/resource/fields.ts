import type { FieldDescription, FieldType, FormRole } from './language'

/**
 * Shorthands for writing descriptions in TypeScript: each returns the plain field object (`text('postName', '岗位名称',
 * { required: true })` is `{ key: 'postName', label: '岗位名称', type: 'text', required: true }`), keeping the literal
 * types `RowOf` and `InputOf` read. A description written as JSON spells the same objects out.
 */

type Options = Omit<FieldDescription, 'key' | 'label' | 'type'>
type Made<K extends string, T extends FieldType, O> = { readonly key: K; readonly label: string; readonly type: T } & O

const maker =
  <T extends FieldType>(type: T) =>
  <const K extends string, const O extends Options = Record<never, never>>(
    key: K,
    label: string,
    options?: O,
  ): Made<K, T, O> =>
    ({ key, label, type, ...options }) as Made<K, T, O>

export const text = maker('text')
export const textarea = maker('textarea')
export const richText = maker('richText')
export const integer = maker('integer')
export const number = maker('number')
export const money = maker('money')
export const percent = maker('percent')
export const date = maker('date')
export const datetime = maker('datetime')
export const boolean = maker('boolean')
export const dept = maker('dept')
export const user = maker('user')
export const image = maker('image')
export const file = maker('file')
export const password = maker('password')

/** A value of a dictionary type: `dict('noticeType', '公告类型', 'sys_notice_type', { required: true })`. */
export const dict = <const K extends string, const D extends string, const O extends Options = Record<never, never>>(
  key: K,
  label: string,
  dictType: D,
  options?: O,
) => ({ key, label, type: 'dict', dictType, ...options }) as Made<K, 'dict', O & { readonly dictType: D }>

/**
 * The status a record's steps move it through (项目状态, 隐患状态): a dictionary value set by the server, never by a
 * body, listed `width` px wide, searched by several values and exported —
 * `lifecycle('libStatus', '状态', 'tr_status', 110, { default: '0' })`.
 */
export const lifecycle = <
  const K extends string,
  const D extends string,
  const O extends Options = Record<never, never>,
>(
  key: K,
  label: string,
  dictType: D,
  width: number,
  options?: O,
) =>
  ({
    key,
    label,
    type: 'dict',
    dictType,
    readonly: true,
    list: { width },
    search: { op: 'in' },
    export: true,
    ...options,
  }) as Made<K, 'dict', { readonly dictType: D; readonly readonly: true } & O>

/**
 * Fixed choices by value and label, in the object's order (whole-number values first, ascending, as an object keeps
 * them): `choices({ Y: '是', N: '否' })` is `[{ value: 'Y', label: '是' }, { value: 'N', label: '否' }]`.
 */
export const choices = <const C extends Readonly<Record<string, string>>>(labels: C) =>
  (Object.entries(labels) as [ValueOf<C>, string][]).map(([value, label]) => ({ value, label })) as readonly {
    readonly value: ValueOf<C>
    readonly label: string
  }[]
/** The values of fixed choices: their keys as text (`{ 1: '通知' }` has the value `'1'`). */
type ValueOf<C> = `${Extract<keyof C, string | number>}`

/**
 * A value of fixed choices, by value and label: `choice('concurrent', '是否并发', { '0': '允许', '1': '禁止' })`
 * (a `dict` field with `options`, in that order).
 */
export const choice = <
  const K extends string,
  const C extends Readonly<Record<string, string>>,
  const O extends Options = Record<never, never>,
>(
  key: K,
  label: string,
  labels: C,
  options?: O,
) =>
  ({ key, label, type: 'dict', options: choices(labels), ...options }) as Made<
    K,
    'dict',
    O & { readonly options: readonly { readonly value: ValueOf<C>; readonly label: string }[] }
  >

/** The family's 状态 (0 正常, 1 停用), starting at 0: `status({ list: { switch: true } })`. */
export const status = <const O extends Options = Record<never, never>>(options?: O) =>
  ({ key: 'status', label: '状态', type: 'status', dictType: 'sys_normal_disable', default: '0', ...options }) as Made<
    'status',
    'status',
    { readonly dictType: string; readonly default: '0' } & O
  >

/** The id, set by the server: `id('postId', '岗位编号', { list: { width: 90 } })`. */
export const id = <const K extends string, const O extends Options = Record<never, never>>(
  key: K,
  label: string,
  options?: O,
) =>
  ({ key, label, type: 'integer', readonly: true, ...options }) as Made<K, 'integer', { readonly readonly: true } & O>

/** 备注: up to 500 characters in a text area. */
export const remark = <const O extends Options = Record<never, never>>(options?: O) =>
  ({ key: 'remark', label: '备注', type: 'textarea', maxLength: 500, ...options }) as Made<
    'remark',
    'textarea',
    { readonly maxLength: 500 } & O
  >

/**
 * 创建时间 (set by the server); searched as the family's `params[beginTime]` / `params[endTime]` range when
 * `search: true`.
 */
export const createTime = <const O extends Options = Record<never, never>>(options?: O) => {
  const { search, ...rest } = options ?? ({} as O)
  return {
    key: 'createTime',
    label: '创建时间',
    type: 'datetime',
    readonly: true,
    ...rest,
    ...(search ? { search: { params: ['beginTime', 'endTime'], ...(search === true ? {} : search) } } : {}),
  } as Made<'createTime', 'datetime', { readonly readonly: true } & O>
}

/** The maker of a column the server sets under a fixed key and label: readonly, in rows only unless given roles. */
const setByServer =
  <const K extends string, const T extends FieldType>(key: K, label: string, type: T) =>
  <const O extends Options = Record<never, never>>(options?: O) =>
    ({ key, label, type, readonly: true, ...options }) as Made<K, T, { readonly readonly: true } & O>

/** 创建者 (the creator's login name, set by the server). */
export const createBy = setByServer('createBy', '创建者', 'text')

/** 更新者 and 更新时间 (set by the server), in rows only unless given roles. */
export const updateBy = setByServer('updateBy', '更新者', 'text')
export const updateTime = setByServer('updateTime', '更新时间', 'datetime')

/**
 * The four audit columns the server sets, in the family's order: 创建者, 创建时间, 更新者, 更新时间. The options are
 * 创建时间's, the one of them a list shows or searches: `...f.audit({ list: { width: 170 } })`.
 */
export const audit = <const O extends Options = Record<never, never>>(createTimeOptions?: O) =>
  [createBy(), createTime(createTimeOptions), updateBy(), updateTime()] as const

/** 附件: uploaded files (their addresses, up to 2000 characters) in the dialog's 附件 section. */
export const attachments = <const O extends Options = Record<never, never>>(options?: O) =>
  file('attachments', '附件', { maxLength: 2000, form: { region: '附件' }, ...options })

/**
 * The text that names a row (岗位名称, 角色名称): required, up to `maxLength` characters, listed, searched and in the
 * form; `name('postName', '岗位名称', 50, { export: true })`.
 */
export const name = <const K extends string, const O extends Options = Record<never, never>>(
  key: K,
  label: string,
  maxLength: number,
  options?: O,
) =>
  ({
    key,
    label,
    type: 'text',
    required: true,
    maxLength,
    list: true,
    search: true,
    form: true,
    ...options,
  }) as Made<K, 'text', { readonly required: true } & O>

/** A row's place in its list (显示排序): a required whole number from 0 to 99999. */
export const order = <const K extends string, const O extends Options = Record<never, never>>(
  key: K,
  label: string,
  options?: O,
) =>
  ({ key, label, type: 'integer', required: true, min: 0, max: 99999, ...options }) as Made<
    K,
    'integer',
    { readonly required: true } & O
  >

/**
 * An amount of money in 万元, from 0 to 99,999,999 unless the options say otherwise:
 * `wanYuan('fundSelf', '自有资金', { form: { span: 12 } })`.
 */
export const wanYuan = <const K extends string, const O extends Options = Record<never, never>>(
  key: K,
  label: string,
  options?: O,
) =>
  ({ key, label, type: 'money', min: 0, max: 99999999, unit: '万元', ...options }) as Made<
    K,
    'money',
    { readonly unit: '万元' } & O
  >

/**
 * The roles of a record's main field: a list column (`width` px, or the default), a search filter, half a row of
 * the dialog (with any further `form` settings: its section, its control) and an export column —
 * `dept('orgId', '牵头单位', { required: true, ...everywhere(120) })`.
 */
export const everywhere = <const F extends Omit<FormRole, 'span'> = Record<never, never>>(width?: number, form?: F) =>
  ({
    list: width === undefined ? true : { width },
    search: true,
    form: { span: 12, ...form } as { readonly span: 12 } & F,
    export: true,
  }) as const

/**
 * Fields of one section (region) of the dialog, in their order: each is in the form under `region`, laid out as the
 * section says (`span`…) unless its own `form` says otherwise —
 * `...inRegion('资金来源', { span: 12 }, [f.wanYuan('fundSelf', '自有资金', { export: true }), …])` is each field with
 * `form: { region: '资金来源', span: 12 }`.
 */
export const inRegion = <const F extends readonly FieldDescription[]>(
  region: string,
  layout: Omit<FormRole, 'region'>,
  fields: F,
) =>
  fields.map((field) => ({
    ...field,
    form: { region, ...layout, ...(typeof field.form === 'object' ? field.form : {}) },
  })) as unknown as { readonly [I in keyof F]: F[I] & { readonly form: FormRole } }
