import { BUSINESS_TYPE as B, PROJECT_PERMISSIONS as P } from '@wp/contract'
import { eq } from 'drizzle-orm'
import { crudSecurity } from '../testing/crud-security'
import { createdId } from '../testing/fixtures'
import type { TestServer } from '../testing/harness'
import type { PrepareSample, SecurityTable } from '../testing/security-table'
import { projProgressReport, projProject } from './schema'

// Found by its file name and loaded only by the security test (server/src/security.test.ts), never in production.

const projectBody = (n: number) => ({
  projectName: `安全测试项目${n}`,
  projectType: '1',
  projectLevel: '3',
  orgId: 103,
  managerUserId: 1,
  goal: '目标',
  content: '内容',
  planStartDate: '2026-06-01',
  planEndDate: '2026-12-31',
})

const newProject = (s: TestServer, admin: string, n: number) =>
  createdId(s, admin, 'POST', '/project/project', projectBody(n), 'projectId')

const newNode = (s: TestServer, admin: string, projectId: number) =>
  createdId(
    s,
    admin,
    'POST',
    `/project/plan/${projectId}/node`,
    { nodeName: '任务', nodeType: '3', planStart: '2026-06-01', planEnd: '2026-06-10' },
    'planId',
  )

/** A project in 进行中 (as if approved), with one task. */
async function running(s: TestServer, admin: string, n: number) {
  const projectId = await newProject(s, admin, n)
  const planId = await newNode(s, admin, projectId)
  await s.ctx.db.update(projProject).set({ projectStatus: '2' }).where(eq(projProject.projectId, projectId))
  return { projectId, planId }
}

const reportBody = (projectId: number, n: number) => ({
  projectId,
  periodKey: `20${String(10 + (n % 80)).padStart(2, '0')}-0${1 + (n % 9)}`,
  doneThisPeriod: '本期完成',
  planNextPeriod: '下期计划',
})

/** A draft report of a running project. */
async function report(s: TestServer, admin: string, n: number, status = '0') {
  const { projectId } = await running(s, admin, n)
  const reportId = await createdId(s, admin, 'POST', '/project/report', reportBody(projectId, n), 'reportId')
  if (status !== '0')
    await s.ctx.db
      .update(projProgressReport)
      .set({ reportStatus: status })
      .where(eq(projProgressReport.reportId, reportId))
  return { projectId, reportId }
}

const onProject =
  (make: (id: number) => { url: string; body?: unknown }, state: 'draft' | 'running' = 'draft'): PrepareSample =>
  async (s, admin, n) => {
    const projectId = state === 'draft' ? await newProject(s, admin, n) : (await running(s, admin, n)).projectId
    return make(projectId)
  }

/** A plan call (`preview`, `reschedule`) moving a new node of a new draft project. */
const movingANode =
  (call: string): PrepareSample =>
  async (s, admin, n) => {
    const projectId = await newProject(s, admin, n)
    const planId = await newNode(s, admin, projectId)
    return {
      url: `/project/plan/${projectId}/${call}`,
      body: { moves: [{ planId, planStart: '2026-06-02', planEnd: '2026-06-11' }] },
    }
  }

const PLAN = '工作计划'

