import Cookies from 'js-cookie'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { fakeFeedback, fakeFetch } from '../testing/fakes'
import { browser, configureKit, DEFAULT_API_BASE } from './config'
import { HttpError } from './errors'
import { del, get, post, put } from './http'
import { resetReloginDialog, setLogoutAction } from './relogin'
import { download, upload } from './transfer'

let feedback: ReturnType<typeof fakeFeedback>

beforeEach(() => {
  feedback = fakeFeedback()
  sessionStorage.clear()
  Cookies.remove('Admin-Token')
  configureKit({ apiBase: DEFAULT_API_BASE, token: '' })
  resetReloginDialog()
})
afterEach(() => {
  feedback.unregister()
  vi.useRealTimers()
  vi.restoreAllMocks()
})

async function failure(promise: PromiseLike<unknown>): Promise<HttpError> {
  try {
    await promise
  } catch (error) {
    expect(error).toBeInstanceOf(HttpError)
    return error as HttpError
  }
  throw new Error('expected the request to fail')
}

describe('envelope handling', () => {
  it('resolves with the whole envelope on code 200, and treats a missing code as 200', async () => {
    fakeFetch({
      '/prod-api/system/user/list': { code: 200, rows: [{ userId: 1 }], total: 1 },
      '/prod-api/no-code': { rows: [], total: 0 },
    })
    await expect(get('/system/user/list')).resolves.toEqual({ code: 200, rows: [{ userId: 1 }], total: 1 })
    await expect(get('/no-code')).resolves.toEqual({ rows: [], total: 0 })
    expect(feedback.message.error).not.toHaveBeenCalled()
  })

  it('500: shows the server message as an error message and rejects', async () => {
    fakeFetch({ '/prod-api/x': { code: 500, msg: '用户不存在/密码错误' } })
    const error = await failure(get('/x'))
    expect(error).toMatchObject({ kind: 'business', code: 500, message: '用户不存在/密码错误' })
    expect(feedback.message.error).toHaveBeenCalledWith('用户不存在/密码错误')
    expect(feedback.notification.error).not.toHaveBeenCalled()
  })

  it('other codes: an error notification titled with the catalogue text or the server message', async () => {
    fakeFetch({
      '/prod-api/forbidden': { code: 403, msg: '没有访问权限，请联系管理员授权' },
      '/prod-api/missing': { code: 404, msg: 'nope' },
      '/prod-api/invalid': { code: 400, msg: '参数校验失败：userName' },
      '/prod-api/odd': { code: 418 },
    })
    expect((await failure(get('/forbidden'))).message).toBe('当前操作没有权限')
    expect((await failure(get('/missing'))).message).toBe('访问资源不存在')
    expect((await failure(get('/invalid'))).message).toBe('参数校验失败：userName')
    expect((await failure(get('/odd'))).message).toBe('系统未知错误，请反馈给管理员')
    expect(feedback.notification.error.mock.calls.map(([arg]) => (arg as { title: string }).title)).toEqual([
      '当前操作没有权限',
      '访问资源不存在',
      '参数校验失败：userName',
      '系统未知错误，请反馈给管理员',
    ])
  })

  it('601: a warning message', async () => {
    fakeFetch({ '/prod-api/warn': { code: 601, msg: '注意' } })
    await failure(get('/warn'))
    expect(feedback.message.warning).toHaveBeenCalledWith('注意')
  })
})

