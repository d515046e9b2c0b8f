/** BPMN documents the workflow tests and the bench deploy (as RuoYi-flowable's designer writes them). */

const head = `<?xml version="1.0" encoding="UTF-8"?>
<definitions xmlns="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:flowable="http://flowable.org/bpmn"
  xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" targetNamespace="http://flowable.org/bpmn">`

/** A process of user tasks and flows, written compactly. */
export function bpmn(id: string, name: string, body: string) {
  return `${head}<process id="${id}" name="${name}" isExecutable="true">${body}</process></definitions>`
}

const cond = (expr: string) =>
  `<conditionExpression xsi:type="tFormalExpression">${expr.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')}</conditionExpression>`

/**
 * 请假: apply (`${INITIATOR}`) → days > 3 ? manager (`${manager}`) : hr (candidate group = role id) → end.
 * `managerUser` fixes the manager instead of the variable.
 */
export function leaveXml(opts: { key?: string; hrRole?: number; formKey?: number; condition?: string } = {}) {
  const form = opts.formKey ? ` flowable:formKey="${opts.formKey}"` : ''
  return bpmn(
    opts.key ?? 'leave',
    '请假流程',
    `<startEvent id="start"${form}/>
    <userTask id="apply" name="提交申请" flowable:assignee="\${INITIATOR}"${form}/>
    <exclusiveGateway id="gw" default="toHr"/>
    <userTask id="manager" name="经理审批" flowable:assignee="\${manager}" flowable:dataType="dynamic"/>
    <userTask id="hr" name="人事审批" flowable:candidateGroups="${opts.hrRole ?? 2}"/>
    <endEvent id="end"/>
    <sequenceFlow id="f1" sourceRef="start" targetRef="apply"/>
    <sequenceFlow id="f2" sourceRef="apply" targetRef="gw"/>
    <sequenceFlow id="toManager" name="超过3天" sourceRef="gw" targetRef="manager">${cond(opts.condition ?? '${days > 3}')}</sequenceFlow>
    <sequenceFlow id="toHr" sourceRef="gw" targetRef="hr"/>
    <sequenceFlow id="f3" sourceRef="manager" targetRef="hr"/>
    <sequenceFlow id="f4" sourceRef="hr" targetRef="end"/>`,
  )
}

/** apply → countersign of `${signers}` (all, or `completion`) → end. */
export function countersignXml(opts: { sequential?: boolean; completion?: string } = {}) {
  const completion = opts.completion ? `<completionCondition>${opts.completion}</completionCondition>` : ''
  return bpmn(
    'countersign',
    '会签流程',
    `<startEvent id="start"/>
    <userTask id="apply" name="提交申请" flowable:assignee="\${INITIATOR}"/>
    <userTask id="sign" name="会签" flowable:assignee="\${assignee}">
      <multiInstanceLoopCharacteristics isSequential="${!!opts.sequential}" flowable:collection="\${signers}" flowable:elementVariable="assignee">${completion}</multiInstanceLoopCharacteristics>
    </userTask>
    <userTask id="final" name="归档" flowable:assignee="\${INITIATOR}"/>
    <endEvent id="end"/>
    <sequenceFlow id="f1" sourceRef="start" targetRef="apply"/>
    <sequenceFlow id="f2" sourceRef="apply" targetRef="sign"/>
    <sequenceFlow id="f3" sourceRef="sign" targetRef="final"/>
    <sequenceFlow id="f4" sourceRef="final" targetRef="end"/>`,
  )
}

/** apply → approve (boundary timer `duration` → escalate) → end; plus a wait timer before the end. */
export function timerXml(duration = 'PT1H') {
  return bpmn(
    'timed',
    '定时流程',
    `<startEvent id="start"/>
    <userTask id="approve" name="审批" flowable:assignee="\${approver}"/>
    <boundaryEvent id="late" name="超时" attachedToRef="approve" cancelActivity="true">
      <timerEventDefinition><timeDuration>${duration}</timeDuration></timerEventDefinition>
    </boundaryEvent>
    <userTask id="escalate" name="超时处理" flowable:assignee="1"/>
    <intermediateCatchEvent id="wait" name="等待"><timerEventDefinition><timeDuration>PT10M</timeDuration></timerEventDefinition></intermediateCatchEvent>
    <endEvent id="end"/>
    <sequenceFlow id="f1" sourceRef="start" targetRef="approve"/>
    <sequenceFlow id="f2" sourceRef="approve" targetRef="wait"/>
    <sequenceFlow id="f3" sourceRef="late" targetRef="escalate"/>
    <sequenceFlow id="f4" sourceRef="escalate" targetRef="end"/>
    <sequenceFlow id="f5" sourceRef="wait" targetRef="end"/>`,
  )
}

