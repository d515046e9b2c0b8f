import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm'
import { defineCache } from '../../cache'
import { contains } from '../../db/like'
import type { AppContext } from '../../context'
import { ServiceError } from '../../http/errors'
import { orderByFromAllowlist, pageOfTable, rangeBounds, type Paging } from '../../http/paging'
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

export interface ConfigQuery extends Paging {
  configName?: string
  configKey?: string
  configType?: 'Y' | 'N'
  params?: { beginTime?: string; endTime?: string }
}

const sortable = {
  configId: sysConfig.configId,
  configName: sysConfig.configName,
  configKey: sysConfig.configKey,
  createTime: sysConfig.createTime,
}

export function configFilter(q: Omit<ConfigQuery, keyof Paging>): SQL | undefined {
  const where: SQL[] = []
  if (q.configName) where.push(contains(sysConfig.configName, q.configName))
  if (q.configKey) where.push(contains(sysConfig.configKey, q.configKey))
  if (q.configType) where.push(eq(sysConfig.configType, q.configType))
  const { begin, end } = rangeBounds(q.params)
  if (begin) where.push(sql`${sysConfig.createTime} >= ${begin}`)
  if (end) where.push(sql`${sysConfig.createTime} <= ${end}`)
  return and(...where)
}

export const listConfigs = (ctx: AppContext, q: ConfigQuery) =>
  pageOfTable(ctx.db, sysConfig, configFilter(q), orderByFromAllowlist(q, sortable, [asc(sysConfig.configId)]), q)

export async function getConfig(ctx: AppContext, configId: number) {
  const [row] = await ctx.db.select().from(sysConfig).where(eq(sysConfig.configId, configId))
  if (!row) throw new ServiceError('参数配置不存在', 404)
  return row
}

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
  await getConfig(ctx, configId) // 404 when missing
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
