import { Card, Col, Row } from 'antd'
import { useAccess, workbenchFrame, type WorkbenchFrameProps } from '@wp/kit'
import { Suspense, type ComponentType } from 'react'
import { useLayout, type WorkbenchCardEntry } from '../shell/LayoutContext'

const frames = new WeakMap<WorkbenchCardEntry['Card'], ComponentType<WorkbenchFrameProps>>()
/** One frame per card component, so that re-rendering the workbench does not remount a card's content. */
function frameOf(card: WorkbenchCardEntry) {
  let Frame = frames.get(card.Card)
  if (!Frame) frames.set(card.Card, (Frame = workbenchFrame(card)))
  return Frame
}

function CardColumn({ cards }: { cards: readonly WorkbenchCardEntry[] }) {
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
      {cards.map((card) => (
        <Suspense key={card.key} fallback={<Card title={card.title} loading />}>
          <card.Card Frame={frameOf(card)} />
        </Suspense>
      ))}
    </div>
  )
}

/**
 * The landing page after login (/index): the cards the modules contribute (the layout's shortcuts, the system's
 * latest notices, …), in their order, each shown only to a user holding one of its permissions. The workbench draws
 * each card's frame (title, test id, loading skeleton, empty state, header extra); the card renders its content.
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
