import type { HLJSApi } from 'highlight.js'

let loading: Promise<HLJSApi> | undefined

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
  ]).then(([core, ts, json, md]) => {
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
