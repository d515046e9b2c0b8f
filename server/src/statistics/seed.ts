import {
  REPORT_STATUS,
  STAT_COMPONENTS,
  STAT_DICTIONARIES,
  STAT_KIND_PERMISSIONS,
  STAT_KINDS,
  STATISTICS_PERMISSIONS as S,
  type StatKind,
} from '@wp/contract'
import { eq } from 'drizzle-orm'
import type { SeedStep, Tx } from '../db/seed'
import { sysMenu } from '../system/menu/schema'
import { sysRole, sysRoleMenu } from '../system/role/schema'
import { buttons, dir, page, seedDicts, seedMenus, type DictSeed, type MenuSeed } from '../system/seed-rows'
import { statIndex } from './schema'

/**
 * Menu ids 2200–2399: the 统计 directory and its pages (2200–2207), the module's buttons (2208–2216), one entry page
 * per kind (2220–2236) with the kind in the route query, and nine buttons per kind (2240–2392).
 */
const ROOT = 2200
const ENTRY_DIR = 2201
const KIND_PAGE = 2220
const KIND_BUTTONS = 2240
/** The kind's buttons, in a fixed order (so their ids never move). */
const KIND_ACTIONS = {
  查询: 'query',
  新增: 'add',
  修改: 'edit',
  删除: 'remove',
  提交: 'submit',
  审核: 'audit',
  解锁: 'unlock',
  导入: 'import',
  导出: 'export',
} as const

const kindButtons = (kind: StatKind, i: number): MenuSeed[] =>
  buttons(
    KIND_BUTTONS + i * 9,
    KIND_PAGE + i,
    Object.fromEntries(Object.entries(KIND_ACTIONS).map(([label, a]) => [label, STAT_KIND_PERMISSIONS[kind][a]])),
  )

export const STATISTICS_MENUS: MenuSeed[] = [
  dir(ROOT, 0, '统计', 5, 'statistics', 'chart'),
  dir(ENTRY_DIR, ROOT, '手工填报', 1, 'entry', 'edit'),
  page(2202, ROOT, '指标锁定', 2, 'index', STAT_COMPONENTS.index, S.index.list, 'lock'),
  page(2203, ROOT, '统计报表', 3, 'report', STAT_COMPONENTS.report, S.report.view, 'chart'),
  page(2204, ROOT, '统计附件', 4, 'file', STAT_COMPONENTS.file, S.file.list, 'upload'),
  page(2205, ROOT, '显示令牌', 5, 'displayToken', STAT_COMPONENTS.displayToken, S.displayToken.list, 'password'),
  page(2206, ROOT, '大屏·经营发展', 6, 'bigscreen6', STAT_COMPONENTS.bigscreen6, S.screen.bigscreen6, 'monitor'),
  page(2207, ROOT, '大屏·党建引领', 7, 'bigscreen7', STAT_COMPONENTS.bigscreen7, S.screen.bigscreen7, 'monitor'),
  ...buttons(2208, 2202, { 指标修改: S.index.edit, 指标锁定: S.index.lock }),
  ...buttons(2210, 2204, { 附件上传: S.file.add, 附件删除: S.file.remove, 大屏素材: S.file.screen }),
  ...buttons(2213, 2203, { 报表导出: S.report.export }),
  ...buttons(2214, 2206, { 实时数据: S.screen.stream }),
  ...buttons(2215, 2205, { 令牌新增: S.displayToken.add, 令牌吊销: S.displayToken.remove }),
  ...buttons(2217, ENTRY_DIR, { 填报详情: S.manualInputData.query }),
  ...STAT_KINDS.map((k, i) =>
    page(
      KIND_PAGE + i,
      ENTRY_DIR,
      k.title,
      i + 1,
      k.kind,
      STAT_COMPONENTS.entry,
      STAT_KIND_PERMISSIONS[k.kind].list,
      'form',
    ),
  ),
  ...STAT_KINDS.flatMap((k, i) => kindButtons(k.kind, i)),
]

const COLOURS: Record<string, string> = {
  [REPORT_STATUS.DRAFT]: 'info',
  [REPORT_STATUS.SUBMITTED]: 'primary',
  [REPORT_STATUS.APPROVED]: 'success',
  [REPORT_STATUS.RETURNED]: 'danger',
}

export const STATISTICS_DICTS: DictSeed[] = STAT_DICTIONARIES.map((d) => [
  d.type,
  d.name,
  `统计：${d.name}`,
  d.items.map(([value, label]) => [label, value, (d.type === 'stat_report_status' && COLOURS[value]) || 'default']),
])

async function seedCatalogue(tx: Tx, now: Date) {
  for (const k of STAT_KINDS) {
    await tx.insert(statIndex).values([
      {
        indexCode: `${k.kind}.*`,
        indexName: `${k.title}（整表）`,
        kind: k.kind,
        fieldName: '*',
        periodType: k.periodType,
        valueType: 'form',
        lockMode: '3',
        sort: 0,
        createBy: 'admin',
        createTime: now,
      },
      ...k.fields.map((f, i) => ({
        indexCode: `${k.kind}.${f.key}`,
        indexName: f.label.slice(0, 100),
        kind: k.kind,
        fieldName: f.key,
        unit: f.unit ?? null,
        periodType: k.periodType,
        valueType: f.type,
        required: f.required === true,
        lockMode: '1',
        showOnScreen: 'report' in f && f.report === true,
        sort: i + 1,
        createBy: 'admin',
        createTime: now,
      })),
    ])
  }
}

/** Menus with the entry pages' kind in their route query, dictionaries, the indicator catalogue, a statistics role. */
export const statisticsSeed: SeedStep = {
  name: 'statistics-0001-menus-dicts-catalogue',
  async run(tx, { now }) {
    await seedMenus(tx, STATISTICS_MENUS, now)
    for (const [i, k] of STAT_KINDS.entries())
      await tx
        .update(sysMenu)
        .set({ query: JSON.stringify({ kind: k.kind }) })
        .where(eq(sysMenu.menuId, KIND_PAGE + i))
    await seedDicts(tx, STATISTICS_DICTS, now)
    await seedCatalogue(tx, now)
    const [role] = await tx
      .insert(sysRole)
      .values({
        roleName: '统计管理员',
        roleKey: 'statistics',
        roleSort: 5,
        dataScope: '1',
        remark: '统计填报、审核、指标锁定、报表与大屏',
        createBy: 'admin',
        createTime: now,
      })
      .returning({ roleId: sysRole.roleId })
    await tx.insert(sysRoleMenu).values(STATISTICS_MENUS.map(([menuId]) => ({ roleId: role.roleId, menuId })))
  },
}
