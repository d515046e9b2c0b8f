/**
 * The sandboxed expression language of process models: a JUEL subset (`${days > 3 && type == 'annual'}`) parsed
 * into a tree and interpreted over the process variables only. No `eval`, `Function` or `vm`: a name resolves to a
 * variable (own properties only), a member to an own property of a plain object or array, a call to a function of
 * the registry below. Anything else is refused when the model is deployed and again when an expression runs.
 */

export class ExpressionError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'ExpressionError'
  }
}

type Node =
  | { k: 'lit'; v: unknown }
  | { k: 'var'; name: string }
  | { k: 'member'; obj: Node; key: Node }
  | { k: 'call'; fn: string; args: Node[] }
  | { k: 'unary'; op: string; arg: Node }
  | { k: 'binary'; op: string; left: Node; right: Node }
  | { k: 'cond'; test: Node; then: Node; else: Node }
  | { k: 'list'; items: Node[] }

/** Names that can reach the runtime rather than data: refused as variables, members and keys. */
const FORBIDDEN = new Set([
  'constructor',
  '__proto__',
  'prototype',
  '__defineGetter__',
  '__defineSetter__',
  '__lookupGetter__',
  '__lookupSetter__',
  'process',
  'globalThis',
  'global',
  'window',
  'self',
  'this',
  'require',
  'module',
  'exports',
  'import',
  'eval',
  'Function',
  'Object',
  'Reflect',
  'Proxy',
  'execution',
  'task',
])

const toList = (v: unknown): unknown[] => {
  if (v === null || v === undefined || v === '') return []
  if (Array.isArray(v)) return v
  if (typeof v === 'string')
    return v
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean)
  return [v]
}

/** The functions an expression may call. */
export const EXPRESSION_FUNCTIONS: Record<string, (...args: unknown[]) => unknown> = {
  /** an array, a comma-separated text or one value, as a list */
  toList: (v) => toList(v),
  /** whether a list (or comma-separated text) holds a value */
  contains: (list, v) => toList(list).some((x) => String(x) === String(v)),
  /** length of a list or text */
  size: (v) => (Array.isArray(v) || typeof v === 'string' ? v.length : v == null ? 0 : 1),
  /** absolute value */
  abs: (v) => Math.abs(num(v, 'abs')),
}

const WORD_OPS: Record<string, string> = {
  and: '&&',
  or: '||',
  not: '!',
  eq: '==',
  ne: '!=',
  lt: '<',
  gt: '>',
  le: '<=',
  ge: '>=',
  div: '/',
  mod: '%',
  empty: 'empty',
}

interface Token {
  t: 'num' | 'str' | 'id' | 'op' | 'end'
  v: string
  at: number
}

const MAX_LENGTH = 2000
const MAX_DEPTH = 40

function tokenize(src: string): Token[] {
  const out: Token[] = []
  let i = 0
  while (i < src.length) {
    const c = src[i]
    if (/\s/.test(c)) {
      i++
      continue
    }
    if (/[0-9]/.test(c) || (c === '.' && /[0-9]/.test(src[i + 1] ?? ''))) {
      const m = /^\d*\.?\d+([eE][+-]?\d+)?/.exec(src.slice(i))!
      out.push({ t: 'num', v: m[0], at: i })
      i += m[0].length
      continue
    }
    if (c === "'" || c === '"') {
      let j = i + 1
      let s = ''
      while (j < src.length && src[j] !== c) {
        if (src[j] === '\\' && j + 1 < src.length) j++
        s += src[j]
        j++
      }
      if (j >= src.length) throw new ExpressionError(`表达式「${src}」的字符串缺少结束引号`)
      out.push({ t: 'str', v: s, at: i })
      i = j + 1
      continue
    }
    if (/[A-Za-z_$\u4e00-\u9fa5]/.test(c)) {
      const m = /^[A-Za-z_$\u4e00-\u9fa5][A-Za-z0-9_$\u4e00-\u9fa5]*/.exec(src.slice(i))!
      const word = m[0]
      if (Object.hasOwn(WORD_OPS, word)) out.push({ t: 'op', v: WORD_OPS[word], at: i })
      else out.push({ t: 'id', v: word, at: i })
      i += word.length
      continue
    }
    const two = src.slice(i, i + 2)
    if (['==', '!=', '<=', '>=', '&&', '||'].includes(two)) {
      out.push({ t: 'op', v: two, at: i })
      i += 2
      continue
    }
    if ('+-*/%<>!?:.,()[]'.includes(c)) {
      out.push({ t: 'op', v: c, at: i })
      i++
      continue
    }
    throw new ExpressionError(`表达式「${src}」含有不支持的字符「${c}」`)
  }
  out.push({ t: 'end', v: '', at: src.length })
  return out
}

