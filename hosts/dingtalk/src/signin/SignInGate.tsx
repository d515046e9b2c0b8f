import { sessionStore, useSession } from '@wp/kit'
import { lazy, useEffect, useRef, useState, type ReactNode } from 'react'
import { Link, useLocation, useNavigate } from 'react-router'
import { Loading } from '../shell/Loading'
import { signInSilently } from './api'
import { inDingTalk } from './dingtalk'

// Needed only by an account on its initial or expired password: not part of a signed-in user's first screen.
const PasswordPage = lazy(() => import('./PasswordPage'))

type GateState = { phase: 'working' } | { phase: 'ready' } | { phase: 'failed'; message: string }

const messageOf = (err: unknown) =>
  (err as { errorMessage?: string })?.errorMessage ?? (err instanceof Error ? err.message : '登录失败')

/**
 * Every screen behind it has a session: one there already (its user loaded), or one fetched first — silently inside
 * DingTalk (an unbound DingTalk user goes to /bind once), through the sign-in form elsewhere. An account still on its
 * initial or expired password changes it first (the server refuses everything else until then). Then navigation
 * continues to the requested screen.
 */
export function SignInGate({ children }: { children: ReactNode }) {
  const token = useSession((s) => s.token)
  const mustChangePassword = useSession((s) => s.isDefaultModifyPwd || s.isPasswordExpired)
  const { pathname, search } = useLocation()
  const navigate = useNavigate()
  const [state, setState] = useState<GateState>({ phase: 'working' })
  const [attempt, setAttempt] = useState(0)
  // the path is read once per sign-in attempt: moving between signed-in screens does not sign in again
  const latest = useRef({ here: pathname + search, navigate })
  latest.current = { here: pathname + search, navigate }

  useEffect(() => {
    let live = true
    const fail = (err: unknown) => live && setState({ phase: 'failed', message: messageOf(err) })
    const { here, navigate } = latest.current
    setState({ phase: 'working' })
    if (token) {
      sessionStore
        .getState()
        .ensureInfo()
        .then(() => live && setState({ phase: 'ready' }))
        .catch(async (err) => {
          await sessionStore.getState().fedLogout()
          fail(err)
        })
    } else if (inDingTalk()) {
      signInSilently()
        .then((outcome) => {
          if (!live || outcome.signedIn) return
          navigate('/bind', { replace: true, state: { ...outcome.unbound, redirect: here } })
        })
        .catch(fail)
    } else {
      navigate(`/login?redirect=${encodeURIComponent(here)}`, { replace: true })
    }
    return () => {
      live = false
    }
  }, [token, attempt])

  if (state.phase === 'ready') return mustChangePassword ? <PasswordPage /> : <>{children}</>
  if (state.phase === 'failed')
    return (
      <div className="h5-center" data-testid="signin-failed">
        <strong>登录失败</strong>
        <p className="h5-error">{state.message}</p>
        <button type="button" className="h5-retry" onClick={() => setAttempt((n) => n + 1)} data-testid="signin-retry">
          重试
        </button>
        {/* DingTalk's silent sign-in can fail for good (not configured, the app not bound): the form still works */}
        <Link
          className="h5-link"
          to={`/login?redirect=${encodeURIComponent(pathname + search)}`}
          replace
          data-testid="signin-with-password"
        >
          使用账号密码登录
        </Link>
      </div>
    )
  return <Loading testId="signin-working">正在登录</Loading>
}
