import { CountUp as CountUpJs } from 'countup.js'
import { useEffect, useRef } from 'react'

export interface CountUpProps {
  value: number | null | undefined
  /** digits after the point */
  decimals?: number
  /** seconds */
  duration?: number
  testId?: string
}

/** Formats a figure as the wall shows it: grouped thousands, fixed decimals, '—' when there is no figure. */
export function formatFigure(value: number | null | undefined, decimals = 0): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '—'
  return value.toLocaleString('zh-CN', { minimumFractionDigits: decimals, maximumFractionDigits: decimals })
}

/**
 * A number that counts up to its value (countup.js), and from the old value to the new one when it changes. The final
 * figure is in the element's data-value at once, so tests and screen readers never wait for the animation.
 */
export function CountUp({ value, decimals = 0, duration = 1.5, testId }: CountUpProps) {
  const ref = useRef<HTMLSpanElement>(null)
  const counter = useRef<CountUpJs | null>(null)
  useEffect(() => {
    const el = ref.current
    if (!el) return
    if (value === null || value === undefined || !Number.isFinite(value)) {
      counter.current = null
      el.textContent = formatFigure(value)
      return
    }
    if (!counter.current) {
      counter.current = new CountUpJs(el, value, {
        decimalPlaces: decimals,
        duration,
        formattingFn: (n) => formatFigure(n, decimals),
      })
      counter.current.start()
    } else counter.current.update(value)
  }, [value, decimals, duration])
  return (
    <span ref={ref} className="wp-stat-figure" data-testid={testId} data-value={value ?? ''}>
      {formatFigure(value, decimals)}
    </span>
  )
}
