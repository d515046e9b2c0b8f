import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import type { OkrBoardObjective, OkrKeyResultRow } from '@wp/contract'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ObjectiveCard } from './ObjectiveCard'

const kr = {
  krId: 7,
  title: '发布周期缩短',
  weight: 50,
  confidence: 8,
  progressPercent: 40,
  currentValue: 3,
  unit: '天',
} as unknown as OkrKeyResultRow
const objective = {
  objectiveId: 3,
  title: '研发提效',
  level: '3',
  objStatus: '2',
  orgName: '研发部门',
  ownerName: '张三',
  progressStatus: '1',
  score: null,
  progressPercent: 40,
  collaborators: [],
  keyResults: [kr],
} as unknown as OkrBoardObjective

beforeEach(() => {
  // the status tag asks for its dictionary: none here
  globalThis.fetch = vi.fn(
    async () =>
      new Response(JSON.stringify({ code: 200, data: [] }), { headers: { 'Content-Type': 'application/json' } }),
  ) as unknown as typeof fetch
})
afterEach(() => cleanup())

describe('ObjectiveCard', () => {
  it('offers 历史 and 更新进展 beside each key result, each handing over that key result', () => {
    const onHistory = vi.fn()
    const onCheckin = vi.fn()
    render(<ObjectiveCard o={objective} onHistory={onHistory} onCheckin={onCheckin} onSubmit={vi.fn()} />)
    expect(screen.getByTestId('okr-kr-7').textContent).toContain('当前 3天')
    const history = screen.getByTestId('okr-history-7')
    const checkin = screen.getByTestId('okr-checkin-7')
    expect([history.textContent, checkin.textContent]).toEqual(['历史', '更新进展'])
    fireEvent.click(history)
    expect(onHistory).toHaveBeenCalledWith(kr)
    expect(onCheckin).not.toHaveBeenCalled()
    fireEvent.click(checkin)
    expect(onCheckin).toHaveBeenCalledWith(kr)
  })
})
