import { SearchOutlined } from '@ant-design/icons'
import { Select } from 'antd'
import { useMemo, useState } from 'react'
import { useNavigate } from 'react-router'
import type { MenuEntry } from '../menu/types'
import { entryHref } from '../shell/LayoutContext'
import { createRouteSearch, type SearchItem } from './routeSearch'

/** The navbar's route search: fuzzy over the menu's titles and paths. */
export function HeaderSearch({ menus }: { menus: MenuEntry[] }) {
  const navigate = useNavigate()
  const search = useMemo(() => createRouteSearch(menus), [menus])
  const [open, setOpen] = useState(false)
  const [results, setResults] = useState<SearchItem[]>([])

  const go = (path: string) => {
    const item = results.find((r) => r.path === path)
    setOpen(false)
    setResults([])
    if (!item) return
    if (item.external) window.open(item.path, '_blank', 'noopener')
    else navigate(entryHref(item))
  }

  return (
    <span style={{ display: 'inline-flex', alignItems: 'center' }}>
      <button
        type="button"
        className="wp-nav-icon"
        aria-label="搜索菜单"
        data-testid="header-search"
        onClick={() => setOpen((o) => !o)}
      >
        <SearchOutlined />
      </button>
      {open && (
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
          onBlur={() => setOpen(false)}
        />
      )}
    </span>
  )
}
