// Production build of the front end into dist/web:
//   portal/     the desktop host (/), dingtalk/ (/h5/), bigscreen/ (/screen/) — each an index.html plus hashed chunks
//   elements/   one standalone bundle per feature module (<script type="module" src="/elements/system.js">) plus the
//               single-spa entry for root configs elsewhere; shared code lands in elements/chunks/
//   tests/      the plain embedding pages from tests/pages (they prove elements and parcels work on a page no React app owns)
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import commonjs from '@rollup/plugin-commonjs'
import json from '@rollup/plugin-json'
import { nodeResolve } from '@rollup/plugin-node-resolve'
import replace from '@rollup/plugin-replace'
import esbuildPlugin from 'rollup-plugin-esbuild'

const OUT = 'dist/web'
const EXTENSIONS = ['.tsx', '.ts', '.mjs', '.js', '.jsx', '.json']

/**
 * rollup-plugin-esbuild resolves relative imports itself and so drops the packages' "sideEffects" flags, which stops
 * tree-shaking inside node_modules (stack-notes §8): let node-resolve handle everything under node_modules.
 */
function esbuild() {
  const plugin = esbuildPlugin({
    jsx: 'automatic',
    target: 'es2022',
    minify: true,
    sourceMap: false,
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
  replace({ preventAssignment: true, values: { 'process.env.NODE_ENV': JSON.stringify('production') } }),
  nodeResolve({ extensions: EXTENSIONS, browser: true, exportConditions: ['browser', 'module', 'import', 'default'] }),
  commonjs({ extensions: ['.js', '.cjs'] }),
  json(),
  esbuild(),
]

const quiet = (warning, warn) => {
  if (['MODULE_LEVEL_DIRECTIVE', 'THIS_IS_UNDEFINED', 'CIRCULAR_DEPENDENCY', 'SOURCEMAP_ERROR'].includes(warning.code))
    return
  warn(warning)
}

/** Writes the host's index.html pointing at the entry chunk. */
function htmlPage({ title, base, bodyClass = '' }) {
  return {
    name: 'html-page',
    generateBundle(_options, bundle) {
      const entry = Object.values(bundle).find((c) => c.type === 'chunk' && c.isEntry)
      const preload = (entry.imports ?? []).map((f) => `<link rel="modulepreload" href="${base}${f}">`).join('\n    ')
      this.emitFile({
        type: 'asset',
        fileName: 'index.html',
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
    <script type="module" src="${base}${entry.fileName}"></script>
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
      if (!existsSync(dir)) return
      for (const f of readdirSync(dir))
        this.emitFile({ type: 'asset', fileName: f, source: readFileSync(path.join(dir, f)) })
    },
  }
}

const hosts = [
  { dir: 'portal', title: '综合工作平台', base: '/' },
  { dir: 'dingtalk', title: '综合工作平台', base: '/h5/' },
  { dir: 'bigscreen', title: '综合工作平台 · 大屏', base: '/screen/' },
].filter((h) => existsSync(`hosts/${h.dir}/src/main.tsx`))

const hostBuilds = hosts.map((h) => ({
  input: { main: `hosts/${h.dir}/src/main.tsx` },
  output: {
    dir: `${OUT}/${h.dir}`,
    format: 'es',
    entryFileNames: 'assets/[name]-[hash].js',
    chunkFileNames: 'assets/[name]-[hash].js',
    // Paths inside chunks are relative to the chunk, so the host works under its prefix (/h5/, /screen/).
  },
  // The built files live under dist/web/<host>/, which the server serves at /<host>/; the page itself is served at
  // the host's prefix (/, /h5/, /screen/), so it refers to its chunks by their served path.
  plugins: [...plugins(), htmlPage({ title: h.title, base: `/${h.dir}/` })],
  onwarn: quiet,
}))

const elementInputs = Object.fromEntries(
  readdirSync('packages')
    .filter((p) => existsSync(`packages/${p}/src/elements.ts`))
    // ELEMENT_MODULES=system,… limits the element bundles (development).
    .filter((p) => !process.env.ELEMENT_MODULES || process.env.ELEMENT_MODULES.split(',').includes(p))
    .map((p) => [p, `packages/${p}/src/elements.ts`]),
)

const elementsBuild = Object.keys(elementInputs).length
  ? [
      {
        input: { ...elementInputs, 'single-spa': 'tests/pages-support/single-spa-entry.ts' },
        output: {
          dir: `${OUT}/elements`,
          format: 'es',
          entryFileNames: '[name].js',
          chunkFileNames: 'chunks/[name]-[hash].js',
        },
        plugins: plugins(),
        onwarn: quiet,
      },
    ]
  : []

// The embedding pages, plus the playground bundle that mounts the kit and widgets on one of them.
const pagesBuild = existsSync('tests/pages')
  ? [
      {
        input: { playground: 'tests/pages-support/playground.tsx' },
        output: {
          dir: `${OUT}/tests`,
          format: 'es',
          entryFileNames: '[name].js',
          chunkFileNames: 'chunks/[name]-[hash].js',
        },
        plugins: [...plugins(), copyPages('tests/pages')],
        onwarn: quiet,
      },
    ]
  : []

// BUILD_ONLY=portal,elements,tests builds a subset (development).
const only = process.env.BUILD_ONLY?.split(',')
const pick = (name, builds) => (!only || only.includes(name) ? builds : [])
export default [
  ...hostBuilds.filter((_, i) => !only || only.includes(hosts[i].dir)),
  ...pick('elements', elementsBuild),
  ...pick('tests', pagesBuild),
]
