// The DingTalk host's entry (/h5/): the kit's messages in antd-mobile (shell/widgets.ts, loaded at the first one, sets
// antd-mobile's React 19 render), then the app.
import { configureKit } from '@wp/kit'
import 'antd-mobile/es/global'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './App'
import { registerMobileFeedback } from './shell/feedback'
import { applyHostStyles } from './shell/styles'

// "Sign in again" reopens this host, which signs in silently inside DingTalk.
configureKit({ home: '/h5/' })
registerMobileFeedback()
applyHostStyles()

const mount = document.getElementById('app') ?? document.body.appendChild(document.createElement('div'))
createRoot(mount).render(
  <StrictMode>
    <App />
  </StrictMode>,
)
