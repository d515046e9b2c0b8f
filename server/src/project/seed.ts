import { PROJECT_COMPONENTS as C, PROJECT_DICTIONARIES, PROJECT_PERMISSIONS as P } from '@wp/contract'
import { buttons, crudButtons, dictionariesSeed, dir, granted, page, type MenuEntry } from '../directory'

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

export const projectSeed = dictionariesSeed('project-0001-dicts', PROJECT_DICTIONARIES, '项目管理')
