import type { TrProjectOption } from '@wp/contract'
import { Select } from 'antd'
import { useEffect, useState } from 'react'
import { trApi } from '../api'

/**
 * Picks the library project a special or SASAC record belongs to: projects 已入库 or later that the user may see,
 * searched by name. Given `value` and `onChange` by the form item.
 */
export function ProjectSelect({
  id,
  value,
  onChange,
  disabled,
  onPicked,
}: {
  /** the form item's id, so its label names the control */
  id?: string
  value?: number
  onChange?: (v: number) => void
  disabled?: boolean
  onPicked?: (p: TrProjectOption | undefined) => void
}) {
  const [options, setOptions] = useState<TrProjectOption[]>([])
  const [search, setSearch] = useState('')
  useEffect(() => {
    let live = true
    const t = setTimeout(() => {
      trApi.options(search || undefined).then((list) => live && setOptions(list))
    }, 250)
    return () => {
      live = false
      clearTimeout(t)
    }
  }, [search])
  useEffect(() => {
    onPicked?.(options.find((o) => o.projectId === value))
  }, [options, value, onPicked])
  return (
    <Select<number>
      id={id}
      showSearch={{ filterOption: false, onSearch: setSearch }}
      value={value}
      disabled={disabled}
      placeholder="选择已入库的项目库项目（可按名称搜索）"
      onChange={(v) => onChange?.(v)}
      options={options.map((o) => ({ value: o.projectId, label: `${o.projectCode} ${o.projectName}` }))}
      data-testid="techrefit-project-select"
    />
  )
}
