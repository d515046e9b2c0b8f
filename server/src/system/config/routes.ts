import { z } from 'zod'
import type { AppContext } from '../../context'
import { ok, table } from '../../http/envelope'
import { inBatches, sendExcel } from '../../http/excel'
import { BusinessType } from '../../http/oplog'
import { pagingFields, rangeParams } from '../../http/paging'
import type { Router } from '../../http/route'
import { idListParam, idParam, optionalText, requiredText } from '../../http/validation'
import { and, asc, gt } from 'drizzle-orm'
import { sysConfig } from './schema'
import * as service from './service'

const configFilters = {
  configName: optionalText(100),
  configKey: optionalText(100),
  configType: z
    .enum(['Y', 'N'])
    .optional()
    .or(z.literal('').transform(() => undefined)),
  params: rangeParams,
}
const configQuery = z.object({ ...pagingFields, ...configFilters })

const configBody = z.object({
  configName: requiredText(100),
  configKey: requiredText(100),
  configValue: z.string().max(500),
  configType: z.enum(['Y', 'N']).default('N'),
  remark: z.string().max(500).nullish(),
})

const TITLE = '参数管理'

export function configRoutes(r: Router, ctx: AppContext) {
  r.get('/system/config/list', {
    access: 'system:config:list',
    summary: '参数列表',
    query: configQuery,
    handler: async ({ query }) => {
      const { rows, total } = await service.listConfigs(ctx, query)
      return table(rows, total)
    },
  })
  r.get('/system/config/configKey/:configKey', {
    access: 'signed-in',
    summary: '按键名取参数值',
    params: z.object({ configKey: z.string().min(1).max(100) }),
    handler: async ({ params }) => ({ code: 200, msg: (await service.getConfigValue(ctx, params.configKey)) ?? '' }),
  })
  r.get('/system/config/:configId', {
    access: 'system:config:query',
    summary: '参数详情',
    params: z.object({ configId: idParam }),
    handler: async ({ params }) => ok(await service.getConfig(ctx, params.configId)),
  })
  r.post('/system/config', {
    access: 'system:config:add',
    summary: '新增参数',
    body: configBody,
    log: { title: TITLE, type: BusinessType.INSERT },
    handler: async ({ body, user }) => ok(await service.addConfig(ctx, body, user.userName)),
  })
  r.put('/system/config', {
    access: 'system:config:edit',
    summary: '修改参数',
    body: configBody.extend({ configId: idParam }),
    log: { title: TITLE, type: BusinessType.UPDATE },
    handler: async ({ body, user }) => {
      const { configId, ...input } = body
      await service.editConfig(ctx, configId, input, user.userName)
      return ok()
    },
  })
  r.delete('/system/config/refreshCache', {
    access: 'system:config:remove',
    summary: '刷新参数缓存',
    log: { title: TITLE, type: BusinessType.CLEAN },
    handler: async () => {
      service.clearConfigCache(ctx)
      return ok()
    },
  })
  r.delete('/system/config/clearCache', {
    access: 'system:config:remove',
    summary: '清除参数缓存',
    log: { title: TITLE, type: BusinessType.CLEAN },
    handler: async () => {
      service.clearConfigCache(ctx)
      return ok()
    },
  })
  r.delete('/system/config/:configIds', {
    access: 'system:config:remove',
    summary: '删除参数',
    params: z.object({ configIds: idListParam }),
    log: { title: TITLE, type: BusinessType.DELETE },
    handler: async ({ params }) => {
      await service.deleteConfigs(ctx, params.configIds)
      return ok()
    },
  })
  r.post('/system/config/export', {
    access: 'system:config:export',
    summary: '导出参数',
    body: z.object(configFilters).partial(),
    log: { title: TITLE, type: BusinessType.EXPORT },
    handler: async ({ body, reply }) => {
      const filter = service.configFilter(body ?? {})
      return sendExcel(
        reply,
        '参数配置',
        '参数配置',
        [
          { header: '参数主键', key: 'configId', width: 10 },
          { header: '参数名称', key: 'configName', width: 24 },
          { header: '参数键名', key: 'configKey', width: 30 },
          { header: '参数键值', key: 'configValue', width: 24 },
          { header: '系统内置', key: 'configType', width: 10, format: (v) => (v === 'Y' ? '是' : '否') },
          { header: '备注', key: 'remark', width: 30 },
          { header: '创建时间', key: 'createTime', width: 20 },
        ],
        inBatches(
          (after, size) =>
            ctx.db
              .select()
              .from(sysConfig)
              .where(and(filter, gt(sysConfig.configId, after)))
              .orderBy(asc(sysConfig.configId))
              .limit(size),
          (row) => row.configId,
        ),
      )
    },
  })
}
