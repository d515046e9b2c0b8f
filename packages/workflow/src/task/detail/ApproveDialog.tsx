import type { FlowNextDto, FlowTaskDto } from '@wp/contract'
import { useLoad } from '@wp/kit'
import { ActionDialog } from '@wp/ui'
import { App, Form, Input, Spin } from 'antd'
import { useCallback } from 'react'
import { nextFlowNode, taskAction } from '../api'
import { needsChoice, NextAssigneeField, nextVariables } from '../NextAssignee'

/**
 * 流程审批: asks nextFlowNode first; when the next node is dynamic the approver picks its people; a comment is
 * required. Form values (already checked) go with the variables.
 */
export function ApproveDialog({
  task,
  formValues,
  onClose,
  onDone,
}: {
  task: FlowTaskDto
  formValues: Record<string, unknown>
  onClose: () => void
  onDone: () => void
}) {
  const [form] = Form.useForm<{ comment: string; nextAssignee?: string | string[] }>()
  const { message } = App.useApp()
  // undefined while asking; null when there is no next node or the server could not say
  const next: FlowNextDto | null | undefined = useLoad(
    useCallback(
      () =>
        nextFlowNode({ taskId: task.taskId ?? undefined, variables: formValues }).then(
          (n) => n ?? null,
          () => null,
        ),
      [task.taskId, formValues],
    ),
  ).value

  const submit = async () => {
    const v = await form.validateFields().catch(() => null)
    if (!v) return false
    await taskAction('complete', {
      taskId: task.taskId ?? undefined,
      instanceId: task.procInsId,
      comment: v.comment,
      variables: { ...formValues, ...nextVariables(next, v.nextAssignee) },
    })
    message.success('审批成功')
    onDone()
  }

  return (
    <ActionDialog open title="流程审批" width={640} onSubmit={submit} onClose={onClose} submitTestId="approve-submit">
      {next === undefined ? (
        <Spin />
      ) : (
        <Form form={form} layout="vertical" data-testid="approve-dialog">
          {needsChoice(next) ? <NextAssigneeField next={next} /> : null}
          <Form.Item name="comment" label="处理意见" rules={[{ required: true, message: '请输入处理意见' }]}>
            <Input.TextArea rows={4} placeholder="请输入处理意见" data-testid="approve-comment" />
          </Form.Item>
        </Form>
      )}
    </ActionDialog>
  )
}
