import { choices } from './resource/fields'

/**
 * A dictionary a module owns, described once in its contract folder: the server seeds it (the directory's
 * `dictSeedsOf`), the screens read its labels through the dictionary API.
 */
export interface DictionaryDescription {
  readonly type: string
  readonly name: string
  /** `[value, label, listClass]` in display order (the tag colour defaults to 'default'). */
  readonly items: readonly DictionaryItem[]
  /** The value seeded as the dictionary's default entry (`is_default` 'Y'), if one is. */
  readonly defaultValue?: string
  /** The note the dictionary type is seeded with, where it is not the module's usual one. */
  readonly remark?: string
}

/** What a dictionary may say besides its entries: the default entry (by its name, or by its value) and the type's note. */
export interface DictionaryOptions<K extends string> {
  readonly default?: K
  readonly remark?: string
}

export type DictionaryItem = readonly [value: string, label: string, listClass?: string]

/** A dictionary whose values code compares with: its description and `values`, each value by its name. */
export type NamedDictionary<E extends Readonly<Record<string, DictionaryItem>>> = DictionaryDescription & {
  readonly values: { readonly [K in keyof E]: E[K][0] }
}

/** 回显样式: the tag colours an entry may carry (the family's `list_class`); an entry without one is seeded untagged. */
export const LIST_CLASSES = choices({
  default: '默认',
  primary: '主要',
  success: '成功',
  info: '信息',
  warning: '警告',
  danger: '危险',
})

type Blank = ' ' | '\n'
type TrimStart<S extends string> = S extends `${Blank}${infer R}` ? TrimStart<R> : S
type NamedValue<S extends string> = S extends `${infer K}=${infer V} ${string}` ? { readonly [P in K]: V } : unknown
type NamedValues<S extends string> = S extends `${infer H},${infer T}`
  ? NamedValue<TrimStart<H>> & NamedValues<T>
  : NamedValue<TrimStart<S>>

/** The values an entry text names: `'A=1 甲, 2 乙, B=3 丙'` names `{ A: '1', B: '3' }`. */
export type ValuesOfText<S extends string> = { readonly [K in keyof NamedValues<S>]: NamedValues<S>[K] }

/**
 * Reads entries written as text, one after another separated by commas (a line break is white space):
 * `value label [tag]` — the label as many words as it has, the tag one of `LIST_CLASSES` — and, where code compares
 * with the value, `NAME=value label [tag]`.
 */
const readEntries = (text: string): { name?: string; item: DictionaryItem }[] =>
  text.split(',').map((part) => {
    const words = part.trim().split(/\s+/)
    const tag = words.length > 2 && LIST_CLASSES.some((c) => c.value === words.at(-1)) ? words.pop() : undefined
    const [head = '', ...label] = words
    const [name, value] = head.includes('=') ? head.split('=') : [undefined, head]
    if (!value || label.length === 0) throw new Error(`字典项写法有误：'${part.trim()}'（应为 值 标签 [样式]）`)
    const item: DictionaryItem = tag === undefined ? [value, label.join(' ')] : [value, label.join(' '), tag]
    return name === undefined ? { item } : { name, item }
  })

/**
 * Declares a dictionary, its entries in display order, and names the values code compares with. The entries are
 * either text — `dictionary('okr_level', 'OKR层级', 'GROUP=1 集团 danger, COMPANY=2 公司 warning, 3 部门')`, see
 * `readEntries`; without names it has no `values` — or an object by name — `{ GROUP: ['1', '集团', 'danger'], … }` (names are words, never numbers: an
 * object keeps the order of such keys). Either way the description the server seeds has items
 * `['1', '集团', 'danger']`, … and `values` `{ GROUP: '1', … }`. `default` is the default entry, by its name or its
 * value.
 */
export function dictionary<const S extends string>(
  type: string,
  name: string,
  entries: S,
  options?: DictionaryOptions<string>,
): [keyof ValuesOfText<S>] extends [never]
  ? DictionaryDescription
  : DictionaryDescription & { readonly values: ValuesOfText<S> }
export function dictionary<const E extends Readonly<Record<string, DictionaryItem>>>(
  type: string,
  name: string,
  entries: E,
  options?: DictionaryOptions<keyof E & string>,
): NamedDictionary<E>
export function dictionary(
  type: string,
  name: string,
  entries: string | Readonly<Record<string, DictionaryItem>>,
  options: DictionaryOptions<string> = {},
): DictionaryDescription & { readonly values?: Readonly<Record<string, string>> } {
  const read =
    typeof entries === 'string'
      ? readEntries(entries)
      : Object.entries(entries).map(([key, item]) => ({ name: key, item }))
  const named = read.filter((e): e is { name: string; item: DictionaryItem } => e.name !== undefined)
  const values = Object.fromEntries(named.map((e) => [e.name, e.item[0]]))
  let defaultValue: string | undefined
  if (options.default !== undefined) {
    defaultValue = values[options.default] ?? read.find((e) => e.item[0] === options.default)?.item[0]
    if (defaultValue === undefined) throw new Error(`字典 ${type} 没有默认项 ${options.default}`)
  }
  return {
    type,
    name,
    items: read.map((e) => e.item),
    ...(typeof entries === 'string' && named.length === 0 ? {} : { values }),
    ...(defaultValue === undefined ? {} : { defaultValue }),
    ...(options.remark === undefined ? {} : { remark: options.remark }),
  }
}

/**
 * A dictionary of values `1`, `2`, … in the order of the labels, given as a list or as text separated by commas
 * (`'合同制, 劳务派遣, 其他'`).
 */
export const numberedDictionary = (
  type: string,
  name: string,
  labels: string | readonly string[],
): DictionaryDescription => ({
  type,
  name,
  items: (typeof labels === 'string' ? labels.split(',').map((l) => l.trim()) : labels).map(
    (label, i) => [String(i + 1), label] as const,
  ),
})
