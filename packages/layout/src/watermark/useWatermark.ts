import { useEffect } from 'react'
import { mountWatermark } from './watermark'

/** Keeps the self-repairing watermark over the page while mounted (nothing for an empty text). */
export function useWatermark(text: string): void {
  useEffect(() => {
    if (!text) return
    const handle = mountWatermark(text)
    return () => handle.destroy()
  }, [text])
}
