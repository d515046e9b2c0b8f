import { inject } from 'vitest'
import {
  BUSINESS_TYPE as B,
  MASTERDATA_PERMISSIONS as P,
  MDM_COLLECT_TASK,
  MDM_DISTRIBUTION,
  MDM_SUBSCRIBER,
  MDM_MODEL,
  MDM_OPLOG,
  MDM_RULE,
  MDM_SOURCE,
} from '@wp/contract'
import type { TestServer } from '../testing/harness'
import { crudSecurity } from '../testing/crud-security'
import { multipartFile, userWith, XLSX, xlsxOf } from '../testing/fixtures'
import type { SecurityTable } from '../testing/security-table'
import { CUSTOMER, creditCode, finishedRun, publishedModelOf, sourceBody } from './testing'

// Found by its file name and loaded only by the security test (server/src/security.test.ts), never in production.

const API = '/prod-api'
/** A PostgreSQL the samples' sources reach: the test run's own server (its `postgres` database). */
const testRunPostgres = () => inject('testDatabase').adminUrl
const log = (title: string, type: (typeof B)[keyof typeof B]) => ({ title, type })

/** One published customer model per test server, made on first use. */
const models = new WeakMap<TestServer, Promise<number>>()
const modelOf = (s: TestServer, admin: string) => {
  if (!models.has(s)) models.set(s, publishedModelOf(s, admin, 'SEC_CUSTOMER'))
  return models.get(s)!
}
async function recordOf(s: TestServer, admin: string, n: number) {
  const modelId = await modelOf(s, admin)
  const res = await s.call('POST', `${API}/masterdata/record/${modelId}`, {
    token: admin,
    body: { name: `客户${n}`, creditCode: creditCode(900000 + n) },
  })
  if (res.code !== 200) throw new Error(res.msg)
  return { modelId, recordId: res.data.recordId as number }
}
async function draftModel(s: TestServer, admin: string, n: number) {
  const res = await s.call('POST', `${API}/masterdata/model`, {
    token: admin,
    body: { modelCode: `SEC_M${n}`, modelName: `安全模型${n}` },
  })
  if (res.code !== 200) throw new Error(res.msg)
  return res.data.modelId as number
}

const M = MDM_MODEL.title
const R = '主数据维护'

/** A subscriber whose endpoint refuses connections (port 9 on this machine): its pushes fail. */
const subscriberBody = (n: number) => ({
  subscriberCode: `SEC${n}`,
  subscriberName: `安全样例订阅${n}`,
  endpointUrl: 'http://127.0.0.1:9/none',
  authType: 'bearer',
  secret: 'token',
})