describe('session expiry (401 / 501)', () => {
  it('opens one dialog however many requests fail at once', async () => {
    fakeFetch({
      '/prod-api/a': { code: 401, msg: '令牌已过期' },
      '/prod-api/b': { code: 401 },
      '/prod-api/c': { code: 501 },
    })
    const errors = await Promise.all([failure(get('/a')), failure(get('/b')), failure(post('/c', { x: 1 }))])
    expect(errors.map((e) => e.kind)).toEqual(['expired', 'expired', 'expired'])
    expect(errors[0].message).toBe('无效的会话，或者会话已过期，请重新登录。')
    expect(feedback.modal.confirm).toHaveBeenCalledTimes(1)
    expect(feedback.modal.confirm.mock.calls[0][0]).toMatchObject({
      title: '系统提示',
      content: '登录状态已过期，您可以继续留在该页面，或者重新登录',
      okText: '重新登录',
      cancelText: '取消',
    })
    expect(feedback.notification.error).not.toHaveBeenCalled()
  })

  it('no dialog for a request whose session was left while it was on its way (logged out meanwhile)', async () => {
    Cookies.set('Admin-Token', 'old-session')
    let answer: () => void = () => undefined
    const sent = new Promise<void>((resolve) => {
      fakeFetch({
        '/prod-api/workbench/card': () => {
          resolve()
          return new Promise((r) => (answer = () => r({ code: 401 })))
        },
      })
    })
    const pending = failure(get('/workbench/card'))
    await sent
    // the user logs out while the card's request is on its way: its answer is 401
    Cookies.remove('Admin-Token')
    answer()
    expect((await pending).kind).toBe('expired')
    expect(feedback.modal.confirm).not.toHaveBeenCalled()
    // the same 401 for the session still held does open it
    Cookies.set('Admin-Token', 'current')
    fakeFetch({ '/prod-api/a': { code: 401 } })
    await failure(get('/a'))
    expect(feedback.modal.confirm).toHaveBeenCalledTimes(1)
  })

  it('confirm logs out and goes to /index; the dialog can show again afterwards', async () => {
    const logout = vi.fn(async (_go: string) => undefined)
    setLogoutAction(logout)
    const go = vi.spyOn(browser, 'go').mockImplementation(() => undefined)
    fakeFetch({ '/prod-api/a': { code: 401 } })
    await failure(get('/a'))
    await feedback.modal.confirm.mock.calls[0][0].onOk()
    // the logout leaves for /index itself, once: no second navigation of the dialog's own
    expect(logout.mock.calls).toEqual([['/index']])
    expect(go).not.toHaveBeenCalled()
    await failure(get('/a'))
    expect(feedback.modal.confirm).toHaveBeenCalledTimes(2)
  })

  it('cancel leaves the user on the page', async () => {
    const logout = vi.fn()
    setLogoutAction(logout)
    const go = vi.spyOn(browser, 'go').mockImplementation(() => undefined)
    fakeFetch({ '/prod-api/a': { code: 401 } })
    await failure(get('/a'))
    feedback.modal.confirm.mock.calls[0][0].onCancel()
    expect(logout).not.toHaveBeenCalled()
    expect(go).not.toHaveBeenCalled()
  })

  it('an embedded element whose API is elsewhere sends the user to that origin’s /index', async () => {
    configureKit({ apiBase: 'https://platform.example.com/prod-api/' })
    const logout = vi.fn((_go: string) => undefined)
    setLogoutAction(logout)
    const { calls } = fakeFetch({ 'https://platform.example.com/prod-api/a': { code: 401 } })
    await failure(get('/a'))
    expect(calls[0].url).toBe('https://platform.example.com/prod-api/a')
    await feedback.modal.confirm.mock.calls[0][0].onOk()
    expect(logout).toHaveBeenCalledWith('https://platform.example.com/index')
  })
})

describe('transport errors (shown for 5 s)', () => {
  it('a failed connection: 后端接口连接异常', async () => {
    globalThis.fetch = vi.fn(async () => {
      throw new TypeError('Failed to fetch')
    }) as unknown as typeof fetch
    const error = await failure(get('/x'))
    expect(error).toMatchObject({ kind: 'transport', message: '后端接口连接异常' })
    expect(feedback.message.error).toHaveBeenCalledWith({ content: '后端接口连接异常', duration: 5 })
  })

  it('a timeout: 系统接口请求超时', async () => {
    globalThis.fetch = vi.fn(
      (_url: unknown, init: RequestInit) =>
        new Promise((_resolve, reject) =>
          init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
        ),
    ) as unknown as typeof fetch
    const error = await failure(get('/slow', undefined, { timeout: 30 }))
    expect(error.message).toBe('系统接口请求超时')
    expect(feedback.message.error).toHaveBeenCalledWith({ content: '系统接口请求超时', duration: 5 })
  })

  it('an HTTP error status: 系统接口{status}异常', async () => {
    fakeFetch({ '/prod-api/x': () => new Response('Bad Gateway', { status: 502 }) })
    const error = await failure(get('/x'))
    expect(error).toMatchObject({ kind: 'transport', code: 502, message: '系统接口502异常' })
    expect(feedback.message.error).toHaveBeenCalledWith({ content: '系统接口502异常', duration: 5 })
  })
})

