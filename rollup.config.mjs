// The front end in one Rollup graph, so every module is compiled once and hosts and element bundles share chunks:
//   dist/web/portal/        the desktop host (/): index.html and its entry; dingtalk/ (/h5/) and bigscreen/ (/screen/)
//                           the same way once those hosts have an entry
//   dist/web/elements/      one bundle per feature module with custom elements or parcels (<script type="module"
//                           src="/elements/system.js">), stable names other sites can link to
//   dist/web/assets/        the chunks all of them share, hashed (served as immutable)
// TEST_PAGES=1 builds the plain embedding pages of the browser tests instead, into dist/test-pages (never served in
// production: the test harness serves them at /tests/). The development loop (scripts/dev.mjs) builds the same entries
// with esbuild, which rebuilds in well under a second.
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import commonjs from '@rollup/plugin-commonjs'
import json from '@rollup/plugin-json'
import { nodeResolve } from '@rollup/plugin-node-resolve'
import replace from '@rollup/plugin-replace'
import esbuildPlugin from 'rollup-plugin-esbuild'
import { ENTRIES, HOSTS, hostHtml } from './scripts/front-end.mjs'
import { cssInject } from './scripts/rollup/css-inject.mjs'
import { cssText } from './scripts/rollup/css-text.mjs'
import { directImports } from './scripts/rollup/direct-imports.mjs'
import { pastBarrels } from './scripts/rollup/past-barrels.mjs'

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
  replace({
    preventAssignment: true,
    values: { 'process.env.NODE_ENV': JSON.stringify('production') },
  }),
  nodeResolve({ extensions: EXTENSIONS, browser: true, exportConditions: ['browser', 'module', 'import', 'default'] }),
  commonjs({ extensions: ['.js', '.cjs'] }),
  json(),
  cssInject(),
  cssText(),
  directImports(),
  pastBarrels(),
  esbuild(),
]

const quiet = (warning, warn) => {
  if (['MODULE_LEVEL_DIRECTIVE', 'THIS_IS_UNDEFINED', 'CIRCULAR_DEPENDENCY', 'SOURCEMAP_ERROR'].includes(warning.code))
    return
  warn(warning)
}

/** Writes a host's index.html pointing at its entry chunk, preloading the chunks it imports at once. */
function hostPage({ title, dir, viewport }) {
  return {
    name: `html-${dir}`,
    generateBundle(_options, bundle) {
      const chunk = Object.values(bundle).find((c) => c.type === 'chunk' && c.isEntry && c.name === `${dir}/main`)
      if (!chunk) return
      const source = hostHtml({ title, viewport, script: chunk.fileName, preload: chunk.imports ?? [] })
      this.emitFile({ type: 'asset', fileName: `${dir}/index.html`, source })
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

function productGraph() {
  return {
    input: ENTRIES,
    output: {
      dir: 'dist/web',
      format: 'es',
      // Element bundles keep their names (other sites link to them); everything else is hashed.
      entryFileNames: (chunk) => (chunk.name.startsWith('elements/') ? '[name].js' : '[name]-[hash].js'),
      chunkFileNames: 'assets/[name]-[hash].js',
    },
    plugins: [...plugins(), ...HOSTS.map((h) => hostPage(h))],
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