const BINARY_LEVELS: string[][] = [['||'], ['&&'], ['==', '!='], ['<', '>', '<=', '>='], ['+', '-'], ['*', '/', '%']]

class Parser {
  private p = 0
  private depth = 0
  constructor(
    private readonly toks: Token[],
    private readonly src: string,
  ) {}

  private peek() {
    return this.toks[this.p]
  }
  private next() {
    return this.toks[this.p++]
  }
  private isOp(v: string) {
    const t = this.peek()
    return t.t === 'op' && t.v === v
  }
  private expect(v: string) {
    if (!this.isOp(v)) this.fail(`此处应为「${v}」`)
    this.p++
  }
  private fail(why: string): never {
    throw new ExpressionError(`表达式「${this.src}」无效：${why}（位置 ${this.peek().at + 1}）`)
  }

  parseAll(): Node {
    const n = this.expr()
    if (this.peek().t !== 'end') this.fail(`多余的内容「${this.peek().v}」`)
    return n
  }

  private expr(): Node {
    if (++this.depth > MAX_DEPTH) this.fail('嵌套过深')
    const test = this.binary(0)
    let node = test
    if (this.isOp('?')) {
      this.p++
      const then = this.expr()
      this.expect(':')
      const otherwise = this.expr()
      node = { k: 'cond', test, then, else: otherwise }
    }
    this.depth--
    return node
  }

  private binary(level: number): Node {
    if (level >= BINARY_LEVELS.length) return this.unary()
    let left = this.binary(level + 1)
    while (this.peek().t === 'op' && BINARY_LEVELS[level].includes(this.peek().v)) {
      const op = this.next().v
      left = { k: 'binary', op, left, right: this.binary(level + 1) }
    }
    return left
  }

  private unary(): Node {
    const t = this.peek()
    if (t.t === 'op' && (t.v === '!' || t.v === '-' || t.v === 'empty')) {
      if (++this.depth > MAX_DEPTH) this.fail('嵌套过深')
      this.p++
      const node: Node = { k: 'unary', op: t.v, arg: this.unary() }
      this.depth--
      return node
    }
    return this.postfix()
  }

  private postfix(): Node {
    let node = this.primary()
    for (;;) {
      if (this.isOp('.')) {
        this.p++
        const id = this.next()
        if (id.t !== 'id') this.fail('「.」后应为属性名')
        checkName(id.v, this.src)
        if (this.isOp('(')) this.fail(`不支持方法调用「${id.v}(…)」，只能调用已注册的函数`)
        node = { k: 'member', obj: node, key: { k: 'lit', v: id.v } }
      } else if (this.isOp('[')) {
        this.p++
        const key = this.expr()
        if (key.k === 'lit' && typeof key.v === 'string') checkName(key.v, this.src)
        this.expect(']')
        node = { k: 'member', obj: node, key }
      } else if (this.isOp('(')) {
        this.fail('只能调用已注册的函数')
      } else return node
    }
  }

  private primary(): Node {
    const t = this.next()
    if (t.t === 'num') return { k: 'lit', v: Number(t.v) }
    if (t.t === 'str') return { k: 'lit', v: t.v }
    if (t.t === 'id') {
      if (t.v === 'true') return { k: 'lit', v: true }
      if (t.v === 'false') return { k: 'lit', v: false }
      if (t.v === 'null') return { k: 'lit', v: null }
      if (this.isOp('(')) {
        if (!Object.hasOwn(EXPRESSION_FUNCTIONS, t.v)) {
          this.p--
          this.fail(`函数「${t.v}」未注册（可用：${Object.keys(EXPRESSION_FUNCTIONS).join('、')}）`)
        }
        this.p++
        return { k: 'call', fn: t.v, args: this.listUntil(')') }
      }
      checkName(t.v, this.src)
      return { k: 'var', name: t.v }
    }
    if (t.t === 'op' && t.v === '(') {
      const n = this.expr()
      this.expect(')')
      return n
    }
    if (t.t === 'op' && t.v === '[') return { k: 'list', items: this.listUntil(']') }
    this.p--
    this.fail(t.t === 'end' ? '表达式不完整' : `意外的「${t.v}」`)
  }

