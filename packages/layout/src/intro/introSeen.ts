// Whether the guided intro was seen: read with the layout's first screen; the intro itself (antd Tour) is a lazy chunk.
export const INTRO_SEEN_KEY = 'layout-intro-seen'

export function introSeen(
  storage: Pick<Storage, 'getItem'> | null = typeof localStorage === 'undefined' ? null : localStorage,
): boolean {
  try {
    return storage?.getItem(INTRO_SEEN_KEY) === '1'
  } catch {
    return true
  }
}

export function markIntroSeen(
  storage: Pick<Storage, 'setItem'> | null = typeof localStorage === 'undefined' ? null : localStorage,
): void {
  try {
    storage?.setItem(INTRO_SEEN_KEY, '1')
  } catch {
    /* private mode: the intro shows again next time */
  }
}
