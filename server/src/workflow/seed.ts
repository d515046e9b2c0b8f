import { WORKFLOW_DICTIONARIES, WORKFLOW_PERMISSIONS as P } from '@wp/contract'
import { buttons, crudButtons, dictionariesSeed, dir, granted, page, type MenuEntry } from '../directory'

/** 任务管理 with all its buttons: what the 普通角色 (`common`) holds, to handle tasks and start processes. */
const TASKS: MenuEntry[] = [
  dir('workflow.task', undefined, '任务管理', 6, 'task', 'list', { legacyId: 2010 }),
  page(
    'workflow.myProcess',
    'workflow.task',
    '我的流程',
    1,
    'process',
    'flowable/task/myProcess/index',
    P.task.myProcess,
    'guide',
    {
      legacyId: 2011,
    },
  ),
  page('workflow.todo', 'workflow.task', '待办任务', 2, 'todo', 'flowable/task/todo/index', P.task.todo, 'cascader', {
    legacyId: 2012,
  }),
  page(
    'workflow.finished',
    'workflow.task',
    '已办任务',
    3,
    'finished',
    'flowable/task/finished/index',
    P.task.finished,
    'time-range',
    {
      legacyId: 2013,
    },
  ),
  page('workflow.copy', 'workflow.task', '抄送', 4, 'copy', 'flowable/task/copy/index', P.task.copy, 'email', {
    legacyId: 2014,
  }),
  ...buttons(
    'workflow.myProcess',
    {
      发起流程: P.instance.start,
      流程列表: P.definition.list,
      流转记录: P.task.record,
      撤回: P.task.revoke,
      取消申请: P.task.stop,
      删除: P.task.remove,
      催办: P.task.remind,
    },
    { firstLegacyId: 2060 },
  ),
  ...buttons(
    'workflow.todo',
    {
      任务详情: P.task.query,
      审批: P.task.complete,
      驳回: P.task.reject,
      退回: P.task.return,
      签收: P.task.claim,
      委派: P.task.delegate,
      转办: P.task.assign,
      加减签: P.task.countersign,
    },
    { firstLegacyId: 2080 },
  ),
]

/** 流程管理 and 任务管理, with the ids they had before menu keys (2000–2099); the binding buttons are new. */
export const WORKFLOW_MENUS: MenuEntry[] = [
  dir('workflow.flowable', undefined, '流程管理', 5, 'flowable', 'skill', { legacyId: 2000 }),
  page(
    'workflow.definition',
    'workflow.flowable',
    '流程定义',
    1,
    'definition',
    'flowable/definition/index',
    P.definition.list,
    'job',
    {
      legacyId: 2001,
    },
  ),
  page(
    'workflow.model',
    'workflow.flowable',
    '流程设计',
    2,
    'model',
    'flowable/definition/model',
    P.definition.designer,
    'build',
    {
      legacyId: 2002,
    },
  ),
  page('workflow.form', 'workflow.flowable', '表单配置', 3, 'form', 'flowable/task/form/index', P.form.list, 'form', {
    legacyId: 2003,
  }),
  page('workflow.build', 'workflow.flowable', '表单构建', 4, 'build', 'tool/build/index', P.form.add, 'build', {
    legacyId: 2004,
  }),
  ...granted(['common'], TASKS),
  ...buttons(
    'workflow.definition',
    {
      查询: P.definition.query,
      部署: P.definition.deploy,
      新增: P.definition.add,
      修改: P.definition.edit,
      挂起激活: P.definition.updateState,
      删除: P.definition.remove,
      实例列表: P.instance.list,
      实例挂起: P.instance.updateState,
      实例终止: P.instance.stop,
      实例删除: P.instance.remove,
    },
    { firstLegacyId: 2020 },
  ),
  ...buttons(
    'workflow.definition',
    {
      业务绑定查询: P.bizProcess.list,
      业务绑定详情: P.bizProcess.query,
      业务绑定新增: P.bizProcess.add,
      业务绑定修改: P.bizProcess.edit,
      业务绑定删除: P.bizProcess.remove,
    },
    { firstOrder: 11 },
  ),
  ...buttons(
    'workflow.form',
    { ...crudButtons(P.form), 导出: P.form.export, 绑定流程: P.form.deploy },
    { firstLegacyId: 2040 },
  ),
]

/** The workflow's dictionaries (its menus are `WORKFLOW_MENUS`, declared in the module object). */
export const workflowSeed = dictionariesSeed('workflow-0001-menus', WORKFLOW_DICTIONARIES)
