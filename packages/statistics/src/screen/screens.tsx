// The two walls as components (the dashboard contributions the big-screen host mounts) and as portal pages.
import { useRef } from 'react'
import { Bigscreen } from './Bigscreen'
import { WALL } from './theme'

export function Bigscreen6() {
  return <Bigscreen code="bigscreen6" />
}

export function Bigscreen7() {
  return <Bigscreen code="bigscreen7" />
}

/** In the portal (/bigscreen6, sidebarless): the wall in the page area, with a button to show it full screen. */
function PortalScreen({ children }: { children: React.ReactNode }) {
  const box = useRef<HTMLDivElement>(null)
  return (
    <div ref={box} style={{ position: 'relative', height: 'calc(100vh - 100px)', minHeight: 360 }}>
      {children}
      <button
        type="button"
        data-testid="stat-screen-fullscreen"
        onClick={() => void box.current?.requestFullscreen?.().catch(() => undefined)}
        style={{
          position: 'absolute',
          right: 8,
          bottom: 8,
          background: 'transparent',
          color: WALL.muted,
          border: `1px solid ${WALL.border}`,
          borderRadius: 4,
          padding: '2px 10px',
          cursor: 'pointer',
        }}
      >
        全屏
      </button>
    </div>
  )
}

export function Bigscreen6Page() {
  return (
    <PortalScreen>
      <Bigscreen6 />
    </PortalScreen>
  )
}

export function Bigscreen7Page() {
  return (
    <PortalScreen>
      <Bigscreen7 />
    </PortalScreen>
  )
}
