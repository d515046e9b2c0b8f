import { Tag, type TagProps } from 'antd'
import { useDict, type DictOption } from './dictStore'

/** el-tag types of the family as antd Tag colours; 'default' and '' are plain text. */
const TAG_COLORS: Record<string, TagProps['color']> = {
  primary: 'processing',
  success: 'success',
  info: 'default',
  warning: 'warning',
  danger: 'error',
}

export function tagColor(listClass: string): TagProps['color'] | null {
  if (listClass === '' || listClass === 'default') return null
  return TAG_COLORS[listClass] ?? listClass
}

export interface DictTagProps {
  /** options to look the value up in… */
  options?: readonly DictOption[]
  /** …or a dictionary type to load them from */
  type?: string
  /** one value, several comma-separated ('0,1'), or an array */
  value: string | number | readonly (string | number)[] | null | undefined
  separator?: string
  /** show values that match no option as plain text (default true) */
  showValue?: boolean
}

/** Shows dictionary values as coloured tags (or plain text for listClass 'default' / ''). */
export function DictTag({ options, type, value, separator = ',', showValue = true }: DictTagProps) {
  const loaded = useDict(...(options === undefined && type ? [type] : []))
  const list = options ?? (type ? loaded[type] : undefined) ?? []
  const values =
    value === null || value === undefined || value === ''
      ? []
      : Array.isArray(value)
        ? value.map(String)
        : String(value).split(separator)
  const matched = list.filter((o) => values.includes(o.value))
  const unmatched = values.filter((v) => !list.some((o) => o.value === v))
  return (
    <span className="wp-dict-tag">
      {matched.map((o, index) => {
        const color = tagColor(o.listClass)
        const key = `${o.value}:${index}`
        return color === null ? (
          <span key={key} className={o.cssClass || undefined}>
            {o.label}
          </span>
        ) : (
          <Tag key={key} color={color} className={o.cssClass || undefined}>
            {o.label}
          </Tag>
        )
      })}
      {showValue && unmatched.length > 0 ? unmatched.join(' ') : null}
    </span>
  )
}
