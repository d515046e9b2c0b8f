export type ScrollTarget = Element | Window

/** easeInOutQuad, as the family's scroll-to helper uses. */
function ease(t: number): number {
  return t < 0.5 ? 2 * t * t : -1 + (4 - 2 * t) * t
}

function readTop(target: ScrollTarget): number {
  if ('scrollY' in target) return target.scrollY || document.documentElement.scrollTop || document.body.scrollTop
  return target.scrollTop
}

function writeTop(target: ScrollTarget, top: number) {
  if ('scrollY' in target) {
    document.documentElement.scrollTop = top
    document.body.scrollTop = top
  } else {
    target.scrollTop = top
  }
}

/**
 * Animates `target` (the window by default) to `to` over `duration` ms. Resolves when done.
 * Runs synchronously to the end where requestAnimationFrame is missing.
 */
export function scrollTo(to: number, duration = 800, target: ScrollTarget = window): Promise<void> {
  const start = readTop(target)
  const change = to - start
  if (change === 0 || duration <= 0 || typeof requestAnimationFrame !== 'function') {
    writeTop(target, to)
    return Promise.resolve()
  }
  return new Promise((resolve) => {
    let startedAt: number | undefined
    const step = (now: number) => {
      startedAt ??= now
      const progress = Math.min(1, (now - startedAt) / duration)
      writeTop(target, start + change * ease(progress))
      if (progress < 1) requestAnimationFrame(step)
      else resolve()
    }
    requestAnimationFrame(step)
  })
}
