/** The spec's watermark: the user's nickname and the last 4 digits of their phone, tiled over the layout. */
export const WATERMARK_TILE = { width: 300, height: 200 } as const
export const WATERMARK_CHECK_MS = 500
export const WATERMARK_TEST_ID = 'watermark'

/** `若依 8888`: the nickname plus the last four digits of the phone (either part may be missing). */
export function watermarkText(nickName?: string | null, phone?: string | null): string {
  const digits = (phone ?? '').replace(/\D/g, '')
  return [nickName?.trim() ?? '', digits.slice(-4)].filter(Boolean).join(' ')
}

/** Draws one 300×200 tile with the text turned slightly; returns a data URL ('' where there is no canvas). */
export function drawWatermarkTile(text: string, doc: Document = document): string {
  const canvas = doc.createElement('canvas')
  canvas.width = WATERMARK_TILE.width
  canvas.height = WATERMARK_TILE.height
  let ctx: CanvasRenderingContext2D | null = null
  try {
    ctx = canvas.getContext('2d')
  } catch {
    ctx = null
  }
  if (!ctx) return ''
  ctx.translate(WATERMARK_TILE.width / 2, WATERMARK_TILE.height / 2)
  ctx.rotate((-20 * Math.PI) / 180)
  ctx.font = '16px "Microsoft YaHei", "PingFang SC", sans-serif'
  ctx.fillStyle = 'rgba(150, 150, 150, 0.22)'
  ctx.textAlign = 'center'
  ctx.textBaseline = 'middle'
  ctx.fillText(text, 0, 0)
  return canvas.toDataURL('image/png')
}

export interface WatermarkOptions {
  /** Where the overlay lives (document.body by default). */
  container?: HTMLElement
  /** Recheck period; the spec says 500 ms. */
  interval?: number
  /** Tile painter, replaceable in tests. */
  draw?: (text: string) => string
}

export interface WatermarkHandle {
  update(text: string): void
  destroy(): void
  /** The overlay element currently in the page. */
  readonly element: HTMLElement
}

function styleFor(image: string): string {
  const rules = [
    'position:fixed',
    'inset:0',
    'top:0',
    'left:0',
    'width:100%',
    'height:100%',
    'pointer-events:none',
    'z-index:2147483000',
    'display:block',
    'visibility:visible',
    'opacity:1',
    'transform:none',
    'background-repeat:repeat',
    `background-size:${WATERMARK_TILE.width}px ${WATERMARK_TILE.height}px`,
    `background-image:${image ? `url("${image}")` : 'none'}`,
  ]
  // !important so that no class or stylesheet added in devtools can hide it.
  return rules.map((r) => `${r} !important`).join(';')
}

/**
 * Mounts a fixed, click-through overlay tiled with the text. It repairs itself: removing the element, or changing
 * its style, image or attributes, brings it back at once (MutationObserver) and at the latest on the next 500 ms check.
 */
export function mountWatermark(text: string, options: WatermarkOptions = {}): WatermarkHandle {
  const container = options.container ?? document.body
  const draw = options.draw ?? ((t: string) => drawWatermarkTile(t, container.ownerDocument))
  let image = draw(text)
  let expected = styleFor(image)
  let destroyed = false
  let el = create()

  function create(): HTMLElement {
    const node = container.ownerDocument.createElement('div')
    apply(node)
    return node
  }

  function apply(node: HTMLElement) {
    if (node.getAttribute('style') !== expected) node.setAttribute('style', expected)
    if (node.getAttribute('data-testid') !== WATERMARK_TEST_ID) node.setAttribute('data-testid', WATERMARK_TEST_ID)
    if (node.getAttribute('aria-hidden') !== 'true') node.setAttribute('aria-hidden', 'true')
    for (const attr of Array.from(node.attributes)) {
      if (!['style', 'data-testid', 'aria-hidden'].includes(attr.name)) node.removeAttribute(attr.name)
    }
    if (node.childNodes.length) node.replaceChildren()
  }

  function check() {
    if (destroyed) return
    if (el.parentNode !== container) {
      // A removed node may have been tampered with; a fresh one is cheaper than auditing it.
      el = create()
      container.appendChild(el)
      observe()
    } else {
      apply(el)
    }
  }

  const observer = typeof MutationObserver === 'undefined' ? null : new MutationObserver(() => check())
  function observe() {
    if (!observer) return
    observer.disconnect()
    observer.observe(container, { childList: true })
    observer.observe(el, { attributes: true, childList: true, characterData: true, subtree: true })
  }

  container.appendChild(el)
  observe()
  const timer = setInterval(check, options.interval ?? WATERMARK_CHECK_MS)

  return {
    update(next: string) {
      image = draw(next)
      expected = styleFor(image)
      check()
    },
    destroy() {
      destroyed = true
      clearInterval(timer)
      observer?.disconnect()
      el.remove()
    },
    get element() {
      return el
    },
  }
}
