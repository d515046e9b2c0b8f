// The two walls as components (the dashboard contributions the big-screen host mounts) and as portal pages.
import { useLayoutEffect, useRef, useState } from 'react'
import { Bigscreen } from './Bigscreen'
import { WALL } from './theme'

export function Bigscreen6() {
  return <Bigscreen code="bigscreen6" />
}

export function Bigscreen7() {
  return <Bigscreen code="bigscreen7" />
}

/** The room below the box's top edge to the window's bottom (less the page area's padding), followed on resize. */
function useHeightToBottom(box: React.RefObject<HTMLDivElement | null>, margin = 16) {
  const [height, setHeight] = useState<number>()
  useLayoutEffect(() => {
    const measure = () => {
      if (box.current) setHeight(Math.max(360, window.innerHeight - box.current.getBoundingClientRect().top - margin))
    }
    measure()
    window.addEventListener('resize', measure)
    return () => window.removeEventListener('resize', measure)
  }, [box, margin])
  return height
}

/**
 * In the portal (/bigscreen6, sidebarless): the wall in the page area, down to the window's bottom edge and no
 * further, so its 全屏 button (bottom right) is in view at 1440×900 without scrolling.
 */
function PortalScreen({ children }: { children: React.ReactNode }) {
  const box = useRef<HTMLDivElement>(null)
  const height = useHeightToBottom(box)
  return (
    <div ref={box} style={{ position: 'relative', height: height ?? 'calc(100vh - 120px)', minHeight: 360 }}>
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
