import type { FlowRoleOption, FlowUserOption } from '@wp/contract'
import { Form, Radio, Select } from 'antd'
import type { DesignerCanvas, DiagramElement } from '../modeler'
import { PanelItem, prop, splitIds } from './fields'

/** How a user task finds its people; RuoYi's userType / dataType are written alongside for its front end. */
export type AssigneeMode = 'user' | 'initiator' | 'dynamic' | 'candidateUsers' | 'candidateGroups'

export const INITIATOR_EXPR = '${INITIATOR}'
/** the variable the approve dialog fills when the next node's people are chosen at approval */
export const APPROVAL_EXPR = '${approval}'

const MODES: { value: AssigneeMode; label: string }[] = [
  { value: 'user', label: '指定人员' },
  { value: 'initiator', label: '发起人' },
  { value: 'dynamic', label: '审批时指定' },
  { value: 'candidateUsers', label: '候选人员' },
  { value: 'candidateGroups', label: '候选角色' },
]

export function assigneeMode(el: DiagramElement): AssigneeMode | undefined {
  const assignee = prop(el, 'flowable:assignee')
  if (assignee === INITIATOR_EXPR) return 'initiator'
  if (assignee && prop(el, 'flowable:dataType') === 'dynamic') return 'dynamic'
  if (assignee) return 'user'
  if (prop(el, 'flowable:candidateUsers')) return 'candidateUsers'
  if (prop(el, 'flowable:candidateGroups')) return 'candidateGroups'
  return undefined
}

/** The attributes of a mode; the others are cleared so switching never leaves a stale rule behind. */
export function assigneeAttrs(mode: AssigneeMode, value = ''): Record<string, string | undefined> {
  const clear = {
    'flowable:assignee': undefined,
    'flowable:candidateUsers': undefined,
    'flowable:candidateGroups': undefined,
  }
  switch (mode) {
    case 'initiator':
      return {
        ...clear,
        'flowable:assignee': INITIATOR_EXPR,
        'flowable:userType': 'assignee',
        'flowable:dataType': 'fixed',
      }
    case 'dynamic':
      return {
        ...clear,
        'flowable:assignee': APPROVAL_EXPR,
        'flowable:userType': 'assignee',
        'flowable:dataType': 'dynamic',
      }
    case 'user':
      return {
        ...clear,
        'flowable:assignee': value || undefined,
        'flowable:userType': 'assignee',
        'flowable:dataType': 'fixed',
      }
    default:
      return {
        ...clear,
        [`flowable:${mode}`]: value || undefined,
        'flowable:userType': mode,
        'flowable:dataType': 'fixed',
      }
  }
}

const userOptions = (users: readonly FlowUserOption[]) =>
  users.map((u) => ({
    value: String(u.userId),
    label: `${u.nickName}（${u.userName}）${u.deptName ? ` · ${u.deptName}` : ''}`,
  }))

export function AssigneeSection({
  canvas,
  element,
  users,
  roles,
}: {
  canvas: DesignerCanvas
  element: DiagramElement
  users: readonly FlowUserOption[]
  roles: readonly FlowRoleOption[]
}) {
  const mode = assigneeMode(element)
  const write = (m: AssigneeMode, value?: string) => canvas.update(element, assigneeAttrs(m, value))
  const multi = element.businessObject.loopCharacteristics
  return (
    <>
      <Form.Item label="审批人" required extra={multi ? '会签节点的办理人为每位会签人（见“会签”）' : undefined}>
        <Radio.Group
          aria-label="审批人"
          value={mode}
          disabled={Boolean(multi)}
          data-testid="designer-assignee-mode"
          optionType="button"
          size="small"
          options={MODES}
          onChange={(e) => write(e.target.value as AssigneeMode)}
        />
      </Form.Item>
      {mode === 'user' || (mode === undefined && !multi) ? (
        <PanelItem label="办理人">
          {(id) => (
            <Select
              id={id}
              showSearch
              optionFilterProp="label"
              data-testid="designer-assignee-user"
              placeholder="请选择办理人"
              value={prop(element, 'flowable:assignee') || undefined}
              options={userOptions(users)}
              onChange={(v: string) => write('user', v)}
            />
          )}
        </PanelItem>
      ) : null}
      {mode === 'candidateUsers' || mode === 'candidateGroups' ? (
        <PanelItem label={mode === 'candidateUsers' ? '候选人员' : '候选角色'}>
          {(id) => (
            <Select
              id={id}
              mode="multiple"
              optionFilterProp="label"
              data-testid={mode === 'candidateUsers' ? 'designer-candidate-users' : 'designer-candidate-groups'}
              value={splitIds(prop(element, `flowable:${mode}`))}
              options={
                mode === 'candidateUsers'
                  ? userOptions(users)
                  : roles.map((r) => ({ value: String(r.roleId), label: r.roleName }))
              }
              onChange={(v: string[]) => write(mode, v.join(','))}
            />
          )}
        </PanelItem>
      ) : null}
      {mode === 'dynamic' ? (
        <Form.Item label=" " colon={false}>
          上一节点的审批人在审批时选择本节点的办理人（变量 approval）
        </Form.Item>
      ) : null}
    </>
  )
}
