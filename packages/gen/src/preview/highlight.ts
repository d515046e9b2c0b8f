import type { HLJSApi } from 'highlight.js'

let loading: Promise<HLJSApi> | undefined

/** The theme's stylesheet (imported as text, as the build imports stylesheets), put into the document once. */
function installTheme(css: string) {
  if (document.head.querySelector('style[data-wp-hljs]')) return
  const style = document.createElement('style')
  style.setAttribute('data-wp-hljs', '')
  style.textContent = css
  document.head.appendChild(style)
}

/**
 * highlight.js's core with the four languages a generated module has, loaded at first use (its own chunk: the list
 * and the edit form never pay for it). Chosen for its size: the core and these languages are a few dozen kilobytes,
 * where shiki ships grammars and a WebAssembly engine.
 */
export function loadHighlighter(): Promise<HLJSApi> {
  loading ??= Promise.all([
    import('highlight.js/lib/core'),
    import('highlight.js/lib/languages/typescript'),
    import('highlight.js/lib/languages/json'),
    import('highlight.js/lib/languages/markdown'),
    import('highlight.js/styles/github.css'),
  ]).then(([core, ts, json, md, theme]) => {
    installTheme(theme.default)
    const hljs = core.default
    hljs.registerLanguage('typescript', ts.default)
    hljs.registerLanguage('json', json.default)
    hljs.registerLanguage('markdown', md.default)
    return hljs
  })
  return loading
}

export const languageOf = (path: string) =>
  /\.tsx?$/.test(path) ? 'typescript' : path.endsWith('.json') ? 'json' : path.endsWith('.md') ? 'markdown' : undefined
