import { SAFETY_DICTIONARIES, SAFETY_PERMISSIONS } from '@wp/contract'
import { buttons, dictionariesSeed, dir, page, type MenuEntry } from '../directory'

const P = SAFETY_PERMISSIONS.hazard

/**
 * 安全管理 → 隐患上报 (the spec's `/safety/fill_add`), 隐患台账, 隐患统计, and the step buttons. Every employee may
 * report (`common`); the steps are granted by an administrator to the safety staff.
 */
export const SAFETY_MENUS: MenuEntry[] = [
  dir('safety.root', undefined, '安全管理', 8, 'safety', 'bug'),
  page('safety.fillAdd', 'safety.root', '隐患上报', 1, 'fill_add', 'safety/fill_add', P.add, 'edit', {
    grantTo: ['common'],
  }),
  page('safety.ledger', 'safety.root', '隐患台账', 2, 'hazard', 'safety/hazard/index', P.list, 'list', {
    grantTo: ['common'],
  }),
  page('safety.stats', 'safety.root', '隐患统计', 3, 'stats', 'safety/stats/index', P.stats, 'chart'),
  ...buttons(
    'safety.ledger',
    { 查询: P.query, 新增: P.add, 修改: P.edit, 删除: P.remove, 导出: P.export, 上报: P.submit },
    { grantTo: ['common'] },
  ),
  ...buttons(
    'safety.ledger',
    {
      审核: P.audit,
      整改: P.rectify,
      验收: P.accept,
      申请延期: P.delay,
      延期审批: P.delayApprove,
      挂牌督办: P.supervise,
      作废: P.void,
      挂起: P.suspend,
    },
    { firstOrder: 7 },
  ),
]

export const safetySeed = dictionariesSeed('safety.dicts', SAFETY_DICTIONARIES, '安全')
