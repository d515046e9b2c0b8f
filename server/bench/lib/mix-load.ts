// The realistic mix, from a process of its own: each connection is one signed-in session (its own token) cycling
// through 19 reads of the screens people open most and one write (a notice), so a write in 20.
//   node --import tsx mix-load.ts '<json: {base, tokens, seconds, connections, overallRate?}>'
//   → {rps, p50, p99, max, errors, wrong, checked} as JSON; exits 1 on any error or wrong answer.
// `overallRate` spreads that many requests a second over all connections (think time: 200 sessions at 100/s is one
// request per session every 2 s); without it every connection sends as fast as it is answered (saturating).
// Every 5th answer is parsed and must carry code 200 (refusals travel as HTTP 200 inside the envelope).
import autocannon from 'autocannon'
import { figures } from './figures'

const { base, tokens, seconds, connections, overallRate } = JSON.parse(process.argv[2]) as {
  base: string
  tokens: string[]
  seconds: number
  connections: number
  overallRate?: number
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
/** Each connection (its context) is one session: its own token on every request it sends. */
const signed = (req: Record<string, unknown>, context: { token?: string }, body?: string) => {
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
    setupRequest: (req: Record<string, unknown>, context: { token?: string }) => signed(req, context),
  })),
  {
    method: 'POST' as const,
    path: `${prefix}/system/notice`,
    setupRequest: (req: Record<string, unknown>, context: { token?: string }) =>
      signed(req, context, JSON.stringify({ noticeTitle: `bench ${written++}`, noticeType: '1', status: '0' })),
  },
].map((r) => ({
  ...r,
  onResponse: (_status: number, body: string) => {
    if (answered++ % 5 !== 0) return
    checked++
    try {
      const env = JSON.parse(body) as { code: number; msg: string }
      if (env.code !== 200) wrong.push(`${r.path}: ${env.code} ${env.msg}`)
    } catch {
      wrong.push(`${r.path}: not JSON`)
    }
  },
}))

const r = await autocannon({
  url: new URL(base).origin,
  connections,
  duration: seconds,
  ...(overallRate ? { overallRate } : {}),
  requests,
} as autocannon.Options)
const errors = r.errors + r.timeouts + r.non2xx
if (errors || wrong.length)
  console.error(
    `mix: ${r.errors} errors, ${r.timeouts} timeouts, ${r.non2xx} non-2xx, ${wrong.length} wrong: ${wrong[0] ?? ''}`,
  )
console.log(JSON.stringify({ ...figures(r), errors, wrong: wrong.length, checked }))
process.exit(errors || wrong.length ? 1 : 0)
