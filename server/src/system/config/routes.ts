import { SYSTEM_PERMISSIONS, type ConfigRow } from '@wp/contract'
import { z } from 'zod'
import type { AppContext } from '../../context'
import { crudRoutes, rowOf } from '../../http/crud'
import { okAfter } from '../../http/envelope'
import { yesNoLabel } from '../../http/excel'
import { BusinessType } from '../../http/oplog'
import { rangeParams } from '../../http/paging'
import type { Router } from '../../http/route'
import { optional, optionalText, requiredText } from '../../http/validation'
import * as service from './service'

const TITLE = '参数管理'

const configBody = z.object({
  configName: requiredText(100),
  configKey: requiredText(100),
  configValue: z.string().max(500),
  configType: z.enum(['Y', 'N']).default('N'),
  remark: z.string().max(500).nullish(),
})

export function configRoutes(r: Router, ctx: AppContext) {
  crudRoutes(r, {
    path: '/system/config',
    title: TITLE,
    id: 'configId',
    permissions: SYSTEM_PERMISSIONS.config,
    row: rowOf<ConfigRow>(),
    filters: {
      configName: optionalText(100),
      configKey: optionalText(100),
      configType: optional(z.enum(['Y', 'N'])),
      params: rangeParams,
    },
    body: configBody,
    source: service.configs,
    add: (body, user) => service.addConfig(ctx, body, user.userName),
    edit: (id, body, user) => service.editConfig(ctx, id, body, user.userName),
    remove: (ids) => service.deleteConfigs(ctx, ids),
    export: {
      name: '参数配置',
      columns: [
        { header: '参数主键', key: 'configId', width: 10 },
        { header: '参数名称', key: 'configName', width: 24 },
        { header: '参数键名', key: 'configKey', width: 30 },
        { header: '参数键值', key: 'configValue', width: 24 },
        { header: '系统内置', key: 'configType', width: 10, format: yesNoLabel },
        { header: '备注', key: 'remark', width: 30 },
        { header: '创建时间', key: 'createTime', width: 20 },
      ],
    },
  })
  r.get('/system/config/configKey/:configKey', {
    access: 'signed-in',
    summary: '按键名取参数值',
    params: z.object({ configKey: z.string().min(1).max(100) }),
    handler: async ({ params }) => ({ code: 200, msg: (await service.getConfigValue(ctx, params.configKey)) ?? '' }),
  })
  for (const [path, summary] of [
    ['/system/config/refreshCache', '刷新参数缓存'],
    ['/system/config/clearCache', '清除参数缓存'],
  ])
    r.delete(path, {
      access: SYSTEM_PERMISSIONS.config.remove,
      summary,
      log: { title: TITLE, type: BusinessType.CLEAN },
      handler: () => okAfter(service.clearConfigCache(ctx)),
    })
}
