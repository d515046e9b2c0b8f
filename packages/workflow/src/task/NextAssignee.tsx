import type { FlowNextDto } from '@wp/contract'
import { Alert, Form, Select } from 'antd'
import { useUserOptions } from '../form/renderer/pickers'

/** Whether the approver must choose the next node's people now. */
export const needsChoice = (next: FlowNextDto | null | undefined): next is FlowNextDto => next?.dataType === 'dynamic'

/**
 * The chosen people as the process variable the next node reads: one id for an assignee (`approval`), a comma list
 * for candidates, an array for a countersign collection (RuoYi's convention).
 */
export function nextVariables(next: FlowNextDto | null | undefined, chosen: unknown): Record<string, unknown> {
  if (!needsChoice(next)) return {}
  const list = (Array.isArray(chosen) ? chosen : [chosen])
    .filter((v) => v !== undefined && v !== null && v !== '')
    .map(String)
  if (next.type === 'multiInstance') return { [next.vars]: list }
  if (next.type === 'assignee') return { [next.vars]: list[0] }
  return { [next.vars]: list.join(',') }
}

/** The picker of the approve and start dialogs when the next node is dynamic (Form.Item name `nextAssignee`). */
export function NextAssigneeField({ next }: { next: FlowNextDto }) {
  const allUsers = useUserOptions()
  const users = next.userList?.length
    ? next.userList.map((u) => ({ value: String(u.userId), label: `${u.nickName}（${u.userName}）` }))
    : allUsers
  const groups = next.type === 'candidateGroups'
  const options = groups ? (next.roleList ?? []).map((r) => ({ value: String(r.roleId), label: r.roleName })) : users
  const many = next.type !== 'assignee'
  return (
    <>
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 12 }}
        message={`下一节点「${next.nodeName ?? next.nodeId ?? ''}」的${groups ? '候选角色' : next.type === 'multiInstance' ? '会签人员' : '审批人'}由您指定`}
      />
      <Form.Item
        name="nextAssignee"
        label={groups ? '候选角色' : next.type === 'multiInstance' ? '会签人员' : '下一审批人'}
        rules={[{ required: true, message: '请选择下一节点的审批人' }]}
      >
        <Select
          showSearch
          optionFilterProp="label"
          mode={many ? 'multiple' : undefined}
          options={options}
          placeholder="请选择"
          data-testid="next-assignee"
        />
      </Form.Item>
    </>
  )
}
