import { OKR_DICTIONARIES, OKR_PERMISSIONS } from '@wp/contract'
import { buttons, crudButtons, dictionariesSeed, dir, page, type MenuEntry } from '../directory'

const O = OKR_PERMISSIONS.objective
const K = OKR_PERMISSIONS.keyResult
const C = OKR_PERMISSIONS.cycle
const A = OKR_PERMISSIONS.apiKey

/**
 * OKR → 我的OKR (`/okr/okr`), 对齐地图 (`/okr/alignment`), 周期管理, and the buttons. Every employee sets, checks in
 * and aligns their own OKRs (`common`); cycles are an administrator's. The spec's `alignmenttest` variants are hidden
 * routes of the browser module behind the map's permission.
 */
export const OKR_MENUS: MenuEntry[] = [
  dir('okr.root', undefined, 'OKR', 9, 'okr', 'guide'),
  page('okr.board', 'okr.root', '我的OKR', 1, 'okr', 'okr/okr', O.list, 'star', { grantTo: ['common'] }),
  page('okr.alignment', 'okr.root', '对齐地图', 2, 'alignment', 'okr/alignment', O.map, 'tree', {
    grantTo: ['common'],
  }),
  page('okr.cycle', 'okr.root', '周期管理', 3, 'cycle', 'okr/cycle/index', C.list, 'date'),
  ...buttons('okr.board', { ...crudButtons(O), 进展: O.checkin, 对齐: O.align }, { grantTo: ['common'] }),
  ...buttons(
    'okr.board',
    { 关键结果列表: K.list, 关键结果查询: K.query, 关键结果新增: K.add, 关键结果修改: K.edit, 关键结果删除: K.remove },
    { grantTo: ['common'], firstOrder: 8 },
  ),
  ...buttons('okr.board', { 关键结果导出: K.export }, { firstOrder: 13 }),
  ...buttons('okr.board', { 提交: O.submit, 评分: O.score, 复盘: O.review }, { grantTo: ['common'], firstOrder: 14 }),
  ...buttons('okr.cycle', crudButtons(C)),
  ...buttons('okr.cycle', { 接口密钥列表: A.list, 接口密钥新增: A.add, 接口密钥删除: A.remove }, { firstOrder: 10 }),
]

export const okrSeed = dictionariesSeed('okr.dicts', OKR_DICTIONARIES, 'OKR')
