import type { FlowNextDto, FlowReturnNode, FlowTaskDetail, FlowTaskVo } from '@wp/contract'
import Button from 'antd-mobile/es/components/button'
import Popup from 'antd-mobile/es/components/popup'
import Radio from 'antd-mobile/es/components/radio'
import Space from 'antd-mobile/es/components/space'
import TextArea from 'antd-mobile/es/components/text-area'
import { useEffect, useState } from 'react'
import { act, nextNode, returnNodes, type TaskAction } from './api'
import { UserPicker } from './UserPicker'

export const ACTION_TITLES: Record<TaskAction, string> = {
  complete: '同意',
  reject: '驳回',
  return: '退回',
  assign: '转办',
}

interface Props {
  action: TaskAction | null
  detail: FlowTaskDetail
  /** the task form's values, validated (throws when a required field is empty) */
  formValues: () => Promise<Record<string, unknown>>
  onClose: () => void
  onDone: (action: TaskAction) => void
}

/** What else the action needs: users of a dynamic next node, the node to return to, the user to transfer to. */
function usePrerequisites(action: TaskAction | null, detail: FlowTaskDetail) {
  const [next, setNext] = useState<FlowNextDto | null>(null)
  const [targets, setTargets] = useState<FlowReturnNode[]>([])
  const taskId = detail.task.taskId ?? ''
  useEffect(() => {
    setNext(null)
    setTargets([])
    if (action === 'complete') void nextNode({ taskId, variables: detail.variables }).then(setNext, () => setNext(null))
    if (action === 'return') void returnNodes(taskId).then(setTargets)
  }, [action, taskId, detail.variables])
  return { next, targets }
}

/** The body of one action: the comment, the chosen users or node, and for 同意 the form's values. */
function bodyOf(
  action: TaskAction,
  detail: FlowTaskDetail,
  comment: string,
  picked: string[],
  target: string,
  next: FlowNextDto | null,
  values: Record<string, unknown>,
): FlowTaskVo {
  const base: FlowTaskVo = { taskId: detail.task.taskId ?? undefined, instanceId: detail.task.procInsId, comment }
  if (action === 'return') return { ...base, targetKey: target }
  if (action === 'assign') return { ...base, userId: picked[0], assignee: picked[0] }
  if (action !== 'complete') return base
  const variables: Record<string, unknown> = { ...values }
  if (next?.dataType === 'dynamic' && picked.length)
    variables[next.vars || 'approval'] = next.type === 'multiInstance' ? picked : picked.join(',')
  return { ...base, variables }
}

/** A bottom sheet for 同意 / 驳回 / 退回 / 转办 with its required comment. */
export function ActionPopup({ action, detail, formValues, onClose, onDone }: Props) {
  const [comment, setComment] = useState('')
  const [picked, setPicked] = useState<string[]>([])
  const [target, setTarget] = useState('')
  const [error, setError] = useState<string>()
  const [busy, setBusy] = useState(false)
  const { next, targets } = usePrerequisites(action, detail)
  const needsUsers =
    action === 'assign' || (action === 'complete' && next?.dataType === 'dynamic' && next.type !== 'candidateGroups')

  const submit = async () => {
    if (!action) return
    if (!comment.trim()) return setError('请填写审批意见')
    if (action === 'return' && !target) return setError('请选择退回节点')
    if (needsUsers && picked.length === 0) return setError(action === 'assign' ? '请选择转办人' : '请选择下一步审批人')
    setBusy(true)
    setError(undefined)
    try {
      const values = action === 'complete' ? await formValues() : {}
      await act(action, bodyOf(action, detail, comment.trim(), picked, target, next, values), detail.rev)
      onDone(action)
    } catch (err) {
      setError((err as Error).message || '请检查表单')
    } finally {
      setBusy(false)
    }
  }

  return (
    <Popup visible={!!action} onMaskClick={onClose} bodyStyle={{ borderRadius: '12px 12px 0 0' }} destroyOnClose>
      <div className="wf-m-popup" data-testid="action-popup">
        <h3>{action ? ACTION_TITLES[action] : ''}</h3>
        {action === 'return' && (
          <Radio.Group value={target} onChange={(v) => setTarget(String(v))}>
            <Space direction="vertical">
              {targets.map((t) => (
                <Radio key={t.id} value={t.id}>
                  {t.name}
                </Radio>
              ))}
            </Space>
          </Radio.Group>
        )}
        {needsUsers && (
          <UserPicker
            multiple={action === 'complete' && next?.type !== 'assignee'}
            value={picked}
            onChange={setPicked}
            options={next?.userList}
          />
        )}
        <TextArea
          placeholder="审批意见（必填）"
          value={comment}
          onChange={setComment}
          rows={3}
          maxLength={500}
          showCount
          data-testid="action-comment"
        />
        {error && (
          <p className="wf-m-error" role="alert" data-testid="action-error">
            {error}
          </p>
        )}
        <Button block color="primary" loading={busy} onClick={() => void submit()} data-testid="action-submit">
          提交
        </Button>
      </div>
    </Popup>
  )
}
