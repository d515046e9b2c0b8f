/**
 * The menu and permission catalogue: each module declares its menus (directories, pages, permission buttons) as
 * data in its module object's `menus`, each under a stable key that starts with the module's name
 * (`workflow.definition`, `workflow.definition/flowable:definition:deploy`). The platform adds every declared key
 * once (`syncMenus`, at every start): the database numbers the new rows, parents are found by key, roles named in
 * `grantTo` receive them, and a key once added is never added again (an administrator's deletion sticks). Two
 * modules cannot collide: keys are unique and prefixed by their module, ids come from one sequence.
 *
 * Databases seeded before keys existed hold the old hand-numbered rows: an entry's `legacyId` adopts that row (its
 * id, and every role's grant of it, stay as they were), and on a new database the row is created with that id, so
 * RuoYi clients and bookmarks see the same ids everywhere. New menus take no `legacyId`.
 */
import { and, eq, inArray, isNotNull, like, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { sysSeed } from '../../auth/schema'
import { sysRole, sysRoleMenu } from '../role/schema'
import { sysMenu } from './schema'

export interface MenuEntry {
  /** Stable and unique: the module's name, a dot, then anything (`safety.hazard`, `safety.hazard/safety:hazard:add`). */
  key: string
  /** The parent's key (declared before it, by this module or an earlier one); none at the top level. */
  parent?: string
  name: string
  order: number
  path: string
  component: string | null
  /** M directory, C page, F permission button. */
  type: 'M' | 'C' | 'F'
  perms: string | null
  icon: string
  /** A page's route query, as JSON text (`{"kind":"investment"}`). */
  query?: string
  /** Keys of the roles that receive the menu when it is first added (`common`). */
  grantTo?: readonly string[]
  /** The hand-picked id it had before keys existed (see above); never for new menus. */
  legacyId?: number
}

type Extra = Pick<MenuEntry, 'query' | 'grantTo' | 'legacyId'>

/** A directory (menu type M). */
export const dir = (
  key: string,
  parent: string | undefined,
  name: string,
  order: number,
  path: string,
  icon: string,
  extra: Extra = {},
): MenuEntry => ({ key, parent, name, order, path, component: null, type: 'M', perms: null, icon, ...extra })

/** A page (menu type C) showing a module view, guarded by its list permission. */
export const page = (
  key: string,
  parent: string,
  name: string,
  order: number,
  path: string,
  component: string,
  perms: string,
  icon: string,
  extra: Extra = {},
): MenuEntry => ({ key, parent, name, order, path, component, type: 'C', perms, icon, ...extra })

/**
 * Permission buttons (menu type F) under a page, in the order given: `{ 查询: permission }`. Each key is the
 * page's key, a slash and the permission. Their order numbers start at `firstOrder` (1); `firstLegacyId` numbers
 * the old rows in that order.
 */
export const buttons = (
  parent: string,
  actions: Record<string, string>,
  extra: { grantTo?: readonly string[]; firstLegacyId?: number; firstOrder?: number } = {},
): MenuEntry[] =>
  Object.entries(actions).map(([label, perms], i) => ({
    key: `${parent}/${perms}`,
    parent,
    name: label,
    order: (extra.firstOrder ?? 1) + i,
    path: '',
    component: null,
    type: 'F',
    perms,
    icon: '#',
    ...(extra.grantTo ? { grantTo: extra.grantTo } : {}),
    ...(extra.firstLegacyId !== undefined ? { legacyId: extra.firstLegacyId + i } : {}),
  }))

/** The usual buttons of a list screen, from a contract permission set: 查询 新增 修改 删除 (and 导出 when it has one). */
export const crudButtons = (set: { query: string; add: string; edit: string; remove: string; export?: string }) => ({
  查询: set.query,
  新增: set.add,
  修改: set.edit,
  删除: set.remove,
  ...(set.export ? { 导出: set.export } : {}),
})

/** The same entries, given to the roles keyed `roles` when first added (all of them, or those `only` accepts). */
export const granted = (
  roles: readonly string[],
  entries: readonly MenuEntry[],
  only: (m: MenuEntry) => boolean = () => true,
): MenuEntry[] => entries.map((m) => (only(m) ? { ...m, grantTo: [...(m.grantTo ?? []), ...roles] } : m))

/** The longest key (its run-once record is `menu:<key>` in sys_seed, 100 characters). */
const MAX_KEY = 90

/**
 * Refuses a catalogue two modules could collide in: a key twice, a key outside its module's prefix, a parent not
 * declared before its child. `declared` is every module's menus in module order.
 */
export function checkMenus(declared: readonly { module: string; menus: readonly MenuEntry[] }[]) {
  const seen = new Set<string>()
  for (const { module, menus } of declared)
    for (const m of menus) {
      if (!m.key.startsWith(`${module}.`))
        throw new Error(`menu ${m.key} of module ${module} must start with ${module}.`)
      if (m.key.length > MAX_KEY) throw new Error(`menu key ${m.key} is longer than ${MAX_KEY}`)
      if (seen.has(m.key)) throw new Error(`menu ${m.key} is declared twice`)
      if (m.parent !== undefined && !seen.has(m.parent))
        throw new Error(`menu ${m.key}: parent ${m.parent} is not declared before it`)
      seen.add(m.key)
    }
}

const record = (key: string) => `menu:${key}`

/**
 * Adds every declared menu key not added before (see the file's note), in one transaction. Returns the keys added
 * or adopted now.
 */
export async function syncMenus(
  db: Db,
  declared: readonly { module: string; menus: readonly MenuEntry[] }[],
  now: Date,
): Promise<string[]> {
  checkMenus(declared)
  return db.transaction(async (tx) => {
    // Several processes starting at once: one adds, the others then find the keys added.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('wp.syncMenus'))`)
    const done = new Set(
      (await tx.select({ name: sysSeed.name }).from(sysSeed).where(like(sysSeed.name, 'menu:%'))).map((r) => r.name),
    )
    const ids = new Map(
      (
        await tx.select({ key: sysMenu.menuKey, id: sysMenu.menuId }).from(sysMenu).where(isNotNull(sysMenu.menuKey))
      ).map((r) => [r.key!, r.id]),
    )
    const legacyIds = declared.flatMap((d) => d.menus.flatMap((m) => (m.legacyId === undefined ? [] : [m.legacyId])))
    const legacyRows = new Map(
      legacyIds.length
        ? (
            await tx
              .select({ id: sysMenu.menuId, key: sysMenu.menuKey })
              .from(sysMenu)
              .where(inArray(sysMenu.menuId, legacyIds))
          ).map((r) => [r.id, r.key])
        : [],
    )
    const roles = new Map(
      (await tx.select({ key: sysRole.roleKey, id: sysRole.roleId }).from(sysRole).where(eq(sysRole.delFlag, '0'))).map(
        (r) => [r.key, r.id],
      ),
    )
    const changed: string[] = []
    const mark = async (key: string) => {
      await tx
        .insert(sysSeed)
        .values({ name: record(key), appliedAt: now })
        .onConflictDoNothing()
      changed.push(key)
    }
    for (const { menus } of declared) {
      // This module's old rows exist: the database was seeded before keys, so a missing old row was deleted on purpose.
      const seededBefore = menus.some((m) => m.legacyId !== undefined && legacyRows.has(m.legacyId))
      for (const m of menus) {
        if (done.has(record(m.key))) continue
        if (ids.has(m.key)) {
          await mark(m.key)
          continue
        }
        if (m.legacyId !== undefined && legacyRows.has(m.legacyId) && legacyRows.get(m.legacyId) === null) {
          await tx.update(sysMenu).set({ menuKey: m.key }).where(eq(sysMenu.menuId, m.legacyId))
          ids.set(m.key, m.legacyId)
          await mark(m.key)
          continue
        }
        if (m.legacyId !== undefined && seededBefore) {
          await mark(m.key)
          continue
        }
        const parentId = m.parent === undefined ? 0 : ids.get(m.parent)
        if (parentId === undefined) continue // its parent was deleted: nowhere to put it
        const [row] = await tx
          .insert(sysMenu)
          .values({
            menuId: m.legacyId !== undefined && !legacyRows.has(m.legacyId) ? m.legacyId : undefined,
            ...menuRowOf(m, parentId, 'admin', now),
          })
          .returning({ id: sysMenu.menuId })
        ids.set(m.key, row.id)
        const grantees = (m.grantTo ?? []).flatMap((k) => (roles.has(k) ? [roles.get(k)!] : []))
        if (grantees.length)
          await tx
            .insert(sysRoleMenu)
            .values(grantees.map((roleId) => ({ roleId, menuId: row.id })))
            .onConflictDoNothing()
        await mark(m.key)
      }
    }
    return changed
  })
}

/** A declared entry as a new `sys_menu` row under `parentId`, created by `by` at `at`. */
export const menuRowOf = (m: MenuEntry, parentId: number, by: string, at: Date) => ({
  menuKey: m.key,
  parentId,
  menuName: m.name,
  orderNum: m.order,
  path: m.path,
  component: m.component,
  query: m.query ?? null,
  menuType: m.type,
  perms: m.perms,
  icon: m.icon,
  createBy: by,
  createTime: at,
})

/** The id of a declared menu in this database (tests, a module's own seed step), or undefined. */
export async function menuIdByKey(db: Db, key: string): Promise<number | undefined> {
  const [row] = await db
    .select({ id: sysMenu.menuId })
    .from(sysMenu)
    .where(and(isNotNull(sysMenu.menuKey), eq(sysMenu.menuKey, key)))
  return row?.id
}
