import {
  PROJECT,
  PROJECT_DICT_TYPES as D,
  PROJECT_PERMISSIONS as P,
  type ApprovalRow,
  type PlanChangeRow,
  type PlanView,
  type ProjectMemberRow,
  type ProjectRow,
} from '@wp/contract'
import { crudApi, DictTag, formatMoney, useAccess } from '@wp/kit'
import { DeptName, PlainTable, ReasonDialog, useGo, useQueryParam, UserName, UserPicker } from '@wp/ui'
import { Alert, App, Button, Card, Descriptions, Empty, Select, Space, Spin, Tabs, Tag, Timeline } from 'antd'
import { useCallback, useEffect, useState } from 'react'
import { planApi, projectApi } from '../api'
import { GanttPanel } from '../gantt/GanttPanel'
import { PlanTable } from '../plan/PlanTable'
import { ReportScreen } from '../report/ReportScreen'
import { HealthDot, OverdueTag, ProgressBar } from './Health'

const projects = crudApi(PROJECT)

const OUTCOMES: Record<string, string> = {
  approve: '通过',
  reject: '驳回',
  return: '退回',
  revoke: '撤回',
  stop: '终止',
  timeout: '超时',
}

function Approvals({ rows }: { rows: ApprovalRow[] }) {
  if (!rows.length) return <Empty description="暂无审批记录" />
  return (
    <div data-testid="project-approvals">
      {rows.map((a) => (
        <Card key={a.procInsId} size="small" title={`${a.bizTitle} · ${a.procDefName}`} style={{ marginBottom: 8 }}>
          <Timeline
            items={a.tasks.map((t) => ({
              color: t.status === 'open' ? 'blue' : t.outcome === 'approve' ? 'green' : 'gray',
              children: (
                <span>
                  <b>{t.name}</b> {t.assigneeName ?? ''} {t.outcome ? (OUTCOMES[t.outcome] ?? t.outcome) : '处理中'}{' '}
                  {t.comment ? `「${t.comment}」` : ''}{' '}
                  <i>{(t.finishTime ?? t.createTime).slice(0, 16).replace('T', ' ')}</i>
                </span>
              ),
            }))}
          />
        </Card>
      ))}
    </div>
  )
}

function Members({ projectId, editable }: { projectId: number; editable: boolean }) {
  const [rows, setRows] = useState<ProjectMemberRow[]>([])
  const [adding, setAdding] = useState<{ userId?: number; projectRole: string }>({ projectRole: '3' })
  const { message } = App.useApp()
  const load = useCallback(() => void projectApi.members(projectId).then(setRows), [projectId])
  useEffect(load, [load])
  const save = async (next: ProjectMemberRow[]) => {
    await projectApi.saveMembers(
      projectId,
      next.map((m) => ({ userId: m.userId, projectRole: m.projectRole, remark: m.remark })),
    )
    message.success('成员已保存')
    load()
  }
  return (
    <div data-testid="project-members">
      <PlainTable<ProjectMemberRow>
        rowKey="userId"
        dataSource={rows}
        columns={[
          { title: '姓名', dataIndex: 'nickName' },
          { title: '部门', dataIndex: 'deptName' },
          {
            title: '项目角色',
            dataIndex: 'projectRole',
            render: (v: string) => <DictTag type={D.memberRole} value={v} />,
          },
          {
            title: '操作',
            render: (_: unknown, m) =>
              editable && (
                <Button type="link" danger size="small" onClick={() => void save(rows.filter((x) => x !== m))}>
                  移除
                </Button>
              ),
          },
        ]}
      />
      {editable && (
        <Space style={{ marginTop: 8 }}>
          <UserPicker
            placeholder="选择成员"
            value={adding.userId}
            onChange={(v) => setAdding({ ...adding, userId: v ?? undefined })}
          />
          <Select
            style={{ width: 140 }}
            value={adding.projectRole}
            onChange={(v) => setAdding({ ...adding, projectRole: v })}
            options={[
              { value: '1', label: '项目经理' },
              { value: '2', label: '技术负责人' },
              { value: '3', label: '成员' },
              { value: '4', label: '联络员' },
            ]}
          />
          <Button
            disabled={!adding.userId || rows.some((r) => r.userId === adding.userId)}
            onClick={() =>
              void save([
                ...rows,
                {
                  userId: adding.userId!,
                  projectRole: adding.projectRole,
                  nickName: null,
                  deptName: null,
                  remark: null,
                },
              ])
            }
          >
            添加成员
          </Button>
        </Space>
      )}
    </div>
  )
}

