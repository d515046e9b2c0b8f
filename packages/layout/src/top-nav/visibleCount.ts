/** Width of one top-menu item in the family's TopNav. */
export const TOP_MENU_ITEM_WIDTH = 85

/** How many top-menu items fit: a third of the width divided by 85 (the rest go under 更多菜单). */
export function topMenuVisibleCount(width: number): number {
  if (!Number.isFinite(width) || width <= 0) return 0
  return Math.floor(Math.floor(width / 3) / TOP_MENU_ITEM_WIDTH)
}

/** Splits the entries into the ones shown and the ones under "更多菜单". */
export function splitTopMenu<T>(entries: T[], width: number): { visible: T[]; more: T[] } {
  const n = topMenuVisibleCount(width)
  return { visible: entries.slice(0, n), more: entries.slice(n) }
}
