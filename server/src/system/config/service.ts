import type { ConfigRow } from '@wp/contract'
import { eq } from 'drizzle-orm'
import { defineCache } from '../../cache'
import type { AppContext } from '../../context'
import type { Served } from '../../http/envelope'
import { ServiceError } from '../../http/errors'
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

/** Built-in configuration (系统内置 Y) cannot be deleted. */
export function assertNotBuiltIn(rows: readonly Served<ConfigRow>[]) {
  const builtIn = rows.find((r) => r.configType === 'Y')
  if (builtIn) throw new ServiceError(`内置参数【${builtIn.configKey}】不能删除`)
}

export function clearConfigCache(ctx: AppContext) {
  ctx.bus.clear(CONFIG_CACHE.name)
}
