import { theme } from 'antd'
import type { Key, ReactNode } from 'react'

export interface BriefItem {
  key: Key
  title: ReactNode
  description?: ReactNode
  /** drawn at the item's right end (a tag, a status) */
  extra?: ReactNode
  /** makes the title a link that calls this */
  onOpen?: () => void
  /** the item's own data-testid (instead of the list's `itemTestId`) */
  testId?: string
}

/**
 * A short list of titled items for a workbench card (the newest notices, the newest tasks): plain markup in the
 * theme's colours. Not antd List, which brings Pagination (and with it Select), Spin and the grid to the workbench's
 * first screen.
 */
export function BriefList({ items, itemTestId }: { items: readonly BriefItem[]; itemTestId?: string }) {
  const { token } = theme.useToken()
  return (
    <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {items.map((item, i) => (
        <li
          key={item.key}
          data-testid={item.testId ?? itemTestId}
          style={{
            display: 'flex',
            alignItems: 'center',
            gap: token.marginSM,
            padding: `${token.paddingSM}px 0`,
            borderTop: i ? `${token.lineWidth}px solid ${token.colorSplit}` : undefined,
          }}
        >
          <div style={{ flex: 1, minWidth: 0 }}>
            <div style={{ color: token.colorText }}>
              {item.onOpen ? (
                <button
                  type="button"
                  onClick={item.onOpen}
                  style={{
                    padding: 0,
                    border: 0,
                    background: 'none',
                    font: 'inherit',
                    textAlign: 'left',
                    color: token.colorLink,
                    cursor: 'pointer',
                  }}
                >
                  {item.title}
                </button>
              ) : (
                item.title
              )}
            </div>
            {item.description != null && (
              <div style={{ color: token.colorTextDescription, marginTop: token.marginXXS }}>{item.description}</div>
            )}
          </div>
          {item.extra != null && <div style={{ flex: 'none' }}>{item.extra}</div>}
        </li>
      ))}
    </ul>
  )
}
