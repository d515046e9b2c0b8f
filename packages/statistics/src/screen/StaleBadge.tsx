import type { FeedState } from './feed'
import { clockTime, WALL } from './theme'

/** What the badge says, or null while the data is current: 过期 with the time the data was last confirmed. */
export function staleText(state: FeedState): string | null {
  if (state.status !== 'stale') return null
  return state.lastUpdate ? `过期 · 最后更新 ${clockTime(state.lastUpdate)}` : '过期 · 尚未取得数据'
}

/** The badge a wall shows while its data may be old (the API is unreachable and the feed is reconnecting). */
export function StaleBadge({ state }: { state: FeedState }) {
  const text = staleText(state)
  if (!text) return null
  return (
    <div
      role="status"
      data-testid="stat-stale-badge"
      style={{
        padding: '4px 12px',
        borderRadius: 4,
        background: WALL.bad,
        color: '#fff',
        fontSize: 18,
        fontWeight: 600,
        fontFamily: WALL.font,
      }}
    >
      {text}
    </div>
  )
}
