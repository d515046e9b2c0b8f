import { DownOutlined, UpOutlined } from '@ant-design/icons'
import { Button } from 'antd'
import { useEffect, useRef, useState, type CSSProperties, type PointerEvent, type ReactNode } from 'react'

export interface PanelOffset {
  x: number
  y: number
}

export interface PanelProps {
  title?: ReactNode
  /** Shown at the right of the header, before the collapse button. */
  extra?: ReactNode
  children?: ReactNode
  /** Offer the collapse button; default true. */
  collapsible?: boolean
  /** Collapsed state, controlled. */
  collapsed?: boolean
  defaultCollapsed?: boolean
  onCollapsedChange?: (collapsed: boolean) => void
  /** Let the user move the panel by its header; default false. */
  draggable?: boolean
  /** Where a draggable panel starts, relative to its place in the layout. */
  defaultOffset?: PanelOffset
  /** Called when a drag ends, with the new offset. */
  onDragEnd?: (offset: PanelOffset) => void
  className?: string
  style?: CSSProperties
  bodyStyle?: CSSProperties
}

/** Elements inside the header that keep their own click and never start a drag. */
const INTERACTIVE = 'button, a, input, textarea, select, [role="button"]'

/** A titled panel that folds away its body and, when draggable, moves by its header. */
export function Panel({
  title,
  extra,
  children,
  collapsible = true,
  collapsed,
  defaultCollapsed = false,
  onCollapsedChange,
  draggable = false,
  defaultOffset = { x: 0, y: 0 },
  onDragEnd,
  className,
  style,
  bodyStyle,
}: PanelProps) {
  const [ownCollapsed, setOwnCollapsed] = useState(defaultCollapsed)
  const folded = collapsed ?? ownCollapsed
  const [offset, setOffset] = useState<PanelOffset>(defaultOffset)
  const [dragging, setDragging] = useState(false)
  const drag = useRef<{ startX: number; startY: number; from: PanelOffset; last: PanelOffset } | null>(null)
  const stop = useRef<(() => void) | null>(null)

  useEffect(() => () => stop.current?.(), [])

  const toggle = () => {
    setOwnCollapsed(!folded)
    onCollapsedChange?.(!folded)
  }

  const startDrag = (event: PointerEvent<HTMLDivElement>) => {
    if (!draggable || event.button !== 0) return
    if ((event.target as Element).closest(INTERACTIVE)) return
    event.preventDefault()
    drag.current = { startX: event.clientX, startY: event.clientY, from: offset, last: offset }
    setDragging(true)
    const view = event.currentTarget.ownerDocument.defaultView ?? window
    const move = (e: globalThis.PointerEvent) => {
      const state = drag.current
      if (!state) return
      state.last = { x: state.from.x + e.clientX - state.startX, y: state.from.y + e.clientY - state.startY }
      setOffset(state.last)
    }
    const end = () => {
      const state = drag.current
      stop.current?.()
      if (state) onDragEnd?.(state.last)
    }
    stop.current = () => {
      view.removeEventListener('pointermove', move)
      view.removeEventListener('pointerup', end)
      view.removeEventListener('pointercancel', end)
      drag.current = null
      stop.current = null
      setDragging(false)
    }
    view.addEventListener('pointermove', move)
    view.addEventListener('pointerup', end)
    view.addEventListener('pointercancel', end)
  }

  return (
    <section
      className={['wp-panel', className].filter(Boolean).join(' ')}
      style={{
        border: '1px solid rgba(5, 5, 5, 0.06)',
        borderRadius: 8,
        background: '#fff',
        transform: draggable ? `translate(${offset.x}px, ${offset.y}px)` : undefined,
        boxShadow: dragging ? '0 6px 16px rgba(0, 0, 0, 0.12)' : undefined,
        ...style,
      }}
    >
      <div
        className="wp-panel-header"
        onPointerDown={startDrag}
        style={{
          display: 'flex',
          alignItems: 'center',
          gap: 8,
          padding: '8px 12px',
          borderBottom: folded ? undefined : '1px solid rgba(5, 5, 5, 0.06)',
          cursor: draggable ? (dragging ? 'grabbing' : 'grab') : undefined,
          userSelect: draggable ? 'none' : undefined,
          touchAction: draggable ? 'none' : undefined,
        }}
      >
        <div style={{ flex: 1, fontWeight: 600, minWidth: 0 }}>{title}</div>
        {extra}
        {collapsible && (
          <Button
            type="text"
            size="small"
            aria-label={folded ? '展开' : '折叠'}
            aria-expanded={!folded}
            icon={folded ? <DownOutlined /> : <UpOutlined />}
            onClick={toggle}
          />
        )}
      </div>
      {/* kept mounted while folded, so forms inside keep what was typed */}
      <div className="wp-panel-body" hidden={folded} style={{ padding: 12, ...bodyStyle }}>
        {children}
      </div>
    </section>
  )
}
