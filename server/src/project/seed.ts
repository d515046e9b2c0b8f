import { PROJECT_COMPONENTS as C, PROJECT_DICT_TYPES as D, PROJECT_PERMISSIONS as P } from '@wp/contract'
import type { SeedStep } from '../db/seed'
import { buttons, crudButtons, dict, dir, granted, page, seedDicts, type MenuEntry } from '../directory'

/**
 * 项目管理's menus: the `variety` section (项目台账, 进展汇报, 填报进度) and the `workPlan` section (my plan tasks);
 * both sections hide the sidebar. The add, edit and detail pages and the Gantt are hidden routes of the portal.
 */
export const PROJECT_MENUS: MenuEntry[] = granted(
  ['common'],
  [
    dir('project.root', undefined, '项目管理', 6, 'variety', 'tree-table'),
    page('project.index', 'project.root', '项目台账', 1, 'variety_index', C.index, P.project.list, 'list'),
    ...buttons('project.index', {
      ...crudButtons(P.project),
      提交立项: P.project.submit,
      申请验收: P.project.accept,
      暂停恢复: P.project.suspend,
      取消项目: P.project.cancel,
    }),
    page('project.report', 'project.root', '进展汇报', 2, 'report', C.report, P.report.list, 'edit'),
    ...buttons('project.report', { ...crudButtons(P.report), 领导批示: P.report.comment }),
    page('project.filing', 'project.root', '填报进度', 3, 'filing', C.filing, P.report.filing, 'chart'),
    dir('project.workPlan', undefined, '工作计划', 7, 'workPlan', 'date'),
    page('project.myPlan', 'project.workPlan', '我的计划任务', 1, 'index', C.workPlan, P.plan.query, 'date'),
    ...buttons('project.myPlan', { 编制计划: P.plan.edit, 保存基线: P.plan.baseline }),
  ],
)

/** The dictionaries of §8.1 for projects. */
export const PROJECT_DICTS = [
  dict(
    D.type,
    '项目类型',
    '项目管理：项目类型',
    ['重点工作', '1', 'primary'],
    ['改革任务', '2', 'warning'],
    ['基建', '3', 'default'],
    ['信息化', '4', 'info'],
    ['科研', '5', 'success'],
    ['品种', '6', 'success'],
    ['其他', '9', 'default'],
  ),
  dict(
    D.level,
    '项目级别',
    '项目管理：项目级别',
    ['集团级重点', '1', 'danger'],
    ['二级单位重点', '2', 'warning'],
    ['一般', '3', 'default', 'Y'],
  ),
  dict(
    D.source,
    '任务来源',
    '项目管理：任务来源',
    ['上级部署', '1', 'default'],
    ['集团年度重点工作', '2', 'default'],
    ['党委会·董事会决议', '3', 'default'],
    ['领导批示', '4', 'default'],
    ['单位自主', '5', 'default'],
  ),
  dict(
    D.status,
    '项目状态',
    '项目管理：项目状态',
    ['草稿', '0', 'info'],
    ['立项审批中', '1', 'warning'],
    ['进行中', '2', 'primary'],
    ['已暂停', '3', 'default'],
    ['待验收', '4', 'warning'],
    ['已完成', '5', 'success'],
    ['已取消', '6', 'danger'],
  ),
  dict(D.health, '状态灯', '项目管理：红黄绿灯', ['绿', '0', 'success'], ['黄', '1', 'warning'], ['红', '2', 'danger']),
  dict(
    D.nodeType,
    '计划节点类型',
    '项目管理：工作计划节点',
    ['阶段', '1', 'primary'],
    ['里程碑', '2', 'warning'],
    ['任务', '3', 'default'],
  ),
  dict(
    D.nodeStatus,
    '计划节点状态',
    '项目管理：工作计划节点状态',
    ['未开始', '0', 'info'],
    ['进行中', '1', 'primary'],
    ['已完成', '2', 'success'],
    ['已延期', '3', 'danger'],
    ['已取消', '4', 'default'],
  ),
  dict(
    D.memberRole,
    '项目角色',
    '项目管理：成员的项目角色',
    ['项目经理', '1', 'primary'],
    ['技术负责人', '2', 'warning'],
    ['成员', '3', 'default', 'Y'],
    ['联络员', '4', 'info'],
  ),
  dict(
    D.reportStatus,
    '汇报状态',
    '项目管理：进展汇报状态',
    ['草稿', '0', 'info'],
    ['已提交', '1', 'primary'],
    ['已阅', '2', 'success'],
  ),
  dict(
    D.riskLevel,
    '风险等级',
    '项目管理：风险等级',
    ['低', '1', 'success'],
    ['中', '2', 'warning'],
    ['高', '3', 'danger'],
  ),
  dict(
    D.changeStatus,
    '调整状态',
    '项目管理：计划调整审批状态',
    ['审批中', '1', 'warning'],
    ['已通过', '2', 'success'],
    ['已撤回', '3', 'info'],
  ),
]

export const projectSeed: SeedStep = {
  name: 'project-0001-dicts',
  async run(tx, { now }) {
    await seedDicts(tx, PROJECT_DICTS, now)
  },
}
