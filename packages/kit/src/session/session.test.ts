import { createDecipheriv } from 'node:crypto'
import Cookies from 'js-cookie'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { browser } from '../http/config'
import { get } from '../http/http'
import { resetReloginDialog } from '../http/relogin'
import { fakeFeedback, fakeFetch } from '../testing/fakes'
import { LOGOUT_WAIT_MS, sessionStore } from './session'

const KEY = Buffer.alloc(16, 7).toString('base64')

function decrypt(cipherText: string): string {
  const decipher = createDecipheriv('aes-128-ecb', Buffer.from(KEY, 'base64'), null)
  return Buffer.concat([decipher.update(Buffer.from(cipherText, 'base64')), decipher.final()]).toString('utf8')
}

const loginAnswers = {
  '/prod-api/code': { code: 200, captchaEnabled: false, uuid: 'uuid-1', key: KEY },
  '/prod-api/auth/login': { code: 200, data: { access_token: 'tok-1', expires_in: 720 } },
}

let feedback: ReturnType<typeof fakeFeedback>

beforeEach(() => {
  feedback = fakeFeedback()
  sessionStorage.clear()
  Cookies.remove('Admin-Token')
  Cookies.remove('Admin-Expires-In')
  sessionStore.setState({ token: undefined, expiresIn: undefined, user: null, roles: [], permissions: [] })
  resetReloginDialog()
})
afterEach(() => {
  feedback.unregister()
  vi.useRealTimers()
  vi.restoreAllMocks()
})

describe('login', () => {
  it('fetches the challenge, sends the password encrypted with its key, and keeps the token in cookies', async () => {
    Cookies.set('Admin-Token', 'stale')
    const { calls } = fakeFetch(loginAnswers)
    await sessionStore.getState().login({ username: ' admin ', password: 'admin123', code: '' })
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual(['GET /prod-api/code', 'POST /prod-api/auth/login'])
    const body = JSON.parse(String(calls[1].body))
    expect(body.username).toBe('admin')
    expect(body.uuid).toBe('uuid-1')
    expect(body.password).not.toBe('admin123')
    expect(decrypt(body.password)).toBe('admin123')
    expect(calls[0].headers.Authorization).toBeUndefined()
    expect(calls[1].headers.Authorization).toBeUndefined()
    expect(Cookies.get('Admin-Token')).toBe('tok-1')
    expect(Cookies.get('Admin-Expires-In')).toBe('720')
    expect(sessionStore.getState()).toMatchObject({ token: 'tok-1', expiresIn: 720 })
  })

  it('uses the challenge the captcha came from, with the typed code', async () => {
    const { calls } = fakeFetch(loginAnswers)
    await sessionStore.getState().login({
      username: 'admin',
      password: 'admin123',
      code: '7',
      challenge: { captchaEnabled: true, uuid: 'uuid-9', key: KEY },
    })
    expect(calls).toHaveLength(1)
    expect(JSON.parse(String(calls[0].body))).toMatchObject({ uuid: 'uuid-9', code: '7' })
  })

  it('a refused login rejects, shows the server message and stores nothing', async () => {
    fakeFetch({ ...loginAnswers, '/prod-api/auth/login': { code: 500, msg: '用户不存在/密码错误' } })
    await expect(sessionStore.getState().login({ username: 'admin', password: 'x' })).rejects.toThrow(
      '用户不存在/密码错误',
    )
    expect(feedback.message.error).toHaveBeenCalledWith('用户不存在/密码错误')
    expect(Cookies.get('Admin-Token')).toBeUndefined()
  })
})

