import type { FlowTaskDetail, FlowTaskDto } from '@wp/contract'
import Button from 'antd-mobile/es/components/button'
import Card from 'antd-mobile/es/components/card'
import DotLoading from 'antd-mobile/es/components/dot-loading'
import ErrorBlock from 'antd-mobile/es/components/error-block'
import Result from 'antd-mobile/es/components/result'
import Tabs from 'antd-mobile/es/components/tabs'
import Tag from 'antd-mobile/es/components/tag'
import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react'
import { useNavigate, useSearchParams } from 'react-router'
import { ACTION_TITLES, ActionPopup } from './ActionPopup'
import { flowRecord, taskDetail, type TaskAction } from './api'
import { FlowTimeline } from './FlowTimeline'
import { taskFormReadOnly } from '../form/renderer/fieldModel'
import { ReadOnlyForm, TaskForm, useMobileForm } from './MobileForm'
import { useMobileStyles } from './styles'

const DiagramViewer = lazy(() => import('./DiagramViewer'))

type Loaded = { detail: FlowTaskDetail | null; records: FlowTaskDto[]; procInsId: string; deployId: string }

/** The task and its flow record; without a task id (a finished process of 我发起的) only the record. */
function useTask(taskId: string) {
  const [params] = useSearchParams()
  const [loaded, setLoaded] = useState<Loaded>()
  const [error, setError] = useState<string>()
  const load = useCallback(async () => {
    try {
      const detail = taskId ? await taskDetail(taskId) : null
      const procInsId = detail?.task.procInsId ?? params.get('procInsId') ?? ''
      const deployId = detail?.task.deployId ?? params.get('deployId') ?? ''
      setLoaded({ detail, records: await flowRecord(procInsId, deployId), procInsId, deployId })
    } catch (err) {
      setError((err as Error).message)
    }
  }, [taskId, params])
  useEffect(() => void load(), [load])
  return { loaded, error, reload: load }
}

/** One task: who asked and where it stands, the form, the record, the diagram, and the approver's actions. */
export default function TaskPage({ taskId }: { taskId: string }) {
  useMobileStyles()
  const navigate = useNavigate()
  const { loaded, error, reload } = useTask(taskId)
  const readOnly = useMemo(() => taskFormReadOnly(loaded?.detail, loaded?.detail?.startForm), [loaded])
  const { instance, validate } = useMobileForm(loaded?.detail?.taskForm, readOnly)
  const [action, setAction] = useState<TaskAction | null>(null)
  const [done, setDone] = useState<TaskAction | null>(null)
  const [tab, setTab] = useState('form')

  if (error) return <ErrorBlock status="default" title="无法打开任务" description={error} data-testid="task-error" />
  if (!loaded)
    return (
      <div className="wf-m-card">
        <DotLoading />
      </div>
    )
  if (done)
    return (
      <div className="wf-m-card">
        <Result status="success" title={`已${ACTION_TITLES[done]}`} description={loaded.detail?.task.procDefName} />
        <Button block color="primary" onClick={() => navigate('/approval', { replace: true })} data-testid="task-back">
          返回待办
        </Button>
      </div>
    )
  const { detail, records } = loaded
  const task = detail?.task ?? records[0]
  const actions = detail?.open ? detail.actions : null
  const buttons = (['complete', 'reject', 'return', 'assign'] as const).filter((a) => actions?.[a])

  return (
    <div className="wf-m" data-testid="task-page">
      <Card className="wf-m-card" title={task?.title || task?.procDefName || '审批'}>
        <Tag color="primary">发起人：{task?.startUserName ?? '—'}</Tag>{' '}
        <Tag color={detail?.open ? 'warning' : 'success'} data-testid="task-state">
          {detail?.open ? `当前节点：${task?.taskName ?? ''}` : '已处理'}
        </Tag>
      </Card>
      <Tabs activeKey={tab} onChange={setTab}>
        <Tabs.Tab title="表单信息" key="form">
          {detail?.startForm && <ReadOnlyForm form={detail.startForm} title="申请内容" />}
          {detail?.taskForm && readOnly !== true && (
            <TaskForm form={detail.taskForm} instance={instance} readOnly={readOnly} />
          )}
          {detail?.taskForm && readOnly === true && <ReadOnlyForm form={detail.taskForm} />}
        </Tabs.Tab>
        <Tabs.Tab title="流转记录" key="record">
          <FlowTimeline records={records} />
        </Tabs.Tab>
        <Tabs.Tab title="流程图" key="diagram">
          {tab === 'diagram' && (
            <Suspense fallback={<DotLoading />}>
              <DiagramViewer procInsId={loaded.procInsId} deployId={loaded.deployId} />
            </Suspense>
          )}
        </Tabs.Tab>
      </Tabs>
      {detail && buttons.length > 0 && (
        <div className="wf-m-bar">
          {buttons.map((a) => (
            <Button
              key={a}
              color={a === 'complete' ? 'primary' : a === 'reject' ? 'danger' : 'default'}
              onClick={() => setAction(a)}
              data-testid={`task-${a}`}
            >
              {ACTION_TITLES[a]}
            </Button>
          ))}
        </div>
      )}
      {detail && (
        <ActionPopup
          action={action}
          detail={detail}
          formValues={validate}
          onClose={() => setAction(null)}
          onDone={(a) => {
            setAction(null)
            setDone(a)
            void reload()
          }}
        />
      )}
    </div>
  )
}
