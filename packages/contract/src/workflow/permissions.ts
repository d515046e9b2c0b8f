import { CRUD_ACTIONS, permissionSet, permissionsOf } from '../permissions'

/**
 * 流程管理 / 任务管理 permissions. RuoYi-flowable's strings where it has them (`flowable:definition:list`,
 * `flowable:form:list`, …); the task actions are one string per action so a role can hold "approve" without "stop".
 */
export const WORKFLOW_PERMISSIONS = {
  /** 流程定义 and 流程设计 (designer pickers, deploy, versions, suspend, delete) */
  definition: permissionSet('flowable:definition', [
    'list',
    'query',
    'add',
    'edit',
    'remove',
    'deploy',
    'updateState',
    'designer',
  ]),
  /** Starting a process and the instance-wide actions of an administrator */
  instance: permissionSet('flowable:instance', ['start', 'list', 'updateState', 'stop', 'remove']),
  /** 任务管理: the lists and every action on a task */
  task: permissionSet('flowable:task', [
    'todo',
    'finished',
    'myProcess',
    'query',
    'record',
    'complete',
    'reject',
    'return',
    'claim',
    'delegate',
    'assign',
    'revoke',
    'stop',
    'remove',
    'countersign',
    'copy',
    'remind',
  ]),
  /** 表单配置 and 表单构建 */
  form: permissionSet('flowable:form', [...CRUD_ACTIONS, 'deploy']),
  /** Which process each business type (of an organisation) runs: `sys_biz_process` */
  bizProcess: permissionSet('flowable:bizProcess', ['list', 'query', 'add', 'edit', 'remove']),
} as const

export const WORKFLOW_PERMISSION_LIST: readonly string[] = permissionsOf(WORKFLOW_PERMISSIONS)