describe('getInfo', () => {
  it('stores user, roles and permissions, sending the token', async () => {
    Cookies.set('Admin-Token', 'tok-1')
    const { calls } = fakeFetch({
      '/prod-api/system/user/getInfo': {
        code: 200,
        user: { userId: 1, userName: 'admin', nickName: '若依', phonenumber: '15888888888' },
        roles: ['admin'],
        permissions: ['*:*:*'],
        isDefaultModifyPwd: false,
        isPasswordExpired: true,
        pwdChrtype: '0',
      },
    })
    const user = await sessionStore.getState().getInfo()
    expect(user.nickName).toBe('若依')
    expect(calls[0].headers.Authorization).toBe('Bearer tok-1')
    expect(sessionStore.getState()).toMatchObject({ roles: ['admin'], permissions: ['*:*:*'], isPasswordExpired: true })
  })

  it('gives ROLE_DEFAULT to a user without roles', async () => {
    fakeFetch({
      '/prod-api/system/user/getInfo': {
        code: 200,
        user: { userId: 3, userName: 'u', nickName: 'u' },
        roles: [],
        permissions: [],
      },
    })
    await sessionStore.getState().getInfo()
    expect(sessionStore.getState().roles).toEqual(['ROLE_DEFAULT'])
  })

  it('refuses an answer without user info', async () => {
    fakeFetch({ '/prod-api/system/user/getInfo': { code: 200 } })
    await expect(sessionStore.getState().getInfo()).rejects.toThrow('登录失效，请重新登录')
  })

  it('ensureInfo loads once for concurrent callers, and not at all without a token', async () => {
    const { fn } = fakeFetch({
      '/prod-api/system/user/getInfo': {
        code: 200,
        user: { userId: 2, userName: 'ry', nickName: 'ry' },
        roles: ['common'],
      },
    })
    await sessionStore.getState().ensureInfo()
    expect(fn).not.toHaveBeenCalled()
    Cookies.set('Admin-Token', 'tok')
    await Promise.all([sessionStore.getState().ensureInfo(), sessionStore.getState().ensureInfo()])
    await sessionStore.getState().ensureInfo()
    expect(fn).toHaveBeenCalledTimes(1)
  })
})

describe('refresh', () => {
  it('keeps one refresh in flight whoever asks', async () => {
    Cookies.set('Admin-Token', 'tok')
    let release: () => void = () => undefined
    const gate = new Promise<void>((resolve) => (release = resolve))
    const { calls } = fakeFetch({
      '/prod-api/auth/refresh': async () => {
        await gate
        return { code: 200, data: { expires_in: 720 } }
      },
    })
    const all = [
      sessionStore.getState().refresh(),
      sessionStore.getState().refresh(),
      sessionStore.getState().refresh(),
    ]
    release()
    await Promise.all(all)
    expect(calls.filter((c) => c.url.endsWith('/auth/refresh'))).toHaveLength(1)
    expect(Cookies.get('Admin-Expires-In')).toBe('720')
    await sessionStore.getState().refresh()
    expect(calls).toHaveLength(2)
  })

  it('refreshes by itself before the session expires', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const { calls } = fakeFetch({
      ...loginAnswers,
      '/prod-api/code': { ...loginAnswers['/prod-api/code'] },
      '/prod-api/auth/login': { code: 200, data: { access_token: 't', expires_in: 30 } },
    })
    await sessionStore.getState().login({ username: 'admin', password: 'admin123' })
    await vi.advanceTimersByTimeAsync(24 * 60_000)
    expect(calls.some((c) => c.url.endsWith('/auth/refresh'))).toBe(false)
    await vi.advanceTimersByTimeAsync(60_000 + 1)
    expect(calls.filter((c) => c.url.endsWith('/auth/refresh'))).toHaveLength(1)
    await sessionStore.getState().logout()
  })
})

