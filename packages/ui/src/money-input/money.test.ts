import { describe, expect, it } from 'vitest'
import { formatMoneyInput, groupThousands, moneyUnits, settleMoneyInput, shiftDecimalLeft } from './money'

describe('formatMoneyInput', () => {
  it.each([
    ['12a3元', '123', '123'],
    ['1 2￥3', '123', '123'],
    ['abc', '', ''],
    ['1234567', '1,234,567', '1234567'],
    ['1,23,4', '1,234', '1234'],
    ['0012', '12', '12'],
    ['0', '0', '0'],
    ['12.', '12.', '12'],
    ['.5', '0.5', '0.5'],
    ['1.2.3', '1.23', '1.23'],
    ['3.14159', '3.14', '3.14'],
    ['1234.5', '1,234.5', '1234.5'],
  ])('%s shows %s and reports %s', (typed, display, value) => {
    expect(formatMoneyInput(typed)).toEqual({ display, value })
  })

  it('drops the minus unless negatives are allowed', () => {
    expect(formatMoneyInput('-1234')).toEqual({ display: '1,234', value: '1234' })
    expect(formatMoneyInput('-1234', true)).toEqual({ display: '-1,234', value: '-1234' })
    expect(formatMoneyInput('12-34', true)).toEqual({ display: '1,234', value: '1234' })
    expect(formatMoneyInput('-', true)).toEqual({ display: '-', value: '' })
  })

  it('keeps at most 20 characters, commas included', () => {
    const long = formatMoneyInput('123456789012345678901234')
    expect(long.display.length).toBeLessThanOrEqual(20)
    expect(long.display).toBe('123,456,789,012,345')
    expect(long.value).toBe('123456789012345')
    const withDecimals = formatMoneyInput('1234567890123456.78')
    // 21 characters before the dot: the decimals go first, then integer digits until it fits
    expect(withDecimals.display).toBe('123,456,789,012,345')
    expect(formatMoneyInput('1234567890123.456').display).toBe('1,234,567,890,123.45')
    expect(formatMoneyInput('1234567890123.456').display).toHaveLength(20)
  })
})

describe('settleMoneyInput', () => {
  it.each([
    ['', '0'],
    ['abc', '0'],
    ['.', '0'],
    ['-', '0'],
    ['0.00', '0'],
    ['12.', '12'],
    ['1234.5', '1234.5'],
  ])('%s settles on %s', (typed, value) => {
    expect(settleMoneyInput(typed, true).value).toBe(value)
  })
  it('shows the settled value grouped', () => {
    expect(settleMoneyInput('1234567.').display).toBe('1,234,567')
  })
})

describe('unit hint', () => {
  it('moves the point exactly, also for amounts beyond floating point', () => {
    expect(shiftDecimalLeft('12345678', 4)).toBe('1,234.5678')
    expect(shiftDecimalLeft('12345678', 8)).toBe('0.12345678')
    expect(shiftDecimalLeft('5', 4)).toBe('0.0005')
    expect(shiftDecimalLeft('-50000', 4)).toBe('-5')
    expect(shiftDecimalLeft('0', 8)).toBe('0')
    expect(shiftDecimalLeft('123456789012345678.9', 8)).toBe('1,234,567,890.123456789')
  })
  it('gives the amount in 万 and 亿', () => {
    expect(moneyUnits('150000000')).toEqual({ wan: '15,000 万', yi: '1.5 亿' })
  })
  it('groups thousands', () => {
    expect(groupThousands('1000')).toBe('1,000')
    expect(groupThousands('100')).toBe('100')
  })
})
