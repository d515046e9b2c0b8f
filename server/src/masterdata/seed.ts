import { MASTERDATA_PERMISSIONS as P, MDM_COMPONENTS as C, MASTERDATA_DICTIONARIES } from '@wp/contract'
import type { SeedStep } from '../db/seed'
import { buttons, crudButtons, dictSeedsOf, dir, granted, page, seedDicts, type MenuEntry } from '../directory'
import { sysRole } from '../directory/role/schema'

/** 主数据管理's menus: models, maintenance, operate log, data sources, collection, distribution, rules. */
const ROOT = 'masterdata.root'
export const MASTERDATA_MENUS: MenuEntry[] = granted(
  ['masterdata'],
  [
    dir(ROOT, undefined, '主数据管理', 6, 'masterdata', 'tree'),
    page('masterdata.model', ROOT, '主数据模型', 1, 'model/master', C.model, P.model.list, 'table'),
    ...buttons('masterdata.model', { ...crudButtons(P.model), 发布: P.model.publish }),
    page('masterdata.record', ROOT, '数据维护', 2, 'maintenance/record', C.record, P.record.list, 'edit'),
    ...buttons('masterdata.record', { ...crudButtons(P.record), 恢复: P.record.restore, 审批: P.record.approve }),
    page('masterdata.operatelog', ROOT, '操作日志', 3, 'maintenance/operatelog', C.operatelog, P.oplog.list, 'log'),
    ...buttons('masterdata.operatelog', { 导出: P.oplog.export }),
    page('masterdata.source', ROOT, '数据源', 4, 'source', C.source, P.source.list, 'server'),
    ...buttons('masterdata.source', { ...crudButtons(P.source), 测试连接: P.source.test }),
    page('masterdata.collect', ROOT, '采集管理', 5, 'collection/manage', C.collect, P.collect.list, 'download'),
    ...buttons('masterdata.collect', { ...crudButtons(P.collect), 执行: P.collect.run }),
    page('masterdata.subscriber', ROOT, '订阅系统', 6, 'model/subscriber', C.subscriber, P.subscriber.list, 'link'),
    ...buttons('masterdata.subscriber', crudButtons(P.subscriber)),
    page(
      'masterdata.distribution',
      ROOT,
      '分发配置',
      7,
      'model/distribution',
      C.distribution,
      P.distribution.list,
      'guide',
    ),
    ...buttons('masterdata.distribution', { ...crudButtons(P.distribution), 重推: P.distribution.push }),
    page('masterdata.rule', ROOT, '规则', 8, 'rule', C.rule, P.rule.list, 'list'),
    ...buttons('masterdata.rule', crudButtons(P.rule)),
  ],
)

export const masterdataSeed: SeedStep = {
  name: 'masterdata-0001-dicts-role',
  async run(tx, { now }) {
    await seedDicts(tx, dictSeedsOf(MASTERDATA_DICTIONARIES, '主数据'), now)
    await tx.insert(sysRole).values({
      roleName: '主数据管理员',
      roleKey: 'masterdata',
      roleSort: 6,
      dataScope: '1',
      remark: '主数据模型、数据维护、采集与分发',
      createBy: 'admin',
      createTime: now,
    })
  },
}
