import { Card, Col, Row } from 'antd'
import { useAccess } from '@wp/kit'
import { Suspense } from 'react'
import { useLayout, type WorkbenchCardEntry } from '../shell/LayoutContext'

function CardColumn({ cards }: { cards: readonly WorkbenchCardEntry[] }) {
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
      {cards.map(({ key, title, Card: Contribution }) => (
        <Suspense key={key} fallback={<Card title={title} loading />}>
          <Contribution />
        </Suspense>
      ))}
    </div>
  )
}

/**
 * The landing page after login (/index): the cards the modules contribute (the layout's shortcuts, the system's
 * latest notices, …), in their order, each shown only to a user holding one of its permissions.
 */
export default function Workbench() {
  const { workbench } = useLayout()
  const { hasPermiOr } = useAccess()
  const shown = workbench.filter((c) => !c.perms?.length || hasPermiOr(c.perms))
  return (
    <div data-testid="workbench">
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={14}>
          <CardColumn cards={shown.filter((c) => c.column === 'main')} />
        </Col>
        <Col xs={24} lg={10}>
          <CardColumn cards={shown.filter((c) => c.column === 'side')} />
        </Col>
      </Row>
    </div>
  )
}
