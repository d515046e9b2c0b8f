/**
 * A dictionary a module owns, described once in its contract folder: the server seeds it (the directory's
 * `dictSeedsOf`), the screens read its labels through the dictionary API.
 */
export interface DictionaryDescription {
  readonly type: string
  readonly name: string
  /** `[value, label, listClass]` in display order (the tag colour defaults to 'default'). */
  readonly items: readonly (readonly [value: string, label: string, listClass?: string])[]
}
