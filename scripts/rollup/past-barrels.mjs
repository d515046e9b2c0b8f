// A Rollup plugin that sends the named imports a dependency makes of a few decorating barrels straight to the modules
// that define them (`import { FormProvider } from '@rc-component/form'` → `… from '@rc-component/form/es/FormContext.js'`),
// leaving the barrel to those who import its default export.
//
// @rc-component/form's es/index.js decorates its default export (`RefForm.Field = Field; … RefForm.useForm = useForm`),
// statements Rollup keeps whenever the form is used anywhere, and places with every module that imports the index.
// antd reaches that index for FormProvider alone from form/context.js, which ContextIsolator imports, which Tooltip,
// Modal and Card import: so every screen that shows a tooltip carried the whole form library (Field, useForm, List,
// the async validator; about 15 KB brotli on the workbench, which has no form). Past the barrel, the library comes
// with antd's Form (which imports the default export), as the screens with a form load it.
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { specifiersOf } from './specifiers.mjs'

const require = createRequire(import.meta.url)

/** A barrel's `import X from './m'` and `import { A, B as C } from './m'` lines → local name → [module, its export]. */
function bindings(pkg, file) {
  const dir = path.dirname(require.resolve(`${pkg}/package.json`))
  const source = readFileSync(path.join(dir, file), 'utf8')
  const map = new Map()
  const target = (rel) => `${pkg}/${path.posix.join(path.posix.dirname(file), rel)}.js`
  for (const m of source.matchAll(/^import\s+(\w+)\s+from\s*['"](\.[^'"]+)['"]/gm))
    map.set(m[1], [target(m[2]), 'default'])
  for (const m of source.matchAll(/^import\s*\{([^}]*)\}\s*from\s*['"](\.[^'"]+)['"]/gm))
    for (const { name, alias } of specifiersOf(m[1])) map.set(alias, [target(m[2]), name])
  return map
}

const BARRELS = { '@rc-component/form': bindings('@rc-component/form', 'es/index.js') }

const STATEMENT = /\bimport\s+(?:(\w+)\s*,\s*)?\{([^}]*)\}\s*from\s*['"](@rc-component\/form)['"];?/g

/** One `import { … } from barrel` (with its default import, if any) → direct imports; unknown names stay. */
function rewrite(defaultName, specifiers, from) {
  const map = BARRELS[from]
  const out = []
  const kept = []
  for (const { text, name, alias } of specifiersOf(specifiers)) {
    const found = map.get(name)
    if (!found) kept.push(text)
    else if (found[1] === 'default') out.push(`import ${alias} from '${found[0]}'`)
    else out.push(`import { ${found[1]} as ${alias} } from '${found[0]}'`)
  }
  if (defaultName || kept.length)
    out.push(
      `import ${[defaultName, kept.length && `{ ${kept.join(', ')} }`].filter(Boolean).join(', ')} from '${from}'`,
    )
  return out.join('; ') + ';'
}

export function pastBarrels() {
  return {
    name: 'past-barrels',
    transform(code, id) {
      if (!id.includes('/node_modules/') || id.includes('/node_modules/@rc-component/form/')) return null
      if (!/\.m?js$/.test(id) || !STATEMENT.test(code)) return null
      STATEMENT.lastIndex = 0
      return { code: code.replace(STATEMENT, (_, d, s, from) => rewrite(d, s, from)), map: null }
    },
  }
}
