/** The family's size names (cookie `size`) and what each means for antd. */
export type FamilySize = 'default' | 'medium' | 'small' | 'mini'
export type AntdSize = 'large' | 'middle' | 'small'

export const SIZE_COOKIE = 'size'
export const DEFAULT_SIZE: FamilySize = 'medium'

export const SIZE_OPTIONS: { value: FamilySize; label: string }[] = [
  { value: 'default', label: '默认' },
  { value: 'medium', label: '中等' },
  { value: 'small', label: '小' },
  { value: 'mini', label: '迷你' },
]

/**
 * Element UI has four sizes, antd three: Default→large, Medium→middle, Small→small, and Mini→small with
 * antd's compact algorithm (tighter paddings and line heights), so Mini stays visibly smaller than Small.
 */
export function toAntdSize(size: string | undefined | null): { componentSize: AntdSize; compact: boolean } {
  switch (normalizeSize(size)) {
    case 'default':
      return { componentSize: 'large', compact: false }
    case 'small':
      return { componentSize: 'small', compact: false }
    case 'mini':
      return { componentSize: 'small', compact: true }
    default:
      return { componentSize: 'middle', compact: false }
  }
}

/** Reads a stored value; anything unknown falls back to medium. */
export function normalizeSize(size: string | undefined | null): FamilySize {
  return SIZE_OPTIONS.some((o) => o.value === size) ? (size as FamilySize) : DEFAULT_SIZE
}
