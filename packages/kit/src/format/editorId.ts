let counter = 0

/** A unique id for an editor instance: the current timestamp plus a counter that wraps back to 1 at 10000. */
export function createEditorId(prefix = 'editor'): string {
  counter = counter >= 9999 ? 1 : counter + 1
  return `${prefix}-${Date.now()}-${counter}`
}