function Changes({ rows }: { rows: PlanChangeRow[] }) {
  return (
    <PlainTable<PlanChangeRow>
      rowKey="changeId"
      dataSource={rows}
      data-testid="project-changes"
      expandable={{
        expandedRowRender: (c) => (
          <ul>
            {c.moves.map((m) => (
              <li key={m.planId}>
                {m.nodeName}：{m.oldStart} ~ {m.oldEnd} → {m.planStart} ~ {m.planEnd}
              </li>
            ))}
          </ul>
        ),
      }}
      columns={[
        { title: '申请时间', dataIndex: 'applyTime', render: (v: string) => v.slice(0, 16).replace('T', ' ') },
        { title: '申请人', dataIndex: 'applyBy' },
        { title: '调整原因', dataIndex: 'reason' },
        { title: '涉及节点', render: (_: unknown, c) => c.moves.length },
        {
          title: '状态',
          dataIndex: 'approveStatus',
          render: (v: string) => <DictTag type={D.changeStatus} value={v} />,
        },
        { title: '当前环节', dataIndex: 'currentTaskName' },
      ]}
    />
  )
}

/** 基本信息: the project's fields. */
function ProjectInfo({ project }: { project: ProjectRow }) {
  return (
    <Descriptions bordered size="small" column={2}>
      <Descriptions.Item label="项目类型">
        <DictTag type={D.type} value={project.projectType} />
      </Descriptions.Item>
      <Descriptions.Item label="项目级别">
        <DictTag type={D.level} value={project.projectLevel} />
      </Descriptions.Item>
      <Descriptions.Item label="牵头单位">
        <DeptName id={project.orgId} />
      </Descriptions.Item>
      <Descriptions.Item label="项目负责人">
        <UserName id={project.managerUserId} />
      </Descriptions.Item>
      <Descriptions.Item label="计划周期">
        {project.planStartDate} ~ {project.planEndDate}
      </Descriptions.Item>
      <Descriptions.Item label="实际周期">
        {project.actualStartDate ?? '—'} ~ {project.actualEndDate ?? ''}
      </Descriptions.Item>
      <Descriptions.Item label="总预算">{formatMoney(project.budgetTotal ?? 0)} 万元</Descriptions.Item>
      <Descriptions.Item label="实际支出">{formatMoney(project.actualCost ?? 0)} 万元</Descriptions.Item>
      <Descriptions.Item label="项目目标" span={2}>
        {project.goal}
      </Descriptions.Item>
      <Descriptions.Item label="主要内容" span={2}>
        <div style={{ whiteSpace: 'pre-wrap' }}>{project.content}</div>
      </Descriptions.Item>
    </Descriptions>
  )
}

/** The actions the project's status allows, each behind its permission. */
function Actions({
  project,
  act,
  ask,
}: {
  project: ProjectRow
  act: (work: Promise<unknown>, done: string) => Promise<void>
  ask: (what: 'suspend' | 'cancel') => void
}) {
  const { hasPermi } = useAccess()
  const go = useGo()
  const s = project.projectStatus
  const projectId = project.projectId
  const setAsking = ask
  return (
    <Space>
      {s === '0' && hasPermi(P.project.edit) && (
        <Button onClick={() => go(`/variety/variety_edit?projectId=${projectId}`)}>修改</Button>
      )}
      {s === '0' && hasPermi(P.project.submit) && (
        <Button
          type="primary"
          data-testid="project-submit"
          onClick={() => void act(projectApi.submit(projectId), '已提交立项审批')}
        >
          提交立项
        </Button>
      )}
      {s === '2' && hasPermi(P.project.accept) && (
        <Button onClick={() => void act(projectApi.accept(projectId), '已提交验收审批')}>申请验收</Button>
      )}
      {s === '2' && hasPermi(P.project.suspend) && <Button onClick={() => setAsking('suspend')}>暂停</Button>}
      {s === '3' && hasPermi(P.project.suspend) && (
        <Button onClick={() => void act(projectApi.resume(projectId), '项目已恢复')}>恢复</Button>
      )}
      {['0', '2', '3'].includes(s) && hasPermi(P.project.cancel) && (
        <Button danger onClick={() => setAsking('cancel')}>
          取消项目
        </Button>
      )}
    </Space>
  )
}

