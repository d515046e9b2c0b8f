import type { Tx } from '../db/seed'
import { sysConfig } from './config/schema'
import { sysDictData, sysDictType } from './dict/schema'
import { sysMenu } from './menu/schema'

/**
 * Helpers for modules' seed steps: the menus (directories, pages and the permission buttons the screens and the
 * route checks rely on), dictionaries and configuration rows a module brings. Rows that already exist are left as
 * they are, so a step can take over rows an older step seeded.
 *
 * Menu ids: the system family uses 1–1999 (monitoring keeps its historical ids inside it), each later module its
 * own block from 2000; ids the administrators create start at 5000.
 */
export type MenuSeed = [
  id: number,
  parentId: number,
  name: string,
  order: number,
  path: string,
  component: string | null,
  type: 'M' | 'C' | 'F',
  perms: string | null,
  icon: string,
]

/** A page (menu type C) showing a module view, guarded by its list permission. */
export const page = (
  id: number,
  parentId: number,
  name: string,
  order: number,
  path: string,
  component: string,
  perms: string,
  icon: string,
): MenuSeed => [id, parentId, name, order, path, component, 'C', perms, icon]

/** A directory (menu type M). */
export const dir = (
  id: number,
  parentId: number,
  name: string,
  order: number,
  path: string,
  icon: string,
): MenuSeed => [id, parentId, name, order, path, null, 'M', null, icon]

/** Permission buttons (menu type F) under a page, numbered from `firstId` in the order given: `{ 查询: permission }`. */
export const buttons = (firstId: number, parentId: number, actions: Record<string, string>): MenuSeed[] =>
  Object.entries(actions).map(([label, perms], i) => [firstId + i, parentId, label, i + 1, '', null, 'F', perms, '#'])

/** The usual buttons of a list screen, from a contract permission set: 查询 新增 修改 删除 (and 导出 when it has one). */
export const crudButtons = (set: { query: string; add: string; edit: string; remove: string; export?: string }) => ({
  查询: set.query,
  新增: set.add,
  修改: set.edit,
  删除: set.remove,
  ...(set.export ? { 导出: set.export } : {}),
})

export async function seedMenus(tx: Tx, menus: MenuSeed[], now: Date) {
  await tx
    .insert(sysMenu)
    .values(
      menus.map(([menuId, parentId, menuName, orderNum, path, component, menuType, perms, icon]) => ({
        menuId,
        parentId,
        menuName,
        orderNum,
        path,
        component,
        menuType,
        perms,
        icon,
        createBy: 'admin',
        createTime: now,
      })),
    )
    .onConflictDoNothing()
}

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
 * Dictionary types with their data. `firstIds` numbers them explicitly (the system's own, below the generated
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

export type ConfigSeed = [name: string, key: string, value: string, remark: string]

/** Built-in configuration rows (type Y: administrators may change the value but not delete the key). */
export async function seedConfigs(tx: Tx, configs: ConfigSeed[], now: Date, firstId?: number) {
  await tx
    .insert(sysConfig)
    .values(
      configs.map(([configName, configKey, configValue, remark], i) => ({
        configId: firstId === undefined ? undefined : firstId + i,
        configName,
        configKey,
        configValue,
        configType: 'Y',
        remark,
        createBy: 'admin',
        createTime: now,
      })),
    )
    .onConflictDoNothing()
}
