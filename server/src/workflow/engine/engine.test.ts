import { describe, expect, it } from 'vitest'
import { countersignXml, leaveXml, timerXml, withCondition } from '../testing/models'
import { compileExpression, ExpressionError } from './expression'
import { compileModel, ModelError } from './model'
import { Definition, resume, startProcess, type StepResult } from './runtime'

const now = new Date('2026-01-05T09:00:00Z')
const o = { now }
const load = async (xml: string) => new Definition(await compileModel(xml))
const waiting = (r: StepResult) => r.state.tokens.filter((t) => t.kind === 'task').map((t) => t.node)

describe('expressions', () => {
  it('evaluates the JUEL subset over variables', () => {
    const v = { days: 5, type: 'annual', approved: true, user: { dept: 'it' }, list: [], name: '' }
    const run = (s: string) => compileExpression(s).run(v)
    expect(run('${days > 3 && type == "annual"}')).toBe(true)
    expect(run('${days gt 3 and approved}')).toBe(true)
    expect(run('${not approved}')).toBe(false)
    expect(run('${empty name && empty list}')).toBe(true)
    expect(run('${user.dept}')).toBe('it')
    expect(run('${days > 10 ? "long" : "short"}')).toBe('short')
    expect(run('${missing == null}')).toBe(true)
    expect(run('${days div 2}')).toBe(2.5)
    expect(run('${contains("a,b", "b")}')).toBe(true)
    expect(run('请假${days}天')).toBe('请假5天')
    expect(run('12')).toBe('12')
  })

  it.each([
    '${constructor}',
    '${x.constructor}',
    "${x['constructor']}",
    '${__proto__}',
    '${a.__proto__.polluted}',
    '${process.exit()}',
    '${process}',
    '${globalThis}',
    '${eval("1")}',
    '${alert(1)}',
    '${x.toString()}',
    '${execution.getVariable("a")}',
    '${Function("return 1")()}',
    '${days > }',
    '${a; b}',
    '${`x`}',
  ])('refuses %s when compiled', (source) => {
    expect(() => compileExpression(source)).toThrow(ExpressionError)
  })

  it('refuses prototype members reached through computed keys at run time', () => {
    const e = compileExpression("${user[k + 'ructor']}")
    expect(() => e.run({ user: {}, k: 'const' })).toThrow(/constructor/)
    expect(compileExpression('${user.toString}').run({ user: {} })).toBeNull()
  })
})

describe('models', () => {
  it('refuses malicious conditions, unregistered listeners, unsupported elements at deploy', async () => {
    await expect(compileModel(withCondition('${constructor.constructor("return process")()}'))).rejects.toThrow(
      ModelError,
    )
    await expect(compileModel(withCondition('${globalThis.process}'))).rejects.toThrow(/globalThis/)
    const listener = leaveXml().replace(
      '<userTask id="hr" name="人事审批" flowable:candidateGroups="2"/>',
      '<userTask id="hr" name="人事审批" flowable:candidateGroups="2"><extensionElements><flowable:taskListener event="create" class="com.evil.Run"/></extensionElements></userTask>',
    )
    await expect(compileModel(listener)).rejects.toThrow(/未注册/)
    await expect(
      compileModel(leaveXml().replace('<endEvent id="end"/>', '<scriptTask id="x"/><endEvent id="end"/>')),
    ).rejects.toThrow(/暂不支持/)
    await expect(compileModel('<not-bpmn/>')).rejects.toThrow(ModelError)
    await expect(compileModel(leaveXml().replace(' flowable:assignee="${manager}"', ''))).rejects.toThrow(/审批人/)
  })
})

describe('interpreter', () => {
  it('runs the leave process by the gateway condition', async () => {
    const def = await load(leaveXml())
    const s = startProcess(def, { INITIATOR: '2' }, o)
    expect(s.created.map((t) => [t.nodeId, t.assignee])).toEqual([['apply', '2']])
    const long = resume(def, s, o).complete(s.created[0].executionId, { days: 5, manager: '7' })
    expect(long.created.map((t) => [t.nodeId, t.assignee])).toEqual([['manager', '7']])
    const short = resume(def, s, o).complete(s.created[0].executionId, { days: 2 })
    expect(short.created.map((t) => [t.nodeId, t.candidateGroups])).toEqual([['hr', ['2']]])
    const end = resume(def, short, o).complete(short.created[0].executionId, {})
    expect(end.status).toBe('completed')
    expect(end.activities.at(-1)).toMatchObject({ nodeId: 'end', event: 'end' })
  })

  it('refuses a malicious condition at run time too (a variable cannot smuggle code)', async () => {
    const def = await load(withCondition('${days[k]}'))
    const s = startProcess(def, { INITIATOR: '2' }, o)
    expect(() => resume(def, s, o).complete(s.created[0].executionId, { days: {}, k: '__proto__' })).toThrow(
      /__proto__/,
    )
  })

  it('countersigns: all must approve; an or-sign closes the rest; signers can be added and removed', async () => {
    const def = await load(countersignXml())
    let r = startProcess(def, { INITIATOR: '2' }, o)
    r = resume(def, r, o).complete(r.created[0].executionId, { signers: ['3', '4'] })
    expect(r.created.map((t) => t.assignee)).toEqual(['3', '4'])
    const root = r.state.tokens.find((t) => t.kind === 'mi')!.id
    r = resume(def, r, o).changeSigners(root, { add: ['5'], remove: ['4'] })
    expect(r.created.map((t) => t.assignee)).toEqual(['5'])
    expect(r.closed).toHaveLength(1)
    const open = r.state.tokens.filter((t) => t.kind === 'task')
    r = resume(def, r, o).complete(open[0].id, {})
    expect(waiting(r)).toEqual(['sign'])
    r = resume(def, r, o).complete(open[1].id, {})
    expect(waiting(r)).toEqual(['final'])

    const or = await load(countersignXml({ completion: '${nrOfCompletedInstances >= 1}' }))
    let q = startProcess(or, { INITIATOR: '2' }, o)
    q = resume(or, q, o).complete(q.created[0].executionId, { signers: '3,4,5' })
    q = resume(or, q, o).complete(q.created[1].executionId, {})
    expect(q.closed.filter((c) => c.reason === 'canceled')).toHaveLength(2)
    expect(waiting(q)).toEqual(['final'])
  })

  it('jumps back to an earlier node and fires boundary and catch timers', async () => {
    const def = await load(leaveXml())
    let r = startProcess(def, { INITIATOR: '2' }, o)
    r = resume(def, r, o).complete(r.created[0].executionId, { days: 5, manager: '7' })
    r = resume(def, r, o).jump('apply')
    expect(waiting(r)).toEqual(['apply'])
    expect(r.closed).toEqual([{ executionId: expect.any(String), reason: 'canceled' }])

    const timed = await load(timerXml())
    let t = startProcess(timed, { INITIATOR: '2', approver: '3' }, o)
    expect(t.timers.map((x) => [x.nodeId, x.dueAt.toISOString()])).toEqual([['late', '2026-01-05T10:00:00.000Z']])
    const late = resume(timed, t, o).fire(t.timers[0].executionId)!
    expect(waiting(late)).toEqual(['escalate'])
    t = resume(timed, t, o).complete(t.created[0].executionId, {})
    expect(t.cancelledTimers).toHaveLength(1)
    expect(t.timers.map((x) => x.nodeId)).toEqual(['wait'])
    expect(resume(timed, t, o).fire(t.timers[0].executionId)!.status).toBe('completed')
  })
})
