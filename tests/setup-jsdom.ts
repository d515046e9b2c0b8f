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
import { afterAll, afterEach } from 'vitest'
import { cleanup, configure } from '@testing-library/react'
// findBy… and waitFor give up after 1 s by default: on a loaded two-core machine (the full run, suites side by side)
// an antd form's validation or a lazy chunk can take longer than that, and the test fails on the machine, not on the
// code (seen: FillAddPage's required 五落实, DictDataForm's required fields). A wait that can never succeed still fails.
configure({ asyncUtilTimeout: 10_000 })
// Then let React's scheduler run what it queued before the unmount (a passive-effect flush reads `window.event`):
// left queued, it fires after the file's jsdom is torn down and fails the run with "window is not defined".
const nextMacrotask = () => new Promise<void>((resolve) => setTimeout(resolve, 0))
afterEach(async () => {
  cleanup()
  await nextMacrotask()
  await nextMacrotask()
})
// The scheduler works in slices of a few milliseconds, each in its own setImmediate: on a loaded machine what the
// last test queued can take more slices than the two macrotasks above, and the file's jsdom goes after its last test
// (seen once under load: "window is not defined" from a passive-effect flush after LoginPage.test.tsx). Before the
// file ends, give it twenty more rounds, each a setImmediate (where the scheduler runs its slices) and then a timer.
afterAll(async () => {
  for (let round = 0; round < 20; round++) {
    await new Promise<void>((resolve) => setImmediate(resolve))
    await nextMacrotask()
  }
})

// jsdom implements getComputedStyle without pseudo-elements and says so on every antd Modal; ask without one.
if (typeof window !== 'undefined') {
  const original = window.getComputedStyle.bind(window)
  window.getComputedStyle = ((elt: Element) => original(elt)) as typeof window.getComputedStyle
}
