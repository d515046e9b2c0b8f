import { useEffect } from 'react'

/** The approval screens' few rules: a bottom bar above the home indicator, 44 px touch targets, no sideways scroll. */
const CSS = `
.wf-m { min-height: 100%; padding-bottom: calc(72px + env(safe-area-inset-bottom)); overflow-x: hidden; }
.wf-m-sub { color: #999; font-size: 13px; margin-top: 4px; }
.wf-m-bar { position: fixed; left: 0; right: 0; bottom: 0; z-index: 10; display: flex; gap: 8px; background: #fff;
  padding: 8px 12px calc(8px + env(safe-area-inset-bottom)); border-top: 1px solid #eee; box-sizing: border-box; }
.wf-m-bar .adm-button { flex: 1; min-height: 44px; }
.wf-m-card { margin: 12px; }
.wf-m-diagram { height: 320px; background: #fff; touch-action: none; overflow: hidden; }
.wf-m-diagram .highlight:not(.djs-connection) .djs-visual > :nth-child(1) { fill: #56bb56 !important; stroke: #56bb56 !important; fill-opacity: .2 !important; }
.wf-m-diagram .highlight-todo:not(.djs-connection) .djs-visual > :nth-child(1) { fill: rgba(252,211,127,.2) !important; stroke: #eab24a !important; stroke-dasharray: 4px !important; }
.wf-m-popup { padding: 16px 16px calc(16px + env(safe-area-inset-bottom)); max-height: 80vh; overflow-y: auto; }
.wf-m-popup h3 { margin: 0 0 12px; font-size: 17px; }
.wf-m-value { color: #333; word-break: break-all; }
.wf-m-error { color: #ff3141; font-size: 14px; margin: 8px 0; }
`

/** Adds the approval screens' rules to the document once. */
export function useMobileStyles() {
  useEffect(() => {
    if (document.getElementById('wf-mobile-css')) return
    const style = document.createElement('style')
    style.id = 'wf-mobile-css'
    style.textContent = CSS
    document.head.appendChild(style)
  }, [])
}
