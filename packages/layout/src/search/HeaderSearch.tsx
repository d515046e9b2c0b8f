import { SearchOutlined } from '@ant-design/icons'
import { lazy, Suspense, useState } from 'react'
import type { MenuEntry } from '../menu/types'

const SearchSelect = lazy(() => import('./SearchSelect'))

/**
 * The navbar's route search: a button that opens the fuzzy search over the menu's titles and paths. The search
 * itself loads on the first opening; until it arrives a plain input takes what is typed and hands it over.
 */
export function HeaderSearch({ menus }: { menus: MenuEntry[] }) {
  const [open, setOpen] = useState(false)
  const [query, setQuery] = useState('')
  const close = () => {
    setOpen(false)
    setQuery('')
  }
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center' }}>
      <button
        type="button"
        className="wp-nav-icon"
        aria-label="搜索菜单"
        data-testid="header-search"
        onClick={() => (open ? close() : setOpen(true))}
      >
        <SearchOutlined />
      </button>
      {open && (
        <Suspense
          fallback={
            <input
              className="wp-search-select wp-search-pending"
              aria-label="搜索菜单"
              placeholder="搜索菜单"
              autoFocus
              value={query}
              onChange={(e) => setQuery(e.target.value)}
            />
          }
        >
          <SearchSelect menus={menus} query={query} onQuery={setQuery} onClose={close} />
        </Suspense>
      )}
    </span>
  )
}
