import { beforeAll, describe, expect, it } from 'vitest'
import { NOT_CONFIGURED_MSG } from './dingtalk/settings'
import { containsNul } from './http/validation'
import { LOGIN_MESSAGES, UNLOCK_WRONG_MSG } from './auth/login'
import { REGISTER_MESSAGES } from './system/login/register'
import { SUPER_ROLE_MSG } from './system/role/service'
import { NO_USER_ACCESS, SUPER_ADMIN_MSG } from './system/user/service'
import { sharedTestServer } from './testing/harness'
import { FILE_NAME_HEADER_MSG } from './files/routes'
import { DATABASE_REFUSAL_HEADER } from './http/errors'
import { JSON_TOO_DEEP_MSG } from './http/validation'
import { PNG_1PX, rawPost } from './testing/fixtures'

const nth = <T>(xs: readonly T[], n: number) => xs[n % xs.length]

/**
 * Malformed requests over every route of the OpenAPI document (wrong types, huge strings, NUL bytes, numbers past
 * bigint, injection strings, broken JSON and multipart), as the administrator so they reach the handlers (issue 13).
 *
 * What fails the test:
 * - an HTTP status other than 200 (the family answers in the body) or 302 (the DingTalk callback redirects), and a
 *   JSON answer without a numeric `code` (Fastify's own error body), except the OpenAPI document itself;
 * - any code 500 that is not a deliberate business refusal. The family answers those with code 500 and a message
 *   (RuoYi's ServiceException; here `new ServiceError(msg)` with its default code), e.g. "当前用户不能删除", and the
 *   fuzzer reaches some with plausible values. BUSINESS_REFUSALS lists the ones it reaches, from the modules'
 *   exported messages where they have them; every other code 500 (the unhandled-error envelope, a database message
 *   passed through, a refusal of malformed input) fails with its request number. A new code 500 found by another
 *   seed is a decision: add it there if it is a rule of the business, or make the validation answer 400;
 * - a request with a structural defect answered with anything but code 400: a NUL byte (path, query, JSON or form
 *   body), a path that is not percent-encoded UTF-8, a broken JSON body, JSON that is not an object for a route that
 *   reads a body, and against what the OpenAPI document says of the field: a number past bigint where it says integer
 *   or id list (also inside a list), a string past its maxLength, a value outside its enum (blank values and numeric
 *   codes excepted: forms send those);
 * - multipart parts sent to a route that reads JSON or form fields answered with anything but code 415;
 * - any refusal the database gave instead of the route's validation (SQLSTATE class 22 or 23, mapped to a 400 by the
 *   net in app.ts and marked by the server with MARK_DATABASE_REFUSALS): the route lacks a validation, listed by name.
 * The RNG is seeded (FUZZ_SEED, FUZZ_REQUESTS), so a failure reproduces; the run prints its seed, the codes seen and
 * how many requests of each defect it sent.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20261123)
const REQUESTS = Number(process.env.FUZZ_REQUESTS ?? 5000)
/** Routes that would end the fuzzing session itself. */
const SKIP = new Set(['DELETE /prod-api/auth/logout'])
/**
 * Routes that hold the connection open for as long as one query field says (server-sent events): that field is
 * always 0, so the stream ends at once; a nasty or empty value there means the default hour, longer than the run.
 */
const HOLDS_OPEN: Readonly<Record<string, string>> = { 'GET /prod-api/statistics/stream': 'maxSeconds' }
/** The one route whose answer is not an envelope: it is the document. */
const DOCUMENT = '/prod-api/v3/api-docs'

