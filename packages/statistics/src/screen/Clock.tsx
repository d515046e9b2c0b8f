import { useEffect, useState } from 'react'
import { clockDate, clockTime, WALL } from './theme'

/** The wall clock: date, weekday and time, ticking every second. */
export function Clock() {
  const [now, setNow] = useState(() => new Date())
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 1000)
    return () => clearInterval(timer)
  }, [])
  return (
    <div
      data-testid="stat-clock"
      style={{ color: WALL.text, fontFamily: WALL.font, fontSize: 20, whiteSpace: 'nowrap' }}
    >
      <span>{clockDate(now)}</span> <span style={{ fontVariantNumeric: 'tabular-nums' }}>{clockTime(now)}</span>
    </div>
  )
}
