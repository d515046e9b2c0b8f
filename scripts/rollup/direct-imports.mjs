// A Rollup plugin that turns `import { Button, Table } from 'antd'` in our own sources into one import per module
// (`import Button from 'antd/es/button'`), and the same for '@ant-design/icons'. Rollup loads and parses every module
// a barrel re-exports before tree-shaking drops the unused ones: the icons barrel alone is ~1,700 modules, antd's
// ~650 plus their rc-* dependencies. Importing past the barrels halves the module graph and the build time.
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { specifiersOf } from './specifiers.mjs'

const require = createRequire(import.meta.url)

/** `export { default as Name } from './path'` lines of a barrel → Name → module id. */
function barrel(pkg, file) {
  const dir = path.dirname(require.resolve(`${pkg}/package.json`))
  const source = readFileSync(path.join(dir, file), 'utf8')
  const map = new Map()
  for (const m of source.matchAll(/export\s*\{\s*default\s+as\s+(\w+)\s*\}\s*from\s*['"](\.[^'"]+)['"]/g))
    map.set(m[1], path.posix.join(pkg, path.posix.dirname(file), m[2]))
  return map
}

const BARRELS = {
  antd: barrel('antd', 'es/index.js'),
  '@ant-design/icons': barrel('@ant-design/icons', 'es/icons/index.js'),
}

/** The statement(s) replacing one import/export of a barrel; names it cannot map stay with the barrel. */
function rewrite(keyword, specifiers, from) {
  const map = BARRELS[from]
  const direct = []
  const kept = []
  const types = []
  for (const { text, name, alias, type } of specifiersOf(specifiers)) {
    if (type) {
      types.push(text)
      continue
    }
    const target = map.get(name)
    if (!target) kept.push(text)
    else if (keyword === 'import') direct.push(`import ${alias} from '${target}'`)
    else direct.push(`export { default as ${alias} } from '${target}'`)
  }
  if (kept.length) direct.push(`${keyword} { ${kept.join(', ')} } from '${from}'`)
  if (types.length) direct.push(`${keyword} type { ${types.join(', ')} } from '${from}'`)
  return direct.join('; ')
}

const STATEMENT = /\b(import|export)\s*\{([^}]*)\}\s*from\s*['"](antd|@ant-design\/icons)['"];?/g

export function directImports() {
  return {
    name: 'direct-imports',
    transform(code, id) {
      if (id.includes('/node_modules/') || !/\.[jt]sx?$/.test(id) || !STATEMENT.test(code)) return null
      STATEMENT.lastIndex = 0
      // keep the line count, so source maps of the rest of the file stay right
      const out = code.replace(
        STATEMENT,
        (all, keyword, specifiers, from) =>
          rewrite(keyword, specifiers, from) + '\n'.repeat(all.split('\n').length - 1),
      )
      return { code: out, map: null }
    },
  }
}
