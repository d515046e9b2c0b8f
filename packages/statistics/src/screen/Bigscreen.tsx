import type { ScreenCode } from '@wp/contract'
import { useScreenFeed } from './data'
import { screenLayout } from './layout'
import { ScreenPanel } from './panels'
import { ScreenFrame } from './ScreenFrame'

/** A whole wall: its frame and its panels in the layout's grid, all on one feed. */
export function Bigscreen({ code }: { code: ScreenCode }) {
  const layout = screenLayout(code)
  const { state } = useScreenFeed(code)
  return (
    <ScreenFrame code={code} title={layout.title} feed={state}>
      <div
        style={{
          display: 'grid',
          height: '100%',
          gap: 14,
          gridTemplateAreas: layout.areas.map((row) => `"${row}"`).join(' '),
          gridTemplateRows: layout.rows,
          gridTemplateColumns: layout.columns,
        }}
      >
        {layout.panels.map((place) => (
          <ScreenPanel key={place.key} place={place} />
        ))}
      </div>
    </ScreenFrame>
  )
}
