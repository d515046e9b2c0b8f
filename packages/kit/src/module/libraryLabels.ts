/**
 * Accessible names antd's parts write in English whatever the locale (zh_CN does not cover them), with what a
 * screen reader should read instead: the step buttons of every InputNumber.
 */
export const LIBRARY_LABELS: Readonly<Record<string, string>> = {
  'Increase Value': '增大数值',
  'Decrease Value': '减小数值',
}

const SELECTOR = Object.keys(LIBRARY_LABELS)
  .map((l) => `[aria-label="${l}"]`)
  .join(',')

/** `root` and everything under it */
function translate(root: Element | ShadowRoot) {
  const found = Array.from(root.querySelectorAll(SELECTOR))
  if (root instanceof Element && root.matches(SELECTOR)) found.push(root)
  for (const el of found) el.setAttribute('aria-label', LIBRARY_LABELS[el.getAttribute('aria-label')!])
}

const watched = new Map<Node, { users: number; observer: MutationObserver }>()

/**
 * Gives antd's English accessible names (`LIBRARY_LABELS`) their Chinese ones under `root` — now and in whatever is
 * added later (dialogs and popups included, when `root` is the document's body). React sets such a constant
 * attribute once, when the element is created, so a renamed element keeps its name. Returns the stop; several
 * callers on one root share one observer.
 */
export function translateLibraryLabels(root: HTMLElement | ShadowRoot): () => void {
  let entry = watched.get(root)
  if (!entry) {
    translate(root)
    const observer = new MutationObserver((records) => {
      for (const r of records) for (const n of Array.from(r.addedNodes)) if (n instanceof Element) translate(n)
    })
    observer.observe(root, { childList: true, subtree: true })
    entry = { users: 0, observer }
    watched.set(root, entry)
  }
  entry.users++
  const own = entry
  return () => {
    if (--own.users > 0) return
    own.observer.disconnect()
    watched.delete(root)
  }
}
