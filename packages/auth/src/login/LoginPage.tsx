import { fetchChallenge, sessionStore, type LoginChallenge } from '@wp/kit'
import { useCallback, useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { LOGIN_CSS } from './loginStyles'
import { DingTalkEntry } from './DingTalkEntry'
import { useDingTicket } from './dingTicket'
import { redirectTarget } from './redirect'
import { readRemembered, writeRemembered } from './rememberedUser'

export const LOGIN_TITLE = '综合工作平台'
const MESSAGES = { username: '请输入您的账号', password: '请输入您的密码', code: '请输入验证码' } as const
type Field = keyof typeof MESSAGES
const INPUTS = [
  { name: 'username', label: '账号', autoComplete: 'username' },
  { name: 'password', label: '密码', type: 'password', autoComplete: 'current-password' },
] as const

/** What the form lacks, field by field (the code only when the server wants a captcha: `code` not null). */
function missingFields(username: string, password: string, code: string | null): Partial<Record<Field, string>> {
  return {
    ...(username.trim() ? {} : { username: MESSAGES.username }),
    ...(password ? {} : { password: MESSAGES.password }),
    ...(code !== null && !code.trim() ? { code: MESSAGES.code } : {}),
  }
}

/** One field of the login form (data-testid login-<name>), its message under it; `children` sit beside the input. */
function LoginInput(props: {
  name: Field
  label: string
  type?: 'text' | 'password'
  autoComplete: string
  value: string
  onChange: (value: string) => void
  error?: string
  children?: ReactNode
}) {
  const input = (
    <input
      type={props.type ?? 'text'}
      name={props.name}
      autoComplete={props.autoComplete}
      placeholder={props.label}
      aria-label={props.label}
      data-testid={`login-${props.name}`}
      value={props.value}
      onChange={(e) => props.onChange(e.target.value)}
    />
  )
  return (
    <div className={`wp-login-field${props.error ? ' invalid' : ''}`}>
      {props.children ? (
        <div className="wp-login-captcha">
          {input}
          {props.children}
        </div>
      ) : (
        input
      )}
      {props.error && <div className="wp-login-field-error">{props.error}</div>}
    </div>
  )
}

/**
 * /login: user name, password (encrypted by the kit with the challenge's key), captcha when the server wants one,
 * "remember me" for the user name. Deliberately without antd, so the first screen stays small.
 */
export default function LoginPage() {
  const navigate = useNavigate()
  const { search } = useLocation()
  const remembered = useRef(readRemembered()).current
  const [values, setValues] = useState<Record<Field, string>>({ username: remembered.username, password: '', code: '' })
  const { username, password, code } = values
  const setter = (name: Field) => (value: string) => setValues((v) => ({ ...v, [name]: value }))
  const [remember, setRemember] = useState(remembered.remember)
  const [challenge, setChallenge] = useState<LoginChallenge | null>(null)
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({})
  // a failed DingTalk web sign-in comes back here with its reason, a bound one with its ticket (useDingTicket)
  const [failure, setFailure] = useState(() => new URLSearchParams(search).get('dingError') ?? '')
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
  useDingTicket(setBusy, setFailure)

  const captcha = challenge?.captchaEnabled ?? false

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const missing = missingFields(username, password, captcha ? code : null)
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
      setter('code')('')
      // the key and captcha were used up: ask for a fresh challenge
      void refreshChallenge()
      setBusy(false)
    }
  }

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
        {INPUTS.map((input) => (
          <LoginInput
            key={input.name}
            {...input}
            value={values[input.name]}
            onChange={setter(input.name)}
            error={errors[input.name]}
          />
        ))}
        {captcha && (
          <LoginInput
            name="code"
            label="验证码"
            autoComplete="off"
            value={code}
            onChange={setter('code')}
            error={errors.code}
          >
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
          </LoginInput>
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
        <DingTalkEntry redirect={redirectTarget(search)} />
        <div className="wp-login-footer">© 综合工作平台</div>
      </form>
    </div>
  )
}
