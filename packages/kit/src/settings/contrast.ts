import { theme as antdTheme } from 'antd'

/** WCAG contrast ratio of two #rrggbb colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [la, lb] = [luminance(a), luminance(b)]
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05)
}

function channels(hex: string): [number, number, number] {
  const h = hex.replace('#', '')
  const full = h.length === 3 ? [...h].map((c) => c + c).join('') : h.slice(0, 6)
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16) || 0) as [number, number, number]
}

function luminance(hex: string): number {
  const [r, g, b] = channels(hex).map((c) => {
    const v = c / 255
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4
  })
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}

/**
 * The colour, darkened just enough that it and white read against each other at `ratio` (WCAG AA asks 4.5:1 for
 * text): white text on a primary button, and primary-coloured text on a white page. A colour that passes stays as it is.
 */
export function readableOnWhite(hex: string, ratio = 4.6): string {
  return readableOn(hex, '#ffffff', ratio)
}

/** The colour, darkened just enough to read against the (lighter) `background` at `ratio`; one that passes stays. */
export function readableOn(hex: string, background: string, ratio = 4.6): string {
  let [r, g, b] = channels(hex)
  const toHex = () => '#' + [r, g, b].map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')
  for (let i = 0; i < 60 && contrastRatio(toHex(), background) < ratio; i++) [r, g, b] = [r * 0.96, g * 0.96, b * 0.96]
  return toHex()
}

/**
 * antd's preset colours (`<Tag color="green">`): a tag writes its text in the palette's 7th shade on its 1st, which
 * for green, orange, gold, lime, cyan, yellow and volcano is 2.4–3.9:1. The 7th shade of each, darkened to 4.6:1
 * on the 1st; the others stay as antd has them.
 */
export function readablePresetTokens(): Record<string, string> {
  const palette = antdTheme.defaultAlgorithm(antdTheme.defaultSeed) as unknown as Record<string, string>
  return Object.fromEntries(
    PRESET_COLOURS.map((c) => [`${c}7`, readableOn(palette[`${c}7`], palette[`${c}1`])] as const).filter(
      ([key, value]) => value !== palette[key],
    ),
  )
}

/** antd's PresetColors (theme/interface/presetColors), the colours a Tag takes by name. */
export const PRESET_COLOURS = [
  'blue',
  'purple',
  'cyan',
  'green',
  'magenta',
  'pink',
  'red',
  'orange',
  'yellow',
  'volcano',
  'geekblue',
  'lime',
  'gold',
] as const

/** The colour mixed with white (`amount` 0.9 = 90 % white): the light backgrounds of tags and alerts. */
export function tint(hex: string, amount: number): string {
  return (
    '#' +
    channels(hex)
      .map((c) =>
        Math.round(c + (255 - c) * amount)
          .toString(16)
          .padStart(2, '0'),
      )
      .join('')
  )
}

/**
 * A status colour for antd: the colour darkened to 5.5:1 on white (so it still reads on its own light tint and on
 * the grey page background), with that tint and border taken from the colour as given (antd would derive them from
 * the darkened colour and get a muddy grey).
 */
function status(name: 'Primary' | 'Info' | 'Success' | 'Warning' | 'Error', hex: string) {
  return {
    [`color${name}`]: readableOnWhite(hex, 5.5),
    [`color${name}Bg`]: tint(hex, 0.9),
    [`color${name}Border`]: tint(hex, 0.6),
  }
}

let presets: Record<string, string> | undefined

/**
 * antd tokens that keep text readable (WCAG AA, 4.5:1) whatever theme colour the user picked: the primary and status
 * colours darkened as far as needed, the preset colours' tag text too, and secondary text and placeholders darker than
 * antd's 45 % and 25 % black.
 */
export function accessibleTokens(theme: string): Record<string, string> {
  return {
    ...(presets ??= readablePresetTokens()),
    ...status('Primary', theme),
    ...status('Info', theme),
    colorLink: readableOnWhite(theme, 5.5),
    ...status('Success', '#52c41a'),
    ...status('Warning', '#faad14'),
    ...status('Error', '#ff4d4f'),
    colorTextDescription: 'rgba(0, 0, 0, 0.62)',
    colorTextTertiary: 'rgba(0, 0, 0, 0.62)',
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.56)',
  }
}
