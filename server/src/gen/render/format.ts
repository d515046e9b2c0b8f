import type { GenFiles } from '@wp/contract'

/** The project's formatting (the root `.prettierrc`), so generated files pass `prettier --check` as written. */
export const PRETTIER_OPTIONS = { singleQuote: true, semi: false, printWidth: 120, trailingComma: 'all' } as const

const parserOf = (path: string) =>
  path.endsWith('.tsx') || path.endsWith('.ts')
    ? 'typescript'
    : path.endsWith('.json')
      ? 'json'
      : path.endsWith('.md')
        ? 'markdown'
        : undefined

/** Each file through prettier's API (loaded at first use: it is large and only the generator needs it). */
export async function formatFiles(files: GenFiles): Promise<GenFiles> {
  const prettier = await import('prettier')
  const out: GenFiles = {}
  for (const [path, content] of Object.entries(files)) {
    const parser = parserOf(path)
    out[path] = parser ? await prettier.format(content, { ...PRETTIER_OPTIONS, parser, filepath: path }) : content
  }
  return out
}
