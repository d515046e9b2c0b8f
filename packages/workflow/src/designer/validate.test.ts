import { readFileSync } from 'node:fs'
import path from 'node:path'
import { BpmnModdle } from 'bpmn-moddle'
import { describe, expect, it } from 'vitest'
import flowable from '../moddle/flowable.json'
import { processGraph, type ModdleLike } from './graph'
import { processWarnings, STARTER_ONLY_WARNING, validateProcess } from './validate'

const LEAVE = readFileSync(path.join(import.meta.dirname, 'fixtures/leave.bpmn'), 'utf8')

async function check(xml: string) {
  const moddle = new BpmnModdle({ flowable })
  const { rootElement } = await moddle.fromXML(xml)
  return validateProcess(processGraph(rootElement as unknown as ModdleLike)).map((p) => p.message)
}

describe('validateProcess (the designer’s checks before deploy)', () => {
  it('passes the leave process', async () => {
    expect(await check(LEAVE)).toEqual([])
  })

  it('reads the flowable attributes through the descriptor', async () => {
    const moddle = new BpmnModdle({ flowable })
    const { rootElement } = await moddle.fromXML(LEAVE)
    const graph = processGraph(rootElement as unknown as ModdleLike)
    const apply = graph?.nodes.find((n) => n.id === 'apply')
    expect(apply?.assignee).toBe('${INITIATOR}')
    expect(graph?.nodes.find((n) => n.id === 'gw')?.defaultFlow).toBe('fShort')
    expect(graph?.flows.find((f) => f.id === 'fLong')?.condition).toBe('${days > 3}')
  })

  it('refuses a process without a start event', async () => {
    const xml = LEAVE.replace(/<bpmn:startEvent[\s\S]*?<\/bpmn:startEvent>/, '').replace(
      '<bpmn:sequenceFlow id="f1" sourceRef="start" targetRef="apply" />',
      '',
    )
    const problems = await check(xml)
    expect(problems).toContain('流程缺少开始事件')
  })

  it('refuses a user task without an assignee rule', async () => {
    const problems = await check(LEAVE.replace(' flowable:assignee="1"', ''))
    expect(problems).toEqual(['用户任务「人事审批」未设置审批人（办理人、候选用户或候选组）'])
  })

  it('refuses an exclusive gateway without a default flow, and a non-default flow without a condition', async () => {
    const noDefault = await check(LEAVE.replace(' default="fShort"', ''))
    expect(noDefault).toContain('网关「天数」没有默认连线（条件都不满足时流程将无法继续）')
    expect(noDefault).toContain('网关「天数」的连线「3天以内」缺少条件')
  })

  it('refuses a node the start event cannot reach', async () => {
    const xml = LEAVE.replace(
      '<bpmn:endEvent id="end"',
      '<bpmn:userTask id="orphan" name="孤立节点" flowable:assignee="1" /><bpmn:sequenceFlow id="fo" sourceRef="orphan" targetRef="end" /><bpmn:endEvent id="end"',
    )
    expect(await check(xml)).toEqual(['节点「孤立节点」没有流入的连线，从开始事件无法到达'])
  })

  it('refuses a loop the start event cannot reach', async () => {
    const xml = LEAVE.replace(
      '<bpmn:endEvent id="end"',
      '<bpmn:userTask id="a" name="甲" flowable:assignee="1" /><bpmn:userTask id="b" name="乙" flowable:assignee="1" />' +
        '<bpmn:sequenceFlow id="ab" sourceRef="a" targetRef="b" /><bpmn:sequenceFlow id="ba" sourceRef="b" targetRef="a" />' +
        '<bpmn:sequenceFlow id="bEnd" sourceRef="b" targetRef="end" /><bpmn:endEvent id="end"',
    )
    expect(await check(xml)).toEqual(['节点「甲」从开始事件无法到达', '节点「乙」从开始事件无法到达'])
  })

  it('refuses a malformed condition and a missing end event', async () => {
    const bad = await check(LEAVE.replace('${days &gt; 3}', '${days = 3}'))
    expect(bad).toEqual(['连线「超过3天」的条件有误：条件表达式中不能赋值（比较请用 ==）'])
    const noEnd = await check(
      LEAVE.replace(/<bpmn:endEvent[\s\S]*?<\/bpmn:endEvent>/, '').replace(
        '<bpmn:sequenceFlow id="f4" sourceRef="hr" targetRef="end" />',
        '',
      ),
    )
    expect(noEnd).toEqual(['流程缺少结束事件', '节点「人事审批」没有流出的连线'])
  })

  it('checks a countersign: collection, element variable and the per-signer assignee', async () => {
    const mi = (attrs: string) =>
      LEAVE.replace(
        '<bpmn:incoming>fLong</bpmn:incoming>',
        `<bpmn:incoming>fLong</bpmn:incoming><bpmn:multiInstanceLoopCharacteristics ${attrs} />`,
      ).replace('flowable:candidateUsers="2"', 'flowable:assignee="${assignee}"')
    expect(await check(mi('flowable:collection="${userList}" flowable:elementVariable="assignee"'))).toEqual([])
    expect(await check(mi('flowable:elementVariable="assignee"'))).toEqual(['会签节点「经理审批」未设置会签人员集合'])
    expect(await check(mi('flowable:collection="${userList}" flowable:elementVariable="signer"'))).toEqual([
      '会签节点「经理审批」的办理人应为 ${signer}，每位会签人一个任务',
    ])
  })

  it('warns (without refusing) when the only user task is the starter’s: the process would finish at once', async () => {
    const moddle = new BpmnModdle({ flowable })
    const only = LEAVE.replace(
      /<bpmn:userTask id="(?!apply)[\s\S]*?<\/bpmn:userTask>|<bpmn:userTask id="(?!apply)[^>]*\/>/g,
      '',
    )
    const graphOf = async (xml: string) =>
      processGraph((await moddle.fromXML(xml)).rootElement as unknown as ModdleLike)
    // the leave process has an approver after the applicant: no warning
    expect(processWarnings(await graphOf(LEAVE))).toEqual([])
    const starterOnly = await graphOf(only)
    expect(starterOnly?.nodes.filter((n) => n.type === 'UserTask').map((n) => n.id)).toEqual(['apply'])
    expect(processWarnings(starterOnly)).toEqual([{ elementId: 'apply', message: STARTER_ONLY_WARNING }])
  })
})