describe('logout', () => {
  it('tells the server, then clears token, roles, permissions and user info', async () => {
    Cookies.set('Admin-Token', 'tok')
    Cookies.set('Admin-Expires-In', '720')
    sessionStore.setState({
      token: 'tok',
      roles: ['admin'],
      permissions: ['*:*:*'],
      user: { userId: 1, userName: 'a', nickName: 'a' },
    })
    const { calls } = fakeFetch()
    await sessionStore.getState().logout()
    expect(calls[0]).toMatchObject({ method: 'DELETE', url: '/prod-api/auth/logout' })
    expect(calls[0].headers.Authorization).toBe('Bearer tok')
    expect(Cookies.get('Admin-Token')).toBeUndefined()
    expect(Cookies.get('Admin-Expires-In')).toBeUndefined()
    expect(sessionStore.getState()).toMatchObject({ token: undefined, roles: [], permissions: [], user: null })
  })

  it('still clears everything, silently, when the server cannot be reached or the token is dead', async () => {
    Cookies.set('Admin-Token', 'tok')
    globalThis.fetch = vi.fn(async () => {
      throw new TypeError('Failed to fetch')
    }) as unknown as typeof fetch
    await sessionStore.getState().logout()
    expect(Cookies.get('Admin-Token')).toBeUndefined()
    Cookies.set('Admin-Token', 'dead')
    fakeFetch({ '/prod-api/auth/logout': { code: 401 } })
    await sessionStore.getState().logout()
    expect(Cookies.get('Admin-Token')).toBeUndefined()
    expect(feedback.message.error).not.toHaveBeenCalled()
    expect(feedback.modal.confirm).not.toHaveBeenCalled()
  })

  it('with go, the page is left in one navigation once the server has answered: the store is not changed first', async () => {
    Cookies.set('Admin-Token', 'tok')
    sessionStore.setState({ token: 'tok', roles: ['admin'], permissions: ['*:*:*'] })
    let answer: (() => void) | undefined
    fakeFetch({ '/prod-api/auth/logout': () => new Promise((r) => (answer = () => r({ code: 200 }))) })
    const go = vi.spyOn(browser, 'go').mockImplementation(() => undefined)
    // a subscriber such as the portal's route guard navigates as soon as the session changes
    const changes = vi.fn()
    const unsubscribe = sessionStore.subscribe(changes)
    const leaving = sessionStore.getState().logout({ go: '/login' })
    await vi.waitFor(() => expect(answer).toBeDefined())
    await new Promise((r) => setTimeout(r, 20))
    expect(go).not.toHaveBeenCalled()
    answer?.()
    await leaving
    unsubscribe()
    expect(go.mock.calls).toEqual([['/login']])
    expect(Cookies.get('Admin-Token')).toBeUndefined()
    expect(changes).not.toHaveBeenCalled()
  })

  it('a server that does not answer holds the user LOGOUT_WAIT_MS at most', async () => {
    vi.useFakeTimers()
    Cookies.set('Admin-Token', 'tok')
    globalThis.fetch = vi.fn(
      (_: unknown, init: RequestInit = {}) =>
        new Promise((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(init.signal?.reason))),
    ) as unknown as typeof fetch
    const go = vi.spyOn(browser, 'go').mockImplementation(() => undefined)
    const leaving = sessionStore.getState().logout({ go: '/login' })
    await vi.advanceTimersByTimeAsync(LOGOUT_WAIT_MS - 100)
    expect(go).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(200)
    await leaving
    expect(go.mock.calls).toEqual([['/login']])
    expect(Cookies.get('Admin-Token')).toBeUndefined()
    expect(feedback.message.error).not.toHaveBeenCalled()
  })

  it('federated logout clears the token only', () => {
    Cookies.set('Admin-Token', 'tok')
    sessionStore.setState({ token: 'tok', roles: ['common'], permissions: ['system:user:list'] })
    sessionStore.getState().fedLogout()
    expect(Cookies.get('Admin-Token')).toBeUndefined()
    expect(sessionStore.getState()).toMatchObject({
      token: undefined,
      roles: ['common'],
      permissions: ['system:user:list'],
    })
  })

  it('the re-login dialog logs out through the session and goes to /index, one navigation', async () => {
    Cookies.set('Admin-Token', 'tok')
    sessionStore.setState({ token: 'tok', roles: ['admin'] })
    const go = vi.spyOn(browser, 'go').mockImplementation(() => undefined)
    const { calls } = fakeFetch({ '/prod-api/system/user/list': { code: 401 } })
    await expect(get('/system/user/list')).rejects.toThrow()
    await feedback.modal.confirm.mock.calls[0][0].onOk()
    expect(calls.map((c) => `${c.method} ${c.url}`)).toContain('DELETE /prod-api/auth/logout')
    expect(Cookies.get('Admin-Token')).toBeUndefined()
    // the page is replaced: the store is left as it was rather than set off the route guard's own redirect
    expect(sessionStore.getState().roles).toEqual(['admin'])
    expect(go.mock.calls).toEqual([['/index']])
  })
})
