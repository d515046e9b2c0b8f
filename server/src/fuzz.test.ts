import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from './testing/harness'

/**
 * Malformed requests over every route of the OpenAPI document (wrong types, huge strings, NUL bytes, numbers past
 * bigint, injection strings, broken JSON and multipart), as the administrator so they reach the handlers. None may
 * get an HTTP 5xx or the unhandled-error envelope. The RNG is seeded (FUZZ_SEED), so a failure reproduces; each
 * failure names its request number.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20261123)
const REQUESTS = Number(process.env.FUZZ_REQUESTS ?? 5000)
const INTERNAL = '系统内部错误，请联系管理员'
/** Routes that would end the fuzzing session itself. */
const SKIP = new Set(['DELETE /prod-api/auth/logout'])
/**
 * Routes that hold the connection open for as long as one query field says (server-sent events): that field is
 * always 0, so the stream ends at once; a nasty or empty value there means the default hour, longer than the run.
 */
const HOLDS_OPEN: Readonly<Record<string, string>> = { 'GET /prod-api/statistics/stream': 'maxSeconds' }

/** mulberry32: small, fast, and the same sequence for the same seed. */
function rng(seed: number) {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const NASTY: unknown[] = [
  '',
  ' ',
  'a\u0000b',
  '\u0000',
  'x'.repeat(70_000),
  '99999999999999999999',
  '-1',
  '0',
  '1e309',
  'NaN',
  '1.5',
  "' OR '1'='1",
  '1; DROP TABLE sys_user; --',
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '%00',
  '${7*7}',
  '{{7*7}}',
  '\ud800',
  '😀'.repeat(50),
  'true',
  '2026-13-45',
  'createTime desc; select 1',
  99999999999999999999,
  -1,
  1.5,
  0,
  true,
  null,
  [],
  [1, 'a', null],
  {},
  { $ne: 1 },
  { beginTime: 'x\u0000', endTime: '9999-99-99' },
]

type Schema = { type?: string | string[]; enum?: unknown[]; anyOf?: Schema[]; properties?: Record<string, Schema> }
type Field = { name: string; schema: Schema }
type Operation = { method: string; url: string; query: Field[]; body: Field[] }

/** A value the field's schema accepts, so that one nasty field at a time gets past the others. */
function plausible(schema: Schema | undefined, n: number): unknown {
  if (!schema) return 'fz' + n
  if (schema.enum?.length) return schema.enum[0]
  if (schema.anyOf?.length) return plausible(schema.anyOf.find((a) => a.type !== 'null') ?? schema.anyOf[0], n)
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type
  if (type === 'number' || type === 'integer') return 1
  if (type === 'boolean') return true
  if (type === 'array') return []
  if (type === 'object') return {}
  return 'fz' + n
}

function operationsOf(doc: {
  paths: Record<
    string,
    Record<string, { parameters?: { in: string; name: string; schema?: Schema }[]; requestBody?: unknown }>
  >
}): Operation[] {
  const ops: Operation[] = []
  for (const [path, methods] of Object.entries(doc.paths))
    for (const [method, op] of Object.entries(methods)) {
      const query = (op.parameters ?? [])
        .filter((p) => p.in === 'query')
        .map((p) => ({ name: p.name, schema: p.schema ?? {} }))
      const content = (op.requestBody as { content?: Record<string, { schema?: Schema }> })?.content
      const props = Object.values(content ?? {})[0]?.schema?.properties ?? {}
      const body = Object.entries(props).map(([name, schema]) => ({ name, schema }))
      ops.push({ method: method.toUpperCase(), url: path, query, body })
    }
  return ops
}

describe('fuzzing every route of the OpenAPI document', () => {
  let s: TestServer
  let token: string
  let ops: Operation[]
  beforeAll(async () => {
    s = await startTestServer()
    token = await s.login('admin')
    const doc = await s.fastify.inject({ method: 'GET', url: '/prod-api/v3/api-docs', headers: auth() })
    ops = operationsOf(doc.json()).filter((o) => !SKIP.has(`${o.method} ${o.url}`))
  })
  afterAll(() => s?.close())
  const auth = () => ({ authorization: `Bearer ${token}` })

  it(`${REQUESTS} malformed requests: no HTTP 5xx, no unhandled error (seed ${SEED})`, async () => {
    expect(ops.length).toBeGreaterThan(100)
    const random = rng(SEED)
    const pick = <T>(xs: readonly T[]) => xs[Math.floor(random() * xs.length)]
    const text = (v: unknown) => (typeof v === 'string' ? v : JSON.stringify(v))
    /** A lone surrogate cannot be percent-encoded: send the invalid UTF-8 bytes it stands for. */
    const enc = (v: string) => {
      try {
        return encodeURIComponent(v)
      } catch {
        return '%ED%A0%80'
      }
    }
    const failures: string[] = []
    const covered = new Set<string>()
    let reached = 0
    for (let i = 0; i < REQUESTS; i++) {
      const op = ops[i % ops.length] // every route, round after round
      covered.add(`${op.method} ${op.url}`)
      const url = op.url.replace(/\{(\w+)\}/g, () => (random() < 0.5 ? '1' : enc(text(pick(NASTY)).slice(0, 2000))))
      // Plausible values everywhere but one nasty field (query and body), so the nasty one reaches the handler.
      const extra = ['pageNum', 'pageSize', 'orderByColumn', 'isAsc', 'params[beginTime]'].map((name) => ({
        name,
        schema: {},
      }))
      const queryFields = [...op.query, ...extra.filter(() => random() < 0.2)]
      const nastyQuery = pick(queryFields)?.name
      const heldOpenBy = HOLDS_OPEN[`${op.method} ${op.url}`]
      const query = queryFields
        .map(({ name, schema }) => {
          const v = name === heldOpenBy ? 0 : name === nastyQuery ? pick(NASTY) : plausible(schema, i)
          return `${enc(name)}=${enc(text(v).slice(0, 3000))}`
        })
        .join('&')
      const fields = op.body.length ? op.body : [{ name: 'id', schema: {} }]
      const nastyField = pick(fields).name
      const bodyOf = () =>
        Object.fromEntries(fields.map((f) => [f.name, f.name === nastyField ? pick(NASTY) : plausible(f.schema, i)]))
      const shape = random()
      let payload: string | Buffer | undefined
      let contentType = 'application/json'
      if (shape < 0.45) {
        payload = JSON.stringify(bodyOf())
      } else if (shape < 0.55) {
        payload = pick(['{"a":', '[1,2', '{"a":"\\u0000"}', 'null', '"x"', '{' + '"a":{'.repeat(200), '\u0000'])
      } else if (shape < 0.65) {
        contentType = 'application/x-www-form-urlencoded'
        payload = Object.entries(bodyOf())
          .map(([k, v]) => `${enc(k)}=${enc(text(v).slice(0, 3000))}`)
          .join('&')
      } else if (shape < 0.75) {
        const b = '----fz' + i
        contentType = `multipart/form-data; boundary=${b}`
        const head = `--${b}\r\nContent-Disposition: form-data; name="${pick(['file', 'avatarfile', 'x'])}"; filename="${pick(['a.png', 'a.xlsx', '../x', ''])}"\r\nContent-Type: ${pick(['image/png', 'application/octet-stream', 'text/html'])}\r\n\r\n`
        payload = Buffer.from(
          head +
            pick(['\u0000\u0001garbage', '\x89PNG\r\n', 'PK\u0003\u0004']) +
            (random() < 0.5 ? `\r\n--${b}--\r\n` : ''),
        )
      } else if (shape < 0.8) {
        contentType = pick(['text/xml', 'application/json; charset=utf-16', 'multipart/form-data'])
        payload = '<x/>'
      }
      const method = op.method as 'GET'
      const res = await s.fastify.inject({
        method,
        url: `${url}${query ? '?' + query : ''}`,
        headers: { ...auth(), ...(payload !== undefined && method !== 'GET' ? { 'content-type': contentType } : {}) },
        ...(payload !== undefined && method !== 'GET' ? { payload } : {}),
      })
      let body: { code?: number; msg?: string } = {}
      try {
        body = res.json()
      } catch {
        /* a file or a page */
      }
      if (res.statusCode >= 500 || (body.code === 500 && body.msg === INTERNAL))
        failures.push(
          `#${i} ${op.method} ${url.slice(0, 120)} → HTTP ${res.statusCode} ${String(body.msg ?? res.body).slice(0, 120)}`,
        )
      if (body.code !== 404 && body.code !== 401 && body.code !== 403) reached++
      if (body.code === 401) token = await s.login('admin') // a fuzzed call ended the session (forced logout)
    }
    expect(covered.size).toBe(ops.length)
    expect(reached / REQUESTS).toBeGreaterThan(0.8) // the requests got past routing and access, into the routes
    expect(failures.slice(0, 30)).toEqual([])
  }, 240_000)
})
