// antd-mobile's toast and dialog, loaded the first time a message is shown (they are not needed on a quiet screen).
import { unstableSetRender } from 'antd-mobile/es/utils/unstable-render'
import { createRoot } from 'react-dom/client'

// Their imperative show() renders with createRoot under React 19; set here, with them, so the adapter and its legacy
// render fallback stay out of the first screen.
unstableSetRender((node, container) => {
  const root = createRoot(container)
  root.render(node)
  return async () => root.unmount()
})

export { default as Dialog } from 'antd-mobile/es/components/dialog'
export { default as Toast } from 'antd-mobile/es/components/toast'
