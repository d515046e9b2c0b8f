import { SearchOutlined } from '@ant-design/icons'
import { lazy, Suspense, useState } from 'react'
import type { MenuEntry } from '../menu/types'

const SearchSelect = lazy(() => import('./SearchSelect'))

/** The navbar's route search: a button that opens the fuzzy search over the menu's titles and paths. */
export function HeaderSearch({ menus }: { menus: MenuEntry[] }) {
  const [open, setOpen] = useState(false)
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
        <Suspense fallback={null}>
          <SearchSelect menus={menus} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </span>
  )
}
