import { Input, Popover, type InputProps, type InputRef } from 'antd'
import { useEffect, useLayoutEffect, useRef, useState, type ChangeEvent, type FocusEvent } from 'react'
import { MONEY_DEBOUNCE_MS, formatMoneyInput, moneyUnits, settleMoneyInput, stripMoneyCharacters } from './money'

export interface MoneyInputProps extends Omit<InputProps, 'value' | 'defaultValue' | 'onChange'> {
  /** The amount as a plain number (string or number); the input shows it grouped. */
  value?: string | number | null
  /** Receives the plain number string without commas ('' while empty; '0' after leaving an empty field). */
  onChange?: (value: string) => void
  /** Accept a leading minus; default false. */
  allowNegative?: boolean
}

function toText(value: string | number | null | undefined): string {
  return value === null || value === undefined ? '' : String(value)
}

/** Characters before `index` that survive formatting, so the caret can be put back after the same ones. */
const countKept = (text: string, index: number) => (text.slice(0, index).match(/[\d.-]/g) ?? []).length

function caretAfter(display: string, kept: number): number {
  if (kept <= 0) return 0
  let seen = 0
  for (let i = 0; i < display.length; i++) {
    if (/[\d.-]/.test(display[i])) seen++
    if (seen === kept) return i + 1
  }
  return display.length
}

/**
 * Money input: digits, dot, comma and an optional minus; thousands grouping; 2 decimals; 20 characters;
 * regrouped 50 ms after typing stops; 0 when left empty; a '单位转换：' hint with the amount in 万 and 亿.
 */
export function MoneyInput({ value, onChange, allowNegative = false, onBlur, ...inputProps }: MoneyInputProps) {
  const [display, setDisplay] = useState(() => formatMoneyInput(toText(value), allowNegative).display)
  const reported = useRef(formatMoneyInput(toText(value), allowNegative).value)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const input = useRef<InputRef>(null)
  const caret = useRef<number | null>(null)

  // A value set from outside (form reset, loaded record) replaces the text; our own reports do not.
  useEffect(() => {
    const next = formatMoneyInput(toText(value), allowNegative)
    if (next.value === reported.current) return
    reported.current = next.value
    clearTimeout(timer.current)
    caret.current = null
    setDisplay(next.display)
  }, [value, allowNegative])

  useEffect(() => () => clearTimeout(timer.current), [])

  useLayoutEffect(() => {
    const element = input.current?.input
    if (caret.current === null || !element || element !== document.activeElement) return
    const at = caretAfter(display, caret.current)
    element.setSelectionRange(at, at)
  }, [display])

  const report = (next: string) => {
    if (next === reported.current) return
    reported.current = next
    onChange?.(next)
  }

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const typed = event.target.value
    const cleaned = stripMoneyCharacters(typed, allowNegative)
    caret.current = countKept(typed, event.target.selectionStart ?? typed.length)
    setDisplay(cleaned)
    clearTimeout(timer.current)
    timer.current = setTimeout(() => {
      const formatted = formatMoneyInput(cleaned, allowNegative)
      setDisplay(formatted.display)
      report(formatted.value)
    }, MONEY_DEBOUNCE_MS)
  }

  const handleBlur = (event: FocusEvent<HTMLInputElement>) => {
    clearTimeout(timer.current)
    caret.current = null
    const settled = settleMoneyInput(display, allowNegative)
    setDisplay(settled.display)
    report(settled.value)
    onBlur?.(event)
  }

  const amount = formatMoneyInput(display, allowNegative).value
  const units = amount ? moneyUnits(amount) : null

  return (
    <Popover
      title="单位转换："
      trigger={['hover', 'focus']}
      open={units ? undefined : false}
      content={
        units && (
          <div className="wp-money-units">
            <div>{units.wan}</div>
            <div>{units.yi}</div>
          </div>
        )
      }
    >
      <Input
        inputMode="decimal"
        autoComplete="off"
        {...inputProps}
        ref={input}
        value={display}
        onChange={handleChange}
        onBlur={handleBlur}
      />
    </Popover>
  )
}