export const securityTable: SecurityTable = {
  ...crudSecurity({
    path: '/masterdata/model',
    id: 'modelId',
    title: M,
    permissions: P.model,
    body: (n) => ({ modelCode: `SECM_${n}`, modelName: `安全样例模型${n}` }),
    exportForm: '',
  }),
  'GET /masterdata/model/:modelId': {
    access: P.model.query,
    sample: async (s, a, n) => ({ url: `/masterdata/model/${await draftModel(s, a, n)}` }),
  },
  'GET /masterdata/model/workspace/:modelId': {
    access: P.model.query,
    sample: async (s, a) => ({ url: `/masterdata/model/workspace/${await modelOf(s, a)}` }),
  },
  'GET /masterdata/model/version/:modelId/:version': {
    access: P.model.query,
    sample: async (s, a) => ({ url: `/masterdata/model/version/${await modelOf(s, a)}/1` }),
  },
  'PUT /masterdata/model/definition/:modelId': {
    access: P.model.edit,
    log: log(M, B.UPDATE),
    sample: async (s, a, n) => ({ url: `/masterdata/model/definition/${await draftModel(s, a, n)}`, body: CUSTOMER }),
  },
  'POST /masterdata/model/publish/:modelId': {
    access: P.model.publish,
    log: log(M, B.UPDATE),
    sample: async (s, a) => ({ url: `/masterdata/model/publish/${await modelOf(s, a)}` }),
  },
  'POST /masterdata/model/retire/:modelId': {
    access: P.model.publish,
    log: log(M, B.UPDATE),
    sample: async (s, a, n) => ({
      url: `/masterdata/model/retire/${await publishedModelOf(s, a, `SEC_RET${n}`)}`,
      body: { retired: true },
    }),
  },
  'GET /masterdata/model/published': { access: P.record.list },
  'GET /masterdata/record/:modelId/model': {
    access: P.record.list,
    sample: async (s, a) => ({ url: `/masterdata/record/${await modelOf(s, a)}/model` }),
  },
  'GET /masterdata/record/:modelId/completeness': {
    access: P.record.list,
    sample: async (s, a) => ({ url: `/masterdata/record/${await modelOf(s, a)}/completeness` }),
  },
  'GET /masterdata/record/:modelId/list': {
    access: P.record.list,
    sample: async (s, a) => ({ url: `/masterdata/record/${await modelOf(s, a)}/list` }),
  },
  'GET /masterdata/record/:modelId/:recordId': {
    access: P.record.query,
    sample: async (s, a, n) => {
      const r = await recordOf(s, a, n)
      return { url: `/masterdata/record/${r.modelId}/${r.recordId}` }
    },
  },
  'POST /masterdata/record/:modelId': {
    access: P.record.add,
    log: log(R, B.INSERT),
    sample: async (s, a, n) => ({
      url: `/masterdata/record/${await modelOf(s, a)}`,
      body: { name: `新客户${n}`, creditCode: creditCode(800000 + n), orgId: 103 },
    }),
  },
  'PUT /masterdata/record/:modelId': {
    access: P.record.edit,
    log: log(R, B.UPDATE),
    sample: async (s, a, n) => {
      const r = await recordOf(s, a, n)
      return { url: `/masterdata/record/${r.modelId}`, body: { recordId: r.recordId, city: '上海' } }
    },
  },
  'GET /masterdata/record/draft/:draftId': {
    access: P.record.query,
    sample: async (s, a, n) => ({ url: `/masterdata/record/draft/${await draftOf(s, a, n)}` }),
  },
  'POST /masterdata/record/approve/:draftId': {
    access: P.record.approve,
    log: log(R, B.UPDATE),
    sample: async (s, a, n) => ({
      url: `/masterdata/record/approve/${await draftOf(s, a, n)}`,
      body: { approved: true },
    }),
  },
  'DELETE /masterdata/record/:modelId/:recordIds': {
    access: P.record.remove,
    log: log(R, B.DELETE),
    sample: async (s, a, n) => {
      const r = await recordOf(s, a, n)
      return { url: `/masterdata/record/${r.modelId}/${r.recordId}` }
    },
  },
  'PUT /masterdata/record/:modelId/restore/:recordIds': {
    access: P.record.restore,
    log: log(R, B.UPDATE),
    sample: async (s, a, n) => {
      const r = await recordOf(s, a, n)
      await s.call('DELETE', `${API}/masterdata/record/${r.modelId}/${r.recordId}`, { token: a })
      return { url: `/masterdata/record/${r.modelId}/restore/${r.recordId}` }
    },
  },
  'POST /masterdata/record/:modelId/export': {
    access: P.record.export,
    log: log(R, B.EXPORT),
    sample: async (s, a) => ({ url: `/masterdata/record/${await modelOf(s, a)}/export`, body: {} }),
  },
  ...crudSecurity({
    path: '/masterdata/oplog',
    id: 'logId',
    title: MDM_OPLOG.title,
    permissions: P.oplog,
    exportForm: '',
  }),
  ...crudSecurity({
    path: '/masterdata/source',
    id: 'sourceId',
    title: MDM_SOURCE.title,
    permissions: P.source,
    body: (n) => sourceBody(testRunPostgres(), 'postgresql', `安全样例库${n}`),
    exportForm: '',
  }),
  'GET /masterdata/source/:sourceId': {
    access: P.source.query,
    sample: async (s, a, n) => ({ url: `/masterdata/source/${await sourceOf(s, a, n)}` }),
  },
  'POST /masterdata/source/test/:sourceId': {
    access: P.source.test,
    log: log(MDM_SOURCE.title, B.OTHER),
    sample: async (s, a, n) => ({ url: `/masterdata/source/test/${await sourceOf(s, a, n)}` }),
  },
  'GET /masterdata/source/tables/:sourceId': {
    access: P.source.query,
    sample: async (s, a, n) => ({ url: `/masterdata/source/tables/${await sourceOf(s, a, n)}` }),
  },
  'GET /masterdata/source/columns/:sourceId': {
    access: P.source.query,
    sample: async (s, a, n) => ({ url: `/masterdata/source/columns/${await sourceOf(s, a, n)}?object=${SQL}` }),
  },
  'GET /masterdata/source/preview/:sourceId': {
    access: P.source.query,
    sample: async (s, a, n) => ({ url: `/masterdata/source/preview/${await sourceOf(s, a, n)}?object=${SQL}` }),
  },
  'POST /masterdata/source/upload/:sourceId': {
    access: P.source.edit,
    log: log(MDM_SOURCE.title, B.UPDATE),
    sample: async (s, a, n) => {
      const made = await s.call('POST', `${API}/masterdata/source`, {
        token: a,
        body: { sourceName: `安全样例表格${n}`, sourceType: 'excel' },
      })
      const book = await xlsxOf(['编号', '名称'], [['1', '甲']])
      return {
        url: `/masterdata/source/upload/${made.data.sourceId}`,
        file: async () => multipartFile('file', 'a.xlsx', book, XLSX),
      }
    },
  },
  ...crudSecurity({
    path: '/masterdata/collect/task',
    id: 'taskId',
    title: MDM_COLLECT_TASK.title,
    permissions: P.collect,
    exportForm: '',
  }),
  'POST /masterdata/collect/task': {
    access: P.collect.add,
    log: log(MDM_COLLECT_TASK.title, B.INSERT),
    sample: async (s, a, n) => ({ body: await taskBody(s, a, n) }),
  },
  'PUT /masterdata/collect/task': {
    access: P.collect.edit,
    log: log(MDM_COLLECT_TASK.title, B.UPDATE),
    sample: async (s, a, n) => ({ body: { taskId: await taskOf(s, a, n), priority: 5 } }),
  },
  'DELETE /masterdata/collect/task/:taskIds': {
    access: P.collect.remove,
    log: log(MDM_COLLECT_TASK.title, B.DELETE),
    sample: async (s, a, n) => ({ url: `/masterdata/collect/task/${await taskOf(s, a, n)}` }),
  },
  'GET /masterdata/collect/task/:taskId': {
    access: P.collect.query,
    sample: async (s, a, n) => ({ url: `/masterdata/collect/task/${await taskOf(s, a, n)}` }),
  },
  'GET /masterdata/collect/config/:taskId': {
    access: P.collect.query,
    sample: async (s, a, n) => ({ url: `/masterdata/collect/config/${await taskOf(s, a, n)}` }),
  },
  'PUT /masterdata/collect/config/:taskId': {
    access: P.collect.edit,
    log: log(MDM_COLLECT_TASK.title, B.UPDATE),
    sample: async (s, a, n) => ({ url: `/masterdata/collect/config/${await taskOf(s, a, n)}`, body: TASK_CONFIG }),
  },
  'POST /masterdata/collect/run/:taskId': {
    access: P.collect.run,
    log: log(MDM_COLLECT_TASK.title, B.OTHER),
    sample: async (s, a, n) => ({ url: `/masterdata/collect/run/${await taskOf(s, a, n, true)}` }),
  },
  'GET /masterdata/collect/runs/:taskId': {
    access: P.collect.query,
    sample: async (s, a, n) => ({ url: `/masterdata/collect/runs/${await taskOf(s, a, n)}` }),
  },
  'GET /masterdata/collect/run/:runId': {
    access: P.collect.query,
    sample: async (s, a, n) => ({ url: `/masterdata/collect/run/${await runOf(s, a, n)}` }),
  },
  'GET /masterdata/collect/errors/:runId': {
    access: P.collect.query,
    sample: async (s, a, n) => ({ url: `/masterdata/collect/errors/${await runOf(s, a, n)}` }),
  },
  'POST /masterdata/collect/errors/:runId/export': {
    access: P.collect.export,
    log: log(MDM_COLLECT_TASK.title, B.EXPORT),
    sample: async (s, a, n) => ({ url: `/masterdata/collect/errors/${await runOf(s, a, n)}/export` }),
  },
  ...crudSecurity({
    path: '/masterdata/subscriber',
    id: 'subscriberId',
    title: MDM_SUBSCRIBER.title,
    permissions: P.subscriber,
    body: subscriberBody,
    exportForm: '',
  }),
  'GET /masterdata/subscriber/:subscriberId': {
    access: P.subscriber.query,
    sample: async (s, a, n) => ({ url: `/masterdata/subscriber/${await subscriberOf(s, a, n)}` }),
  },
  ...crudSecurity({
    path: '/masterdata/distribution',
    id: 'distId',
    title: MDM_DISTRIBUTION.title,
    permissions: P.distribution,
    exportForm: '',
  }),
  'GET /masterdata/distribution/:distId': {
    access: P.distribution.query,
    sample: async (s, a, n) => ({ url: `/masterdata/distribution/${await topicOf(s, a, n)}` }),
  },
  'POST /masterdata/distribution': {
    access: P.distribution.add,
    log: log(MDM_DISTRIBUTION.title, B.INSERT),
    sample: async (s, a, n) => ({ body: { modelId: await modelOf(s, a), subscriberId: await subscriberOf(s, a, n) } }),
  },
  'PUT /masterdata/distribution': {
    access: P.distribution.edit,
    log: log(MDM_DISTRIBUTION.title, B.UPDATE),
    sample: async (s, a, n) => ({ body: { distId: await topicOf(s, a, n), maxRetry: 2 } }),
  },
  'DELETE /masterdata/distribution/:distIds': {
    access: P.distribution.remove,
    log: log(MDM_DISTRIBUTION.title, B.DELETE),
    sample: async (s, a, n) => ({ url: `/masterdata/distribution/${await topicOf(s, a, n)}` }),
  },
  'GET /masterdata/distribution/log/list': { access: P.distribution.list },
  'GET /masterdata/distribution/log/payload/:logId': {
    access: P.distribution.query,
    sample: async (s, a, n) => ({ url: `/masterdata/distribution/log/payload/${await failedPushOf(s, a, n)}` }),
  },
  'PUT /masterdata/distribution/repush/:logIds': {
    access: P.distribution.push,
    log: log(MDM_DISTRIBUTION.title, B.UPDATE),
    sample: async (s, a, n) => ({ url: `/masterdata/distribution/repush/${await failedPushOf(s, a, n)}` }),
  },
  'POST /masterdata/distribution/push': { access: P.distribution.push, log: log(MDM_DISTRIBUTION.title, B.OTHER) },
  'POST /masterdata/distribution/queue/:distId': {
    access: P.distribution.push,
    log: log(MDM_DISTRIBUTION.title, B.OTHER),
    sample: async (s, a, n) => ({ url: `/masterdata/distribution/queue/${await topicOf(s, a, n)}` }),
  },
  'GET /masterdata/distribution/stats': { access: P.distribution.list },
  'POST /masterdata/subscriber/pullKey/:subscriberId': {
    access: P.subscriber.edit,
    log: log(MDM_SUBSCRIBER.title, B.UPDATE),
    sample: async (s, a, n) => ({ url: `/masterdata/subscriber/pullKey/${await subscriberOf(s, a, n)}` }),
  },
  'POST /masterdata/pull': {
    access: 'public',
    log: false, // a read by a subscriber system (POST keeps its secret out of URLs and access logs)
    sample: async (s, a, n) => {
      const subscriberId = await subscriberOf(s, a, n)
      await s.call('POST', `${API}/masterdata/distribution`, {
        token: a,
        body: { modelId: await modelOf(s, a), subscriberId, distMode: 'pull' },
      })
      const made = await s.call('POST', `${API}/masterdata/subscriber/pullKey/${subscriberId}`, { token: a })
      return { body: { key: made.data.pullKey, secret: made.data.pullSecret, model: 'SEC_CUSTOMER' } }
    },
  },
  ...crudSecurity({
    path: '/masterdata/rule',
    id: 'ruleId',
    title: MDM_RULE.title,
    permissions: P.rule,
    body: (n) => ({ ruleName: `安全样例规则${n}`, ruleKind: 'code', content: 'KH{yyyy}{seq5}' }),
    exportForm: '',
  }),
  'GET /masterdata/rule/:ruleId': {
    access: P.rule.query,
    sample: async (s, a, n) => {
      const res = await s.call('POST', `${API}/masterdata/rule`, {
        token: a,
        body: { ruleName: `安全样例规则详情${n}`, ruleKind: 'inspect', checkType: 'pattern', content: '[0-9]{6}' },
      })
      return { url: `/masterdata/rule/${res.data.ruleId}` }
    },
  },
}

