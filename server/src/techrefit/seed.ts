import { TECHREFIT_DICTIONARIES, TECHREFIT_PERMISSIONS as P, TR_LIBRARIES } from '@wp/contract'
import { buttons, crudButtons, dictionariesSeed, dir, granted, page, type MenuEntry } from '../directory'

/** 技改项目 → 项目管理 → 项目库 / 专项项目 / 国资委项目, each page with its buttons; the pages go to `common`. */
export const TECHREFIT_MENUS: MenuEntry[] = [
  dir('techrefit.root', undefined, '技改项目', 9, 'techRefitProject', 'build'),
  dir('techrefit.project', 'techrefit.root', '项目管理', 1, 'project', 'list'),
  ...granted(
    ['common'],
    [
      page(
        'techrefit.library',
        'techrefit.project',
        TR_LIBRARIES.library.title,
        1,
        'library',
        TR_LIBRARIES.library.component,
        P.library.list,
        'tree-table',
      ),
      page(
        'techrefit.special',
        'techrefit.project',
        TR_LIBRARIES.special.title,
        2,
        'special',
        TR_LIBRARIES.special.component,
        P.special.list,
        'money',
      ),
      page(
        'techrefit.sasac',
        'techrefit.project',
        TR_LIBRARIES.sasac.title,
        3,
        'sasac',
        TR_LIBRARIES.sasac.component,
        P.sasac.list,
        'documentation',
      ),
      ...buttons('techrefit.library', {
        ...crudButtons(P.library),
        提交审批: P.library.submit,
        年度计划: P.library.plan,
      }),
      ...buttons('techrefit.special', crudButtons(P.special)),
      ...buttons('techrefit.sasac', crudButtons(P.sasac)),
    ],
  ),
  // the reviewers' permission, the retirement and the import are given by an administrator
  ...buttons('techrefit.library', { 审核: P.library.review, 出库: P.library.retire }, { firstOrder: 20 }),
  ...buttons('techrefit.sasac', { 导入: P.sasac.import }, { firstOrder: 20 }),
]

export const techrefitSeed = dictionariesSeed('techrefit-0001-dicts', TECHREFIT_DICTIONARIES)
