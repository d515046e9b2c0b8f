// The realistic mix, from a process of its own: each connection is one signed-in session (its own token) cycling
// through 19 reads of the screens people open most and one write (a notice), so a write in 20.
//   node --import tsx mix-load.ts '<json: {base, tokens, seconds, connections, everyMs?}>'
//   → {rps, p50, p99, max, errors, wrong, checked} as JSON; exits 1 on any error or wrong answer.
// Without `everyMs` every connection sends as fast as it is answered (saturating, autocannon); every 5th answer is
// parsed and must carry code 200 (refusals travel as HTTP 200 inside the envelope).
// With `everyMs` (think time) each connection is a session on its own keep-alive socket sending one request every
// `everyMs` (200 sessions every 2000 ms: 100 requests a second), their starts spread over the first interval; every
// answer is checked. autocannon cannot pace this: its `overallRate` caps the connections at the rate (100 a second
// ran 100 sessions, not 200) and its per-connection rate is a whole number of requests a second.
import http from 'node:http'
import autocannon from 'autocannon'
import { figures } from './figures'

const { base, tokens, seconds, connections, everyMs } = JSON.parse(process.argv[2]) as {
  base: string
  tokens: string[]
  seconds: number
  connections: number
  everyMs?: number
}

const READS = [
  '/system/user/getInfo',
  '/system/menu/getRouters',
  '/system/dict/data/type/sys_normal_disable',
  '/system/dict/data/list?dictType=sys_oper_type&pageSize=10',
  '/system/user/list?pageNum=1&pageSize=10&deptId=100',
  '/system/notice/list?pageNum=1&pageSize=10',
  '/system/config/configKey/sys.index.skinName',
  '/system/dict/data/type/sys_user_sex',
  '/system/role/list?pageNum=1&pageSize=10',
  '/system/dept/list',
  '/system/post/list?pageNum=1&pageSize=10',
  '/system/user/getInfo',
  '/system/dict/data/type/sys_notice_type',
  '/system/operlog/list?pageNum=1&pageSize=10',
  '/system/config/list?pageNum=1&pageSize=10',
  '/system/dict/type/list?pageNum=1&pageSize=10',
  '/system/menu/getRouters',
  '/system/logininfor/list?pageNum=1&pageSize=10',
  '/system/user/list?pageNum=2&pageSize=10',
]
let nextToken = 0
let written = 0
let checked = 0
let answered = 0
const wrong: string[] = []
const prefix = new URL(base).pathname
/** what a connection's context holds: the session it signs its requests with */
interface Session {
  token?: string
}
/** Each connection (its context) is one session: its own token on every request it sends. */
const signed = (req: autocannon.Request, context: Session, body?: string): autocannon.Request => {
  context.token ??= tokens[nextToken++ % tokens.length]
  return {
    ...req,
    headers: { authorization: `Bearer ${context.token}`, 'content-type': 'application/json' },
    ...(body ? { body } : {}),
  }
}
const requests = [
  ...READS.map((p) => ({
    method: 'GET' as const,
    path: prefix + p,
    setupRequest: (req: autocannon.Request, context: Session) => signed(req, context),
  })),
  {
    method: 'POST' as const,
    path: `${prefix}/system/notice`,
    setupRequest: (req: autocannon.Request, context: Session) =>
      signed(req, context, JSON.stringify({ noticeTitle: `bench ${written++}`, noticeType: '1', status: '0' })),
  },
]

/** An answer's envelope must carry code 200. */
function check(path: string, body: string) {
  checked++
  try {
    const env = JSON.parse(body) as { code: number; msg: string }
    if (env.code !== 200) wrong.push(`${path}: ${env.code} ${env.msg}`)
  } catch {
    wrong.push(`${path}: not JSON`)
  }
}

/** Sessions at think time (see the head of the file): autocannon's counts and latencies, measured here. */
async function paced(every: number) {
  const origin = new URL(base)
  const latencies: number[] = []
  let errors = 0
  let timeouts = 0
  let non2xx = 0
  const started = performance.now()
  const end = started + seconds * 1000
  const send = (agent: http.Agent, r: (typeof requests)[number], token: string) =>
    new Promise<{ status: number; body: string }>((resolve, reject) => {
      const { headers, body } = r.setupRequest({}, { token })
      const req = http.request(
        { host: origin.hostname, port: origin.port, path: r.path, method: r.method, agent, headers, timeout: 10_000 },
        (res) => {
          let text = ''
          res.setEncoding('utf8')
          res.on('data', (d: string) => (text += d))
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }))
          res.on('error', reject)
        },
      )
      req.on('timeout', () => req.destroy(Object.assign(new Error('timeout'), { timeout: true })))
      req.on('error', reject)
      req.end(body)
    })
  const session = async (i: number) => {
    const token = tokens[i % tokens.length]
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 })
    let next = started + (every * i) / connections
    for (let step = i; next < end; step++, next += every) {
      await new Promise((r) => setTimeout(r, Math.max(0, next - performance.now())))
      const r = requests[step % requests.length]
      const sent = performance.now()
      try {
        const answer = await send(agent, r, token)
        latencies.push(performance.now() - sent)
        if (answer.status < 200 || answer.status > 299) non2xx++
        else check(r.path, answer.body)
      } catch (err) {
        if ((err as { timeout?: boolean }).timeout) timeouts++
        else errors++
      }
    }
    agent.destroy()
  }
  await Promise.all(Array.from({ length: connections }, (_, i) => session(i)))
  latencies.sort((a, b) => a - b)
  const at = (q: number) => Math.round(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0)
  return {
    figures: { rps: latencies.length / seconds, p50: at(0.5), p99: at(0.99), max: Math.round(latencies.at(-1) ?? 0) },
    errors,
    timeouts,
    non2xx,
  }
}

async function saturating() {
  const r = await autocannon({
    url: new URL(base).origin,
    connections,
    duration: seconds,
    requests: requests.map((q) => ({
      ...q,
      onResponse: (_status: number, body: string) => {
        if (answered++ % 5 === 0) check(q.path, body)
      },
    })),
  })
  return { figures: figures(r), errors: r.errors, timeouts: r.timeouts, non2xx: r.non2xx }
}

const r = everyMs ? await paced(everyMs) : await saturating()
const errors = r.errors + r.timeouts + r.non2xx
if (errors || wrong.length)
  console.error(
    `mix: ${r.errors} errors, ${r.timeouts} timeouts, ${r.non2xx} non-2xx, ${wrong.length} wrong: ${wrong[0] ?? ''}`,
  )
console.log(JSON.stringify({ ...r.figures, errors, wrong: wrong.length, checked }))
process.exit(errors || wrong.length ? 1 : 0)
