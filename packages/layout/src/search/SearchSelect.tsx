import { Select } from 'antd'
import { useMemo, useState } from 'react'
import { useNavigate } from 'react-router'
import type { MenuEntry } from '../menu/types'
import { entryHref } from '../shell/LayoutContext'
import { createRouteSearch, type SearchItem } from './routeSearch'

/**
 * The open route search: a select fuzzy-searching the menu's titles and paths. Its own chunk (antd Select, fuse.js),
 * loaded when the search opens, not with the workbench.
 */
export default function SearchSelect({ menus, onClose }: { menus: MenuEntry[]; onClose: () => void }) {
  const navigate = useNavigate()
  const search = useMemo(() => createRouteSearch(menus), [menus])
  const [results, setResults] = useState<SearchItem[]>([])

  const go = (path: string) => {
    const item = results.find((r) => r.path === path)
    onClose()
    setResults([])
    if (!item) return
    if (item.external) window.open(item.path, '_blank', 'noopener')
    else navigate(entryHref(item))
  }

  return (
    <Select
      className="wp-search-select"
      data-testid="header-search-select"
      showSearch={{ filterOption: false, onSearch: (q) => setResults(search(q)) }}
      autoFocus
      defaultOpen
      placeholder="搜索菜单"
      notFoundContent={null}
      value={null}
      options={results.map((r) => ({ value: r.path, label: r.title.join(' > ') }))}
      onChange={(value) => go(String(value))}
      onBlur={onClose}
    />
  )
}
