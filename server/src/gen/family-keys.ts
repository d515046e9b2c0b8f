import type { GenFiles } from '@wp/contract'

/**
 * The family's preview keys for our files. RuoYi-Cloud's index.vue makes a tab of each key of `preview/:tableId`: the
 * tab's title and name are what lies between the last `/` and `.vm` (`vm/java/domain.java.vm` → `domain.java`), and
 * what follows that name's first dot is the language it asks highlight.js for (java, xml, html, vue, javascript,
 * typescript and sql are registered; another one throws and the dialog stays empty). So each of our files gets a key
 * `vm/<part>/<part>-<name>.<language>.vm`: the part (contract, server, web) keeps the names apart, no dot in the name.
 */
const LANGUAGES: Record<string, string> = { ts: 'typescript', tsx: 'typescript', json: 'javascript', sql: 'sql' }
/** Markdown has no highlighter there: its text reads best as html's (plain text, tags none). */
const FALLBACK = 'html'

const partOf = (file: string) =>
  file.startsWith('packages/contract/') ? 'contract' : file.startsWith('server/') ? 'server' : 'web'

/** `server/src/demo/demo.test.ts` → `vm/server/server-demo-test.typescript.vm` (the tab `server-demo-test.typescript`). */
export function familyKey(file: string): string {
  const base = file.slice(file.lastIndexOf('/') + 1)
  const dot = base.lastIndexOf('.')
  const [stem, ext] = dot > 0 ? [base.slice(0, dot), base.slice(dot + 1)] : [base, '']
  const part = partOf(file)
  return `vm/${part}/${part}-${stem.replace(/[^A-Za-z0-9]+/g, '-')}.${LANGUAGES[ext] ?? FALLBACK}.vm`
}

/** The preview with the family's keys (the same contents; a name taken twice gets a number). */
export function withFamilyKeys(files: GenFiles): GenFiles {
  const keyed: Record<string, string> = {}
  for (const [file, content] of Object.entries(files)) {
    let key = familyKey(file)
    for (let n = 2; key in keyed; n++) key = familyKey(file).replace(/\.(\w+)\.vm$/, `-${n}.$1.vm`)
    keyed[key] = content
  }
  return keyed
}