/** A change waiting for approval: a record of a model whose edits need approval, edited once (an approver exists). */
const approvalModels = new WeakMap<TestServer, Promise<number>>()
async function draftOf(s: TestServer, admin: string, n: number) {
  if (!approvalModels.has(s))
    approvalModels.set(
      s,
      (async () => {
        await userWith(s, [P.record.approve])
        const modelId = await publishedModelOf(s, admin, 'SEC_APPROVAL')
        const model = await s.call('GET', `${API}/masterdata/model/${modelId}`, { token: admin })
        await s.call('PUT', `${API}/masterdata/model`, { token: admin, body: { ...model.data, needApproval: true } })
        return modelId
      })(),
    )
  const modelId = await approvalModels.get(s)!
  const made = await s.call('POST', `${API}/masterdata/record/${modelId}`, {
    token: admin,
    body: { name: `审批样例${n}`, creditCode: creditCode(800000 + n) },
  })
  const edit = await s.call('PUT', `${API}/masterdata/record/${modelId}`, {
    token: admin,
    body: { recordId: made.data.recordId, city: '上海' },
  })
  if (!edit.data?.draftId) throw new Error(edit.msg)
  return edit.data.draftId as number
}

async function subscriberOf(s: TestServer, admin: string, n: number) {
  const res = await s.call('POST', `${API}/masterdata/subscriber`, { token: admin, body: subscriberBody(n) })
  if (res.code !== 200) throw new Error(res.msg)
  return res.data.subscriberId as number
}
async function topicOf(s: TestServer, admin: string, n: number) {
  const res = await s.call('POST', `${API}/masterdata/distribution`, {
    token: admin,
    body: { modelId: await modelOf(s, admin), subscriberId: await subscriberOf(s, admin, n), maxRetry: 0 },
  })
  if (res.code !== 200) throw new Error(res.msg)
  return res.data.distId as number
}
/** A push that failed: a record made while a topic to an unreachable subscriber exists, pushed once. */
async function failedPushOf(s: TestServer, admin: string, n: number) {
  const distId = await topicOf(s, admin, n)
  await recordOf(s, admin, n)
  await s.call('POST', `${API}/masterdata/distribution/push`, { token: admin })
  const log = await s.call('GET', `${API}/masterdata/distribution/log/list?distId=${distId}&pushStatus=3`, {
    token: admin,
  })
  if (!log.rows?.length) throw new Error('no failed push')
  return log.rows[0].logId as number
}

