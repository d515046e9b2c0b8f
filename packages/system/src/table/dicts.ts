import { clearDictCache, loadDict } from '@wp/kit'

/** Dictionaries the system pages show (status columns and pickers). */
const SHOWN = ['sys_normal_disable', 'sys_yes_no']

/**
 * Forgets cached dictionary data after a change (one type, or all) and loads again that type (or the ones these
 * pages show), so tags already on the page do not fall back to raw values (the kit's useDict does not reload by
 * itself after clearDictCache).
 */
export function forgetDicts(type?: string): void {
  clearDictCache(type)
  for (const t of type === undefined ? SHOWN : [type]) void loadDict(t).catch(() => undefined)
}