  /** Expressions separated by commas up to `close` (a call's arguments, a list's items), possibly none. */
  private listUntil(close: string): Node[] {
    const items: Node[] = []
    if (!this.isOp(close)) {
      items.push(this.expr())
      while (this.isOp(',')) {
        this.p++
        items.push(this.expr())
      }
    }
    this.expect(close)
    return items
  }
}

function checkName(name: string, src: string) {
  if (FORBIDDEN.has(name)) throw new ExpressionError(`表达式「${src}」不允许访问「${name}」，只能使用流程变量`)
}

function num(v: unknown, op: string): number {
  if (typeof v === 'number') return v
  if (typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v))) return Number(v)
  if (typeof v === 'boolean') return v ? 1 : 0
  throw new ExpressionError(`运算「${op}」需要数字，得到 ${v === undefined ? 'null' : JSON.stringify(v)}`)
}

function isEmptyValue(v: unknown) {
  if (v === null || v === undefined || v === '') return true
  if (Array.isArray(v)) return v.length === 0
  if (typeof v === 'object') return Object.keys(v).length === 0
  return false
}

function equal(a: unknown, b: unknown): boolean {
  if (a === undefined) a = null
  if (b === undefined) b = null
  if (a === null || b === null) return a === b
  if (typeof a === 'number' || typeof b === 'number') {
    const x = Number(a)
    const y = Number(b)
    if (!Number.isNaN(x) && !Number.isNaN(y) && typeof a !== 'boolean' && typeof b !== 'boolean') return x === y
  }
  if (typeof a === 'boolean' || typeof b === 'boolean') return String(a) === String(b)
  return a === b
}

function compare(op: string, a: unknown, b: unknown): boolean {
  let x: number | string
  let y: number | string
  if (typeof a === 'string' && typeof b === 'string' && (Number.isNaN(Number(a)) || Number.isNaN(Number(b)))) {
    x = a
    y = b
  } else {
    x = num(a, op)
    y = num(b, op)
  }
  switch (op) {
    case '<':
      return x < y
    case '>':
      return x > y
    case '<=':
      return x <= y
    default:
      return x >= y
  }
}

function truthy(v: unknown): boolean {
  if (typeof v === 'string') return v !== '' && v !== 'false'
  return !!v
}

function member(obj: unknown, key: unknown): unknown {
  if (obj === null || obj === undefined) return null
  const k = typeof key === 'number' ? key : String(key)
  if (typeof k === 'string' && FORBIDDEN.has(k)) throw new ExpressionError(`不允许访问「${k}」`)
  if (Array.isArray(obj) || typeof obj === 'string') {
    if (k === 'length') return obj.length
    const i = typeof k === 'number' ? k : Number(k)
    return Number.isInteger(i) && i >= 0 && i < obj.length ? obj[i] : null
  }
  if (typeof obj === 'object' && Object.getPrototypeOf(obj) === Object.prototype) {
    return Object.hasOwn(obj, k) ? (obj as Record<string | number, unknown>)[k] : null
  }
  throw new ExpressionError(`不能读取「${String(k)}」：只能读取对象和列表的数据`)
}

