import type { FlowTaskActions } from '@wp/contract'
import { Button, Space } from 'antd'
import type { TaskActionKey } from './TaskActionDialog'

/** What a button of the header does: a dialog, a confirmed verb, or approve. */
export type ButtonAction = 'approve' | TaskActionKey | 'claim' | 'unClaim' | 'revokeProcess' | 'stopProcess' | 'remind'

const BUTTONS: {
  key: ButtonAction
  label: string
  allowed: (a: FlowTaskActions) => boolean
  danger?: boolean
  primary?: boolean
}[] = [
  { key: 'claim', label: '签收', allowed: (a) => a.claim, primary: true },
  { key: 'approve', label: '审批', allowed: (a) => a.complete || a.resolve, primary: true },
  { key: 'reject', label: '驳回', allowed: (a) => a.reject, danger: true },
  { key: 'return', label: '退回', allowed: (a) => a.return },
  { key: 'delegate', label: '委派', allowed: (a) => a.delegate },
  { key: 'assign', label: '转办', allowed: (a) => a.assign },
  { key: 'countersign', label: '加签', allowed: (a) => a.countersign },
  { key: 'unClaim', label: '取消签收', allowed: (a) => a.unclaim },
  { key: 'remind', label: '催办', allowed: (a) => a.remind },
  { key: 'revokeProcess', label: '撤回', allowed: (a) => a.revoke },
  { key: 'stopProcess', label: '终止', allowed: (a) => a.stop, danger: true },
]

export function TaskButtons({
  actions,
  onAction,
}: {
  actions: FlowTaskActions | undefined
  onAction: (a: ButtonAction) => void
}) {
  if (!actions) return null
  return (
    <Space wrap>
      {BUTTONS.filter((b) => b.allowed(actions)).map((b) => (
        <Button
          key={b.key}
          type={b.primary ? 'primary' : 'default'}
          danger={b.danger}
          data-testid={`task-${b.key}`}
          onClick={() => onAction(b.key)}
        >
          {b.label}
        </Button>
      ))}
    </Space>
  )
}
