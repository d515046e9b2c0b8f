import { CONFIG, SYSTEM_PERMISSIONS } from '@wp/contract'
import { z } from 'zod'
import type { AppContext } from '../../context'
import { okAfter } from '../../http/envelope'
import { BusinessType } from '../../http/oplog'
import { drizzleStore, resourceRoutes } from '../../http/resource'
import type { Router } from '../../http/route'
import { sysConfig } from './schema'
import * as service from './service'

/** 参数管理: the routes drawn from the `CONFIG` description, the value by key and the cache refresh. */
export function configRoutes(r: Router, ctx: AppContext) {
  resourceRoutes(r, CONFIG, {
    store: drizzleStore(ctx.db, CONFIG, sysConfig),
    check: { remove: service.assertNotBuiltIn },
    changed: () => service.clearConfigCache(ctx),
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
      log: { title: CONFIG.title, type: BusinessType.CLEAN },
      handler: () => okAfter(service.clearConfigCache(ctx)),
    })
}