function evaluate(n: Node, vars: Readonly<Record<string, unknown>>): unknown {
  switch (n.k) {
    case 'lit':
      return n.v
    case 'var':
      return Object.hasOwn(vars, n.name) ? vars[n.name] : null
    case 'member':
      return member(evaluate(n.obj, vars), evaluate(n.key, vars))
    case 'list':
      return n.items.map((i) => evaluate(i, vars))
    case 'call':
      return EXPRESSION_FUNCTIONS[n.fn](...n.args.map((a) => evaluate(a, vars)))
    case 'cond':
      return truthy(evaluate(n.test, vars)) ? evaluate(n.then, vars) : evaluate(n.else, vars)
    case 'unary': {
      const v = evaluate(n.arg, vars)
      if (n.op === '!') return !truthy(v)
      if (n.op === 'empty') return isEmptyValue(v)
      return -num(v, '-')
    }
    case 'binary': {
      if (n.op === '&&') return truthy(evaluate(n.left, vars)) && truthy(evaluate(n.right, vars))
      if (n.op === '||') return truthy(evaluate(n.left, vars)) || truthy(evaluate(n.right, vars))
      const a = evaluate(n.left, vars)
      const b = evaluate(n.right, vars)
      switch (n.op) {
        case '==':
          return equal(a, b)
        case '!=':
          return !equal(a, b)
        case '+':
          if (typeof a === 'string' || typeof b === 'string') return `${a ?? ''}${b ?? ''}`
          return num(a, '+') + num(b, '+')
        case '-':
          return num(a, '-') - num(b, '-')
        case '*':
          return num(a, '*') * num(b, '*')
        case '/': {
          const d = num(b, '/')
          if (d === 0) throw new ExpressionError('除数不能为0')
          return num(a, '/') / d
        }
        case '%': {
          const d = num(b, '%')
          if (d === 0) throw new ExpressionError('除数不能为0')
          return num(a, '%') % d
        }
        default:
          return compare(n.op, a, b)
      }
    }
  }
}

/** A compiled expression: a literal text, one `${…}` (its typed value) or a text with `${…}` parts (interpolated). */
export interface Expression {
  source: string
  /** the variable names it reads (top-level) */
  variables: string[]
  /** Evaluates over the variables; throws ExpressionError with a clear message. */
  run(vars: Readonly<Record<string, unknown>>): unknown
}

function collectVars(n: Node, out: Set<string>) {
  switch (n.k) {
    case 'var':
      out.add(n.name)
      break
    case 'member':
      collectVars(n.obj, out)
      collectVars(n.key, out)
      break
    case 'list':
      n.items.forEach((i) => collectVars(i, out))
      break
    case 'call':
      n.args.forEach((a) => collectVars(a, out))
      break
    case 'cond':
      collectVars(n.test, out)
      collectVars(n.then, out)
      collectVars(n.else, out)
      break
    case 'unary':
      collectVars(n.arg, out)
      break
    case 'binary':
      collectVars(n.left, out)
      collectVars(n.right, out)
      break
    default:
  }
}

/** Parses an expression text (`${…}`, `#{…}` or plain text); throws ExpressionError when it is malformed or unsafe. */
export function compileExpression(source: string): Expression {
  if (source.length > MAX_LENGTH) throw new ExpressionError(`表达式过长（最多 ${MAX_LENGTH} 个字符）`)
  const parts: (string | Node)[] = []
  let i = 0
  while (i < source.length) {
    const open = source.slice(i).search(/[$#]\{/)
    if (open < 0) {
      parts.push(source.slice(i))
      break
    }
    if (open > 0) parts.push(source.slice(i, i + open))
    const start = i + open + 2
    // find the matching brace outside strings
    let j = start
    let quote = ''
    for (; j < source.length; j++) {
      const c = source[j]
      if (quote) {
        if (c === '\\') j++
        else if (c === quote) quote = ''
      } else if (c === "'" || c === '"') quote = c
      else if (c === '}') break
    }
    if (j >= source.length) throw new ExpressionError(`表达式「${source}」缺少「}」`)
    const body = source.slice(start, j)
    if (!body.trim()) throw new ExpressionError(`表达式「${source}」为空`)
    parts.push(new Parser(tokenize(body), body).parseAll())
    i = j + 1
  }
  const names = new Set<string>()
  for (const p of parts) if (typeof p !== 'string') collectVars(p, names)
  const single = parts.length === 1 && typeof parts[0] !== 'string' ? (parts[0] as Node) : null
  return {
    source,
    variables: [...names],
    run(vars) {
      if (single) return evaluate(single, vars)
      return parts.map((p) => (typeof p === 'string' ? p : String(evaluate(p, vars) ?? ''))).join('')
    },
  }
}

/** Whether a text holds an expression part. */
export const hasExpression = (text: string) => /[$#]\{/.test(text)

/** Evaluates a condition: its value as a boolean (`'true'` text counts as true). */
export function runCondition(expr: Expression, vars: Readonly<Record<string, unknown>>): boolean {
  return truthy(expr.run(vars))
}
