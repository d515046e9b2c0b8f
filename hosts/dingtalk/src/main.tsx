// The DingTalk host's entry (/h5/): antd-mobile for React 19, the kit's messages in antd-mobile, then the app.
import { configureKit } from '@wp/kit'
import 'antd-mobile/es/global'
import { unstableSetRender } from 'antd-mobile/es/utils/unstable-render'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './App'
import { registerMobileFeedback } from './shell/feedback'
import { applyHostStyles } from './shell/styles'

// antd-mobile's imperative toast and dialog render with createRoot under React 19.
unstableSetRender((node, container) => {
  const root = createRoot(container)
  root.render(node)
  return async () => root.unmount()
})
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
