import { act, render } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { CountUp, formatFigure } from './CountUp'

describe('formatFigure', () => {
  it('groups thousands and fixes decimals; no figure is a dash', () => {
    expect(formatFigure(1234567.891, 2)).toBe('1,234,567.89')
    expect(formatFigure(42)).toBe('42')
    expect(formatFigure(null)).toBe('—')
    expect(formatFigure(Number.NaN)).toBe('—')
  })
})

describe('CountUp', () => {
  beforeEach(() =>
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'performance', 'Date'] }),
  )
  afterEach(() => vi.useRealTimers())

  it('counts from 0 through intermediate figures to the value, then on to a new value', async () => {
    const { getByTestId, rerender } = render(<CountUp value={1000} duration={1} testId="n" />)
    const el = getByTestId('n')
    expect(el.dataset.value).toBe('1000')
    await act(async () => void vi.advanceTimersByTime(100))
    const midway = Number(el.textContent!.replace(/,/g, ''))
    expect(midway).toBeGreaterThan(0)
    expect(midway).toBeLessThan(1000)
    await act(async () => void vi.advanceTimersByTime(2000))
    expect(el.textContent).toBe('1,000')

    rerender(<CountUp value={2500} duration={1} testId="n" />)
    await act(async () => void vi.advanceTimersByTime(100))
    const between = Number(el.textContent!.replace(/,/g, ''))
    expect(between).toBeGreaterThan(1000)
    expect(between).toBeLessThan(2500)
    await act(async () => void vi.advanceTimersByTime(2000))
    expect(el.textContent).toBe('2,500')
  })

  it('shows a dash when there is no figure', () => {
    const { getByTestId } = render(<CountUp value={null} testId="n" />)
    expect(getByTestId('n').textContent).toBe('—')
  })
})
