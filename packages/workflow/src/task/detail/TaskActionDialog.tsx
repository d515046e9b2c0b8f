import type { FlowTaskDto, FlowTaskVo } from '@wp/contract'
import { useLoad } from '@wp/kit'
import { ActionDialog } from '@wp/ui'
import { App, Empty, Form, Input, Radio, Select, Spin } from 'antd'
import { useCallback } from 'react'
import { useUserOptions } from '../../form/renderer/pickers'
import { returnList, taskAction, type TaskVerb } from '../api'

/** The dialogs beside 审批, described once: what they ask and which verb they send. */
export interface TaskActionSpec {
  verb: TaskVerb
  title: string
  /** a person to hand the task to (委派, 转办) or signers to add (加签) */
  pick?: 'user' | 'users'
  /** the earlier node to return to (退回) */
  returnTarget?: boolean
  commentRequired?: boolean
  done: string
}

export const TASK_ACTIONS = {
  reject: { verb: 'reject', title: '驳回流程', commentRequired: true, done: '驳回成功' },
  return: { verb: 'return', title: '退回流程', returnTarget: true, commentRequired: true, done: '退回成功' },
  delegate: { verb: 'delegateTask', title: '委派任务', pick: 'user', done: '委派成功' },
  assign: { verb: 'assignTask', title: '转办任务', pick: 'user', done: '转办成功' },
  countersign: { verb: 'addMultiInstanceExecution', title: '加签', pick: 'users', done: '加签成功' },
} satisfies Record<string, TaskActionSpec>

export type TaskActionKey = keyof typeof TASK_ACTIONS

interface Values {
  comment?: string
  user?: string | string[]
  targetKey?: string
}

function ReturnTargets({ taskId }: { taskId: string }) {
  const targets = useLoad(useCallback(() => returnList(taskId), [taskId]))
  if (targets.loading) return <Spin />
  const nodes = targets.value
  if (targets.error || !nodes?.length) return <Empty description="没有可退回的节点" />
  return (
    <Form.Item name="targetKey" label="退回节点" rules={[{ required: true, message: '请选择退回节点' }]}>
      <Radio.Group data-testid="return-targets" options={nodes.map((n) => ({ value: n.id, label: n.name }))} />
    </Form.Item>
  )
}

export function TaskActionDialog({
  spec,
  task,
  onClose,
  onDone,
}: {
  spec: TaskActionSpec
  task: FlowTaskDto
  onClose: () => void
  onDone: () => void
}) {
  const [form] = Form.useForm<Values>()
  const users = useUserOptions()
  const { message } = App.useApp()
  const submit = async () => {
    const v = await form.validateFields().catch(() => null)
    if (!v) return false
    const vo: FlowTaskVo = {
      taskId: task.taskId ?? undefined,
      instanceId: task.procInsId,
      comment: v.comment,
      targetKey: v.targetKey,
    }
    if (spec.pick === 'user') vo.assignee = v.user as string
    if (spec.pick === 'users') vo.userIds = v.user as string[]
    await taskAction(spec.verb, vo)
    message.success(spec.done)
    onDone()
  }
  return (
    <ActionDialog
      open
      title={spec.title}
      width={600}
      onSubmit={submit}
      onClose={onClose}
      submitTestId="task-action-submit"
    >
      <Form form={form} layout="vertical" data-testid={`task-action-${spec.verb}`}>
        {spec.returnTarget && task.taskId ? <ReturnTargets taskId={task.taskId} /> : null}
        {spec.pick ? (
          <Form.Item
            name="user"
            label={spec.pick === 'users' ? '加签人员' : '办理人'}
            rules={[{ required: true, message: '请选择人员' }]}
          >
            <Select
              showSearch
              optionFilterProp="label"
              mode={spec.pick === 'users' ? 'multiple' : undefined}
              options={users}
              data-testid="task-action-user"
            />
          </Form.Item>
        ) : null}
        <Form.Item
          name="comment"
          label="处理意见"
          rules={spec.commentRequired ? [{ required: true, message: '请输入处理意见' }] : []}
        >
          <Input.TextArea rows={4} placeholder="请输入处理意见" data-testid="task-action-comment" />
        </Form.Item>
      </Form>
    </ActionDialog>
  )
}