/** The deliberate refusals (code 500, as the family answers them) that well-typed fuzzed values run into. */
const BUSINESS_REFUSALS: (string | RegExp)[] = [
  ...Object.values(LOGIN_MESSAGES).filter((m) => typeof m === 'string' && m !== LOGIN_MESSAGES.success),
  REGISTER_MESSAGES.disabled,
  UNLOCK_WRONG_MSG,
  NOT_CONFIGURED_MSG,
  SUPER_ADMIN_MSG,
  SUPER_ROLE_MSG,
  NO_USER_ACCESS, // the family's data-scope refusal: a user id outside the caller's scope, or none at all
  '当前用户不能删除',
  '存在子菜单,不允许删除',
  '修改密码失败，旧密码错误',
  '任务已处理或不存在，请刷新后重试',
  '所选记录没有失败的分发', // master data: a re-push of records whose distributions all succeeded
  '该流程没有图形信息', // a process deployed without a diagram (a module's default process) asked for its picture
  /^任务「.+」的审批人为空，请先选择审批人$/s, // started without the assignees its first task reads from variables
  /^.+已分配,不能删除$/s, // a post, role or dictionary type still in use
  /^内置参数【.*】不能删除$/s,
  /^字典类型'.*'不存在$/s,
  /^(新增|修改)(岗位|用户|角色|字典|参数|部门|菜单)'.*'失败，.+已存在$/s,
]
const isBusinessRefusal = (msg: string) =>
  BUSINESS_REFUSALS.some((r) => (typeof r === 'string' ? r === msg : r.test(msg)))

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

const PAST_BIGINT = '99999999999999999999'
/** The UTF-8 bytes a lone surrogate would have: no valid percent-encoding of text. */
const BAD_UTF8 = '%ED%A0%80'
const NASTY: unknown[] = [
  '',
  ' ',
  'a\u0000b',
  '\u0000',
  'x'.repeat(70_000),
  PAST_BIGINT,
  '2147483648', // past a PostgreSQL integer, within bigint
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
  2147483648,
  -2147483649,
  1e300,
  -1,
  1.5,
  0,
  true,
  null,
  [],
  [1, 'a', null],
  [1, 99999999999999999999],
  ['a\u0000'],
  {},
  { $ne: 1 },
  { beginTime: 'x\u0000', endTime: '9999-99-99' },
]
/** Bodies the JSON parser must refuse, and one it reads into a NUL. */
const BROKEN_JSON = ['{"a":', '[1,2', '{"a":"\\u0000"}', '{' + '"a":{'.repeat(200), '\u0000']
/** Well-formed JSON that is not an object: a route that reads a body must refuse it; `null` reads as no body. */
const NOT_AN_OBJECT = ['"x"', '[1,2]', '7']
const ODD_JSON = ['null', ...NOT_AN_OBJECT]

type Schema = {
  type?: string | string[]
  enum?: unknown[]
  anyOf?: Schema[]
  pattern?: string
  items?: Schema
  properties?: Record<string, Schema>
}
type Field = { name: string; schema: Schema }
type Operation = {
  method: string
  url: string
  path: Field[]
  query: Field[]
  body: Field[]
  /** Whether the route declares a body (JSON or a form), as opposed to none or an upload's parts. */
  readsBody: boolean
}

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

/** Whether the document says the field holds a number or a list of ids, so a value past bigint is malformed. */
function numeric(schema: Schema): boolean {
  if (schema.anyOf) return schema.anyOf.every((a) => a.type === 'null' || numeric(a))
  const types = [schema.type].flat()
  if (types.includes('integer') || types.includes('number')) return true
  if (!types.includes('string') || !schema.pattern) return false
  const pattern = new RegExp(schema.pattern)
  return pattern.test('1,2') && !pattern.test('a')
}

/** A value past bigint, as text or as a JSON number. */
const pastBigint = (v: unknown) => v === PAST_BIGINT || v === 99999999999999999999

/** What makes a value malformed for the field the document describes, if anything: each must be refused with 400. */
function misfit(schema: Schema | undefined, value: unknown): string | undefined {
  if (!schema) return undefined
  if (pastBigint(value) && numeric(schema)) return 'a number past bigint'
  if (Array.isArray(value) && value.some(pastBigint) && schema.items && numeric(schema.items))
    return 'a number past bigint in a list'
  const max = (schema as { maxLength?: number }).maxLength
  // maxLength counts characters (code points), as zod and PostgreSQL's varchar do.
  if (typeof value === 'string' && max !== undefined && [...value.trim()].length > max)
    return 'a string past its length'
  // Search forms send '' or null for "any", and the family's forms send some codes as numbers: both are read.
  const blank = value === '' || value === null
  if (schema.enum && !blank && !schema.enum.includes(value) && !schema.enum.includes(String(value)))
    return 'a value outside its list'
  return undefined
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
      const of = (where: string) =>
        (op.parameters ?? []).filter((p) => p.in === where).map((p) => ({ name: p.name, schema: p.schema ?? {} }))
      const content = (op.requestBody as { content?: Record<string, { schema?: Schema }> })?.content
      const props = Object.values(content ?? {})[0]?.schema?.properties ?? {}
      const body = Object.entries(props).map(([name, schema]) => ({ name, schema }))
      ops.push({
        method: method.toUpperCase(),
        url: path,
        path: of('path'),
        query: of('query'),
        body,
        readsBody: !!content,
      })
    }
  return ops
}

