import type { FlowDefinitionRow, FlowFormData, FlowNextDto } from '@wp/contract'
import { useLoad } from '@wp/kit'
import { ActionDialog } from '@wp/ui'
import { Alert, App, Empty, Form, Spin } from 'antd'
import { useCallback, useState } from 'react'
import { FormRenderer, useFormRenderer } from '../../form/renderer/FormRenderer'
import { nextNodeByStart, startForm, startProcess } from '../api'
import { needsChoice, NextAssigneeField, nextVariables } from '../NextAssignee'

/** 发起: the start form of the definition, then (when the next node is dynamic) its approver, then start. */
export function StartDialog({
  definition,
  onClose,
  onStarted,
}: {
  definition: FlowDefinitionRow
  onClose: () => void
  onStarted?: () => void
}) {
  const [next, setNext] = useState<FlowNextDto | null>()
  const [pick] = Form.useForm<{ nextAssignee?: string | string[] }>()
  const { message } = App.useApp()

  // who comes after the start: nobody (null) when the starter's own task is the only one — said before starting
  // (a failure: a condition that needs the form's values, so the walk is known only when they are filled)
  const firstNode = useLoad(
    useCallback(() => nextNodeByStart(definition.deploymentId, {}, true), [definition.deploymentId]),
  )
  const endsAtOnce = firstNode.value === null

  // undefined while asking; null when the process has none or it could not be read
  const form: FlowFormData | null | undefined = useLoad(
    useCallback(
      () =>
        startForm(definition.deploymentId).then(
          (f) => f ?? null,
          () => null,
        ),
      [definition.deploymentId],
    ),
  ).value

  const { form: formInstance, validate } = useFormRenderer(form?.schema)

  const submit = async () => {
    const values = await validate()
    if (!values) return false
    let nextNode = next
    if (nextNode === undefined) {
      nextNode = (await nextNodeByStart(definition.deploymentId, values)) ?? null
      setNext(nextNode)
      if (needsChoice(nextNode)) return false // show the picker first
    }
    let chosen: unknown
    if (needsChoice(nextNode)) {
      const picked = await pick.validateFields().catch(() => null)
      if (!picked) return false
      chosen = picked.nextAssignee
    }
    await startProcess(definition.id, { ...values, ...nextVariables(nextNode, chosen) })
    message.success('流程启动成功')
    onStarted?.()
  }

  return (
    <ActionDialog
      open
      title={`发起流程：${definition.name}`}
      width={760}
      onSubmit={submit}
      onClose={onClose}
      submitTestId="start-submit"
    >
      <div data-testid="start-dialog">
        {endsAtOnce ? (
          <Alert
            type="warning"
            showIcon
            style={{ marginBottom: 12 }}
            data-testid="start-ends-at-once"
            title="此流程只有发起人自己的任务：发起后即完成，不会交给他人审批。"
          />
        ) : null}
        {form === undefined ? <Spin /> : null}
        {form ? (
          <FormRenderer schema={form.schema} values={form.values} form={formInstance} testId="start-form" />
        ) : null}
        {form === null ? <Empty description="该流程没有发起表单，确定后直接发起" /> : null}
        {needsChoice(next) ? (
          <Form form={pick} layout="vertical">
            <NextAssigneeField next={next} />
          </Form>
        ) : null}
      </div>
    </ActionDialog>
  )
}
