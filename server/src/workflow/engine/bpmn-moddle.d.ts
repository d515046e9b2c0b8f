// bpmn-moddle 10 ships element typings (`bpmn-moddle/types`) but none for its entry point: the part we call.
declare module 'bpmn-moddle' {
  export class BpmnModdle {
    constructor(packages?: Record<string, unknown>)
    fromXML(xml: string): Promise<{ rootElement: unknown; warnings: { message: string }[] }>
  }
}