/** start → one task of a fixed user → end: the bench's cycle; `formKey` a library form to start with. */
export function singleTaskXml(userId: number, key = 'bench', formKey?: number) {
  const form = formKey ? ` flowable:formKey="${formKey}"` : ''
  return bpmn(
    key,
    '单步审批',
    `<startEvent id="start"${form}/><userTask id="approve" name="审批" flowable:assignee="${userId}"/><endEvent id="end"/>
    <sequenceFlow id="f1" sourceRef="start" targetRef="approve"/><sequenceFlow id="f2" sourceRef="approve" targetRef="end"/>`,
  )
}

/** A leave model whose gateway condition is `expr` (malicious-expression tests). */
export const withCondition = (expr: string) => leaveXml({ key: 'evil', condition: expr })

/** A one-task model with its diagram (BPMN DI), for the picture. */
export function diagramXml(key: string) {
  return `${head}<process id="${key}" name="带图流程" isExecutable="true">
    <startEvent id="start"/><userTask id="approve" name="审批" flowable:assignee="1"/><endEvent id="end"/>
    <sequenceFlow id="f1" sourceRef="start" targetRef="approve"/><sequenceFlow id="f2" sourceRef="approve" targetRef="end"/>
  </process>
  <bpmndi:BPMNDiagram xmlns:bpmndi="http://www.omg.org/spec/BPMN/20100524/DI" xmlns:dc="http://www.omg.org/spec/DD/20100524/DC" xmlns:di="http://www.omg.org/spec/DD/20100524/DI" id="d1">
    <bpmndi:BPMNPlane id="p1" bpmnElement="${key}">
      <bpmndi:BPMNShape id="s1" bpmnElement="start"><dc:Bounds x="100" y="100" width="36" height="36"/></bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="s2" bpmnElement="approve"><dc:Bounds x="200" y="78" width="100" height="80"/></bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="s3" bpmnElement="end"><dc:Bounds x="360" y="100" width="36" height="36"/></bpmndi:BPMNShape>
      <bpmndi:BPMNEdge id="e1" bpmnElement="f1"><di:waypoint x="136" y="118"/><di:waypoint x="200" y="118"/></bpmndi:BPMNEdge>
      <bpmndi:BPMNEdge id="e2" bpmnElement="f2"><di:waypoint x="300" y="118"/><di:waypoint x="360" y="118"/></bpmndi:BPMNEdge>
    </bpmndi:BPMNPlane>
  </bpmndi:BPMNDiagram></definitions>`
}

/** One task offered to candidate users. */
export function candidateXml(key: string, userIds: number[]) {
  return bpmn(
    key,
    '候选流程',
    `<startEvent id="start"/><userTask id="approve" name="审批" flowable:candidateUsers="${userIds.join(',')}"/><endEvent id="end"/>
    <sequenceFlow id="f1" sourceRef="start" targetRef="approve"/><sequenceFlow id="f2" sourceRef="approve" targetRef="end"/>`,
  )
}

/** apply (`${INITIATOR}`, completed at the start) → approve (the administrator) → end. */
export const benchXml = () =>
  bpmn(
    'benchLeave',
    '压测审批',
    `<startEvent id="start"/>
  <userTask id="apply" name="提交申请" flowable:assignee="\${INITIATOR}"/>
  <exclusiveGateway id="gw" default="f3"/>
  <userTask id="approve" name="审批" flowable:assignee="1"/>
  <endEvent id="end"/>
  <sequenceFlow id="f1" sourceRef="start" targetRef="apply"/>
  <sequenceFlow id="f2" sourceRef="apply" targetRef="gw"/>
  <sequenceFlow id="f3" sourceRef="gw" targetRef="approve"/>
  <sequenceFlow id="f4" sourceRef="approve" targetRef="end"/>`,
  )
