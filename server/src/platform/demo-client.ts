import { createCipheriv } from 'node:crypto'
import type { DemoClient, DemoStep } from './demo'

/** Where the demo reaches the product and as whom. */
export interface DemoTarget {
  /** the product's address, `http://127.0.0.1:8080` */
  url: string
  /** the administrator's password once the demo has changed the initial one */
  adminPassword: string
  /** the initial password of a fresh data folder (ADMIN_INITIAL_PASSWORD, default admin123) */
  initialPassword?: string
  log?: (message: string) => void
}

interface Envelope {
  code: number
  msg?: string
  data?: unknown
  [key: string]: unknown
}

/** The sign-in form's cipher: AES-128-ECB with the key the challenge (`/code`) hands out, base64. */
function encrypt(password: string, key: string) {
  const cipher = createCipheriv('aes-128-ecb', Buffer.from(key, 'base64'), null)
  return Buffer.concat([cipher.update(password, 'utf8'), cipher.final()]).toString('base64')
}

/**
 * A `DemoClient` on the product's HTTP API, signed in as the administrator: on a fresh data folder it signs in with
 * the initial password and changes it to `adminPassword` (the server answers little else before), later with that.
 * Every answer's envelope is checked: a code other than 200 throws with the server's message and the call.
 */
export async function createDemoClient(target: DemoTarget): Promise<DemoClient> {
  const api = `${target.url.replace(/\/$/, '')}/prod-api`
  const log = target.log ?? ((m: string) => console.log(m))
  let token = ''

  /** The answer's envelope; a code other than 200 throws with the server's message (unless `allowRefusal`). */
  async function call(method: string, path: string, body?: unknown, allowRefusal = false): Promise<Envelope> {
    // bytes (an upload's file) go as the raw body, anything else as JSON
    const raw = body instanceof Uint8Array
    const res = await fetch(api + path, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body === undefined ? {} : { 'content-type': raw ? 'application/octet-stream' : 'application/json' }),
        ...(raw ? { 'x-file-name': encodeURIComponent('demo.png') } : {}),
      },
      body: body === undefined ? undefined : raw ? new Blob([body as Uint8Array<ArrayBuffer>]) : JSON.stringify(body),
    })
    const envelope = (await res.json().catch(() => ({ code: res.status, msg: res.statusText }))) as Envelope
    if (envelope.code !== 200 && !allowRefusal)
      throw new Error(`${method} ${path} 失败（${envelope.code}）：${envelope.msg ?? ''}`)
    return envelope
  }

  /**
   * The answer's `data` (undefined for a write that answers none). A page (`rows`, `total`) or an answer with other
   * top-level fields is refused with the call named, so a step never reads a field of the wrong shape as undefined.
   */
  async function dataOf<T>(method: string, path: string, body?: unknown): Promise<T> {
    const envelope = await call(method, path, body)
    if ('data' in envelope) return envelope.data as T
    const extra = Object.keys(envelope).filter((k) => k !== 'code' && k !== 'msg')
    if (extra.length)
      throw new Error(
        `${method} ${path} 的回答没有 data 而有 ${extra.join('、')}${'rows' in envelope ? '：分页列表请用 list()' : ''}`,
      )
    return undefined as T
  }

  /** A page's `rows` and `total`; an answer that is not a page is refused with the call named. */
  async function pageOf<T>(path: string): Promise<{ rows: T[]; total: number }> {
    const envelope = await call('GET', path)
    if (!Array.isArray(envelope.rows)) throw new Error(`GET ${path} 不是分页列表（没有 rows）：请用 get()`)
    return { rows: envelope.rows as T[], total: Number(envelope.total ?? envelope.rows.length) }
  }

  async function signIn(password: string): Promise<boolean> {
    const challenge = await call('GET', '/code')
    const answer = await call(
      'POST',
      '/auth/login',
      { username: 'admin', password: encrypt(password, String(challenge.key)), uuid: challenge.uuid },
      true,
    )
    const data = answer.data as { access_token?: string } | undefined
    const next = data?.access_token ?? (answer.access_token as string | undefined)
    if (next) token = next
    return !!next
  }

  if (!(await signIn(target.adminPassword))) {
    const initial = target.initialPassword ?? 'admin123'
    if (!(await signIn(initial))) throw new Error('管理员登录失败：演示密码和初始密码都不对')
    await call('PUT', '/system/user/profile/updatePwd', { oldPassword: initial, newPassword: target.adminPassword })
    log(`管理员初始密码已改为演示密码`)
  }

  const query = (params?: Record<string, string | number | undefined>) => {
    const pairs = Object.entries(params ?? {}).filter(([, v]) => v !== undefined) as [string, string | number][]
    return pairs.length ? '?' + new URLSearchParams(pairs.map(([k, v]) => [k, String(v)])).toString() : ''
  }

  return {
    get: (path, params) => dataOf('GET', path + query(params)),
    list: (path, params) => pageOf(path + query(params)),
    post: (path, body) => dataOf('POST', path, body ?? {}),
    put: (path, body) => dataOf('PUT', path, body ?? {}),
    del: (path) => dataOf('DELETE', path),
    async deptId(name) {
      const depts = await dataOf<{ deptId: number; deptName: string }[]>(
        'GET',
        `/system/dept/list${query({ deptName: name })}`,
      )
      const dept = depts.find((d) => d.deptName === name)
      if (!dept) throw new Error(`演示组织中没有部门「${name}」`)
      return dept.deptId
    },
    async userId(userName) {
      const page = await pageOf<{ userId: number; userName: string }>(
        `/system/user/list${query({ userName, pageSize: 100 })}`,
      )
      const user = page.rows.find((u) => u.userName === userName)
      if (!user) throw new Error(`演示组织中没有用户「${userName}」`)
      return user.userId
    },
    log,
  }
}

/**
 * Runs the steps in their order, each reported; a failing step stops the demo with its title and the reason (with
 * `keepGoing`, it is reported and the next step runs: the screen check wants what data there is).
 */
export async function runDemoSteps(
  steps: readonly DemoStep[],
  client: DemoClient,
  { keepGoing = false } = {},
): Promise<void> {
  for (const step of [...steps].sort((a, b) => a.order - b.order)) {
    const started = Date.now()
    client.log(`▶ ${step.title}`)
    try {
      await step.run(client)
    } catch (err) {
      if (keepGoing) {
        client.log(`✘ ${step.title}：${err instanceof Error ? err.message : String(err)}`)
        continue
      }
      throw new Error(`演示数据「${step.title}」失败：${err instanceof Error ? err.message : String(err)}`, {
        cause: err,
      })
    }
    client.log(`✔ ${step.title}（${((Date.now() - started) / 1000).toFixed(1)} 秒）`)
  }
}
