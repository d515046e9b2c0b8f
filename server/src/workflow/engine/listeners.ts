/**
 * Task listeners a model may name (`<flowable:taskListener event="create" class="notifyStarter"/>`): a registry
 * of server functions, never code from the model. Each runs inside the command's transaction through the effects
 * it returns (notifications, copies), so a rolled-back step leaves nothing behind.
 */
export interface ListenerEffect {
  /** notify these users about the task (an outbox row each) */
  notify?: 'starter' | 'assignee'
  /** send a copy (抄送) of the instance to the starter */
  copyToStarter?: boolean
}

export interface TaskListenerDef {
  label: string
  events: readonly string[]
  effect: ListenerEffect
}

export const TASK_LISTENERS: Record<string, TaskListenerDef> = {
  notifyStarter: { label: '通知发起人', events: ['create', 'complete'], effect: { notify: 'starter' } },
  notifyAssignee: { label: '通知办理人', events: ['create', 'assignment'], effect: { notify: 'assignee' } },
  copyToStarter: { label: '抄送发起人', events: ['complete'], effect: { copyToStarter: true } },
}
