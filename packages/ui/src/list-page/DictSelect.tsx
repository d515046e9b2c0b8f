import { Select, type SelectProps } from 'antd'
import { CLEARABLE } from './clearable'

export interface DictSelectProps extends Omit<SelectProps, 'options'> {
  /** Dictionary entries (kit's `useDict` options) or any value/label pairs. */
  options: readonly { value: string; label: string }[]
}

/** A search form's dictionary filter: clearable, 200 px wide, one option per entry. */
export function DictSelect({ options, allowClear = true, style = { width: 200 }, ...props }: DictSelectProps) {
  return (
    <Select
      allowClear={allowClear === true ? CLEARABLE : allowClear}
      style={style}
      options={options.map((o) => ({ value: o.value, label: o.label }))}
      {...props}
    />
  )
}
