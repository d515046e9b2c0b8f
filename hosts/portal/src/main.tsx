// The portal's entry. Kept small on purpose (login budget): the login view draws without antd; antd, the layout and
// every module view arrive in lazy chunks after login.
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './App'

function mountPoint(): HTMLElement {
  const existing = document.getElementById('app') ?? document.getElementById('root')
  if (existing) return existing
  const el = document.createElement('div')
  el.id = 'app'
  document.body.appendChild(el)
  return el
}

createRoot(mountPoint()).render(
  <StrictMode>
    <App />
  </StrictMode>,
)
