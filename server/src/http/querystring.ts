import qs from 'qs'

/** qs's settings for query strings: `params[beginTime]` nests, at most 200 parameters. */
const QS_OPTIONS = { depth: 3, arrayLimit: 200, parameterLimit: 200 } as const

/** A key the fast path takes as it is: a plain name, none of `Object.prototype`'s (which qs drops). */
const PLAIN_KEY = /^[A-Za-z_$][\w$]*$/
/** Anything qs reads as nesting or as an array (brackets, also percent-encoded). */
const NESTING = /[[\]]|%5[bd]/i

/** qs's decoding of a value: `+` is a space; a bad escape leaves the text as it is. */
function decode(value: string) {
  const spaced = value.includes('+') ? value.replace(/\+/g, ' ') : value
  if (!spaced.includes('%')) return spaced
  try {
    return decodeURIComponent(spaced)
  } catch {
    return spaced
  }
}

/**
 * The request's query as qs parses it, without qs for the common case: plain names each given once, no brackets (a
 * list's `pageNum=1&pageSize=10&deptId=100`). Anything else (nesting, repeated or unusual names, past 200
 * parameters) goes to qs itself, so the result is always qs's.
 */
export function parseQuery(text: string): Record<string, unknown> {
  if (NESTING.test(text)) return qs.parse(text, QS_OPTIONS)
  const out: Record<string, string> = {}
  let count = 0
  for (const part of text.split('&')) {
    if (part === '') continue
    if (++count > QS_OPTIONS.parameterLimit) return qs.parse(text, QS_OPTIONS)
    const eq = part.indexOf('=')
    const key = eq === -1 ? part : part.slice(0, eq)
    if (!PLAIN_KEY.test(key) || key in Object.prototype || Object.prototype.hasOwnProperty.call(out, key))
      return qs.parse(text, QS_OPTIONS)
    out[key] = eq === -1 ? '' : decode(part.slice(eq + 1))
  }
  return out
}
