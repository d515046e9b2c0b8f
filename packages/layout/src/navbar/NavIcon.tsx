import { Tooltip } from 'antd'
import type { ReactNode } from 'react'

/** A button of the navbar's right side: an icon named by its tooltip (and, for screen readers, its label). */
export function NavIcon(props: {
  /** the tooltip; also the accessible name unless `label` differs */
  title: string
  label?: string
  testId: string
  onClick?: () => void
  children: ReactNode
}) {
  return (
    <Tooltip title={props.title} placement="bottom">
      <button
        type="button"
        className="wp-nav-icon"
        data-testid={props.testId}
        aria-label={props.label ?? props.title}
        onClick={props.onClick}
      >
        {props.children}
      </button>
    </Tooltip>
  )
}
