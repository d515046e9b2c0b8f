import type { ReactNode } from 'react'
import { Clock } from './Clock'
import type { FeedState } from './feed'
import { ScaledStage } from './ScaledStage'
import { StaleBadge } from './StaleBadge'
import { WALL } from './theme'

export interface ScreenFrameProps {
  /** the screen's code (bigscreen6): data-testid stat-screen-<code> */
  code: string
  title: string
  feed: FeedState
  children: ReactNode
}

/** A wall's frame: the scaled 1920×1080 stage with the title bar (title, stale badge, clock) over the panels. */
export function ScreenFrame({ code, title, feed, children }: ScreenFrameProps) {
  return (
    <ScaledStage testId={`stat-screen-${code}`}>
      <header
        style={{
          height: 80,
          display: 'grid',
          gridTemplateColumns: '1fr auto 1fr',
          alignItems: 'center',
          padding: '0 32px',
          borderBottom: `2px solid ${WALL.border}`,
          background: 'linear-gradient(180deg, rgba(20,70,150,0.6), rgba(6,26,58,0))',
        }}
      >
        <div data-testid="stat-feed-status" data-status={feed.status} style={{ color: WALL.muted, fontSize: 16 }}>
          <StaleBadge state={feed} />
        </div>
        <h1
          style={{ margin: 0, fontSize: 38, letterSpacing: 8, color: WALL.text, textShadow: `0 0 12px ${WALL.accent}` }}
        >
          {title}
        </h1>
        <div style={{ justifySelf: 'end' }}>
          <Clock />
        </div>
      </header>
      <main style={{ height: 1000, padding: 16, boxSizing: 'border-box' }}>{children}</main>
    </ScaledStage>
  )
}
