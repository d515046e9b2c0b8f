import { Col, Row, Space } from 'antd'
import type { ReactNode } from 'react'
import { RightToolbar, type RightToolbarProps } from '../right-toolbar/RightToolbar'

export interface ListToolbarProps extends RightToolbarProps {
  /** The action buttons on the left (usually PermActions). */
  children?: ReactNode
}

/** The row between a list's search form and its table: actions on the left, the RightToolbar on the right. */
export function ListToolbar({ children, ...toolbar }: ListToolbarProps) {
  return (
    <Row gutter={10} style={{ marginBottom: 8 }} align="middle">
      <Col flex="auto">
        <Space wrap>{children}</Space>
      </Col>
      <Col>
        <RightToolbar {...toolbar} />
      </Col>
    </Row>
  )
}
