import { useLayoutEffect, useRef, useState, type ReactNode } from 'react'
import { DESIGN_HEIGHT, DESIGN_WIDTH, fitStage, type StageFit } from './scale'
import { WALL } from './theme'

/**
 * The 1920×1080 stage of a big screen, scaled to the box it sits in (the window on /screen/, the page area in the
 * portal) keeping the aspect ratio, centred, on the wall's dark background.
 */
export function ScaledStage({ children, testId }: { children: ReactNode; testId?: string }) {
  const outer = useRef<HTMLDivElement>(null)
  const [fit, setFit] = useState<StageFit>({ scale: 1, left: 0, top: 0 })
  useLayoutEffect(() => {
    const el = outer.current
    if (!el) return
    const measure = () => setFit(fitStage(el.clientWidth, el.clientHeight))
    measure()
    const observer = typeof ResizeObserver !== 'undefined' ? new ResizeObserver(measure) : undefined
    observer?.observe(el)
    window.addEventListener('resize', measure)
    return () => {
      observer?.disconnect()
      window.removeEventListener('resize', measure)
    }
  }, [])
  return (
    <div
      ref={outer}
      style={{ position: 'relative', width: '100%', height: '100%', overflow: 'hidden', background: WALL.background }}
    >
      <div
        data-testid={testId}
        data-scale={fit.scale.toFixed(4)}
        style={{
          position: 'absolute',
          left: fit.left,
          top: fit.top,
          width: DESIGN_WIDTH,
          height: DESIGN_HEIGHT,
          transform: `scale(${fit.scale})`,
          transformOrigin: '0 0',
          color: WALL.text,
          fontFamily: WALL.font,
        }}
      >
        {children}
      </div>
    </div>
  )
}
