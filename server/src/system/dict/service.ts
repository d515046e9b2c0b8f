import { and, asc, eq, inArray } from 'drizzle-orm'
import type { AppContext } from '../../context'
import { equals, like, within } from '../../db/filters'
import { ServiceError } from '../../http/errors'
import { listing } from '../../http/listing'
import { DICT_CACHE, type DictDataRow } from '../../directory/dict/dicts'
import { sysDictData, sysDictType } from '../../directory/dict/schema'

export { dictDataByType, type DictDataRow } from '../../directory/dict/dicts'

/* ---------- dictionary types ---------- */

export const dictTypes = listing(sysDictType, {
  id: sysDictType.dictId,
  filters: {
    dictName: like(sysDictType.dictName),
    dictType: like(sysDictType.dictType),
    status: equals(sysDictType.status),
    params: within(sysDictType.createTime),
  },
  sortable: {
    dictId: sysDictType.dictId,
    dictName: sysDictType.dictName,
    dictType: sysDictType.dictType,
    createTime: sysDictType.createTime,
  },
  order: [asc(sysDictType.dictId)],
  notFound: '字典类型不存在',
})

export const dictTypeOptions = (ctx: AppContext) =>
  ctx.db.select().from(sysDictType).where(eq(sysDictType.status, '0')).orderBy(asc(sysDictType.dictId))

export interface DictTypeInput {
  dictName: string
  dictType: string
  status: '0' | '1'
  remark?: string | null
}

async function typeTakenBy(ctx: AppContext, dictType: string) {
  const [row] = await ctx.db
    .select({ id: sysDictType.dictId })
    .from(sysDictType)
    .where(eq(sysDictType.dictType, dictType))
  return row?.id
}

export async function addDictType(ctx: AppContext, input: DictTypeInput, by: string) {
  if (await typeTakenBy(ctx, input.dictType)) throw new ServiceError(`新增字典'${input.dictName}'失败，字典类型已存在`)
  const [row] = await ctx.db
    .insert(sysDictType)
    .values({ ...input, createBy: by, createTime: ctx.clock.now() })
    .returning()
  return row
}

/** Renaming a type carries its data along, in one transaction. */
export async function editDictType(ctx: AppContext, dictId: number, input: DictTypeInput, by: string) {
  const before = await dictTypes.get(ctx.db, dictId)
  const taken = await typeTakenBy(ctx, input.dictType)
  if (taken && taken !== dictId) throw new ServiceError(`修改字典'${input.dictName}'失败，字典类型已存在`)
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(sysDictType)
      .set({ ...input, updateBy: by, updateTime: ctx.clock.now() })
      .where(eq(sysDictType.dictId, dictId))
    if (before.dictType !== input.dictType)
      await tx.update(sysDictData).set({ dictType: input.dictType }).where(eq(sysDictData.dictType, before.dictType))
  })
  ctx.bus.clear(DICT_CACHE.name)
}

export async function deleteDictTypes(ctx: AppContext, ids: number[]) {
  const types = await ctx.db.select().from(sysDictType).where(inArray(sysDictType.dictId, ids))
  for (const t of types) {
    if ((await ctx.db.$count(sysDictData, eq(sysDictData.dictType, t.dictType))) > 0)
      throw new ServiceError(`${t.dictName}已分配,不能删除`)
  }
  await ctx.db.delete(sysDictType).where(inArray(sysDictType.dictId, ids))
  ctx.bus.clear(DICT_CACHE.name)
}

/* ---------- dictionary data ---------- */

export const dictData = listing(sysDictData, {
  id: sysDictData.dictCode,
  filters: {
    dictType: equals(sysDictData.dictType),
    dictLabel: like(sysDictData.dictLabel),
    status: equals(sysDictData.status),
  },
  sortable: {
    dictCode: sysDictData.dictCode,
    dictSort: sysDictData.dictSort,
    dictLabel: sysDictData.dictLabel,
    dictValue: sysDictData.dictValue,
    createTime: sysDictData.createTime,
  },
  order: [asc(sysDictData.dictSort), asc(sysDictData.dictCode)],
  notFound: '字典数据不存在',
})

/** Every enabled entry of every enabled type, grouped by type, for the client's dictionary cache. */
export async function allDictData(ctx: AppContext): Promise<Record<string, DictDataRow[]>> {
  const rows = await ctx.db
    .select({ data: sysDictData })
    .from(sysDictData)
    .innerJoin(sysDictType, eq(sysDictType.dictType, sysDictData.dictType))
    .where(and(eq(sysDictData.status, '0'), eq(sysDictType.status, '0')))
    .orderBy(asc(sysDictData.dictType), asc(sysDictData.dictSort), asc(sysDictData.dictCode))
  const grouped: Record<string, DictDataRow[]> = {}
  for (const { data } of rows) (grouped[data.dictType] ??= []).push(data)
  return grouped
}

export interface DictDataInput {
  dictSort: number
  dictLabel: string
  dictValue: string
  dictType: string
  cssClass?: string
  listClass?: string
  isDefault: 'Y' | 'N'
  status: '0' | '1'
  remark?: string | null
}

async function assertTypeExists(ctx: AppContext, dictType: string) {
  if (!(await typeTakenBy(ctx, dictType))) throw new ServiceError(`字典类型'${dictType}'不存在`)
}

async function assertValueFree(ctx: AppContext, input: DictDataInput, exceptCode?: number) {
  const [row] = await ctx.db
    .select({ code: sysDictData.dictCode })
    .from(sysDictData)
    .where(and(eq(sysDictData.dictType, input.dictType), eq(sysDictData.dictValue, input.dictValue)))
  if (row && row.code !== exceptCode) throw new ServiceError(`字典键值'${input.dictValue}'已存在`)
}

export async function addDictData(ctx: AppContext, input: DictDataInput, by: string) {
  await assertTypeExists(ctx, input.dictType)
  await assertValueFree(ctx, input)
  const [row] = await ctx.db
    .insert(sysDictData)
    .values({ ...input, createBy: by, createTime: ctx.clock.now() })
    .returning()
  ctx.bus.clear(DICT_CACHE.name)
  return row
}

export async function editDictData(ctx: AppContext, dictCode: number, input: DictDataInput, by: string) {
  await dictData.get(ctx.db, dictCode) // 404 when missing
  await assertTypeExists(ctx, input.dictType)
  await assertValueFree(ctx, input, dictCode)
  await ctx.db
    .update(sysDictData)
    .set({ ...input, updateBy: by, updateTime: ctx.clock.now() })
    .where(eq(sysDictData.dictCode, dictCode))
  ctx.bus.clear(DICT_CACHE.name)
}

export async function deleteDictData(ctx: AppContext, codes: number[]) {
  await ctx.db.delete(sysDictData).where(inArray(sysDictData.dictCode, codes))
  ctx.bus.clear(DICT_CACHE.name)
}

export function clearDictCache(ctx: AppContext) {
  ctx.bus.clear(DICT_CACHE.name)
}
