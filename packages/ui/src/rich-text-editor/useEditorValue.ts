import { useEffect, useRef, useState } from 'react'

/** How long a value arriving from outside waits before it replaces the editor's content. */
export const INCOMING_DEBOUNCE_MS = 250

/**
 * The editor's content, kept apart from the bound value: edits report at once (change, keyup, undo, redo);
 * a value set from outside is applied 250 ms after it stops changing, and never echoes our own reports back.
 */
export function useEditorValue(value: string | undefined, onChange: ((html: string) => void) | undefined) {
  const [content, setContent] = useState(value ?? '')
  const known = useRef(value ?? '')

  useEffect(() => {
    const incoming = value ?? ''
    if (incoming === known.current) return
    const timer = setTimeout(() => {
      known.current = incoming
      setContent(incoming)
    }, INCOMING_DEBOUNCE_MS)
    return () => clearTimeout(timer)
  }, [value])

  const report = (html: string) => {
    if (html === known.current) return
    known.current = html
    setContent(html)
    onChange?.(html)
  }

  return { content, report }
}