/**
 * 项目详情 (/variety/variety_detail?projectId=): the head (status, light, progress against plan), the actions the
 * status allows (提交立项, 申请验收, 暂停 / 恢复, 取消), and tabs: 基本信息, 项目成员, 工作计划 (tree table), 甘特图,
 * 进展汇报 (leaders' comments first), 计划调整记录, 审批记录.
 */
export default function ProjectDetailPage({ projectId: given }: { projectId?: number }) {
  const projectId = Number(useQueryParam('projectId', given))
  const { hasPermi } = useAccess()
  const { message } = App.useApp()
  const [project, setProject] = useState<ProjectRow | null>(null)
  const [plan, setPlan] = useState<PlanView | null>(null)
  const [baselineId, setBaselineId] = useState<number | undefined>()
  const [approvals, setApprovals] = useState<ApprovalRow[]>([])
  const [changes, setChanges] = useState<PlanChangeRow[]>([])
  const [asking, setAsking] = useState<'suspend' | 'cancel' | null>(null)

  const load = useCallback(async () => {
    if (!projectId) return
    const [p, v, a, c] = await Promise.all([
      projects.get(projectId),
      planApi.view(projectId, baselineId),
      projectApi.approvals(projectId),
      planApi.changes(projectId),
    ])
    setProject(p)
    setPlan(v)
    setApprovals(a)
    setChanges(c)
  }, [projectId, baselineId])
  useEffect(() => void load(), [load])

  if (!projectId) return <Empty description="请从项目台账选择项目" />
  if (!project || !plan) return <Spin style={{ margin: 48 }} />
  const s = project.projectStatus
  const act = async (work: Promise<unknown>, done: string) => {
    await work
    message.success(done)
    await load()
  }

  return (
    <div style={{ padding: 16 }} data-testid="project-detail">
      <Card
        size="small"
        title={
          <Space>
            <span data-testid="project-title">
              {project.projectCode} {project.projectName}
            </span>
            <DictTag type={D.status} value={s} />
            <HealthDot health={project.health} />
            <OverdueTag overdue={project.overdue} />
          </Space>
        }
        extra={<Actions project={project} act={act} ask={setAsking} />}
      >
        <Space size="large" wrap>
          <span>
            总体进度 <ProgressBar progress={project.progressPercent ?? 0} planned={project.planProgressPercent} />
          </span>
          <span data-testid="project-progress">实际 {project.progressPercent ?? 0}%</span>
          <span>计划 {project.planProgressPercent ?? 0}%</span>
          {project.currentTaskName && <Tag color="processing">当前环节：{project.currentTaskName}</Tag>}
          {project.statusReason && <Tag>{project.statusReason}</Tag>}
        </Space>
      </Card>
      <Tabs
        style={{ marginTop: 8 }}
        items={[
          {
            key: 'info',
            label: '基本信息',
            children: <ProjectInfo project={project} />,
          },
          {
            key: 'members',
            label: '项目成员',
            children: <Members projectId={projectId} editable={hasPermi(P.project.edit) && s !== '5' && s !== '6'} />,
          },
          {
            key: 'plan',
            label: '工作计划',
            children: <PlanTable view={plan} onChanged={() => void load()} />,
          },
          {
            key: 'gantt',
            label: '甘特图',
            children: <GanttPanel view={plan} onChanged={() => void load()} onBaseline={setBaselineId} />,
          },
          {
            key: 'reports',
            label: '进展汇报',
            children: <ReportScreen projectId={projectId} />,
          },
          { key: 'changes', label: '计划调整记录', children: <Changes rows={changes} /> },
          { key: 'approvals', label: '审批记录', children: <Approvals rows={approvals} /> },
        ]}
      />
      {plan.pendingChangeId && <Alert style={{ marginTop: 8 }} type="info" message="计划调整审批中" />}
      <ReasonDialog
        open={!!asking}
        title={asking === 'suspend' ? '暂停项目' : '取消项目'}
        placeholder="原因"
        onClose={() => setAsking(null)}
        onSubmit={(reason) =>
          asking === 'suspend'
            ? act(projectApi.suspend(projectId, reason), '项目已暂停')
            : act(projectApi.cancel(projectId, reason), '项目已取消')
        }
      />
    </div>
  )
}