const TASK_CONFIG = {
  cleanList: [{ column: 'name', cleanType: 'trim' }],
  mappingList: [
    { fieldCode: 'name', sourceColumn: 'name' },
    { fieldCode: 'creditCode', sourceColumn: 'credit' },
  ],
}
async function taskBody(s: TestServer, admin: string, n: number) {
  return {
    taskName: `安全样例采集${n}`,
    modelId: await modelOf(s, admin),
    sourceId: await sourceOf(s, admin, n),
    sourceObject: `select '客户' || ${n} as name, '9111000000000${String(n).padStart(5, '0')}' as credit`,
  }
}
async function taskOf(s: TestServer, admin: string, n: number, configured = false) {
  const res = await s.call('POST', `${API}/masterdata/collect/task`, {
    token: admin,
    body: await taskBody(s, admin, n),
  })
  if (res.code !== 200) throw new Error(res.msg)
  const taskId = res.data.taskId as number
  if (configured) await s.call('PUT', `${API}/masterdata/collect/config/${taskId}`, { token: admin, body: TASK_CONFIG })
  return taskId
}
async function runOf(s: TestServer, admin: string, n: number) {
  const taskId = await taskOf(s, admin, n, true)
  const res = await s.call('POST', `${API}/masterdata/collect/run/${taskId}`, { token: admin })
  if (res.code !== 200) throw new Error(res.msg)
  return (await finishedRun(s, admin, res.data.runId)).runId as number
}

const SQL = encodeURIComponent('select 1 as one')
async function sourceOf(s: TestServer, admin: string, n: number) {
  const res = await s.call('POST', `${API}/masterdata/source`, {
    token: admin,
    body: sourceBody(testRunPostgres(), 'postgresql', `安全样例源${n}`),
  })
  if (res.code !== 200) throw new Error(res.msg)
  return res.data.sourceId as number
}
