import type { FlowUserOption } from '@wp/contract'
import CheckList from 'antd-mobile/es/components/check-list'
import SearchBar from 'antd-mobile/es/components/search-bar'
import { useEffect, useMemo, useState } from 'react'
import { loadUsers } from '../form/renderer/pickers'

interface Props {
  multiple: boolean
  value: string[]
  onChange: (ids: string[]) => void
  /** offered users; all users when absent */
  options?: readonly FlowUserOption[]
}

/** Picks one or several users, searchable by name or department. */
export function UserPicker({ multiple, value, onChange, options }: Props) {
  const [all, setAll] = useState<readonly FlowUserOption[]>(options ?? [])
  const [query, setQuery] = useState('')
  useEffect(() => {
    if (!options?.length) void loadUsers().then(setAll)
  }, [options])
  const shown = useMemo(
    () => all.filter((u) => !query || `${u.nickName}${u.userName}${u.deptName ?? ''}`.includes(query)).slice(0, 100),
    [all, query],
  )
  return (
    <div data-testid="user-picker">
      <SearchBar placeholder="搜索姓名或部门" value={query} onChange={setQuery} />
      <CheckList multiple={multiple} value={value} onChange={(v) => onChange(v.map(String))}>
        {shown.map((u) => (
          <CheckList.Item key={u.userId} value={String(u.userId)} description={u.deptName ?? undefined}>
            {u.nickName}
          </CheckList.Item>
        ))}
      </CheckList>
    </div>
  )
}
