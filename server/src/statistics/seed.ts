import {
  REPORT_STATUS,
  STAT_COMPONENTS,
  STAT_DICTIONARIES,
  STAT_KIND_PERMISSIONS,
  STAT_KINDS,
  STATISTICS_PERMISSIONS as S,
  type StatKind,
} from '@wp/contract'
import type { SeedStep, Tx } from '../db/seed'
import { sysRole } from '../directory/role/schema'
import { buttons, dir, granted, page, seedDicts, type DictSeed, type MenuEntry } from '../directory'
import { statIndex } from './schema'

/**
 * The 统计 directory and its pages, the module's buttons, one entry page per kind with the kind in the route query,
 * and nine buttons per kind, with the ids they had before menu keys (2200–2392). All go to the `statistics` role.
 */
const ROOT = 'statistics.root'
const ENTRY_DIR = 'statistics.entry'
/** The kind's buttons, in a fixed order (so their old ids match). */
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

const kindKey = (kind: StatKind) => `statistics.entry.${kind}`

const kindButtons = (kind: StatKind, i: number): MenuEntry[] =>
  buttons(
    kindKey(kind),
    Object.fromEntries(Object.entries(KIND_ACTIONS).map(([label, a]) => [label, STAT_KIND_PERMISSIONS[kind][a]])),
    { firstLegacyId: 2240 + i * 9 },
  )

const pageOf = (
  key: string,
  order: number,
  name: string,
  path: string,
  component: string,
  perms: string,
  icon: string,
  legacyId: number,
) => page(`statistics.${key}`, ROOT, name, order, path, component, perms, icon, { legacyId })

export const STATISTICS_MENUS: MenuEntry[] = granted(
  ['statistics'],
  [
    dir(ROOT, undefined, '统计', 5, 'statistics', 'chart', { legacyId: 2200 }),
    dir(ENTRY_DIR, ROOT, '手工填报', 1, 'entry', 'edit', { legacyId: 2201 }),
    pageOf('index', 2, '指标锁定', 'index', STAT_COMPONENTS.index, S.index.list, 'lock', 2202),
    pageOf('report', 3, '统计报表', 'report', STAT_COMPONENTS.report, S.report.view, 'chart', 2203),
    pageOf('file', 4, '统计附件', 'file', STAT_COMPONENTS.file, S.file.list, 'upload', 2204),
    pageOf(
      'displayToken',
      5,
      '显示令牌',
      'displayToken',
      STAT_COMPONENTS.displayToken,
      S.displayToken.list,
      'password',
      2205,
    ),
    pageOf(
      'bigscreen6',
      6,
      '大屏·经营发展',
      'bigscreen6',
      STAT_COMPONENTS.bigscreen6,
      S.screen.bigscreen6,
      'monitor',
      2206,
    ),
    pageOf(
      'bigscreen7',
      7,
      '大屏·党建引领',
      'bigscreen7',
      STAT_COMPONENTS.bigscreen7,
      S.screen.bigscreen7,
      'monitor',
      2207,
    ),
    ...buttons('statistics.index', { 指标修改: S.index.edit, 指标锁定: S.index.lock }, { firstLegacyId: 2208 }),
    ...buttons(
      'statistics.file',
      { 附件上传: S.file.add, 附件删除: S.file.remove, 大屏素材: S.file.screen },
      {
        firstLegacyId: 2210,
      },
    ),
    ...buttons('statistics.report', { 报表导出: S.report.export }, { firstLegacyId: 2213 }),
    ...buttons('statistics.bigscreen6', { 实时数据: S.screen.stream }, { firstLegacyId: 2214 }),
    ...buttons(
      'statistics.displayToken',
      { 令牌新增: S.displayToken.add, 令牌吊销: S.displayToken.remove },
      {
        firstLegacyId: 2215,
      },
    ),
    ...buttons(ENTRY_DIR, { 填报详情: S.manualInputData.query }, { firstLegacyId: 2217 }),
    ...STAT_KINDS.map((k, i) =>
      page(
        kindKey(k.kind),
        ENTRY_DIR,
        k.title,
        i + 1,
        k.kind,
        STAT_COMPONENTS.entry,
        STAT_KIND_PERMISSIONS[k.kind].list,
        'form',
        {
          legacyId: 2220 + i,
          query: JSON.stringify({ kind: k.kind }),
        },
      ),
    ),
    ...STAT_KINDS.flatMap((k, i) => kindButtons(k.kind, i)),
  ],
)

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

/** Dictionaries, the indicator catalogue and the statistics role (its menus are `STATISTICS_MENUS`, given to it). */
export const statisticsSeed: SeedStep = {
  name: 'statistics-0001-menus-dicts-catalogue',
  async run(tx, { now }) {
    await seedDicts(tx, STATISTICS_DICTS, now)
    await seedCatalogue(tx, now)
    await tx.insert(sysRole).values({
      roleName: '统计管理员',
      roleKey: 'statistics',
      roleSort: 5,
      dataScope: '1',
      remark: '统计填报、审核、指标锁定、报表与大屏',
      createBy: 'admin',
      createTime: now,
    })
  },
}
