import { existsSync, readFileSync, statSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const here = dirname(fileURLToPath(import.meta.url))

/** Static imports of a module (`import … from`, `import '…'`, `export … from`); dynamic import() is left out on purpose. */
function staticImports(source: string): string[] {
  const specifiers: string[] = []
  const pattern = /^\s*(?:import|export)\s+(?:type\s+)?(?:[^'"]*?\s+from\s+)?['"]([^'"]+)['"]/gm
  for (const match of source.matchAll(pattern)) {
    if (/^\s*(?:import|export)\s+type\s/.test(match[0])) continue
    specifiers.push(match[1])
  }
  return specifiers
}

function resolveLocal(from: string, specifier: string): string | null {
  const base = resolve(dirname(from), specifier)
  const candidates = [base, `${base}.ts`, `${base}.tsx`, resolve(base, 'index.ts')]
  return candidates.find((candidate) => existsSync(candidate) && statSync(candidate).isFile()) ?? null
}

/** Every package reached from src/index.ts through static imports. */
function packagesReachedFromIndex(): { packages: Set<string>; files: Set<string> } {
  const files = new Set<string>()
  const packages = new Set<string>()
  const queue = [resolve(here, 'index.ts')]
  while (queue.length) {
    const file = queue.pop() as string
    if (files.has(file)) continue
    files.add(file)
    for (const specifier of staticImports(readFileSync(file, 'utf8'))) {
      if (specifier.startsWith('.')) {
        const target = resolveLocal(file, specifier)
        if (target) queue.push(target)
      } else {
        packages.add(specifier)
      }
    }
  }
  return { packages, files }
}

describe('bundle boundary', () => {
  it('keeps TinyMCE out of everything src/index.ts loads eagerly', () => {
    const { packages, files } = packagesReachedFromIndex()
    expect([...files].some((f) => f.endsWith('RichTextEditor.tsx'))).toBe(true)
    expect([...files].some((f) => f.endsWith('RichTextEditorCore.tsx'))).toBe(false)
    expect([...packages].filter((p) => /tinymce/.test(p))).toEqual([])
  })

  it('has every TinyMCE import in the lazily loaded editor module', () => {
    const core = readFileSync(resolve(here, 'rich-text-editor/RichTextEditorCore.tsx'), 'utf8')
    const wrapper = readFileSync(resolve(here, 'rich-text-editor/RichTextEditor.tsx'), 'utf8')
    expect(staticImports(core)).toContain('tinymce')
    expect(staticImports(core)).toContain('tinymce-i18n/langs8/zh-CN.js')
    expect(wrapper).toMatch(/lazy\(\(\) => import\('\.\/RichTextEditorCore'\)\)/)
  })

  it('imports no other @wp package than the kit', () => {
    const { packages } = packagesReachedFromIndex()
    expect([...packages].filter((p) => p.startsWith('@wp/') && p !== '@wp/kit')).toEqual([])
  })
})
