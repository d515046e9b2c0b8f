// The sequence-flow condition as the expression builder sees it: clauses "variable operator value" joined by one
// logic word, written as a JUEL expression `${days > 3 && type == 'annual'}`. Text the builder cannot represent stays
// text (the panel's fallback): `parseCondition` answers undefined for it.

export const OPERATORS = ['==', '!=', '>', '>=', '<', '<='] as const
export type Operator = (typeof OPERATORS)[number]

export const OPERATOR_LABELS: Record<Operator, string> = {
  '==': '等于',
  '!=': '不等于',
  '>': '大于',
  '>=': '大于等于',
  '<': '小于',
  '<=': '小于等于',
}

/** One comparison; `value` is what the user typed: 3, true, annual or 'annual'. */
export interface ConditionClause {
  variable: string
  operator: Operator
  value: string
}

export interface ConditionModel {
  logic: '&&' | '||'
  clauses: ConditionClause[]
}

const VARIABLE = /^[A-Za-z_][\w]*(\.[A-Za-z_]\w*)*$/
const NUMBER = /^-?\d+(\.\d+)?$/

/** Whether a name may be used as a variable in the builder (letters, digits, _ and dotted members). */
export const isVariableName = (name: string) => VARIABLE.test(name)

const isBare = (v: string) => NUMBER.test(v) || v === 'true' || v === 'false' || v === 'null'

/** A value as JUEL writes it: numbers and booleans bare, anything else quoted. */
function literal(value: string): string {
  const v = value.trim()
  if (isBare(v)) return v
  const inner = /^'(.*)'$/.test(v) ? v.slice(1, -1).replace(/\\'/g, "'") : v
  return `'${inner.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`
}

/** The builder's model as the condition text; clauses missing a variable are left out. */
export function conditionText(model: ConditionModel): string {
  const parts = model.clauses
    .filter((c) => c.variable.trim())
    .map((c) => `${c.variable.trim()} ${c.operator} ${literal(c.value)}`)
  return parts.length ? `\${${parts.join(` ${model.logic} `)}}` : ''
}

/** Splits on a logic word outside quotes; answers the pieces and the words met. */
function splitLogic(body: string): { pieces: string[]; words: string[] } {
  const pieces: string[] = []
  const words: string[] = []
  let quote = false
  let start = 0
  for (let i = 0; i < body.length; i++) {
    const ch = body[i]
    if (ch === '\\' && quote) i++
    else if (ch === "'") quote = !quote
    else if (!quote && (body.startsWith('&&', i) || body.startsWith('||', i))) {
      pieces.push(body.slice(start, i))
      words.push(body.slice(i, i + 2))
      start = i + 2
      i++
    }
  }
  pieces.push(body.slice(start))
  return { pieces, words }
}

const CLAUSE = /^\s*([A-Za-z_][\w.]*)\s*(==|!=|>=|<=|>|<)\s*('(?:[^'\\]|\\.)*'|-?\d+(?:\.\d+)?|true|false|null)\s*$/

/** Reads condition text back into the builder's model, or undefined when it is more than the builder can show. */
export function parseCondition(text: string): ConditionModel | undefined {
  const m = /^\s*\$\{([\s\S]*)\}\s*$/.exec(text)
  if (!m) return undefined
  const { pieces, words } = splitLogic(m[1])
  if (new Set(words).size > 1) return undefined
  const clauses: ConditionClause[] = []
  for (const piece of pieces) {
    const c = CLAUSE.exec(piece)
    if (!c || !isVariableName(c[1])) return undefined
    const raw = c[3]
    const value = raw.startsWith("'") ? raw.slice(1, -1).replace(/\\(.)/g, '$1') : raw
    // A quoted number or word (true, null) would be written back bare: keep its quotes so it round-trips.
    const keepQuotes = raw.startsWith("'") && isBare(value)
    clauses.push({ variable: c[1], operator: c[2] as Operator, value: keepQuotes ? raw : value })
  }
  return { logic: (words[0] as '&&' | '||' | undefined) ?? '&&', clauses }
}

/**
 * A light check of condition text before deploy (the server's evaluator is the judge): `${…}` around it, balanced
 * brackets and quotes, no assignment or function-call syntax. Answers a Chinese message or undefined.
 */
export function conditionProblem(text: string): string | undefined {
  const t = text.trim()
  if (!/^\$\{[\s\S]+\}$/.test(t)) return '条件表达式须写成 ${...} 的形式'
  const body = t.slice(2, -1)
  let depth = 0
  let quote: string | undefined
  for (let i = 0; i < body.length; i++) {
    const ch = body[i]
    if (quote) {
      if (ch === '\\') i++
      else if (ch === quote) quote = undefined
      continue
    }
    if (ch === "'" || ch === '"') quote = ch
    else if (ch === '(' || ch === '[') depth++
    else if (ch === ')' || ch === ']') depth--
    else if (ch === '{' || ch === '}') return '条件表达式中不能嵌套花括号'
    if (depth < 0) return '条件表达式的括号不匹配'
  }
  if (quote) return '条件表达式的引号不匹配'
  if (depth !== 0) return '条件表达式的括号不匹配'
  if (/(^|[^=!<>])=($|[^=])/.test(body.replace(/'(?:[^'\\]|\\.)*'|"(?:[^"\\]|\\.)*"/g, "''")))
    return '条件表达式中不能赋值（比较请用 ==）'
  if (/\b(constructor|__proto__|prototype)\b/.test(body)) return '条件表达式只能读取流程变量'
  return undefined
}
