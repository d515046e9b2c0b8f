import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { MoneyInput, type MoneyInputProps } from './MoneyInput'

afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

function setup(props: MoneyInputProps = {}) {
  const onChange = vi.fn()
  render(<MoneyInput aria-label="金额" onChange={onChange} {...props} />)
  const input = screen.getByLabelText('金额') as HTMLInputElement
  return { input, onChange }
}

const type = (input: HTMLInputElement, text: string) => fireEvent.change(input, { target: { value: text } })

describe('MoneyInput', () => {
  it('refuses letters and symbols at once', () => {
    const { input } = setup()
    type(input, '12a3元')
    expect(input.value).toBe('123')
  })

  it('groups thousands and reports the plain number 50 ms after typing stops', () => {
    vi.useFakeTimers()
    const { input, onChange } = setup()
    type(input, '1234567')
    act(() => vi.advanceTimersByTime(49))
    expect(onChange).not.toHaveBeenCalled()
    expect(input.value).toBe('1234567')
    act(() => vi.advanceTimersByTime(1))
    expect(input.value).toBe('1,234,567')
    expect(onChange).toHaveBeenCalledTimes(1)
    expect(onChange).toHaveBeenLastCalledWith('1234567')
  })

  it('reports once for a burst of keystrokes', () => {
    vi.useFakeTimers()
    const { input, onChange } = setup()
    type(input, '1')
    act(() => vi.advanceTimersByTime(20))
    type(input, '12')
    act(() => vi.advanceTimersByTime(20))
    type(input, '123')
    act(() => vi.advanceTimersByTime(50))
    expect(onChange.mock.calls).toEqual([['123']])
  })

  it('keeps at most 2 decimals', async () => {
    const { input, onChange } = setup()
    type(input, '1234.5678')
    await waitFor(() => expect(input.value).toBe('1,234.56'))
    expect(onChange).toHaveBeenLastCalledWith('1234.56')
  })

  it('keeps at most 20 characters', async () => {
    const { input } = setup()
    type(input, '9'.repeat(30))
    await waitFor(() => expect(input.value).toBe('999,999,999,999,999'))
    expect(input.value.length).toBeLessThanOrEqual(20)
  })

  it('accepts a leading minus only when negatives are allowed', async () => {
    const plain = setup()
    type(plain.input, '-500')
    await waitFor(() => expect(plain.onChange).toHaveBeenLastCalledWith('500'))
    expect(plain.input.value).toBe('500')
    cleanup()

    const signed = setup({ allowNegative: true })
    type(signed.input, '-5000')
    await waitFor(() => expect(signed.onChange).toHaveBeenLastCalledWith('-5000'))
    expect(signed.input.value).toBe('-5,000')
  })

  it('becomes 0 when left empty or unusable', () => {
    const { input, onChange } = setup({ allowNegative: true })
    fireEvent.focus(input)
    type(input, '-')
    fireEvent.blur(input)
    expect(input.value).toBe('0')
    expect(onChange).toHaveBeenLastCalledWith('0')
  })

  it('drops a trailing dot on blur', () => {
    const { input, onChange } = setup()
    type(input, '12.')
    fireEvent.blur(input)
    expect(input.value).toBe('12')
    expect(onChange).toHaveBeenLastCalledWith('12')
  })

  it('shows a value set from outside grouped, and follows later changes', () => {
    function Form() {
      const [amount, setAmount] = useState<string>('1234567.8')
      return (
        <>
          <MoneyInput aria-label="金额" value={amount} onChange={setAmount} />
          <button onClick={() => setAmount('500')}>重置</button>
        </>
      )
    }
    render(<Form />)
    const input = screen.getByLabelText('金额') as HTMLInputElement
    expect(input.value).toBe('1,234,567.8')
    fireEvent.click(screen.getByText('重置'))
    expect(input.value).toBe('500')
  })

  it('hints the amount in 万 and 亿 under 单位转换：', async () => {
    const { input } = setup({ value: 150000000 })
    fireEvent.focus(input)
    expect(await screen.findByText('单位转换：')).toBeTruthy()
    expect(screen.getByText('15,000 万')).toBeTruthy()
    expect(screen.getByText('1.5 亿')).toBeTruthy()
  })
})
