import type { MenuEntry } from '../menu/types'

export const SHORTCUTS_KEY_PREFIX = 'workbench-shortcuts:'

type Store = Pick<Storage, 'getItem' | 'setItem'> | null

/** Every page of the menu that can be pinned (leaves), with its directory titles. */
export function pinnablePages(menus: MenuEntry[], parents: string[] = []): (MenuEntry & { trail: string[] })[] {
  return menus.flatMap((m) =>
    m.children?.length ? pinnablePages(m.children, [...parents, m.title]) : [{ ...m, trail: [...parents, m.title] }],
  )
}

/** The pinned paths of one user (kept on this browser). */
export function readShortcuts(
  user: string,
  storage: Store = typeof localStorage === 'undefined' ? null : localStorage,
): string[] {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(SHORTCUTS_KEY_PREFIX + user) ?? '[]')
    return Array.isArray(parsed) ? parsed.filter((p): p is string => typeof p === 'string') : []
  } catch {
    return []
  }
}

export function saveShortcuts(
  user: string,
  paths: string[],
  storage: Store = typeof localStorage === 'undefined' ? null : localStorage,
): void {
  try {
    storage?.setItem(SHORTCUTS_KEY_PREFIX + user, JSON.stringify(Array.from(new Set(paths))))
  } catch {
    /* storage full or disabled */
  }
}

/** The pinned entries still in the user's menu, in the order pinned (menus can lose pages when roles change). */
export function resolveShortcuts(paths: string[], menus: MenuEntry[]): MenuEntry[] {
  const pages = new Map(pinnablePages(menus).map((p) => [p.path, p]))
  return paths.map((p) => pages.get(p)).filter((p): p is MenuEntry & { trail: string[] } => !!p)
}
