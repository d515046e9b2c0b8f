// The bpmn-js modeler behind a small typed face. This file is reached only through `import('./modeler')`, so bpmn-js
// and its stylesheets are a lazy chunk of the designer view, never part of a first screen.
import Modeler from 'bpmn-js/lib/Modeler'
import { installStyles } from '../bpmn/styles'
import { chineseDesignerModule } from './chinese'
import flowable from '../moddle/flowable.json'
import type { ModdleLike } from './graph'

/** A diagram element: a shape, a connection or the root (the process). */
export interface DiagramElement {
  id: string
  type: string
  businessObject: ModdleLike
  source?: DiagramElement
  target?: DiagramElement
}

interface Modeling {
  updateProperties(element: DiagramElement, props: Record<string, unknown>): void
  updateModdleProperties(element: DiagramElement, bo: ModdleLike, props: Record<string, unknown>): void
}
interface Services {
  modeling: Modeling
  moddle: { create(type: string, attrs?: Record<string, unknown>): ModdleLike }
  elementRegistry: { get(id: string): DiagramElement | undefined }
  selection: { select(element: DiagramElement | null): void; get(): DiagramElement[] }
  commandStack: { undo(): void; redo(): void; canUndo(): boolean; canRedo(): boolean }
  canvas: { zoom(level?: number | 'fit-viewport', center?: 'auto'): number; getRootElement(): DiagramElement }
}

/** What the designer view does with the canvas. */
export interface DesignerCanvas {
  importXml(xml: string): Promise<void>
  exportXml(): Promise<string>
  exportSvg(): Promise<string>
  /** the moddle tree (bpmn:Definitions) the checks read */
  definitions(): ModdleLike
  undo(): void
  redo(): void
  canUndo(): boolean
  canRedo(): boolean
  /** zooms by a factor step (+0.1 / -0.1) around the centre */
  zoomBy(step: number): void
  fit(): void
  /** the selected element, or the process when nothing is selected */
  current(): DiagramElement
  select(id: string): void
  /** writes properties through the command stack (so undo takes them back) */
  update(element: DiagramElement, props: Record<string, unknown>): void
  /** writes properties of a child object (a loop, a listener) through the command stack */
  updateChild(element: DiagramElement, child: ModdleLike, props: Record<string, unknown>): void
  create(type: string, attrs?: Record<string, unknown>): ModdleLike
  /** called after every edit, selection and import */
  onChange(listener: () => void): () => void
  destroy(): void
}

export function createDesignerCanvas(container: HTMLElement): DesignerCanvas {
  installStyles(container)
  const modeler = new Modeler({ container, moddleExtensions: { flowable }, additionalModules: [chineseDesignerModule] })
  const get = <K extends keyof Services>(name: K) => modeler.get<Services[K]>(name, true)
  const listeners = new Set<() => void>()
  const notify = () => listeners.forEach((l) => l())
  modeler.on(['commandStack.changed', 'selection.changed', 'import.done'], notify)

  return {
    async importXml(xml) {
      await modeler.importXML(xml)
      get('canvas').zoom('fit-viewport', 'auto')
    },
    async exportXml() {
      return (await modeler.saveXML({ format: true })).xml ?? ''
    },
    async exportSvg() {
      return (await modeler.saveSVG()).svg
    },
    definitions: () => modeler.getDefinitions() as unknown as ModdleLike,
    undo: () => get('commandStack').undo(),
    redo: () => get('commandStack').redo(),
    canUndo: () => get('commandStack').canUndo(),
    canRedo: () => get('commandStack').canRedo(),
    zoomBy(step) {
      const canvas = get('canvas')
      canvas.zoom(Math.min(4, Math.max(0.2, canvas.zoom() + step)), 'auto')
    },
    fit: () => void get('canvas').zoom('fit-viewport', 'auto'),
    current() {
      const [first] = get('selection').get()
      return first ?? get('canvas').getRootElement()
    },
    select(id) {
      const el = get('elementRegistry').get(id)
      get('selection').select(el ?? null)
    },
    update: (element, props) => get('modeling').updateProperties(element, props),
    updateChild: (element, child, props) => get('modeling').updateModdleProperties(element, child, props),
    create: (type, attrs) => get('moddle').create(type, attrs),
    onChange(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    destroy: () => modeler.destroy(),
  }
}
