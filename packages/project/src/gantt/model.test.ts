import type { PlanNodeRow, PlanView } from '@wp/contract'
import { describe, expect, it } from 'vitest'
import { dragMove, ganttRows, replan, treeOrder, withMoves } from './model'

const node = (planId: number, parentId: number | null, nodeType: '1' | '2' | '3', planStart: string, planEnd: string) =>
  ({
    planId,
    projectId: 1,
    parentId,
    sortNo: planId,
    nodeName: `N${planId}`,
    nodeType,
    deliverable: null,
    weight: null,
    planStart,
    planEnd,
    actualStart: null,
    actualEnd: null,
    responsibleOrgId: null,
    responsibleUserId: null,
    responsibleUserName: null,
    progressPercent: 0,
    nodeStatus: '0',
    completeDesc: null,
    delayReason: null,
    delayTimes: 0,
    float: null,
    critical: false,
    overdue: false,
  }) satisfies PlanNodeRow

const view: Pick<PlanView, 'nodes' | 'links' | 'baseline'> = {
  nodes: [
    node(1, null, '1', '2026-06-01', '2026-06-20'),
    node(4, 1, '2', '2026-06-20', '2026-06-20'),
    node(2, 1, '3', '2026-06-01', '2026-06-05'),
    node(3, 1, '3', '2026-06-06', '2026-06-20'),
  ],
  links: [
    { linkId: 1, predId: 2, succId: 3, lag: 0 },
    { linkId: 2, predId: 3, succId: 4, lag: 0 },
  ],
  baseline: [{ planId: 3, baseStart: '2026-06-06', baseEnd: '2026-06-18', finishVariance: 2 }],
}

describe('the Gantt chart’s model', () => {
  it('orders rows as the tree, with the phase as a summary row and the baseline beside the plan', () => {
    expect(treeOrder(view.nodes).map((r) => [r.node.planId, r.depth])).toEqual([
      [1, 0],
      [4, 1],
      [2, 1],
      [3, 1],
    ])
    const rows = ganttRows(view)
    expect(rows[0].summary).toBe(true)
    const three = rows.find((r) => r.planId === 3)!
    expect(three.finish - three.baseFinish!).toBe(2)
  })

  it('turns a drag of three days into a move, and the move into the milestone’s slip', () => {
    const rows = ganttRows(view)
    const move = dragMove(
      rows.find((r) => r.planId === 3)!,
      'move',
      3,
    )
    expect(move).toEqual({ planId: 3, planStart: '2026-06-09', planEnd: '2026-06-23' })
    const result = replan(view, move)
    const moved = new Map(result.moved!.map((m) => [m.id, m]))
    expect(moved.get(4)).toMatchObject({ planEnd: '2026-06-23', cause: 'dependency' })
    expect(withMoves(view, result.moved!).nodes.find((n) => n.planId === 4)!.planEnd).toBe('2026-06-23')
    // resizing keeps the start
    expect(
      dragMove(
        rows.find((r) => r.planId === 2)!,
        'resize',
        -10,
      ),
    ).toEqual({
      planId: 2,
      planStart: '2026-06-01',
      planEnd: '2026-06-01',
    })
  })
})
