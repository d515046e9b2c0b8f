import { useEffect, useRef, useState } from 'react'
import { installStyles } from '../bpmn/styles'
import { flowXml } from './api'

interface Canvas {
  zoom(level?: number | 'fit-viewport', center?: { x: number; y: number } | 'auto'): number
  addMarker(id: string, marker: string): void
}

/**
 * The diagram, view only (bpmn-js's Viewer, a lazy chunk), with the done and waiting nodes marked; two fingers zoom
 * it, since bpmn-js itself has no touch support.
 */
export default function DiagramViewer({ procInsId, deployId }: { procInsId: string; deployId: string }) {
  const host = useRef<HTMLDivElement>(null)
  const [error, setError] = useState<string>()
  useEffect(() => {
    let destroyed = false
    let viewer: { destroy(): void } | undefined
    void (async () => {
      const [{ default: Viewer }, data] = await Promise.all([
        import('bpmn-js/lib/Viewer'),
        flowXml(procInsId, deployId),
      ])
      if (destroyed || !host.current) return
      installStyles(host.current)
      const v = new Viewer({ container: host.current })
      viewer = v
      await v.importXML(data.xmlData)
      const canvas = v.get('canvas') as Canvas
      canvas.zoom('fit-viewport', 'auto')
      for (const node of data.nodeData) canvas.addMarker(node.key, node.completed ? 'highlight' : 'highlight-todo')
      pinchZoom(host.current, canvas)
    })().catch((err: Error) => !destroyed && setError(err.message))
    return () => {
      destroyed = true
      viewer?.destroy()
    }
  }, [procInsId, deployId])
  return (
    <div className="wf-m-diagram" ref={host} data-testid="task-diagram">
      {error && <p className="wf-m-error">{error}</p>}
    </div>
  )
}

/** Scales the canvas by the change of the distance between two touching fingers. */
function pinchZoom(el: HTMLElement, canvas: Canvas) {
  let start = 0
  let startZoom = 1
  const distance = (t: TouchList) => Math.hypot(t[0].clientX - t[1].clientX, t[0].clientY - t[1].clientY)
  el.addEventListener('touchstart', (e) => {
    if (e.touches.length !== 2) return
    start = distance(e.touches)
    startZoom = canvas.zoom()
  })
  el.addEventListener(
    'touchmove',
    (e) => {
      if (e.touches.length !== 2 || !start) return
      e.preventDefault()
      const rect = el.getBoundingClientRect()
      const center = {
        x: (e.touches[0].clientX + e.touches[1].clientX) / 2 - rect.left,
        y: (e.touches[0].clientY + e.touches[1].clientY) / 2 - rect.top,
      }
      canvas.zoom(Math.min(4, Math.max(0.2, (startZoom * distance(e.touches)) / start)), center)
    },
    { passive: false },
  )
  el.addEventListener('touchend', () => {
    start = 0
  })
}
