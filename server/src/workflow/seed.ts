import { WORKFLOW_DICT_TYPES as DICT, WORKFLOW_PERMISSIONS as P } from '@wp/contract'
import type { SeedStep } from '../db/seed'
import { sysRoleMenu } from '../system/role/schema'
import {
  buttons,
  crudButtons,
  dict,
  dir,
  page,
  seedDicts,
  seedMenus,
  type DictSeed,
  type MenuSeed,
} from '../system/seed-rows'

/** 流程管理 and 任务管理: menu ids 2000–2199. */
export const WORKFLOW_MENUS: MenuSeed[] = [
  dir(2000, 0, '流程管理', 5, 'flowable', 'skill'),
  page(2001, 2000, '流程定义', 1, 'definition', 'flowable/definition/index', P.definition.list, 'job'),
  page(2002, 2000, '流程设计', 2, 'model', 'flowable/definition/model', P.definition.designer, 'build'),
  page(2003, 2000, '表单配置', 3, 'form', 'flowable/task/form/index', P.form.list, 'form'),
  page(2004, 2000, '表单构建', 4, 'build', 'tool/build/index', P.form.add, 'build'),
  dir(2010, 0, '任务管理', 6, 'task', 'list'),
  page(2011, 2010, '我的流程', 1, 'process', 'flowable/task/myProcess/index', P.task.myProcess, 'guide'),
  page(2012, 2010, '待办任务', 2, 'todo', 'flowable/task/todo/index', P.task.todo, 'cascader'),
  page(2013, 2010, '已办任务', 3, 'finished', 'flowable/task/finished/index', P.task.finished, 'time-range'),
  page(2014, 2010, '抄送', 4, 'copy', 'flowable/task/copy/index', P.task.copy, 'email'),
  ...buttons(2020, 2001, {
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
  }),
  ...buttons(2040, 2003, { ...crudButtons(P.form), 导出: P.form.export, 绑定流程: P.form.deploy }),
  ...buttons(2060, 2011, {
    发起流程: P.instance.start,
    流程列表: P.definition.list,
    流转记录: P.task.record,
    撤回: P.task.revoke,
    取消申请: P.task.stop,
    删除: P.task.remove,
    催办: P.task.remind,
  }),
  ...buttons(2080, 2012, {
    任务详情: P.task.query,
    审批: P.task.complete,
    驳回: P.task.reject,
    退回: P.task.return,
    签收: P.task.claim,
    委派: P.task.delegate,
    转办: P.task.assign,
    加减签: P.task.countersign,
  }),
]

/** The 普通角色 (`common`, role 2) handles tasks and starts processes: 任务管理 with all its buttons. */
const COMMON_MENUS = WORKFLOW_MENUS.filter(
  ([id, parent]) => id === 2010 || parent === 2010 || (id >= 2060 && id < 2100),
).map(([id]) => id)

export const WORKFLOW_DICTS: DictSeed[] = [
  dict(
    DICT.processCategory,
    '流程分类',
    '流程定义的分类',
    ['办公流程', 'office', 'primary', 'Y'],
    ['人事流程', 'hr', 'success'],
    ['财务流程', 'finance', 'warning'],
  ),
  dict(
    DICT.processStatus,
    '流程状态',
    '流程实例的状态',
    ['审批中', 'running', 'primary', 'Y'],
    ['已挂起', 'suspended', 'warning'],
    ['已完成', 'completed', 'success'],
    ['已终止', 'terminated', 'danger'],
    ['已取消', 'canceled', 'info'],
  ),
  dict(
    DICT.commentType,
    '审批意见类型',
    '流转记录中意见的类型',
    ['正常意见', '1', 'success', 'Y'],
    ['退回意见', '2', 'warning'],
    ['驳回意见', '3', 'danger'],
    ['委派意见', '4', 'primary'],
    ['转办意见', '5', 'primary'],
    ['终止流程', '6', 'danger'],
    ['撤回', '7', 'info'],
    ['加减签', '8', 'primary'],
    ['催办', '9', 'warning'],
    ['签收', '10', 'info'],
  ),
]

export const workflowSeed: SeedStep = {
  name: 'workflow-0001-menus',
  async run(tx, { now }) {
    await seedMenus(tx, WORKFLOW_MENUS, now)
    await seedDicts(tx, WORKFLOW_DICTS, now)
    await tx
      .insert(sysRoleMenu)
      .values(COMMON_MENUS.map((menuId) => ({ roleId: 2, menuId })))
      .onConflictDoNothing()
  },
}
