import Badge from 'antd-mobile/es/components/badge'
import Button from 'antd-mobile/es/components/button'
import Tabs from 'antd-mobile/es/components/tabs'
import { useState } from 'react'
import { useNavigate, useSearchParams } from 'react-router'
import { TASK_LISTS, type TaskListKey } from './api'
import { TaskList } from './TaskList'
import { useMobileStyles } from './styles'

const KEYS = Object.keys(TASK_LISTS) as TaskListKey[]

/** 待办 / 已办 / 我发起的 with their counts, and 发起审批. */
export function ApprovalHome() {
  useMobileStyles()
  const navigate = useNavigate()
  const [params, setParams] = useSearchParams()
  const active = KEYS.includes(params.get('tab') as TaskListKey) ? (params.get('tab') as TaskListKey) : 'todo'
  const [totals, setTotals] = useState<Partial<Record<TaskListKey, number>>>({})
  const setTotal = (key: TaskListKey) => (total: number) =>
    setTotals((old) => (old[key] === total ? old : { ...old, [key]: total }))

  return (
    <div className="wf-m" data-testid="approval-home">
      <Tabs activeKey={active} onChange={(key) => setParams({ tab: key }, { replace: true })}>
        {KEYS.map((key) => (
          <Tabs.Tab
            key={key}
            title={
              <Badge content={key === 'todo' && totals.todo ? totals.todo : null}>
                <span data-testid={`approval-tab-${key}`}>
                  {TASK_LISTS[key].title}
                  {totals[key] !== undefined && key !== 'todo' ? `(${totals[key]})` : ''}
                </span>
              </Badge>
            }
          >
            <TaskList
              list={key}
              onTotal={setTotal(key)}
              onOpen={(row) =>
                row.taskId && key === 'todo'
                  ? navigate(`/approval?taskId=${encodeURIComponent(row.taskId)}`)
                  : navigate(
                      `/approval?taskId=${encodeURIComponent(row.taskId ?? '')}&procInsId=${encodeURIComponent(row.procInsId)}&deployId=${encodeURIComponent(row.deployId)}`,
                    )
              }
            />
          </Tabs.Tab>
        ))}
      </Tabs>
      <div className="wf-m-bar">
        <Button block color="primary" onClick={() => navigate('/approval/start')} data-testid="approval-start">
          发起审批
        </Button>
      </div>
    </div>
  )
}
