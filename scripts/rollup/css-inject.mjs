// Packages that import their own stylesheets for their side effect (antd-mobile: `import "./button.css"` beside each
// component) get them as a <style> element added to the document when the component's chunk loads. Our own sources
// keep importing CSS as text (css-text.mjs). The rule is the importer: a .css imported from node_modules is injected.
import { readFileSync } from 'node:fs'
import path from 'node:path'

const PREFIX = '\0css-inject:'

const injecting = (css) =>
  `if (typeof document !== 'undefined') {
  const style = document.createElement('style')
  style.textContent = ${JSON.stringify(css)}
  document.head.appendChild(style)
}
`

/** The Rollup plugin; place it before css-text. */
export function cssInject() {
  return {
    name: 'css-inject',
    resolveId: {
      order: 'pre',
      async handler(source, importer, options) {
        if (!source.endsWith('.css') || !importer?.includes('/node_modules/')) return null
        const resolved = await this.resolve(source, importer, { ...options, skipSelf: true })
        if (!resolved) return null
        // another plugin's nested resolve may have come through here already
        const id = resolved.id.startsWith(PREFIX) ? resolved.id : PREFIX + resolved.id
        return { id, moduleSideEffects: true }
      },
    },
    load(id) {
      if (!id.startsWith(PREFIX)) return null
      return { code: injecting(readFileSync(id.slice(PREFIX.length), 'utf8')), moduleSideEffects: true }
    },
  }
}

/** The same for the development loop's esbuild. */
export const cssInjectEsbuild = {
  name: 'css-inject',
  setup(build) {
    build.onResolve({ filter: /\.css$/ }, (args) =>
      args.importer.includes(`${path.sep}node_modules${path.sep}`) && args.path.startsWith('.')
        ? { path: path.resolve(path.dirname(args.importer), args.path), namespace: 'css-inject' }
        : undefined,
    )
    build.onLoad({ filter: /.*/, namespace: 'css-inject' }, (args) => ({
      contents: injecting(readFileSync(args.path, 'utf8')),
      loader: 'js',
    }))
  },
}
