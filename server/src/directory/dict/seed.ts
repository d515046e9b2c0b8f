import type { DictionaryDescription } from '@wp/contract'
import type { SeedStep, Tx } from '../../db/seed'
import { sysDictData, sysDictType } from './schema'

/*
 * Seeding a module's dictionaries (in its run-once seed steps). A dictionary is keyed by its type (`hazard_level`),
 * unique across modules; rows that already exist are left as they are.
 */

/** One entry of a dictionary: label, value, tag colour and, for the default entry, 'Y'. */
export type DictEntry = [label: string, value: string, listClass: string, isDefault?: 'Y']

export type DictSeed = [type: string, name: string, remark: string, data: DictEntry[]]

/** A dictionary type with its entries, in display order. */
export const dict = (type: string, name: string, remark: string, ...data: DictEntry[]): DictSeed => [
  type,
  name,
  remark,
  data,
]

/**
 * The seeds of dictionaries described in a module's contract folder. A dictionary without a remark of its own is
 * remarked `<prefix>：<name>`, or not at all where the module gives no prefix.
 */
export const dictSeedsOf = (dicts: readonly DictionaryDescription[], prefix?: string): DictSeed[] =>
  dicts.map((d) => [
    d.type,
    d.name,
    d.remark ?? (prefix === undefined ? '' : `${prefix}：${d.name}`),
    d.items.map(([value, label, listClass = 'default']): DictEntry =>
      value === d.defaultValue ? [label, value, listClass, 'Y'] : [label, value, listClass],
    ),
  ])

/** A module's run-once step seeding the dictionaries described in its contract folder (remarks: `dictSeedsOf`). */
export const dictionariesSeed = (name: string, dicts: readonly DictionaryDescription[], prefix?: string): SeedStep => ({
  name,
  run: (tx, { now }) => seedDicts(tx, dictSeedsOf(dicts, prefix), now),
})

/**
 * Dictionary types with their data (a type without entries yet: only the type). `firstIds` numbers them explicitly (the system's own, below the generated
 * ranges); without it the database numbers them.
 */
export async function seedDicts(tx: Tx, dicts: DictSeed[], now: Date, firstIds?: { type: number; data: number }) {
  let typeId = firstIds?.type
  let code = firstIds?.data
  for (const [dictType, dictName, remark, data] of dicts) {
    await tx
      .insert(sysDictType)
      .values({ dictId: typeId, dictName, dictType, remark, createBy: 'admin', createTime: now })
      .onConflictDoNothing()
    if (typeId !== undefined) typeId++
    if (!data.length) continue
    await tx
      .insert(sysDictData)
      .values(
        data.map(([dictLabel, dictValue, listClass, isDefault], i) => ({
          dictCode: code === undefined ? undefined : code++,
          dictSort: i + 1,
          dictLabel,
          dictValue,
          dictType,
          listClass,
          isDefault: isDefault ?? 'N',
          createBy: 'admin',
          createTime: now,
        })),
      )
      .onConflictDoNothing()
  }
}