describe('duplicate submits', () => {
  it('refuses the same POST again within one second, and shows why', async () => {
    const { fn } = fakeFetch()
    await post('/system/user', { userName: 'ry' })
    const error = await failure(post('/system/user', { userName: 'ry' }))
    expect(error).toMatchObject({ kind: 'repeat', message: '数据正在处理，请勿重复提交' })
    expect(feedback.message.error).toHaveBeenCalledWith({ content: '数据正在处理，请勿重复提交', duration: 5 })
    expect(fn).toHaveBeenCalledTimes(1)
  })

  it('applies to PUT, lets different bodies and later repeats through, and can be switched off', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date(2024, 0, 1, 9, 0, 0))
    const { fn } = fakeFetch()
    await put('/system/user', { userId: 2 })
    await failure(put('/system/user', { userId: 2 }))
    await put('/system/user', { userId: 3 })
    vi.setSystemTime(new Date(2024, 0, 1, 9, 0, 1, 500))
    await put('/system/user', { userId: 3 })
    await post('/auth/login', { a: 1 }, { repeatSubmit: false })
    await post('/auth/login', { a: 1 }, { repeatSubmit: false })
    expect(fn).toHaveBeenCalledTimes(5)
  })

  it('never applies to GET or DELETE', async () => {
    const { fn } = fakeFetch()
    await get('/a')
    await get('/a')
    await del('/a/1')
    await del('/a/1')
    expect(fn).toHaveBeenCalledTimes(4)
  })
})

describe('request shape', () => {
  it('adds the bearer token from the Admin-Token cookie unless isToken is false', async () => {
    const { calls } = fakeFetch()
    await get('/anonymous')
    Cookies.set('Admin-Token', 'tok-1')
    await get('/with-token')
    await get('/code', undefined, { isToken: false })
    await post('/auth/login', {}, { headers: { isToken: 'false' } })
    expect(calls.map((c) => c.headers.Authorization)).toEqual([undefined, 'Bearer tok-1', undefined, undefined])
    expect(calls[3].headers.isToken).toBeUndefined()
  })

  it('a token given by the embedding page wins over the cookie', async () => {
    Cookies.set('Admin-Token', 'cookie-token')
    configureKit({ token: 'page-token' })
    const { calls } = fakeFetch()
    await get('/x')
    expect(calls[0].headers.Authorization).toBe('Bearer page-token')
  })

  it('serialises GET params into the query string, nested objects as key[sub], skipping blanks', async () => {
    const { calls } = fakeFetch()
    await get('/system/user/list', {
      pageNum: 1,
      pageSize: 10,
      userName: '',
      status: null,
      params: { beginTime: '2024-01-01', endTime: '2024-01-31' },
    })
    expect(decodeURIComponent(calls[0].url)).toBe(
      '/prod-api/system/user/list?pageNum=1&pageSize=10&params[beginTime]=2024-01-01&params[endTime]=2024-01-31',
    )
    await get('/x?fixed=1', { a: 'b c' })
    expect(calls[1].url).toBe('/prod-api/x?fixed=1&a=b%20c')
  })

  it('sends JSON bodies with a JSON content type', async () => {
    const { calls } = fakeFetch()
    await post('/system/dict/type', { dictName: '性别' })
    expect(calls[0].method).toBe('POST')
    expect(calls[0].body).toBe(JSON.stringify({ dictName: '性别' }))
    expect(calls[0].headers['Content-Type']).toMatch(/application\/json/)
  })

  it('does not cache GET answers: the same GET twice asks the server twice', async () => {
    let n = 0
    const { fn } = fakeFetch({ '/prod-api/count': () => ({ code: 200, data: ++n }) })
    expect((await get('/count')).data).toBe(1)
    expect((await get('/count')).data).toBe(2)
    expect(fn).toHaveBeenCalledTimes(2)
  })
})

