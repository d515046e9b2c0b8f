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

/** What a dictionary may say besides its entries: the default entry (by its name) and the type's note. */
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

/** The description's `remark`, present only when the options give one. */
const remarkOf = ({ remark }: { readonly remark?: string }) => (remark === undefined ? {} : { remark })

/**
 * Declares a dictionary and the names of its values together, entries in display order:
 * `dictionary('okr_level', 'OKR层级', { GROUP: ['1', '集团', 'danger'], … })` is the description the server seeds
 * (items `['1', '集团', 'danger']`, …) with `values` `{ GROUP: '1', … }` for code that compares a value. Names are
 * words, never numbers (an object keeps the order of such keys).
 */
export const dictionary = <const E extends Readonly<Record<string, DictionaryItem>>>(
  type: string,
  name: string,
  entries: E,
  options: DictionaryOptions<keyof E & string> = {},
): NamedDictionary<E> => ({
  type,
  name,
  items: Object.values(entries),
  values: Object.fromEntries(
    Object.entries(entries).map(([key, [value]]) => [key, value]),
  ) as NamedDictionary<E>['values'],
  ...(options.default === undefined ? {} : { defaultValue: entries[options.default][0] }),
  ...remarkOf(options),
})

/**
 * A dictionary of values `1`, `2`, … in the order of the labels, untagged; `options.remark` is the type's own note:
 * `numberedDictionary('mdm_category', '主数据分类', ['组织类', '人员类'], { remark: '主数据：模型分类' })`.
 */
export const numberedDictionary = (
  type: string,
  name: string,
  labels: readonly string[],
  options: Pick<DictionaryOptions<string>, 'remark'> = {},
): DictionaryDescription => ({
  type,
  name,
  items: labels.map((label, i) => [String(i + 1), label] as const),
  ...remarkOf(options),
})
