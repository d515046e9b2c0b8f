import { MASTERDATA_PERMISSIONS as P, WORKFLOW_PERMISSIONS as W } from '@wp/contract'
import { beforeAll, describe, expect, it } from 'vitest'
import { todo, userWith } from '../../testing/fixtures'
import { sharedTestServer } from '../../testing/harness'
import { creditCode, publishedModelOf } from '../testing'

const API = '/prod-api'

describe('change approval of golden records through the workflow', () => {
  const t = sharedTestServer()
  let approver: string
  let modelId: number
  let recordId: number
  let code: string
  const as = (token: string) => (method: string, url: string, body?: unknown) =>
    t.server.call(method, API + url, { token, body })
  const record = async () => (await as(t.token)('GET', `/masterdata/record/${modelId}/${recordId}`)).data
  const oplog = async () =>
    (await as(t.token)('GET', `/masterdata/oplog/list?modelId=${modelId}&recordCode=${code}&pageSize=50`)).rows!

  beforeAll(async () => {
    approver = (
      await userWith(t.server, [P.record.approve, P.record.query, P.record.list, W.task.todo, W.task.complete])
    ).token
    modelId = await publishedModelOf(t.server, t.token, 'APPROVED')
    const model = (await as(t.token)('GET', `/masterdata/model/${modelId}`)).data
    const saved = await as(t.token)('PUT', '/masterdata/model', { ...model, needApproval: true })
    expect(saved.msg).toBe('操作成功')
    const made = await as(t.token)('POST', `/masterdata/record/${modelId}`, {
      name: '审批客户',
      creditCode: creditCode(1),
      city: '上海',
    })
    expect(made.code).toBe(200)
    recordId = made.data.recordId
    code = made.data.code
  })

  it('keeps an edit apart until approved, shows old → new, applies it on approval and logs each step', async () => {
    const edit = await as(t.token)('PUT', `/masterdata/record/${modelId}`, { recordId, city: '北京', amount: 500 })
    expect(edit.msg).toBe('修改已提交审批，审批通过后生效')
    const draftId = edit.data.draftId as number
    expect(await record()).toMatchObject({ city: '上海', rowVersion: 1 })
    expect(await record()).not.toHaveProperty('amount')
    const again = await as(t.token)('PUT', `/masterdata/record/${modelId}`, { recordId, city: '广州' })
    expect(again.msg).toBe('该记录已有待审批的修改，请等审批结束后再改')

    const draft = await as(approver)('GET', `/masterdata/record/draft/${draftId}`)
    expect(draft.data).toMatchObject({ draftStatus: '0', createBy: 'admin' })
    expect(draft.data.changes).toEqual([
      { field: 'city', label: '城市', before: '上海', after: '北京' },
      { field: 'amount', label: '授信额度', before: null, after: 500 },
    ])
    // the approver's todo list has the task; completing it there (without a decision) is refused
    const tasks = await todo(t.server, approver)
    expect(tasks.map((t) => t.taskDefKey)).toEqual(['approve'])
    const generic = await as(approver)('POST', '/flowable/task/complete', { taskId: tasks[0].taskId, comment: '同意' })
    expect(generic.msg).toBe('请在主数据变更审批页面审批')
    expect((await as(t.token)('POST', `/masterdata/record/approve/${draftId}`, { approved: true })).code).toBe(403)

    const approved = await as(approver)('POST', `/masterdata/record/approve/${draftId}`, { approved: true })
    expect(approved.msg).toBe('已同意，记录已修改')
    expect(await record()).toMatchObject({ city: '北京', amount: 500, rowVersion: 2 })
    expect(await todo(t.server, approver)).toEqual([])
    const log = await oplog()
    expect(log.map((l) => [l.operType, l.channel, l.changedFields])).toEqual([
      ['8', `变更审批 #${draftId}`, 'city,amount'],
      ['7', `变更审批 #${draftId}`, 'city,amount'],
      ['1', '页面', null],
    ])
    expect(JSON.parse(log[0].beforeData)).toEqual({ city: '上海', amount: null })
    expect(JSON.parse(log[0].afterData)).toEqual({ city: '北京', amount: 500 })
    expect((await as(approver)('POST', `/masterdata/record/approve/${draftId}`, { approved: true })).msg).toBe(
      '该变更申请已审批',
    )
  })

  it('leaves the record as it was when the approver disagrees (with a reason)', async () => {
    const edit = await as(t.token)('PUT', `/masterdata/record/${modelId}`, { recordId, city: '深圳' })
    const draftId = edit.data.draftId as number
    const bare = await as(approver)('POST', `/masterdata/record/approve/${draftId}`, { approved: false })
    expect([bare.code, bare.msg]).toEqual([400, '不同意须填写意见'])
    const refused = await as(approver)('POST', `/masterdata/record/approve/${draftId}`, {
      approved: false,
      opinion: '城市有误',
    })
    expect(refused.msg).toBe('已退回该变更')
    expect(await record()).toMatchObject({ city: '北京', rowVersion: 2 })
    expect((await as(approver)('GET', `/masterdata/record/draft/${draftId}`)).data).toMatchObject({
      draftStatus: '2',
      opinion: '城市有误',
    })
    expect((await oplog())[0]).toMatchObject({ operType: '9', changedFields: 'city' })
    // nothing waits any more: the record can be changed again
    expect((await as(t.token)('PUT', `/masterdata/record/${modelId}`, { recordId, city: '杭州' })).code).toBe(200)
  })
})
