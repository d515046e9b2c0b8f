import { fetchChallenge, sessionStore, type LoginChallenge } from '@wp/kit'
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { LOGIN_CSS } from './loginStyles'
import { redirectTarget } from './redirect'
import { readRemembered, writeRemembered } from './rememberedUser'

export const LOGIN_TITLE = '综合工作平台'
const MESSAGES = { username: '请输入您的账号', password: '请输入您的密码', code: '请输入验证码' } as const
type Field = keyof typeof MESSAGES

/**
 * /login: user name, password (encrypted by the kit with the challenge's key), captcha when the server wants one,
 * "remember me" for the user name. Deliberately without antd, so the first screen stays small.
 */
export default function LoginPage() {
  const navigate = useNavigate()
  const { search } = useLocation()
  const remembered = useRef(readRemembered()).current
  const [username, setUsername] = useState(remembered.username)
  const [password, setPassword] = useState('')
  const [code, setCode] = useState('')
  const [remember, setRemember] = useState(remembered.remember)
  const [challenge, setChallenge] = useState<LoginChallenge | null>(null)
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({})
  const [failure, setFailure] = useState('')
  const [busy, setBusy] = useState(false)

  const refreshChallenge = useCallback(async () => {
    try {
      setChallenge(await fetchChallenge())
    } catch (error) {
      setChallenge(null)
      setFailure(error instanceof Error ? error.message : String(error))
    }
  }, [])

  useEffect(() => {
    void refreshChallenge()
  }, [refreshChallenge])

  const captcha = challenge?.captchaEnabled ?? false

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const missing: Partial<Record<Field, string>> = {}
    if (!username.trim()) missing.username = MESSAGES.username
    if (!password) missing.password = MESSAGES.password
    if (captcha && !code.trim()) missing.code = MESSAGES.code
    setErrors(missing)
    if (Object.keys(missing).length) return
    setBusy(true)
    setFailure('')
    try {
      await sessionStore.getState().login({
        username: username.trim(),
        password,
        code: captcha ? code.trim() : undefined,
        challenge: challenge ?? undefined,
      })
      writeRemembered(remember, username.trim())
      navigate(redirectTarget(search), { replace: true })
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error))
      setCode('')
      // the key and captcha were used up: ask for a fresh challenge
      void refreshChallenge()
      setBusy(false)
    }
  }

  const field = (name: Field) => `wp-login-field${errors[name] ? ' invalid' : ''}`

  return (
    <div className="wp-login" data-testid="login-page">
      <style>{LOGIN_CSS}</style>
      <form className="wp-login-card" onSubmit={submit} noValidate data-testid="login-form">
        <h1 className="wp-login-title">{LOGIN_TITLE}</h1>
        {failure && (
          <div className="wp-login-error" role="alert" data-testid="login-error">
            {failure}
          </div>
        )}
        <div className={field('username')}>
          <input
            type="text"
            name="username"
            autoComplete="username"
            placeholder="账号"
            aria-label="账号"
            data-testid="login-username"
            value={username}
            onChange={(e) => setUsername(e.target.value)}
          />
          {errors.username && <div className="wp-login-field-error">{errors.username}</div>}
        </div>
        <div className={field('password')}>
          <input
            type="password"
            name="password"
            autoComplete="current-password"
            placeholder="密码"
            aria-label="密码"
            data-testid="login-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
          {errors.password && <div className="wp-login-field-error">{errors.password}</div>}
        </div>
        {captcha && (
          <div className={field('code')}>
            <div className="wp-login-captcha">
              <input
                type="text"
                name="code"
                autoComplete="off"
                placeholder="验证码"
                aria-label="验证码"
                data-testid="login-code"
                value={code}
                onChange={(e) => setCode(e.target.value)}
              />
              {challenge?.img ? (
                <img
                  src={challenge.img}
                  alt="验证码，点击刷新"
                  title="点击刷新"
                  data-testid="login-captcha-img"
                  onClick={() => void refreshChallenge()}
                />
              ) : (
                <span
                  className="wp-login-captcha-empty"
                  data-testid="login-captcha-img"
                  onClick={() => void refreshChallenge()}
                />
              )}
            </div>
            {errors.code && <div className="wp-login-field-error">{errors.code}</div>}
          </div>
        )}
        <div className="wp-login-row">
          <label>
            <input
              type="checkbox"
              data-testid="login-remember"
              checked={remember}
              onChange={(e) => setRemember(e.target.checked)}
            />
            记住账号
          </label>
        </div>
        <button type="submit" className="wp-login-submit" data-testid="login-submit" disabled={busy}>
          {busy ? '登 录 中...' : '登 录'}
        </button>
        <div className="wp-login-footer">© 综合工作平台</div>
      </form>
    </div>
  )
}