describe('fuzzing every route of the OpenAPI document', () => {
  const t = sharedTestServer('admin', { env: { MARK_DATABASE_REFUSALS: 'true' } })
  let ops: Operation[]
  beforeAll(async () => {
    const doc = await t.server.fastify.inject({ method: 'GET', url: DOCUMENT, headers: auth() })
    ops = operationsOf(doc.json()).filter((o) => !SKIP.has(`${o.method} ${o.url}`))
  })
  const auth = () => ({ authorization: `Bearer ${t.token}` })

  it(
    `${REQUESTS} malformed requests: no HTTP 5xx, no code 500 but business refusals, 400 for broken input (seed ${SEED})`,
    async () => {
      expect(ops.length).toBeGreaterThan(100)
      const random = rng(SEED)
      const pick = <T>(xs: readonly T[]) => xs[Math.floor(random() * xs.length)]
      const text = (v: unknown) => (typeof v === 'string' ? v : JSON.stringify(v))
      /** A lone surrogate cannot be percent-encoded: send the invalid UTF-8 bytes it stands for. */
      const enc = (v: string) => {
        try {
          return encodeURIComponent(v)
        } catch {
          return BAD_UTF8
        }
      }
      const failures: string[] = []
      /** Routes whose bad input only the database refused, with one request that shows it. */
      const refusedByDatabase = new Map<string, string>()
      const covered = new Set<string>()
      const codes: Record<string, number> = {}
      let reached = 0
      let mustBe400 = 0
      let mustBe415 = 0
      /** How often each kind of structural defect was sent. */
      const defectKinds: Record<string, number> = {}
      for (let i = 0; i < REQUESTS; i++) {
        const op = ops[i % ops.length] // every route, round after round
        covered.add(`${op.method} ${op.url}`)
        /** The structural defects of this request (kind → where and what): each alone must be answered with 400. */
        const defects = new Map<string, string>()
        const flag = (kind: string, field = '', value?: unknown) =>
          defects.set(kind, `${kind}${field && ` (${field} = ${JSON.stringify(value)?.slice(0, 20)})`}`)
        const url = op.url.replace(/\{(\w+)\}/g, (_, name: string) => {
          if (random() < 0.5) return '1'
          const v = pick(NASTY)
          const value = text(v).slice(0, 2000)
          if (value.includes('\u0000')) flag('NUL in the path')
          const misfits = misfit(op.path.find((p) => p.name === name)?.schema, pastBigint(v) ? v : value)
          if (misfits) flag(`${misfits} in the path`, name, v)
          const schema = op.path.find((p) => p.name === name)?.schema
          // a path segment is never blank: a numeric one (an id) that is not a positive integer is as broken as one
          // past bigint — unless the blank makes the address of another route (the family's `GET /system/user/`)
          const blankIsRoute =
            value === '' && ops.some((o) => o.method === op.method && o.url === op.url.replace(`{${name}}`, ''))
          if (!misfits && schema && numeric(schema) && !blankIsRoute && !/^\s*[1-9]\d*\s*$/.test(value))
            flag('not a number in the path', name, v)
          const encoded = enc(value)
          if (encoded === BAD_UTF8) flag('bad percent-encoding in the path')
          return encoded
        })
        // Plausible values everywhere but one nasty field (query and body), so the nasty one reaches the handler.
        const extra = ['pageNum', 'pageSize', 'orderByColumn', 'isAsc', 'params[beginTime]'].map((name) => ({
          name,
          schema: {},
        }))
        const queryFields = [...op.query, ...extra.filter(() => random() < 0.2)]
        const nastyQuery = pick(queryFields)
        const heldOpenBy = HOLDS_OPEN[`${op.method} ${op.url}`]
        const query = queryFields
          .map(({ name, schema }) => {
            const v = name === heldOpenBy ? 0 : name === nastyQuery?.name ? pick(NASTY) : plausible(schema, i)
            const value = text(v).slice(0, 3000)
            if (name === nastyQuery?.name && name !== heldOpenBy) {
              if (value.includes('\u0000')) flag('NUL in the query')
              const misfits = misfit(schema, pastBigint(v) ? v : value)
              if (misfits) flag(`${misfits} in the query`, name, v)
            }
            return `${enc(name)}=${enc(value)}`
          })
          .join('&')
        const fields = op.body.length ? op.body : [{ name: 'id', schema: {} }]
        const nastyField = pick(fields)
        const bodyOf = () =>
          Object.fromEntries(fields.map((f) => [f.name, f === nastyField ? pick(NASTY) : plausible(f.schema, i)]))
        const sendsBody = op.method !== 'GET'
        const shape = random()
        let payload: string | Buffer | undefined
        let contentType = 'application/json'
        /** An unsupported or half-declared content type: refused (415/400) before any field is looked at. */
        let oddType = false
        /** Parts sent where the route reads JSON or a form: refused with 415 rather than read as no fields. */
        let multipartForFields = false
        if (shape < 0.45) {
          const body = bodyOf()
          payload = JSON.stringify(body)
          if (sendsBody && containsNul(body)) flag('NUL in the JSON body')
          const misfits = op.body.length ? misfit(nastyField.schema, body[nastyField.name]) : undefined
          if (sendsBody && misfits) flag(`${misfits} in the JSON body`, nastyField.name, body[nastyField.name])
        } else if (shape < 0.55) {
          const json = pick([...BROKEN_JSON, ...ODD_JSON])
          payload = json
          if (sendsBody && BROKEN_JSON.includes(json)) flag('broken JSON body')
          if (sendsBody && op.body.length && NOT_AN_OBJECT.includes(json))
            flag('JSON that is not an object', 'body', json)
        } else if (shape < 0.65) {
          contentType = 'application/x-www-form-urlencoded'
          const pairs = Object.entries(bodyOf()).map(([k, v]) => [k, text(v).slice(0, 3000)])
          payload = pairs.map(([k, v]) => `${enc(k)}=${enc(v)}`).join('&')
          if (sendsBody && pairs.some(([, v]) => v.includes('\u0000'))) flag('NUL in the form body')
        } else if (shape < 0.75) {
          multipartForFields = sendsBody && op.readsBody
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
          oddType = sendsBody
        }
        const method = op.method as 'GET'
        const send = () =>
          t.server.fastify.inject({
            method,
            url: `${url}${query ? '?' + query : ''}`,
            headers: { ...auth(), ...(payload !== undefined && sendsBody ? { 'content-type': contentType } : {}) },
            ...(payload !== undefined && sendsBody ? { payload } : {}),
          })
        const envelopeOf = (res: Awaited<ReturnType<typeof send>>) => {
          try {
            return res.json() as { code?: unknown; msg?: unknown }
          } catch {
            return undefined // a file, a page or a stream
          }
        }
        let res = await send()
        let body = envelopeOf(res)
        if (body?.code === 401) {
          // A fuzzed call ended the session (forced logout of its token): sign in again and repeat the request.
          await t.signInAgain()
          res = await send()
          body = envelopeOf(res)
        }
        const code = typeof body?.code === 'number' ? body.code : undefined
        const msg = String(body?.msg ?? '')
        const kind = code ?? `HTTP ${res.statusCode} ${String(res.headers['content-type']).split(';')[0]}`
        codes[kind] = (codes[kind] ?? 0) + 1
        const where = `#${i} ${op.method} ${url.slice(0, 100)}`
        const said = `HTTP ${res.statusCode} code ${String(body?.code)} ${(msg || res.body).slice(0, 100)}`
        if (res.headers[DATABASE_REFUSAL_HEADER] === 'database' && !refusedByDatabase.has(`${op.method} ${op.url}`))
          refusedByDatabase.set(
            `${op.method} ${op.url}`,
            `${where}?${query.slice(0, 200)} (nasty: query ${nastyQuery?.name ?? '-'}, body ${nastyField.name}) ${String(payload).slice(0, 160)} → ${said}`,
          )
        if (res.statusCode !== 200 && res.statusCode !== 302) failures.push(`${where} → ${said}`)
        else if (body && code === undefined && op.url !== DOCUMENT) failures.push(`${where} → not an envelope: ${said}`)
        else if (code === 500 && !isBusinessRefusal(msg))
          failures.push(`${where} → code 500, no business refusal: ${said}`)
        if (defects.size && !oddType) {
          mustBe400++
          for (const kind of defects.keys()) defectKinds[kind] = (defectKinds[kind] ?? 0) + 1
          if (code !== 400) failures.push(`${where} with ${[...defects.values()].join(', ')} → ${said}, not 400`)
        } else if (multipartForFields) {
          mustBe415++
          if (code !== 415) failures.push(`${where} with multipart for a route that reads fields → ${said}, not 415`)
        }
        if (code !== undefined && code !== 404 && code !== 401 && code !== 403) reached++
        else if (code === undefined && res.statusCode === 200) reached++ // a file or the document
      }
      console.log(
        `fuzz seed ${SEED}, ${REQUESTS} requests; codes:`,
        codes,
        `${mustBe400} with defects:`,
        defectKinds,
        `${mustBe415} with multipart for fields`,
      )
      expect(covered.size).toBe(ops.length)
      expect(reached / REQUESTS).toBeGreaterThan(0.8) // the requests got past routing and access, into the routes
      expect(mustBe400 / REQUESTS).toBeGreaterThan(0.05) // the 400 rule had cases to hold for
      expect(mustBe415 / REQUESTS).toBeGreaterThan(0.01) // and so had the 415 rule
      expect(failures.slice(0, 30)).toEqual([])
      expect([...refusedByDatabase.values()], 'refused by the database, not by validation').toEqual([])
    },
    Math.max(240_000, REQUESTS * 30),
  ) // 5,000 take under a minute; larger runs get time in proportion

  it('every route: deep nesting is a 400, an oversize body without a token is refused before it is read, a bad x-file-name is a 400', async () => {
    const failures: string[] = []
    const deep = `{"a":${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}}`
    await t.server.fastify.listen({ port: 0, host: '127.0.0.1' })
    const port = (t.server.fastify.server.address() as { port: number }).port
    const publicRoutes = new Set(
      t.server.router.routes.filter((r) => r.access === 'public').map((r) => `${r.method} ${r.url}`),
    )
    for (const op of ops) {
      const url = op.url.replace(/\{(\w+)\}/g, '1')
      const key = `${op.method} ${op.url.replace(/\{(\w+)\}/g, ':$1')}`
      if (op.method !== 'GET') {
        const res = await t.server.fastify.inject({
          method: op.method as 'POST',
          url,
          headers: { ...auth(), 'content-type': 'application/json' },
          payload: deep,
        })
        const body = JSON.parse(res.body) as { code: number; msg: string }
        if (body.code === 401) await t.signInAgain()
        else if (body.code !== 400 || body.msg !== JSON_TOO_DEEP_MSG)
          failures.push(`${key} deep JSON → ${body.code} ${body.msg}`)
      }
      // 100 MB announced, 256 KB sent: the answer must come while the sender is still sending.
      const type = nth(['application/octet-stream', 'image/png', 'application/json'], op.url.length)
      const big = await rawPost(port, url, { 'content-type': type }, 100 * 1024 * 1024, 256 * 1024, op.method)
      const expected = publicRoutes.has(key) ? 413 : 401
      const got = JSON.parse(big.body) as { code: number }
      if (big.status !== 200 || got.code !== expected || big.sentBeforeAnswer >= 256 * 1024)
        failures.push(
          `${key} 100 MB anonymous → HTTP ${big.status} code ${got.code} after ${big.sentBeforeAnswer} bytes`,
        )
    }
    for (const name of ['%E0%A4%A', '%', '%C0%AF', 'a%00b', '%ED%A0%80', 'x'.repeat(3000)]) {
      const res = await t.server.fastify.inject({
        method: 'POST',
        url: '/prod-api/file/upload',
        headers: { ...auth(), 'content-type': 'image/png', 'x-file-name': name },
        payload: PNG_1PX,
      })
      const body = JSON.parse(res.body) as { code: number; msg: string }
      if (body.code !== 400 || body.msg !== FILE_NAME_HEADER_MSG)
        failures.push(`x-file-name ${name.slice(0, 20)} → ${body.code} ${body.msg}`)
    }
    t.server.fastify.server.closeAllConnections()
    expect(failures.slice(0, 30)).toEqual([])
  }, 300_000)
})
