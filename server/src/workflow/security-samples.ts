import { BUSINESS_TYPE as B, WORKFLOW_PERMISSIONS as P } from '@wp/contract'
import { sql } from 'drizzle-orm'
import { holdersOfPermission, loadUserAccess, usersByIds } from '../directory'
import { crudSecurity } from '../testing/crud-security'
import { multipartFile } from '../testing/fixtures'
import type { TestServer } from '../testing/harness'
import type { PrepareSample, SecurityRow, SecurityTable } from '../testing/security-table'
import * as cmd from './commands'
import { deployXml } from './testing/flow'
import { candidateXml, countersignXml, diagramXml, leaveXml, singleTaskXml } from './testing/models'

// Found by its file name and loaded only by the security test (server/src/security.test.ts), never in production.

const DEF = '流程定义'
const TASK = '流程任务'
const INSTANCE = '流程实例'
const FORM = '流程表单'

/** The signed-in user the walk made for a permission (`userWith`, named u…): the acting user of task samples. */
async function holderOf(s: TestServer, perm: string): Promise<cmd.Caller> {
  const holders = await usersByIds(s.ctx, await holdersOfPermission(s.ctx, perm))
  const made = holders.filter((u) => u.userName.startsWith('u')).at(-1)
  const access = made && (await loadUserAccess(s.ctx, made.userId))
  if (!access) throw new Error(`no user holds ${perm}`)
  return { ...access, nickName: access.userName, deptName: '' }
}

const ADMIN: cmd.Caller = { userId: 1, userName: 'admin', nickName: '管理员', deptName: '', roleIds: [1] }
const RY: cmd.Caller = { userId: 2, userName: 'ry', nickName: '测试员', deptName: '', roleIds: [2] }

/** Deploys `xml` and starts it as `starter` (default the administrator); returns the instance and its open tasks. */
async function running(s: TestServer, admin: string, xml: string, vars: Record<string, unknown> = {}, starter = ADMIN) {
  const deployId = await deployXml(s, admin, xml)
  const started = await cmd.start(s.ctx, starter, deployId, vars)
  return { deployId, instanceId: Number(started.procInsId), taskId: Number(started.tasks[0]?.taskId) }
}

/** A task assigned to the user holding `perm`. */
const taskFor =
  (perm: string, body: (taskId: number) => Record<string, unknown> = (taskId) => ({ taskId })): PrepareSample =>
  async (s, admin, n) => {
    const me = await holderOf(s, perm)
    const { taskId } = await running(s, admin, singleTaskXml(me.userId, `sec${n}`))
    return { body: body(taskId) }
  }

/** The manager step of a leave process held by the user with `perm` (it has a previous task to go back to). */
const managerTaskFor =
  (perm: string, extra: Record<string, unknown>): PrepareSample =>
  async (s, admin, n) => {
    const me = await holderOf(s, perm)
    const { taskId } = await running(s, admin, leaveXml({ key: `sec${n}` }), { days: 5, manager: me.userId })
    return { body: { taskId, ...extra } }
  }

/** An instance the user holding `perm` started (a leave at the manager step, the manager being ry). */
const ownInstance = async (s: TestServer, admin: string, n: number, perm: string) => {
  const me = await holderOf(s, perm)
  return running(s, admin, leaveXml({ key: `sec${n}` }), { days: 5, manager: 2 }, me)
}

/** A call on an instance the holder of `perm` started, with `extra` in its body. */
const instanceFor =
  (perm: string, extra: Record<string, unknown> = {}): PrepareSample =>
  async (s, admin, n) => ({ body: { instanceId: (await ownInstance(s, admin, n, perm)).instanceId, ...extra } })

/** The countersign task of the user holding the countersign permission, ry signing beside them. */
async function signTask(s: TestServer, admin: string) {
  const me = await holderOf(s, P.task.countersign)
  const { instanceId } = await running(s, admin, countersignXml(), { signers: [me.userId, 2] })
  const { rows } = (await s.ctx.db.execute(
    sql`SELECT id FROM wf_task WHERE instance_id = ${instanceId} AND assignee = ${me.userId}`,
  )) as unknown as { rows: { id: string }[] }
  return Number(rows[0].id)
}

