import { asc, eq, inArray } from 'drizzle-orm'
import { defineCache } from '../../cache'
import type { AppContext } from '../../context'
import { equals, like, within } from '../../db/filters'
import { ServiceError } from '../../http/errors'
import { listing } from '../../http/listing'
import { sysConfig } from './schema'

/** Configuration values by key, for a minute (cleared across processes on every write here). */
export const CONFIG_CACHE = defineCache<string, string | null>('config', 60_000)

/** A configuration value by key, cached; null when the key does not exist. */
export async function getConfigValue(ctx: AppContext, key: string): Promise<string | null> {
  return ctx.caches.of(CONFIG_CACHE).getOrLoad(key, async () => {
    const [row] = await ctx.db.select({ v: sysConfig.configValue }).from(sysConfig).where(eq(sysConfig.configKey, key))
    return row ? row.v : null
  })
}

export const configs = listing(sysConfig, {
  id: sysConfig.configId,
  filters: {
    configName: like(sysConfig.configName),
    configKey: like(sysConfig.configKey),
    configType: equals(sysConfig.configType),
    params: within(sysConfig.createTime),
  },
  sortable: {
    configId: sysConfig.configId,
    configName: sysConfig.configName,
    configKey: sysConfig.configKey,
    createTime: sysConfig.createTime,
  },
  order: [asc(sysConfig.configId)],
  notFound: '参数配置不存在',
})

export interface ConfigInput {
  configName: string
  configKey: string
  configValue: string
  configType: 'Y' | 'N'
  remark?: string | null
}

async function assertKeyFree(ctx: AppContext, key: string, exceptId?: number) {
  const [row] = await ctx.db.select({ id: sysConfig.configId }).from(sysConfig).where(eq(sysConfig.configKey, key))
  if (row && row.id !== exceptId) throw new ServiceError(`新增参数'${key}'失败，参数键名已存在`)
}

export async function addConfig(ctx: AppContext, input: ConfigInput, by: string) {
  await assertKeyFree(ctx, input.configKey)
  const [row] = await ctx.db
    .insert(sysConfig)
    .values({ ...input, createBy: by, createTime: ctx.clock.now() })
    .returning()
  ctx.bus.clear(CONFIG_CACHE.name)
  return row
}

export async function editConfig(ctx: AppContext, configId: number, input: ConfigInput, by: string) {
  await configs.get(ctx.db, configId) // 404 when missing
  const [row] = await ctx.db
    .select({ id: sysConfig.configId })
    .from(sysConfig)
    .where(eq(sysConfig.configKey, input.configKey))
  if (row && row.id !== configId) throw new ServiceError(`修改参数'${input.configName}'失败，参数键名已存在`)
  await ctx.db
    .update(sysConfig)
    .set({ ...input, updateBy: by, updateTime: ctx.clock.now() })
    .where(eq(sysConfig.configId, configId))
  ctx.bus.clear(CONFIG_CACHE.name)
}

export async function deleteConfigs(ctx: AppContext, ids: number[]) {
  const rows = await ctx.db.select().from(sysConfig).where(inArray(sysConfig.configId, ids))
  const builtIn = rows.find((r) => r.configType === 'Y')
  if (builtIn) throw new ServiceError(`内置参数【${builtIn.configKey}】不能删除`)
  await ctx.db.delete(sysConfig).where(inArray(sysConfig.configId, ids))
  ctx.bus.clear(CONFIG_CACHE.name)
}

export function clearConfigCache(ctx: AppContext) {
  ctx.bus.clear(CONFIG_CACHE.name)
}
