import { useEffect } from 'react'

/** localStorage: the time of the latest input in any tab, so one tab in use keeps the others from locking. */
export const LAST_ACTIVITY_KEY = 'screen-lock-activity'
/** The choices of 自动锁屏 in the settings drawer, in minutes (0: never, the default). */
export const IDLE_LOCK_CHOICES = [0, 5, 10, 15, 30, 60] as const
/** How often the idle time is checked. */
export const IDLE_CHECK_MS = 15_000
/** Input is shared with the other tabs at most this often. */
const SHARE_GAP_MS = 15_000
const INPUT_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'wheel', 'touchstart'] as const

function sharedActivity(): number {
  const at = Number(localStorage.getItem(LAST_ACTIVITY_KEY))
  return Number.isFinite(at) ? at : 0
}

/**
 * Locks the screen after `minutes` without input in any tab of the browser (0 or less: never). It runs inside the
 * frame, so it pauses while the frame is hidden under the lock and starts afresh after unlocking.
 */
export function useIdleLock(minutes: number, lock: () => void) {
  useEffect(() => {
    if (!(minutes > 0)) return
    const limit = Math.min(minutes, 24 * 60) * 60_000
    let local = 0
    let shared = 0
    const onInput = () => {
      local = Date.now()
      if (local - shared < SHARE_GAP_MS) return
      shared = local
      localStorage.setItem(LAST_ACTIVITY_KEY, String(local))
    }
    onInput()
    for (const name of INPUT_EVENTS) window.addEventListener(name, onInput, { capture: true, passive: true })
    const timer = window.setInterval(() => {
      if (Date.now() - Math.max(local, sharedActivity()) >= limit) lock()
    }, IDLE_CHECK_MS)
    return () => {
      window.clearInterval(timer)
      for (const name of INPUT_EVENTS) window.removeEventListener(name, onInput, { capture: true })
    }
  }, [minutes, lock])
}
