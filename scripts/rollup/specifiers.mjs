/**
 * The names between the braces of an import or export (`A, B as C, type D`), each with its local alias and whether it
 * is a type: what the barrel-rewriting plugins (direct-imports, past-barrels) map name by name.
 */
export function specifiersOf(list) {
  return list
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .map((raw) => {
      const type = raw.startsWith('type ')
      const text = type ? raw.slice(5) : raw
      const [name, alias = name] = text.split(/\s+as\s+/)
      return { text, name, alias, type }
    })
}
