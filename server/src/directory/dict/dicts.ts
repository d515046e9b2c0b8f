import { and, asc, eq, inArray } from 'drizzle-orm'
import { defineCache } from '../../cache'
import type { AppContext } from '../../context'
import { sysDictData } from './schema'

export type DictDataRow = typeof sysDictData.$inferSelect

/** Enabled dictionary data by type, for a minute (every dictionary write clears it across processes). */
export const DICT_CACHE = defineCache<string, DictDataRow[]>('dict', 60_000)

/** Enabled data of one type in display order, cached. */
export function dictDataByType(ctx: AppContext, dictType: string): Promise<DictDataRow[]> {
  return ctx.caches.of(DICT_CACHE).getOrLoad(dictType, () =>
    ctx.db
      .select()
      .from(sysDictData)
      .where(and(eq(sysDictData.dictType, dictType), eq(sysDictData.status, '0')))
      .orderBy(asc(sysDictData.dictSort), asc(sysDictData.dictCode)),
  )
}

/** A dictionary's labels by value (enabled entries): `(await dictLabels(ctx, 'hazard_level')).get('2')` → 重大. */
export async function dictLabels(ctx: AppContext, dictType: string): Promise<Map<string, string>> {
  return new Map((await dictDataByType(ctx, dictType)).map((d) => [d.dictValue, d.dictLabel]))
}

/** The enabled values of several dictionaries at once (validating submitted values), by type. */
export async function dictValues(ctx: AppContext, dictTypes: readonly string[]): Promise<Map<string, string[]>> {
  const out = new Map<string, string[]>()
  if (!dictTypes.length) return out
  const rows = await ctx.db
    .select({ dictType: sysDictData.dictType, dictValue: sysDictData.dictValue })
    .from(sysDictData)
    .where(and(inArray(sysDictData.dictType, [...dictTypes]), eq(sysDictData.status, '0')))
    .orderBy(asc(sysDictData.dictSort), asc(sysDictData.dictCode))
  for (const r of rows) out.set(r.dictType, [...(out.get(r.dictType) ?? []), r.dictValue])
  return out
}
