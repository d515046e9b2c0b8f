// The read-only diagram (bpmn-js NavigatedViewer: pan and zoom) with the highlight markers. Reached only through
// `import('./canvas')`, so the viewer is a lazy chunk.
import NavigatedViewer from 'bpmn-js/lib/NavigatedViewer'
import type { FlowNodeState } from '@wp/contract'
import { installStyles } from '../bpmn/styles'
import flowable from '../moddle/flowable.json'
import { HIGHLIGHT_CSS, markers, type ConnectionLike } from './highlight'

interface Element extends ConnectionLike {
  type: string
  businessObject: { name?: string }
  waypoints?: unknown
}

export interface ViewerCanvas {
  destroy(): void
  fit(): void
  zoomBy(step: number): void
}

export async function showDiagram(
  container: HTMLElement,
  xml: string,
  nodes: readonly FlowNodeState[],
  onNodeClick: (id: string, name: string) => void,
): Promise<ViewerCanvas> {
  installStyles(container, HIGHLIGHT_CSS)
  const viewer = new NavigatedViewer({ container, moddleExtensions: { flowable } })
  await viewer.importXML(xml)
  const canvas = viewer.get<{
    zoom(level?: number | 'fit-viewport', center?: 'auto'): number
    addMarker(id: string, cls: string): void
  }>('canvas', true)
  const registry = viewer.get<{ getAll(): Element[] }>('elementRegistry', true)
  const all = registry.getAll()
  const connections = all.filter((e) => e.waypoints)
  for (const [id, cls] of markers(nodes, connections)) canvas.addMarker(id, cls)
  viewer.on('element.click', (e: { element: Element }) => {
    if (!e.element.waypoints && e.element.type !== 'bpmn:Process')
      onNodeClick(e.element.id, e.element.businessObject.name ?? e.element.id)
  })
  canvas.zoom('fit-viewport', 'auto')
  return {
    destroy: () => viewer.destroy(),
    fit: () => void canvas.zoom('fit-viewport', 'auto'),
    zoomBy: (step) => void canvas.zoom(Math.max(0.2, Math.min(4, canvas.zoom() + step)), 'auto'),
  }
}
