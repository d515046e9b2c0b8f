import type { FlowFormData } from '@wp/contract'
import { useConfirm, useGo, useQueryParam } from '@wp/ui'
import { App, Button, Card, Empty, Result, Space, Spin, Tabs, Tag } from 'antd'
import { useState } from 'react'
import { taskFormReadOnly, type ReadOnlyFields } from '../../form/renderer/fieldModel'
import { FormRenderer, useFormRenderer } from '../../form/renderer/FormRenderer'
import { InstanceDiagram } from '../../viewer/InstanceDiagram'
import { taskAction } from '../api'
import { ApproveDialog } from './ApproveDialog'
import { FlowRecord } from './FlowRecord'
import { TASK_ACTIONS, TaskActionDialog, type TaskActionKey } from './TaskActionDialog'
import { TaskButtons, type ButtonAction } from './TaskButtons'
import { useTaskView } from './useTaskView'

const CONFIRMED: Partial<Record<ButtonAction, { text: string; done: string }>> = {
  claim: { text: '确认签收该任务吗？', done: '签收成功' },
  unClaim: { text: '确认取消签收该任务吗？', done: '已取消签收' },
  revokeProcess: { text: '确认撤回吗？下一节点尚未办理时可以撤回。', done: '撤回成功' },
  stopProcess: { text: '确认终止该流程吗？', done: '流程已终止' },
  remind: { text: '确认催办当前审批人吗？', done: '催办成功' },
}

/** The task's own form: earlier fields (those of the start form) read-only, its own fields editable while open. */
function FormsTab({
  startForm,
  taskForm,
  readOnly,
  form,
}: {
  startForm: FlowFormData | null | undefined
  taskForm: FlowFormData | null | undefined
  readOnly: ReadOnlyFields
  form: ReturnType<typeof useFormRenderer>['form']
}) {
  if (!startForm && !taskForm) return <Empty description="该流程没有表单" />
  return (
    <>
      {startForm ? (
        <FormRenderer schema={startForm.schema} values={startForm.values} readOnly testId="detail-start-form" />
      ) : null}
      {taskForm ? (
        <Card size="small" title={taskForm.formName ?? '节点表单'}>
          <FormRenderer
            schema={taskForm.schema}
            values={taskForm.values}
            readOnly={readOnly}
            form={form}
            testId="detail-task-form"
          />
        </Card>
      ) : null}
    </>
  )
}

/** The page opened without a task (a bookmark, the menu): where to find one. */
function NoTask({ onOpen }: { onOpen: () => void }) {
  return (
    <Result
      status="info"
      title="未指定要处理的任务"
      subTitle="请从待办任务、已办任务或我的流程中打开一项流程"
      data-testid="task-detail-none"
      extra={
        <Button type="primary" onClick={onOpen}>
          前往待办任务
        </Button>
      }
    />
  )
}

/** The card's title: the process, its starter, the task's node, and 已办理 once handled. */
function TaskTitle({
  head,
  closed,
}: {
  head: NonNullable<ReturnType<typeof useTaskView>['view']['head']>
  closed: boolean
}) {
  return (
    <Space wrap>
      <span data-testid="task-detail-title">{head.title ?? head.procDefName}</span>
      <Tag color="blue">发起人：{head.startUserName}</Tag>
      {head.taskName ? (
        <Tag color="orange" data-testid="task-detail-node">
          任务节点：{head.taskName}
        </Tag>
      ) : null}
      {closed ? (
        <Tag color="green" data-testid="task-detail-closed">
          已办理
        </Tag>
      ) : null}
    </Space>
  )
}

/** 流程处理 (/flowable/task/info/index?taskId=&procInsId=&deployId=): 表单信息 / 流转记录 / 流程图 and the task's actions. */
export default function TaskDetailPage(props: { taskId?: string; procInsId?: string; deployId?: string }) {
  const taskId = useQueryParam('taskId', props.taskId)
  const procInsId = useQueryParam('procInsId', props.procInsId)
  const deployId = useQueryParam('deployId', props.deployId)
  const { view, reload, round } = useTaskView(taskId, procInsId, deployId)
  const [dialog, setDialog] = useState<{ kind: 'approve'; values: Record<string, unknown> } | { kind: TaskActionKey }>()
  const [tab, setTab] = useState('form')
  const go = useGo()
  const { confirm, holder } = useConfirm()
  const { message } = App.useApp()
  const detail = view.detail
  const readOnlyKeys = taskFormReadOnly(detail, view.startForm)
  const { form, validate } = useFormRenderer(detail?.taskForm?.schema, readOnlyKeys)

  if (view.failed) return <Result status="warning" title="无法加载该任务" subTitle="任务不存在或您无权查看" />
  if (!view.loaded) return <Spin style={{ margin: 48 }} />
  if (!view.head) return <NoTask onOpen={() => go('/task/todo')} />
  const head = view.head
  const procIns = procInsId ?? head.procInsId

  const act = async (a: ButtonAction) => {
    if (a === 'approve') {
      const values = await validate()
      if (values) setDialog({ kind: 'approve', values })
      else setTab('form')
      return
    }
    const c = CONFIRMED[a]
    if (c)
      return confirm(
        async () => {
          await taskAction(a as 'claim', { taskId: head.taskId ?? undefined, instanceId: procIns })
          message.success(c.done)
          reload()
        },
        { content: c.text },
      )
    setDialog({ kind: a as TaskActionKey })
  }
  const done = () => {
    setDialog(undefined)
    reload()
  }

  return (
    <div data-testid="task-detail" style={{ padding: 12 }}>
      {holder}
      <Card
        title={<TaskTitle head={head} closed={!!detail && !detail.open} />}
        extra={
          <Space>
            <TaskButtons actions={detail?.open ? detail.actions : undefined} onAction={(a) => void act(a)} />
            <Button
              danger
              onClick={() => (window.history.length > 1 ? window.history.back() : go('/index'))}
              data-testid="task-close"
            >
              关闭
            </Button>
          </Space>
        }
      >
        <Tabs
          activeKey={tab}
          onChange={setTab}
          destroyOnHidden={false}
          items={[
            {
              key: 'form',
              label: '表单信息',
              children: (
                <FormsTab startForm={view.startForm} taskForm={detail?.taskForm} readOnly={readOnlyKeys} form={form} />
              ),
            },
            { key: 'record', label: '流转记录', children: <FlowRecord flowList={view.record?.flowList ?? []} /> },
            {
              key: 'diagram',
              label: '流程图',
              children:
                tab === 'diagram' ? (
                  <InstanceDiagram key={round} procInsId={procIns} deployId={deployId ?? head.deployId} />
                ) : null,
            },
          ]}
        />
      </Card>
      {dialog?.kind === 'approve' && detail ? (
        <ApproveDialog
          task={detail.task}
          formValues={dialog.values}
          onClose={() => setDialog(undefined)}
          onDone={done}
        />
      ) : null}
      {dialog && dialog.kind !== 'approve' && detail ? (
        <TaskActionDialog
          spec={TASK_ACTIONS[dialog.kind]}
          task={detail.task}
          onClose={() => setDialog(undefined)}
          onDone={done}
        />
      ) : null}
    </div>
  )
}
