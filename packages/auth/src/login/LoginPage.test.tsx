import { createDecipheriv, randomBytes } from 'node:crypto'
import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { sessionStore } from '@wp/kit'
import { MemoryRouter, Route, Routes, useLocation } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import LoginPage from './LoginPage'

const key = randomBytes(16)
interface Call {
  url: string
  method: string
  body: string | undefined
}
let calls: Call[] = []

function serve(
  loginAnswer: object = { code: 200, data: { access_token: 'tok-123', expires_in: 720 } },
  captchaEnabled = true,
  ticketAnswer: object = { code: 200, data: { access_token: 'ding-tok', expires_in: 720 } },
) {
  calls = []
  globalThis.fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input)
    calls.push({ url, method: String(init.method ?? 'GET'), body: init.body as string | undefined })
    const body = url.endsWith('/code')
      ? {
          code: 200,
          captchaEnabled,
          uuid: 'a'.repeat(32),
          key: key.toString('base64'),
          ...(captchaEnabled ? { img: 'iVBORw0KGgo=' } : {}),
        }
      : url.endsWith('/auth/login')
        ? loginAnswer
        : url.endsWith('/auth/dingding/login/ticket')
          ? ticketAnswer
          : { code: 200 }
    return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } })
  }) as unknown as typeof fetch
}

function Landing() {
  const { pathname, search } = useLocation()
  return <div data-testid="landed">{pathname + search}</div>
}

/** The login page's own address as the router has it now (the fragment must be gone once read). */
function Address() {
  const { pathname, search, hash } = useLocation()
  return <div data-testid="address">{pathname + search + hash}</div>
}

function renderLogin(at = '/login?redirect=%2Fsystem%2Fdict') {
  return render(
    <MemoryRouter initialEntries={[at]}>
      <Routes>
        <Route
          path="/login"
          element={
            <>
              <LoginPage />
              <Address />
            </>
          }
        />
        <Route path="*" element={<Landing />} />
      </Routes>
    </MemoryRouter>,
  )
}

const decrypt = (cipher: string) => {
  const d = createDecipheriv('aes-128-ecb', key, null)
  return Buffer.concat([d.update(Buffer.from(cipher, 'base64')), d.final()]).toString('utf8')
}

describe('login page', () => {
  beforeEach(() => {
    localStorage.clear()
    document.cookie = 'Admin-Token=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/'
    sessionStore.setState({ token: undefined })
  })
  afterEach(() => vi.restoreAllMocks())

  it('shows the captcha picture and asks for the missing fields', async () => {
    serve()
    renderLogin()
    const img = await screen.findByTestId('login-captcha-img')
    expect(img.getAttribute('src')).toBe('data:image/png;base64,iVBORw0KGgo=')
    fireEvent.click(screen.getByTestId('login-submit'))
    expect(await screen.findByText('请输入您的账号')).toBeTruthy()
    expect(screen.getByText('请输入您的密码')).toBeTruthy()
    expect(screen.getByText('请输入验证码')).toBeTruthy()
    expect(calls.some((c) => c.url.endsWith('/auth/login'))).toBe(false)
  })

  it('sends the password encrypted with the challenge key and follows the redirect', async () => {
    serve()
    renderLogin()
    await screen.findByTestId('login-captcha-img')
    fireEvent.change(screen.getByTestId('login-username'), { target: { value: ' admin ' } })
    fireEvent.change(screen.getByTestId('login-password'), { target: { value: 'admin123' } })
    fireEvent.change(screen.getByTestId('login-code'), { target: { value: '7' } })
    fireEvent.click(screen.getByTestId('login-remember'))
    fireEvent.click(screen.getByTestId('login-submit'))
    expect((await screen.findByTestId('landed')).textContent).toBe('/system/dict')
    const login = calls.find((c) => c.url.endsWith('/auth/login'))!
    const body = JSON.parse(login.body!)
    expect(body).toMatchObject({ username: 'admin', code: '7', uuid: 'a'.repeat(32) })
    expect(body.password).not.toBe('admin123')
    expect(decrypt(body.password)).toBe('admin123')
    expect(document.cookie).toContain('Admin-Token=tok-123')
    expect(localStorage.getItem('login-username')).toBe('admin')
    expect(JSON.stringify({ ...localStorage })).not.toContain('admin123')
  })

  it('hides the captcha when the server has it off', async () => {
    serve(undefined, false)
    renderLogin()
    await waitFor(() => expect(calls.some((c) => c.url.endsWith('/code'))).toBe(true))
    expect(screen.queryByTestId('login-code')).toBeNull()
  })

  it('shows the server’s refusal and fetches a fresh challenge', async () => {
    serve({ code: 500, msg: '用户不存在/密码错误' })
    renderLogin()
    await screen.findByTestId('login-captcha-img')
    fireEvent.change(screen.getByTestId('login-username'), { target: { value: 'admin' } })
    fireEvent.change(screen.getByTestId('login-password'), { target: { value: 'nope' } })
    fireEvent.change(screen.getByTestId('login-code'), { target: { value: '7' } })
    fireEvent.click(screen.getByTestId('login-submit'))
    expect((await screen.findByTestId('login-error')).textContent).toBe('用户不存在/密码错误')
    await waitFor(() => expect(calls.filter((c) => c.url.endsWith('/code'))).toHaveLength(2))
    expect(screen.queryByTestId('landed')).toBeNull()
  })

  it('spends the DingTalk sign-in ticket from the fragment once, keeps the session and follows the redirect', async () => {
    serve()
    renderLogin('/login?redirect=%2Fsystem%2Fdict#dingTicket=T0123456789abcdefT0123456789abcd')
    expect((await screen.findByTestId('landed')).textContent).toBe('/system/dict')
    const exchanges = calls.filter((c) => c.url.endsWith('/auth/dingding/login/ticket'))
    expect(exchanges.map((c) => [c.method, JSON.parse(c.body!)])).toEqual([
      ['POST', { ticket: 'T0123456789abcdefT0123456789abcd' }],
    ])
    expect(document.cookie).toContain('Admin-Token=ding-tok')
  })

  it('shows the refusal of a used or expired ticket and drops it from the address', async () => {
    serve(undefined, true, { code: 400, msg: '钉钉登录凭证已使用，请重新点击钉钉登录' })
    renderLogin('/login?redirect=%2Fsystem%2Fdict#dingTicket=T0123456789abcdefT0123456789abce')
    expect((await screen.findByTestId('login-error')).textContent).toBe('钉钉登录凭证已使用，请重新点击钉钉登录')
    expect(screen.getByTestId('address').textContent).toBe('/login?redirect=%2Fsystem%2Fdict')
    expect(screen.queryByTestId('landed')).toBeNull()
    expect(document.cookie).not.toContain('Admin-Token')
  })
})
