#!/usr/bin/env node
// Compiles the server for production: server/src/main.ts bundled by esbuild into dist/server/main.mjs (with a source
// map), run with plain `node --enable-source-maps`. Our own code and the workspace packages it imports (@wp/contract)
// are bundled; npm dependencies stay external and load from node_modules, except one npm placed under
// server/node_modules, which the bundle's folder cannot see (it is bundled instead). Nothing main.ts imports reaches
// test code (the modules' security tables are found by the security test by file name); the build checks it.
// The migrations are copied beside. `--if-needed` skips the build when no server source changed since the last one.
import { cpSync, existsSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const out = path.join(root, 'dist/server')
const stamp = path.join(out, '.build-stamp')
const sources = ['server/src', 'server/drizzle', 'server/package.json', 'packages/contract', 'package-lock.json']

function newest(p) {
  if (!existsSync(p)) return 0
  const st = statSync(p)
  if (!st.isDirectory()) return st.mtimeMs
  let max = st.mtimeMs
  for (const entry of readdirSync(p)) if (entry !== 'node_modules') max = Math.max(max, newest(path.join(p, entry)))
  return max
}

if (process.argv.includes('--if-needed') && existsSync(stamp)) {
  if (Math.max(...sources.map((s) => newest(path.join(root, s)))) <= statSync(stamp).mtimeMs) {
    console.log('Server is up to date (dist/server).')
    process.exit(0)
  }
}

const pkg = JSON.parse(readFileSync(path.join(root, 'server/package.json'), 'utf8'))
const deps = Object.keys({ ...pkg.dependencies, ...pkg.optionalDependencies })
const visible = (name) => existsSync(path.join(root, 'node_modules', name))
/** Workspace packages (`@wp/…`) ship TypeScript sources that plain node cannot load: always bundled. */
const workspace = (name) => name.startsWith('@wp/')
const external = deps.filter((name) => visible(name) && !workspace(name)).flatMap((name) => [name, `${name}/*`])
const bundled = deps.filter((name) => !visible(name))

const started = Date.now()
rmSync(out, { recursive: true, force: true })
const result = await build({
  entryPoints: [path.join(root, 'server/src/main.ts')],
  outfile: path.join(out, 'main.mjs'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  sourcesContent: false,
  external: [...external, 'pg-native'],
  metafile: true,
  // Bundled CommonJS code may call require(); give the ES module one.
  banner: {
    js: "import { createRequire as __wpCreateRequire } from 'node:module'; const require = __wpCreateRequire(import.meta.url);",
  },
  logLevel: 'warning',
})
const testCode = Object.keys(result.metafile.inputs).filter((f) =>
  /server\/src\/testing\/|security-samples\.ts$|\.test\.ts$/.test(f),
)
if (testCode.length) throw new Error(`test code in the production bundle: ${testCode.join(', ')}`)
cpSync(path.join(root, 'server/drizzle'), path.join(out, 'drizzle'), { recursive: true })
writeFileSync(stamp, new Date().toISOString())
console.log(
  `Server compiled into dist/server/main.mjs in ${((Date.now() - started) / 1000).toFixed(1)} s` +
    (bundled.length ? ` (bundled from server/node_modules: ${bundled.join(', ')})` : ''),
)
