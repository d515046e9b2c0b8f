// The front end in one Rollup graph, so every module is compiled once and hosts and element bundles share chunks:
//   dist/web/portal/        the desktop host (/): index.html and its entry; dingtalk/ (/h5/) and bigscreen/ (/screen/)
//                           the same way once those hosts have an entry
//   dist/web/elements/      one bundle per feature module with custom elements or parcels (<script type="module"
//                           src="/elements/system.js">), stable names other sites can link to
//   dist/web/assets/        the chunks all of them share, hashed (served as immutable)
// TEST_PAGES=1 builds the plain embedding pages of the browser tests instead, into dist/test-pages (never served in
// production: the test harness serves them at /tests/).
// DEV=1 (scripts/dev.mjs) skips minification and writes dist/dev, for the incremental development loop.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import commonjs from '@rollup/plugin-commonjs'
import json from '@rollup/plugin-json'
import { nodeResolve } from '@rollup/plugin-node-resolve'
import replace from '@rollup/plugin-replace'
import esbuildPlugin from 'rollup-plugin-esbuild'
import { directImports } from './scripts/rollup/direct-imports.mjs'

const DEV = process.env.DEV === '1'
const TEST_PAGES = process.env.TEST_PAGES === '1'
const EXTENSIONS = ['.tsx', '.ts', '.mjs', '.js', '.jsx', '.json']

/**
 * rollup-plugin-esbuild resolves relative imports itself and so drops the packages' "sideEffects" flags, which stops
 * tree-shaking inside node_modules (measured: echarts core 1.2 MB instead of 0.7 MB): let node-resolve handle
 * everything under node_modules.
 */
function esbuild() {
  const plugin = esbuildPlugin({
    jsx: 'automatic',
    target: 'es2022',
    minify: !DEV,
    sourceMap: DEV,
    legalComments: 'none',
  })
  const resolveId = plugin.resolveId
  return {
    ...plugin,
    resolveId(id, importer, options) {
      if (!importer || importer.includes('/node_modules/')) return null
      return resolveId.call(this, id, importer, options)
    },
  }
}

const plugins = () => [
  replace({
    preventAssignment: true,
    values: { 'process.env.NODE_ENV': JSON.stringify(DEV ? 'development' : 'production') },
  }),
  nodeResolve({ extensions: EXTENSIONS, browser: true, exportConditions: ['browser', 'module', 'import', 'default'] }),
  commonjs({ extensions: ['.js', '.cjs'] }),
  json(),
  directImports(),
  esbuild(),
]

const quiet = (warning, warn) => {
  if (['MODULE_LEVEL_DIRECTIVE', 'THIS_IS_UNDEFINED', 'CIRCULAR_DEPENDENCY', 'SOURCEMAP_ERROR'].includes(warning.code))
    return
  warn(warning)
}

/** The page of a host: its entry chunk and the chunks it imports at once (modulepreload), by their served paths. */
function hostPage({ title, entry, dir, bodyClass = '', devScript = '' }) {
  return {
    name: `html-${dir}`,
    generateBundle(_options, bundle) {
      const chunk = Object.values(bundle).find((c) => c.type === 'chunk' && c.isEntry && c.name === entry)
      if (!chunk) return
      const preload = (chunk.imports ?? []).map((f) => `<link rel="modulepreload" href="/${f}">`).join('\n    ')
      this.emitFile({
        type: 'asset',
        fileName: `${dir}/index.html`,
        source: `<!doctype html>
<html lang="zh-CN">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${title}</title>
    <link rel="icon" href="data:," />
    ${preload}
    <style>html,body,#app{height:100%;margin:0}body{font-family:-apple-system,BlinkMacSystemFont,'Segoe UI','PingFang SC','Microsoft YaHei',sans-serif}</style>
  </head>
  <body class="${bodyClass}">
    <div id="app"></div>
    <script type="module" src="/${chunk.fileName}"></script>${devScript}
  </body>
</html>
`,
      })
    },
  }
}

/** Copies the plain embedding pages as they are. */
function copyPages(dir) {
  return {
    name: 'copy-pages',
    generateBundle() {
      for (const f of readdirSync(dir))
        this.emitFile({ type: 'asset', fileName: f, source: readFileSync(path.join(dir, f)) })
    },
  }
}

/** In development every page reloads itself when a rebuild finishes (scripts/dev.mjs serves the event stream). */
const LIVE_RELOAD = process.env.LIVE_RELOAD_URL
  ? `\n    <script>new EventSource(${JSON.stringify(process.env.LIVE_RELOAD_URL)}).onmessage = () => location.reload()</script>`
  : ''

const HOSTS = [
  { dir: 'portal', title: '综合工作平台' },
  { dir: 'dingtalk', title: '综合工作平台' },
  { dir: 'bigscreen', title: '综合工作平台 · 大屏' },
].filter((h) => existsSync(`hosts/${h.dir}/src/main.tsx`))

/** Every feature module that offers custom elements or parcels: its folder has src/elements.ts (found, not listed). */
const ELEMENT_MODULES = readdirSync('packages').filter((p) => existsSync(`packages/${p}/src/elements.ts`))

function productGraph() {
  const out = DEV ? 'dist/dev' : 'dist/web'
  return {
    input: {
      ...Object.fromEntries(HOSTS.map((h) => [`${h.dir}/main`, `hosts/${h.dir}/src/main.tsx`])),
      ...Object.fromEntries(ELEMENT_MODULES.map((p) => [`elements/${p}`, `packages/${p}/src/elements.ts`])),
    },
    output: {
      dir: out,
      format: 'es',
      // Element bundles keep their names (other sites link to them); everything else is hashed.
      entryFileNames: (chunk) => (chunk.name.startsWith('elements/') ? '[name].js' : '[name]-[hash].js'),
      chunkFileNames: 'assets/[name]-[hash].js',
      sourcemap: DEV,
    },
    plugins: [
      ...plugins(),
      ...HOSTS.map((h) => hostPage({ title: h.title, entry: `${h.dir}/main`, dir: h.dir, devScript: LIVE_RELOAD })),
    ],
    onwarn: quiet,
  }
}

// The embedding pages, the playground that mounts the kit and widgets on one of them, and single-spa for the parcel page.
function testPagesGraph() {
  return {
    input: {
      playground: 'tests/pages-support/playground.tsx',
      'single-spa': 'tests/pages-support/single-spa-entry.ts',
    },
    output: {
      dir: 'dist/test-pages',
      format: 'es',
      entryFileNames: '[name].js',
      chunkFileNames: 'chunks/[name]-[hash].js',
    },
    plugins: [...plugins(), copyPages('tests/pages')],
    onwarn: quiet,
  }
}

export default TEST_PAGES ? testPagesGraph() : productGraph()
