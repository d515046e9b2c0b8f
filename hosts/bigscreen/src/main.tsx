// The big-screen host (/screen/): wall displays. Only the modules' dashboard elements, no layout or portal code.
import { createRoot } from 'react-dom/client'
import { App } from './App'
import { hideCursorWhenIdle } from './idleCursor'

document.body.style.background = '#061a3a'
hideCursorWhenIdle(document.body)
createRoot(document.getElementById('app')!).render(<App />)