describe('download', () => {
  beforeEach(() => {
    URL.createObjectURL = vi.fn(() => 'blob:fake')
    URL.revokeObjectURL = vi.fn()
  })

  it('posts form-encoded filters, saves the blob under the server’s name and says the link was obtained', async () => {
    const clicked: HTMLAnchorElement[] = []
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this)
    })
    const { calls } = fakeFetch({
      '/prod-api/system/user/export': () =>
        new Response(new Blob(['xlsx-bytes']), {
          headers: {
            'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
            'content-disposition': "attachment; filename*=UTF-8''%E7%94%A8%E6%88%B7.xlsx",
          },
        }),
    })
    const ok = await download('/system/user/export', { status: '0', params: { beginTime: '2024-01-01' } })
    expect(ok).toBe(true)
    expect(calls[0].method).toBe('POST')
    expect(calls[0].headers['Content-Type']).toBe('application/x-www-form-urlencoded')
    expect(decodeURIComponent(String(calls[0].body))).toBe('status=0&params[beginTime]=2024-01-01')
    expect(clicked).toHaveLength(1)
    expect(clicked[0].download).toBe('用户.xlsx')
    expect(feedback.message.loading).toHaveBeenCalledWith({ content: '正在下载数据，请稍候', duration: 0 })
    expect(feedback.message.success).toHaveBeenCalledWith('已获取文件链接，开始下载')
  })

  it('uses the caller’s file name and a 20 s timeout', async () => {
    const clicked: HTMLAnchorElement[] = []
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this)
    })
    const { calls } = fakeFetch({
      '/prod-api/export': () =>
        new Response(new Blob(['x']), { headers: { 'content-type': 'application/octet-stream' } }),
    })
    expect(await download('/export', {}, 'mine.xlsx')).toBe(true)
    expect(clicked[0].download).toBe('mine.xlsx')
    expect(calls[0].init.timeout).toBe(20_000)
  })

  it('shows the error when the server answers JSON instead of a file', async () => {
    fakeFetch({ '/prod-api/export': { code: 500, msg: '导出失败' } })
    expect(await download('/export', {})).toBe(false)
    expect(feedback.message.error).toHaveBeenCalledWith('导出失败')
    expect(feedback.message.success).not.toHaveBeenCalled()
  })
})

describe('upload', () => {
  class FakeXhr {
    static last: FakeXhr
    method = ''
    url = ''
    headers: Record<string, string> = {}
    body: unknown
    status = 200
    statusText = 'OK'
    responseText = ''
    responseType = ''
    timeout = 0
    upload: { onprogress: ((e: { loaded: number; total: number }) => void) | null } = { onprogress: null }
    onload: (() => void) | null = null
    onerror: (() => void) | null = null
    ontimeout: (() => void) | null = null
    onabort: (() => void) | null = null
    constructor() {
      FakeXhr.last = this
    }
    open(method: string, url: string) {
      this.method = method
      this.url = url
    }
    setRequestHeader(name: string, value: string) {
      this.headers[name] = value
    }
    getAllResponseHeaders() {
      return 'content-type: application/json\r\n'
    }
    send(body: unknown) {
      this.body = body
      queueMicrotask(() => {
        this.upload.onprogress?.({ loaded: 50, total: 200 })
        this.upload.onprogress?.({ loaded: 200, total: 200 })
        this.responseText = JSON.stringify(FakeXhr.answer)
        this.onload?.()
      })
    }
    abort() {}
    static answer: unknown = { code: 200, msg: '上传成功', data: { url: '/prod-api/file/abc', name: 'a.png' } }
  }

  beforeEach(() => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr)
  })
  afterEach(() => {
    vi.unstubAllGlobals()
  })

  it('sends multipart field file with the token, reports progress and resolves with the envelope', async () => {
    Cookies.set('Admin-Token', 'tok-up')
    const progress: number[] = []
    const file = new File(['png-bytes'], 'a.png', { type: 'image/png' })
    const result = await upload('/file/upload', file, { onProgress: (p) => progress.push(p) })
    expect(result).toEqual({ code: 200, msg: '上传成功', data: { url: '/prod-api/file/abc', name: 'a.png' } })
    expect(progress).toEqual([25, 100])
    const xhr = FakeXhr.last
    expect(xhr.method).toBe('POST')
    expect(xhr.url).toBe('/prod-api/file/upload')
    expect(xhr.headers.Authorization).toBe('Bearer tok-up')
    expect(xhr.headers['Content-Type']).toBeUndefined()
    expect((xhr.body as FormData).get('file')).toBeInstanceOf(File)
    expect(((xhr.body as FormData).get('file') as File).name).toBe('a.png')
  })

  it('returns a failed envelope without showing anything, so the widget decides', async () => {
    FakeXhr.answer = { code: 500, msg: '文件类型不允许' }
    const result = await upload('/file/upload', new Blob(['x']), { fieldName: 'avatarfile' })
    expect(result).toEqual({ code: 500, msg: '文件类型不允许' })
    expect((FakeXhr.last.body as FormData).get('avatarfile')).toBeInstanceOf(Blob)
    expect(feedback.message.error).not.toHaveBeenCalled()
    expect(feedback.notification.error).not.toHaveBeenCalled()
  })
})
