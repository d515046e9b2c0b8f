import { Card } from 'antd'
import type { ComponentType } from 'react'
import type { WorkbenchCard, WorkbenchFrameProps } from './manifest'

/**
 * The frame drawn around a workbench card's content: an antd Card with the declared title and size and data-testid
 * `workbench-<key>`, showing the content's loading skeleton, empty state and header extra. Make one per card (not per
 * render), or the card's content remounts.
 */
export function workbenchFrame({
  key,
  title: declared,
  size,
}: Pick<WorkbenchCard, 'key' | 'title' | 'size'>): ComponentType<WorkbenchFrameProps> {
  return function WorkbenchFrame({ title, extra, loading, empty, data, children }: WorkbenchFrameProps) {
    return (
      <Card
        title={title ?? declared}
        size={size}
        extra={extra}
        loading={loading}
        data-testid={`workbench-${key}`}
        {...data}
      >
        {empty ?? children}
      </Card>
    )
  }
}