const deployed = async (s: TestServer, admin: string, n: number) => deployXml(s, admin, singleTaskXml(1, `sec${n}`))

const formBody = (n: number) => ({
  formName: `表单${n}`,
  formContent: JSON.stringify({ fields: [{ type: 'input', key: 'title', label: '标题', required: true }] }),
})

/** Delegation: the workflow routes serve it at two paths, `delegateTask` and `delegate`. */
const DELEGATE: SecurityRow = {
  access: P.task.delegate,
  log: { title: TASK, type: B.UPDATE },
  sample: taskFor(P.task.delegate, (taskId) => ({ taskId, assignee: 2 })),
}

/** Every route of the workflow module: its access, its operation-log row, and a request that succeeds. */
export const securityTable: SecurityTable = {
  'GET /flowable/definition/list': { access: P.definition.list },
  'POST /flowable/definition/save': {
    access: P.definition.deploy,
    log: { title: DEF, type: B.INSERT },
    sample: async (_s, _a, n) => ({ body: { xml: singleTaskXml(1, `save${n}`), category: 'office' } }),
  },
  'POST /flowable/definition/import': {
    access: P.definition.deploy,
    log: { title: DEF, type: B.IMPORT },
    sample: async (_s, _a, n) => ({
      file: async () =>
        multipartFile('file', 'leave.bpmn', Buffer.from(singleTaskXml(1, `imp${n}`)), 'application/xml'),
    }),
  },
  'GET /flowable/definition/readXml/:deployId': {
    access: P.definition.query,
    sample: async (s, admin, n) => ({ url: `/flowable/definition/readXml/${await deployed(s, admin, n)}` }),
  },
  'GET /flowable/definition/readImage/:deployId': {
    access: P.definition.query,
    sample: async (s, admin, n) => ({
      url: `/flowable/definition/readImage/${await deployXml(s, admin, diagramXml(`img${n}`))}`,
    }),
  },
  'PUT /flowable/definition/updateState': {
    access: P.definition.updateState,
    log: { title: DEF, type: B.UPDATE },
    sample: async (s, admin, n) => ({
      url: `/flowable/definition/updateState?deployId=${await deployed(s, admin, n)}&state=2`,
    }),
  },
  'DELETE /flowable/definition/:deployIds': {
    access: P.definition.remove,
    log: { title: DEF, type: B.DELETE },
    sample: async (s, admin, n) => ({ url: `/flowable/definition/${await deployed(s, admin, n)}` }),
  },
  'GET /flowable/definition/userList': { access: P.definition.designer },
  'GET /flowable/form/userOptions': { access: 'signed-in' },
  'GET /flowable/form/deptOptions': { access: 'signed-in' },
  'GET /flowable/definition/roleList': { access: P.definition.designer },
  'GET /flowable/definition/expList': { access: P.definition.designer },
  'GET /flowable/definition/listenerList': { access: P.definition.designer },
  'POST /flowable/definition/start/:procDefId': {
    access: P.instance.start,
    log: { title: INSTANCE, type: B.INSERT },
    sample: async (s, admin, n) => ({ url: `/flowable/definition/start/${await deployed(s, admin, n)}`, body: {} }),
  },
  'POST /flowable/instance/startBy/:procDefId': {
    access: P.instance.start,
    log: { title: INSTANCE, type: B.INSERT },
    sample: async (s, admin, n) => ({ url: `/flowable/instance/startBy/${await deployed(s, admin, n)}`, body: {} }),
  },
  'POST /flowable/instance/updateState': {
    access: P.instance.updateState,
    log: { title: INSTANCE, type: B.UPDATE },
    sample: async (s, admin, n) => ({
      body: { instanceId: (await running(s, admin, singleTaskXml(2, `sec${n}`))).instanceId, state: 2 },
    }),
  },
  'POST /flowable/instance/stopProcessInstance': {
    access: P.instance.stop,
    log: { title: INSTANCE, type: B.UPDATE },
    sample: async (s, admin, n) => ({
      body: { instanceId: (await running(s, admin, singleTaskXml(2, `sec${n}`))).instanceId },
    }),
  },
  'DELETE /flowable/instance/delete/:instanceIds': {
    access: P.instance.remove,
    log: { title: INSTANCE, type: B.DELETE },
    sample: async (s, admin, n) => ({
      url: `/flowable/instance/delete/${(await running(s, admin, singleTaskXml(2, `sec${n}`))).instanceId}`,
    }),
  },
  'GET /flowable/task/todoList': { access: P.task.todo },
  'GET /flowable/task/finishedList': { access: P.task.finished },
  'GET /flowable/task/myProcess': { access: P.task.myProcess },
  'GET /flowable/task/ccList': { access: P.task.copy },
  'GET /flowable/task/todoCount': { access: P.task.todo },
  'GET /flowable/task/flowRecord': {
    access: P.task.record,
    sample: async (s, admin, n) => ({
      url: `/flowable/task/flowRecord?procInsId=${(await ownInstance(s, admin, n, P.task.record)).instanceId}`,
    }),
  },
  'GET /flowable/task/flowXmlAndNode': {
    access: P.task.record,
    sample: async (s, admin, n) => ({ url: `/flowable/task/flowXmlAndNode?deployId=${await deployed(s, admin, n)}` }),
  },
  'GET /flowable/task/flowFormData': {
    access: P.instance.start,
    sample: async (s, admin, n) => ({ url: `/flowable/task/flowFormData?deployId=${await deployed(s, admin, n)}` }),
  },
  'POST /flowable/task/nextFlowNode': { access: P.task.complete, log: false, sample: taskFor(P.task.complete) },
  'POST /flowable/task/nextFlowNodeByStart': {
    access: P.instance.start,
    log: false,
    sample: async (s, admin, n) => ({ body: { deploymentId: String(await deployed(s, admin, n)) } }),
  },
  'POST /flowable/task/returnList': { access: P.task.return, log: false, sample: taskFor(P.task.return) },
  'POST /flowable/task/complete': {
    access: P.task.complete,
    log: { title: TASK, type: B.UPDATE },
    sample: taskFor(P.task.complete, (taskId) => ({ taskId, comment: '同意' })),
  },
  'POST /flowable/task/reject': {
    access: P.task.reject,
    log: { title: TASK, type: B.UPDATE },
    sample: managerTaskFor(P.task.reject, { comment: '驳回' }),
  },
  'POST /flowable/task/return': {
    access: P.task.return,
    log: { title: TASK, type: B.UPDATE },
    sample: managerTaskFor(P.task.return, { comment: '退回', targetKey: 'apply' }),
  },
  'POST /flowable/task/claim': {
    access: P.task.claim,
    log: { title: TASK, type: B.UPDATE },
    sample: async (s, admin, n) => {
      const me = await holderOf(s, P.task.claim)
      return { body: { taskId: (await running(s, admin, candidateXml(`sec${n}`, [me.userId]))).taskId } }
    },
  },
  'POST /flowable/task/unClaim': {
    access: P.task.claim,
    log: { title: TASK, type: B.UPDATE },
    sample: async (s, admin, n) => {
      const me = await holderOf(s, P.task.claim)
      const { taskId } = await running(s, admin, candidateXml(`sec${n}`, [me.userId]))
      await cmd.claim(s.ctx, me, taskId)
      return { body: { taskId } }
    },
  },
  'POST /flowable/task/delegateTask': DELEGATE,
  'POST /flowable/task/delegate': DELEGATE,
  'POST /flowable/task/resolveTask': {
    access: P.task.delegate,
    log: { title: TASK, type: B.UPDATE },
    sample: async (s, admin, n) => {
      const me = await holderOf(s, P.task.delegate)
      const { taskId } = await running(s, admin, singleTaskXml(2, `sec${n}`))
      await cmd.delegate(s.ctx, RY, taskId, me.userId)
      return { body: { taskId, comment: '已处理' } }
    },
  },
  'POST /flowable/task/assignTask': {
    access: P.task.assign,
    log: { title: TASK, type: B.UPDATE },
    sample: taskFor(P.task.assign, (taskId) => ({ taskId, assignee: 2 })),
  },
  'POST /flowable/task/addMultiInstanceExecution': {
    access: P.task.countersign,
    log: { title: TASK, type: B.UPDATE },
    sample: async (s, admin) => ({ body: { taskId: await signTask(s, admin), userIds: [1] } }),
  },
  'POST /flowable/task/deleteMultiInstanceExecution': {
    access: P.task.countersign,
    log: { title: TASK, type: B.UPDATE },
    sample: async (s, admin) => ({ body: { taskId: await signTask(s, admin), userIds: [2] } }),
  },
  'POST /flowable/task/revokeProcess': {
    access: P.task.revoke,
    log: { title: TASK, type: B.UPDATE },
    sample: instanceFor(P.task.revoke),
  },
  'POST /flowable/task/stopProcess': {
    access: P.task.stop,
    log: { title: TASK, type: B.UPDATE },
    sample: instanceFor(P.task.stop),
  },
  'POST /flowable/task/remind': {
    access: P.task.remind,
    log: { title: TASK, type: B.UPDATE },
    sample: instanceFor(P.task.remind),
  },
  'POST /flowable/task/copy': {
    access: P.task.copy,
    log: { title: TASK, type: B.INSERT },
    sample: instanceFor(P.task.copy, { userIds: [1] }),
  },
  'DELETE /flowable/task/delete': {
    access: P.task.remove,
    log: { title: TASK, type: B.DELETE },
    sample: async (s, admin, n) => {
      const me = await holderOf(s, P.task.remove)
      const { instanceId } = await ownInstance(s, admin, n, P.task.remove)
      await cmd.stop(s.ctx, me, instanceId, '')
      return { url: `/flowable/task/delete?instanceId=${instanceId}` }
    },
  },
  'GET /flowable/task/:taskId': {
    access: P.task.query,
    sample: async (s, admin, n) => {
      const me = await holderOf(s, P.task.query)
      return { url: `/flowable/task/${(await running(s, admin, singleTaskXml(me.userId, `sec${n}`))).taskId}` }
    },
  },
  ...crudSecurity({ path: '/flowable/form', id: 'formId', title: FORM, permissions: P.form, body: formBody }),
  'GET /flowable/form/:formId': {
    access: P.form.query,
    sample: async (s, admin, n) => {
      const res = await s.call('POST', '/prod-api/flowable/form', { token: admin, body: formBody(n) })
      return { url: `/flowable/form/${res.data.formId}` }
    },
  },
  'GET /flowable/form/formList': { access: P.form.list },
  ...crudSecurity({
    path: '/flowable/bizProcess',
    id: 'id',
    title: '业务流程绑定',
    permissions: P.bizProcess,
    body: (n) => ({ bizType: `walk.type${n}`, procDefKey: 'leave', detailPath: '/walk/detail?id={businessKey}' }),
  }),
  'GET /flowable/bizProcess/:id': {
    access: P.bizProcess.query,
    sample: async (s, admin, n) => {
      const body = { bizType: `walk.detail${n}`, procDefKey: 'leave' }
      const res = await s.call('POST', '/prod-api/flowable/bizProcess', { token: admin, body })
      return { url: `/flowable/bizProcess/${res.data.id}` }
    },
  },
  'GET /flowable/bizProcess/types': { access: P.bizProcess.list },
  'POST /flowable/form/addDeployForm': {
    access: P.form.deploy,
    log: { title: FORM, type: B.GRANT },
    sample: async (s, admin, n) => {
      const res = await s.call('POST', '/prod-api/flowable/form', { token: admin, body: formBody(n) })
      return { body: { formId: res.data.formId, deployId: await deployed(s, admin, n) } }
    },
  },
}
