import { Select } from 'antd'
import { useEffect, useMemo, useRef, useState } from 'react'
import { useNavigate } from 'react-router'
import type { MenuEntry } from '../menu/types'
import { entryHref } from '../shell/LayoutContext'
import { createRouteSearch, type SearchItem } from './routeSearch'

/**
 * The open route search: a select fuzzy-searching the menu's titles and paths. Its own chunk (antd Select, fuse.js),
 * loaded when the search opens, not with the workbench.
 */
export default function SearchSelect({
  menus,
  query,
  onQuery,
  onClose,
}: {
  menus: MenuEntry[]
  /** what is typed (kept by the navbar, so that keys typed while this loaded are not lost) */
  query: string
  onQuery: (query: string) => void
  onClose: () => void
}) {
  const navigate = useNavigate()
  const search = useMemo(() => createRouteSearch(menus), [menus])
  const results = useMemo<SearchItem[]>(() => search(query), [search, query])
  // open from the start, so that a query typed while this loaded shows its results at once
  const [listOpen, setListOpen] = useState(true)
  // rc-select clears the search in an effect of its first render (its list counts as closed until mounted): that
  // clearing must not drop the query handed over, so changes count from this component's own mount effect on
  const mounted = useRef(false)
  useEffect(() => {
    mounted.current = true
  }, [])

  const go = (path: string) => {
    const item = results.find((r) => r.path === path)
    onClose()
    if (!item) return
    if (item.external) window.open(item.path, '_blank', 'noopener')
    else navigate(entryHref(item))
  }

  return (
    <Select
      className="wp-search-select"
      data-testid="header-search-select"
      showSearch={{ filterOption: false, searchValue: query, onSearch: (q) => mounted.current && onQuery(q) }}
      autoFocus
      open={listOpen}
      onOpenChange={setListOpen}
      placeholder="搜索菜单"
      notFoundContent={null}
      value={null}
      options={results.map((r) => ({ value: r.path, label: r.title.join(' > ') }))}
      onChange={(value) => go(String(value))}
      onBlur={onClose}
    />
  )
}
