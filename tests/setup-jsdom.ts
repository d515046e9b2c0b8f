// jsdom lacks a few browser APIs antd touches; give them inert stand-ins.
if (typeof window !== 'undefined') {
  window.matchMedia ??= ((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  })) as unknown as typeof window.matchMedia
  ;(globalThis as unknown as { ResizeObserver: unknown }).ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  window.scrollTo = (() => undefined) as typeof window.scrollTo
}

// Testing Library cleans up after each test only when test globals are on; do it explicitly.
import { afterEach } from 'vitest'
import { cleanup } from '@testing-library/react'
// Then let React's scheduler run what it queued before the unmount (a passive-effect flush reads `window.event`):
// left queued, it fires after the file's jsdom is torn down and fails the run with "window is not defined".
const nextMacrotask = () => new Promise<void>((resolve) => setTimeout(resolve, 0))
afterEach(async () => {
  cleanup()
  await nextMacrotask()
  await nextMacrotask()
})

// jsdom implements getComputedStyle without pseudo-elements and says so on every antd Modal; ask without one.
if (typeof window !== 'undefined') {
  const original = window.getComputedStyle.bind(window)
  window.getComputedStyle = ((elt: Element) => original(elt)) as typeof window.getComputedStyle
}
