import { useEffect, useState } from 'react'

/** Below this width the layout is in mobile mode (the family's 992 px). */
export const MOBILE_BREAKPOINT = 992

export function isMobileWidth(width: number): boolean {
  return width < MOBILE_BREAKPOINT
}

/** True while the window is narrower than 992 px. */
export function useIsMobile(): boolean {
  const [mobile, setMobile] = useState(() => typeof window !== 'undefined' && isMobileWidth(window.innerWidth))
  useEffect(() => {
    const onResize = () => setMobile(isMobileWidth(window.innerWidth))
    window.addEventListener('resize', onResize)
    return () => window.removeEventListener('resize', onResize)
  }, [])
  return mobile
}

/** The window width, following resizes (for the top menu's visible count). */
export function useWindowWidth(): number {
  const [width, setWidth] = useState(() =>
    typeof document === 'undefined' ? 1280 : document.body.getBoundingClientRect().width || window.innerWidth,
  )
  useEffect(() => {
    const onResize = () => setWidth(document.body.getBoundingClientRect().width || window.innerWidth)
    window.addEventListener('resize', onResize)
    return () => window.removeEventListener('resize', onResize)
  }, [])
  return width
}
