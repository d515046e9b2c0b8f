import { configureKit, onKitEvent } from '@wp/kit'
import { lazy, Suspense, useEffect, useMemo, useState, type ComponentType } from 'react'
import { DASHBOARDS } from './modules'
import { chooseScreens, nextScreen, readSettings, takeToken, TOKEN_KEY } from './settings'
import { TokenForm } from './TokenForm'

const COMPONENTS = new Map<string, ComponentType>(DASHBOARDS.map((d) => [d.key, lazy(d.load)]))

/**
 * The wall: signs in with the display token (from ?token= once, then local storage), then shows the dashboards in
 * turn, each for `interval` seconds (?screens=…&interval=…).
 */
export function App() {
  const [token, setToken] = useState<string | null>(() => {
    const { token, cleanHref } = takeToken(window.location.href, window.localStorage)
    if (cleanHref !== window.location.href) window.history.replaceState(null, '', cleanHref)
    return token
  })
  const [refused, setRefused] = useState(false)
  const settings = useMemo(() => readSettings(window.location.search), [])
  const screens = useMemo(
    () =>
      chooseScreens(
        DASHBOARDS.map((d) => d.key),
        settings.screens,
      ),
    [settings],
  )
  const [index, setIndex] = useState(0)

  if (token) configureKit({ token })

  useEffect(
    () =>
      onKitEvent('session:ended', () => {
        window.localStorage.removeItem(TOKEN_KEY)
        configureKit({ token: '' })
        setRefused(true)
        setToken(null)
      }),
    [],
  )

  useEffect(() => {
    if (!token || screens.length < 2) return
    const timer = setInterval(() => setIndex((i) => nextScreen(i, screens.length)), settings.interval * 1000)
    return () => clearInterval(timer)
  }, [token, screens.length, settings.interval])

  if (!token)
    return (
      <TokenForm
        refused={refused}
        onToken={(t) => {
          window.localStorage.setItem(TOKEN_KEY, t)
          setRefused(false)
          setToken(t)
        }}
      />
    )
  const key = screens[index]
  const Screen = COMPONENTS.get(key)
  if (!Screen) return <p style={{ color: '#fff' }}>没有可显示的大屏</p>
  return (
    <div data-testid="screen-host" data-screen={key} style={{ width: '100vw', height: '100vh' }}>
      <Suspense fallback={null}>
        <Screen key={key} />
      </Suspense>
    </div>
  )
}
