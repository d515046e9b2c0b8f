import { getFeedback, HttpError, sessionStore, useSession } from '@wp/kit'
import { useEffect, type ReactNode } from 'react'
import { Navigate, useLocation, useNavigate } from 'react-router'
import { decideNavigation, stripDingding } from './guard'
import { loadSignedIn, useRouters } from './routesStore'

/** A centred spinner without antd (the guard is part of the first screen). */
export function PageLoading() {
  return (
    <div
      data-testid="page-loading"
      style={{ minHeight: '60vh', display: 'flex', alignItems: 'center', justifyContent: 'center' }}
    >
      <style>{'@keyframes wp-spin{to{transform:rotate(360deg)}}'}</style>
      <span
        style={{
          width: 28,
          height: 28,
          border: '3px solid #d9e8ff',
          borderTopColor: '#1890ff',
          borderRadius: '50%',
          animation: 'wp-spin .8s linear infinite',
        }}
      />
    </div>
  )
}

function reopenTopWithoutFlag() {
  try {
    const top = window.top ?? window
    top.location.href = stripDingding(top.location.href)
  } catch {
    // a top window on another origin cannot be read: reopen this one
    window.location.href = stripDingding(window.location.href)
  }
}

/** Applies the guard's decision: redirect, load the session and routes first, reopen, or render the routes. */
export function NavigationGuard({ children }: { children: ReactNode }) {
  const { pathname, search, hash } = useLocation()
  const navigate = useNavigate()
  const hasToken = !!useSession((s) => s.token)
  const hasRoles = useSession((s) => s.roles.length > 0)
  const routers = useRouters()
  const decision = decideNavigation({ pathname, search, hash, hasToken, ready: hasRoles && routers !== null })

  useEffect(() => {
    if (decision.kind === 'reopen') reopenTopWithoutFlag()
    if (decision.kind !== 'load') return
    loadSignedIn().catch(async (error: unknown) => {
      // getInfo failed: log out, show the error, go home (which leads to the login page)
      await sessionStore.getState().logout()
      if (!(error instanceof HttpError))
        getFeedback().message.error(error instanceof Error ? error.message : String(error))
      navigate('/', { replace: true })
    })
  }, [decision.kind, navigate])

  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />
  if (decision.kind !== 'allow') return <PageLoading />
  return <>{children}</>
}
