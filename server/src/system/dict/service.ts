import type { DictDataRow, InputOf, DICT_TYPE } from '@wp/contract'
import { and, asc, eq } from 'drizzle-orm'
import type { AppContext } from '../../context'
import { DICT_CACHE, dictDataByType as cachedByType } from '../../directory'
import { sysDictData, sysDictType } from '../../directory/dict/schema'
import type { Served } from '../../http/envelope'
import { ServiceError } from '../../http/errors'
import type { StoredRow } from '../../http/resource'

/** Data as stored: the contract's row with its times as Dates. */
type StoredData = Served<DictDataRow> & { dictValue: string; dictLabel: string; dictType: string }

/* ---------- dictionary types ---------- */

export const dictTypeOptions = (ctx: AppContext) =>
  ctx.db.select().from(sysDictType).where(eq(sysDictType.status, '0')).orderBy(asc(sysDictType.dictId))

/** Renaming a type carries its data along, in one transaction. */
export async function editDictType(
  ctx: AppContext,
  dictId: number,
  input: Partial<InputOf<typeof DICT_TYPE>>,
  by: string,
) {
  const [before] = await ctx.db.select().from(sysDictType).where(eq(sysDictType.dictId, dictId))
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(sysDictType)
      .set({ ...(input as Partial<typeof sysDictType.$inferInsert>), updateBy: by, updateTime: ctx.clock.now() })
      .where(eq(sysDictType.dictId, dictId))
    if (input.dictType && before.dictType !== input.dictType)
      await tx.update(sysDictData).set({ dictType: input.dictType }).where(eq(sysDictData.dictType, before.dictType))
  })
}

/** A type that still has data cannot be deleted. */
export async function assertTypesUnused(ctx: AppContext, types: readonly StoredRow<typeof DICT_TYPE>[]) {
  for (const t of types)
    if ((await ctx.db.$count(sysDictData, eq(sysDictData.dictType, t.dictType))) > 0)
      throw new ServiceError(`${t.dictName}已分配,不能删除`)
}

/* ---------- dictionary data ---------- */

/** Enabled data of one type in display order (the directory's, cached a minute). */
export const dictDataByType = (ctx: AppContext, dictType: string) =>
  cachedByType(ctx, dictType) as Promise<StoredData[]>

/** Every enabled entry of every enabled type, grouped by type, for the client's dictionary cache. */
export async function allDictData(ctx: AppContext): Promise<Record<string, StoredData[]>> {
  const rows = await ctx.db
    .select({ data: sysDictData })
    .from(sysDictData)
    .innerJoin(sysDictType, eq(sysDictType.dictType, sysDictData.dictType))
    .where(and(eq(sysDictData.status, '0'), eq(sysDictType.status, '0')))
    .orderBy(asc(sysDictData.dictType), asc(sysDictData.dictSort), asc(sysDictData.dictCode))
  const grouped: Record<string, StoredData[]> = {}
  for (const { data } of rows) (grouped[data.dictType] ??= []).push(data as StoredData)
  return grouped
}

export async function assertTypeExists(ctx: AppContext, dictType: string) {
  const [row] = await ctx.db
    .select({ id: sysDictType.dictId })
    .from(sysDictType)
    .where(eq(sysDictType.dictType, dictType))
  if (!row) throw new ServiceError(`字典类型'${dictType}'不存在`)
}

export function clearDictCache(ctx: AppContext) {
  ctx.bus.clear(DICT_CACHE.name)
}