export const securityTable: SecurityTable = {
  ...crudSecurity({
    path: '/project/project',
    id: 'projectId',
    title: '项目管理',
    permissions: P.project,
    body: projectBody,
    listQuery: '?projectStatus=0,2',
    exportForm: 'projectName=安全',
  }),
  'GET /project/project/:projectId': {
    access: P.project.query,
    sample: onProject((id) => ({ url: `/project/project/${id}` })),
  },
  'GET /project/project/:projectId/members': {
    access: P.project.query,
    sample: onProject((id) => ({ url: `/project/project/${id}/members` })),
  },
  'PUT /project/project/:projectId/members': {
    access: P.project.edit,
    log: { title: '项目成员', type: B.UPDATE },
    sample: onProject((id) => ({
      url: `/project/project/${id}/members`,
      body: { members: [{ userId: 2, projectRole: '3' }] },
    })),
  },
  'POST /project/project/:projectId/submit': {
    access: P.project.submit,
    log: { title: '项目立项', type: B.UPDATE },
    sample: async (s, admin, n) => {
      const projectId = await newProject(s, admin, n)
      await newNode(s, admin, projectId)
      return { url: `/project/project/${projectId}/submit` }
    },
  },
  'POST /project/project/:projectId/accept': {
    access: P.project.accept,
    log: { title: '项目验收', type: B.UPDATE },
    sample: async (s, admin, n) => {
      const { projectId, planId } = await running(s, admin, n)
      await s.call('PUT', `/prod-api/project/plan/node/${planId}/progress`, {
        token: admin,
        body: { progressPercent: 100, completeDesc: '完成' },
      })
      return { url: `/project/project/${projectId}/accept` }
    },
  },
  'PUT /project/project/:projectId/suspend': {
    access: P.project.suspend,
    log: { title: '暂停项目', type: B.UPDATE },
    sample: onProject((id) => ({ url: `/project/project/${id}/suspend`, body: { reason: '资金未到位' } }), 'running'),
  },
  'PUT /project/project/:projectId/resume': {
    access: P.project.suspend,
    log: { title: '恢复项目', type: B.UPDATE },
    sample: async (s, admin, n) => {
      const { projectId } = await running(s, admin, n)
      await s.ctx.db.update(projProject).set({ projectStatus: '3' }).where(eq(projProject.projectId, projectId))
      return { url: `/project/project/${projectId}/resume` }
    },
  },
  'PUT /project/project/:projectId/cancel': {
    access: P.project.cancel,
    log: { title: '取消项目', type: B.UPDATE },
    sample: onProject((id) => ({ url: `/project/project/${id}/cancel`, body: { reason: '任务调整' } })),
  },
  'GET /project/project/:projectId/approvals': {
    access: P.project.query,
    sample: onProject((id) => ({ url: `/project/project/${id}/approvals` })),
  },

  'GET /project/plan/myTasks': { access: P.plan.query },
  'GET /project/plan/:projectId': {
    access: P.plan.query,
    sample: onProject((id) => ({ url: `/project/plan/${id}` })),
  },
  'POST /project/plan/:projectId/node': {
    access: P.plan.edit,
    log: { title: PLAN, type: B.INSERT },
    sample: onProject((id) => ({
      url: `/project/plan/${id}/node`,
      body: { nodeName: '阶段', nodeType: '1', planStart: '2026-06-01', planEnd: '2026-06-30' },
    })),
  },
  'PUT /project/plan/node/:planId': {
    access: P.plan.edit,
    log: { title: PLAN, type: B.UPDATE },
    sample: async (s, admin, n) => {
      const planId = await newNode(s, admin, await newProject(s, admin, n))
      return { url: `/project/plan/node/${planId}`, body: { nodeName: '改名' } }
    },
  },
  'PUT /project/plan/node/:planId/progress': {
    access: P.plan.edit,
    log: { title: PLAN, type: B.UPDATE },
    sample: async (s, admin, n) => {
      const { planId } = await running(s, admin, n)
      return { url: `/project/plan/node/${planId}/progress`, body: { progressPercent: 30 } }
    },
  },
  'DELETE /project/plan/node/:planId': {
    access: P.plan.edit,
    log: { title: PLAN, type: B.DELETE },
    sample: async (s, admin, n) => ({
      url: `/project/plan/node/${await newNode(s, admin, await newProject(s, admin, n))}`,
    }),
  },
  'POST /project/plan/:projectId/link': {
    access: P.plan.edit,
    log: { title: PLAN, type: B.INSERT },
    sample: async (s, admin, n) => {
      const projectId = await newProject(s, admin, n)
      const a = await newNode(s, admin, projectId)
      const b = await newNode(s, admin, projectId)
      return { url: `/project/plan/${projectId}/link`, body: { predId: a, succId: b } }
    },
  },
  'DELETE /project/plan/link/:linkId': {
    access: P.plan.edit,
    log: { title: PLAN, type: B.DELETE },
    sample: async (s, admin, n) => {
      const projectId = await newProject(s, admin, n)
      const a = await newNode(s, admin, projectId)
      const b = await newNode(s, admin, projectId)
      const linkId = await createdId(
        s,
        admin,
        'POST',
        `/project/plan/${projectId}/link`,
        { predId: a, succId: b },
        'linkId',
      )
      return { url: `/project/plan/link/${linkId}` }
    },
  },
  'POST /project/plan/:projectId/preview': {
    access: P.plan.query,
    log: false, // a preview: nothing is written
    sample: movingANode('preview'),
  },
  'POST /project/plan/:projectId/reschedule': {
    access: P.plan.edit,
    log: { title: '计划调整', type: B.UPDATE },
    sample: movingANode('reschedule'),
  },
  'GET /project/plan/:projectId/changes': {
    access: P.plan.query,
    sample: onProject((id) => ({ url: `/project/plan/${id}/changes` })),
  },
  'POST /project/plan/:projectId/baseline': {
    access: P.plan.baseline,
    log: { title: '计划基线', type: B.INSERT },
    sample: async (s, admin, n) => {
      const projectId = await newProject(s, admin, n)
      await newNode(s, admin, projectId)
      return { url: `/project/plan/${projectId}/baseline`, body: { name: `基线${n}` } }
    },
  },

  'GET /project/report/list': { access: P.report.list },
  'GET /project/report/:reportId': {
    access: P.report.query,
    sample: async (s, admin, n) => ({ url: `/project/report/${(await report(s, admin, n)).reportId}` }),
  },
  'POST /project/report': {
    access: P.report.add,
    log: { title: '进展汇报', type: B.INSERT },
    sample: async (s, admin, n) => ({ body: reportBody((await running(s, admin, n)).projectId, n) }),
  },
  'PUT /project/report': {
    access: P.report.edit,
    log: { title: '进展汇报', type: B.UPDATE },
    sample: async (s, admin, n) => ({ body: { reportId: (await report(s, admin, n)).reportId, problems: '无' } }),
  },
  'DELETE /project/report/:reportIds': {
    access: P.report.remove,
    log: { title: '进展汇报', type: B.DELETE },
    sample: async (s, admin, n) => ({ url: `/project/report/${(await report(s, admin, n)).reportId}` }),
  },
  'POST /project/report/export': {
    access: P.report.export,
    log: { title: '进展汇报', type: B.EXPORT },
    sample: { form: 'periodKey=2026' },
  },
  'PUT /project/report/submit/:reportId': {
    access: P.report.edit,
    log: { title: '进展汇报', type: B.UPDATE },
    sample: async (s, admin, n) => ({ url: `/project/report/submit/${(await report(s, admin, n)).reportId}` }),
  },
  'PUT /project/report/comment/:reportId': {
    access: P.report.comment,
    log: { title: '领导批示', type: B.UPDATE },
    sample: async (s, admin, n) => ({
      url: `/project/report/comment/${(await report(s, admin, n, '1')).reportId}`,
      body: { comment: '同意' },
    }),
  },
  'GET /project/report/filing': { access: P.report.filing },
}
