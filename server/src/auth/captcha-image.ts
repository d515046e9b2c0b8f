import { randomInt } from 'node:crypto'
import { PNG } from 'pngjs'

/**
 * The login captcha as a PNG: an arithmetic question (`7+2=?`) drawn from a 5×7 bitmap font, each character scaled,
 * turned and shifted at random, crossed by lines and speckled. A raster picture because the family's client shows
 * `img` as `data:image/gif;base64,…`: browsers sniff any raster format behind an image type, never an SVG.
 */

// prettier-ignore
const FONT: Record<string, readonly string[]> = {
  '0': ['01110', '10001', '10011', '10101', '11001', '10001', '01110'],
  '1': ['00100', '01100', '00100', '00100', '00100', '00100', '01110'],
  '2': ['01110', '10001', '00001', '00010', '00100', '01000', '11111'],
  '3': ['11111', '00010', '00100', '00010', '00001', '10001', '01110'],
  '4': ['00010', '00110', '01010', '10010', '11111', '00010', '00010'],
  '5': ['11111', '10000', '11110', '00001', '00001', '10001', '01110'],
  '6': ['00110', '01000', '10000', '11110', '10001', '10001', '01110'],
  '7': ['11111', '00001', '00010', '00100', '01000', '01000', '01000'],
  '8': ['01110', '10001', '10001', '01110', '10001', '10001', '01110'],
  '9': ['01110', '10001', '10001', '01111', '00001', '00010', '01100'],
  '+': ['00000', '00100', '00100', '11111', '00100', '00100', '00000'],
  '-': ['00000', '00000', '00000', '11111', '00000', '00000', '00000'],
  '=': ['00000', '00000', '11111', '00000', '11111', '00000', '00000'],
  '?': ['01110', '10001', '00001', '00010', '00100', '00000', '00100'],
}

export const CAPTCHA_WIDTH = 120
export const CAPTCHA_HEIGHT = 40

type Rgb = readonly [number, number, number]

/** A question and its answer: two digits 1–9 added or subtracted (never below zero). */
export function mathQuestion(): { question: string; answer: string } {
  const a = randomInt(1, 10)
  const b = randomInt(1, 10)
  if (randomInt(2) === 0) return { question: `${a}+${b}=?`, answer: String(a + b) }
  const [hi, lo] = a >= b ? [a, b] : [b, a]
  return { question: `${hi}-${lo}=?`, answer: String(hi - lo) }
}

const between = (lo: number, hi: number) => lo + Math.random() * (hi - lo)
const darkColour = (): Rgb => [randomInt(20, 120), randomInt(20, 120), randomInt(20, 140)]

interface Glyph {
  rows: readonly string[]
  colour: Rgb
  /** centre, scale (pixels per font cell) and turn (radians) */
  cx: number
  cy: number
  scale: number
  cos: number
  sin: number
}

/** Draws `text` (characters of the bitmap font) and returns the PNG bytes. */
export function captchaPng(text: string, width = CAPTCHA_WIDTH, height = CAPTCHA_HEIGHT): Buffer {
  const background: Rgb = [randomInt(225, 256), randomInt(225, 256), randomInt(225, 256)]
  const pixels = new Uint8Array(width * height * 3)
  for (let i = 0; i < pixels.length; i += 3) pixels.set(background, i)
  const blend = (x: number, y: number, colour: Rgb, alpha: number) => {
    if (x < 0 || y < 0 || x >= width || y >= height || alpha <= 0) return
    const i = (y * width + x) * 3
    for (let c = 0; c < 3; c++) pixels[i + c] = Math.round(pixels[i + c] * (1 - alpha) + colour[c] * alpha)
  }

  const step = width / (text.length + 1)
  const glyphs: Glyph[] = [...text].map((ch, n) => {
    const turn = between(-0.25, 0.25)
    return {
      rows: FONT[ch] ?? FONT['?'],
      colour: darkColour(),
      cx: step * (n + 1) + between(-2, 2),
      cy: height / 2 + between(-3, 3),
      scale: between(2.7, 3.3),
      cos: Math.cos(turn),
      sin: Math.sin(turn),
    }
  })
  // Each pixel is sampled 3×3 times for smooth edges; a sample maps back into each glyph's font cells.
  const SAMPLES = 3
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++)
      for (const g of glyphs) {
        if (Math.abs(x - g.cx) > g.scale * 5 || Math.abs(y - g.cy) > g.scale * 5) continue
        let hits = 0
        for (let sy = 0; sy < SAMPLES; sy++)
          for (let sx = 0; sx < SAMPLES; sx++) {
            const dx = x + (sx + 0.5) / SAMPLES - g.cx
            const dy = y + (sy + 0.5) / SAMPLES - g.cy
            const u = Math.floor((dx * g.cos + dy * g.sin) / g.scale + 2.5)
            const v = Math.floor((-dx * g.sin + dy * g.cos) / g.scale + 3.5)
            if (v >= 0 && v < 7 && u >= 0 && u < 5 && g.rows[v][u] === '1') hits++
          }
        blend(x, y, g.colour, hits / (SAMPLES * SAMPLES))
      }

  // Noise: curves across the text and speckles.
  for (let n = 0; n < 3; n++) {
    const colour = darkColour()
    const y0 = between(5, height - 5)
    const amplitude = between(3, 9)
    const period = between(25, 60)
    const phase = between(0, Math.PI * 2)
    const slope = between(-0.15, 0.15)
    for (let x = 0; x < width; x++) {
      const y = y0 + slope * x + amplitude * Math.sin(x / period + phase)
      blend(x, Math.floor(y), colour, 0.8)
      blend(x, Math.floor(y) + 1, colour, 0.4)
    }
  }
  for (let n = 0; n < 60; n++) blend(randomInt(width), randomInt(height), darkColour(), between(0.3, 0.8))

  return encodePng(pixels, width, height)
}

/** An 8-bit RGB PNG (pngjs: the format's well-kept pure-JavaScript encoder). */
function encodePng(rgb: Uint8Array, width: number, height: number): Buffer {
  const png = new PNG({ width, height, colorType: 2, inputColorType: 2, inputHasAlpha: false })
  png.data = Buffer.from(rgb.buffer, rgb.byteOffset, rgb.byteLength)
  return PNG.sync.write(png, { colorType: 2, inputColorType: 2, inputHasAlpha: false })
}
