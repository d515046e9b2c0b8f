// Stylesheets are imported as text (scripts/rollup/css-text.mjs; esbuild's text loader in the development loop).
declare module '*.css' {
  const text: string
  export default text
}

// bpmn-moddle 10 ships types only under its "./types" export; the part the tests use.
declare module 'bpmn-moddle' {
  export class BpmnModdle {
    constructor(packages?: Record<string, unknown>)
    fromXML(xml: string): Promise<{ rootElement: unknown; warnings: unknown[] }>
    toXML(element: unknown, options?: { format?: boolean }): Promise<{ xml: string }>
  }
}
