/** Longest text the money input keeps, grouping commas included. */
export const MONEY_MAX_LENGTH = 20
/** Decimals kept after the dot. */
export const MONEY_DECIMALS = 2
/** Pause in typing before the text is regrouped and reported. */
export const MONEY_DEBOUNCE_MS = 50

export interface MoneyText {
  /** What the input shows: grouped with commas, possibly a trailing dot while typing. */
  display: string
  /** The plain number for the form: no commas, '' when there is none yet. */
  value: string
}

/** Drops every character a money input refuses: all but digits, dot, comma and (when allowed) minus. */
export function stripMoneyCharacters(text: string, allowNegative = false): string {
  return text.replace(allowNegative ? /[^\d.,-]/g : /[^\d.,]/g, '')
}

/** '1234567' → '1,234,567'. */
export function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',')
}

interface Parts {
  negative: boolean
  integer: string
  dot: boolean
  decimals: string
}

function compose({ negative, integer, dot, decimals }: Parts): string {
  const grouped = groupThousands(integer === '' && dot ? '0' : integer)
  return `${negative ? '-' : ''}${grouped}${dot ? `.${decimals}` : ''}`
}

/**
 * Normalises what the user typed: only digits, one dot, grouping commas and an optional leading minus; no
 * leading zeros; at most 2 decimals; at most 20 characters (the end is cut, as the family's slice did).
 */
export function formatMoneyInput(text: string, allowNegative = false): MoneyText {
  const kept = stripMoneyCharacters(text, allowNegative)
  const negative = allowNegative && kept.startsWith('-')
  const unsigned = kept.replace(/[-,]/g, '')
  const dotAt = unsigned.indexOf('.')
  const dot = dotAt >= 0
  const parts: Parts = {
    negative,
    integer: (dot ? unsigned.slice(0, dotAt) : unsigned).replace(/^0+(?=\d)/, ''),
    dot,
    decimals: dot
      ? unsigned
          .slice(dotAt + 1)
          .replace(/\./g, '')
          .slice(0, MONEY_DECIMALS)
      : '',
  }
  let display = compose(parts)
  while (display.length > MONEY_MAX_LENGTH) {
    if (parts.decimals) parts.decimals = parts.decimals.slice(0, -1)
    else if (parts.dot) parts.dot = false
    else parts.integer = parts.integer.slice(0, -1)
    display = compose(parts)
  }
  const hasNumber = parts.integer !== '' || parts.dot
  const value = hasNumber
    ? `${negative ? '-' : ''}${parts.integer || '0'}${parts.decimals ? `.${parts.decimals}` : ''}`
    : ''
  return { display, value }
}

/** What the input settles on when it loses focus: empty, unusable or zero text becomes 0; a trailing dot goes. */
export function settleMoneyInput(text: string, allowNegative = false): MoneyText {
  const { value } = formatMoneyInput(text, allowNegative)
  const amount = Number(value)
  if (value === '' || Number.isNaN(amount) || amount === 0) return { display: '0', value: '0' }
  return formatMoneyInput(value, allowNegative)
}

/**
 * Moves the decimal point of a plain number string `places` to the left, exactly (no floating point, so
 * 20-digit amounts stay right), trims zeros and groups the integer part: ('12345678', 4) → '1,234.5678'.
 */
export function shiftDecimalLeft(value: string, places: number): string {
  const match = /^(-?)(\d*)(?:\.(\d*))?$/.exec(value.replace(/,/g, ''))
  if (!match) return ''
  const [, sign, integer = '', decimals = ''] = match
  const digits = `${integer}${decimals}`.padStart(integer.length + places + 1, '0')
  const point = digits.length - decimals.length - places
  const whole = digits.slice(0, point).replace(/^0+(?=\d)/, '')
  const fraction = digits.slice(point).replace(/0+$/, '')
  const body = fraction ? `${groupThousands(whole)}.${fraction}` : groupThousands(whole)
  return sign && /[1-9]/.test(body) ? `-${body}` : body
}

/** The amount in 万 and 亿, for the '单位转换：' hint. */
export function moneyUnits(value: string): { wan: string; yi: string } {
  return { wan: `${shiftDecimalLeft(value, 4)} 万`, yi: `${shiftDecimalLeft(value, 8)} 亿` }
}
