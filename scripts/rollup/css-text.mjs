// A Rollup plugin that turns `import css from 'x.css'` into the stylesheet's text (there is no CSS pipeline: each
// module puts the text into a <style> element of the document or shadow root that needs it, inside its lazy chunk).
// The development loop does the same with esbuild's `text` loader.
import { readFileSync } from 'node:fs'

export function cssText() {
  return {
    name: 'css-text',
    load(id) {
      if (!id.endsWith('.css')) return null
      return { code: `export default ${JSON.stringify(readFileSync(id, 'utf8'))}`, moduleSideEffects: false }
    },
  }
}
