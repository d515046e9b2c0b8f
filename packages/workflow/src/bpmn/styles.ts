// bpmn-js's own stylesheets, put into the document or the shadow root that shows a diagram. Imported only by the lazy
// modeler and viewer chunks, so no first screen carries them.
import bpmnCss from 'bpmn-js/dist/assets/bpmn-js.css'
import fontCss from 'bpmn-js/dist/assets/bpmn-font/css/bpmn-embedded.css'
import diagramCss from 'bpmn-js/dist/assets/diagram-js.css'

const MARK = 'data-wp-bpmn-styles'

/** Adds the stylesheets (and `extra`) once to the root node `container` lives in. */
export function installStyles(container: HTMLElement, extra = ''): void {
  const root = container.getRootNode()
  const target = root instanceof ShadowRoot ? root : document.head
  if (target.querySelector(`style[${MARK}]`)) return
  const style = document.createElement('style')
  style.setAttribute(MARK, '')
  style.textContent = [diagramCss, bpmnCss, fontCss, extra].join('\n')
  target.appendChild(style)
}
