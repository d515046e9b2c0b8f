import { describe, expect, it } from 'vitest'
import {
  criticalPath,
  cycleWith,
  dateOf,
  dayOf,
  healthOf,
  propagate,
  rollUp,
  spanOf,
  type ScheduleLink,
  type ScheduleNode,
} from './schedule'

const task = (id: number, planStart: string, planEnd: string, parentId: number | null = null): ScheduleNode => ({
  id,
  parentId,
  type: '3',
  planStart,
  planEnd,
})
const milestone = (id: number, on: string, parentId: number | null = null): ScheduleNode => ({
  id,
  parentId,
  type: '2',
  planStart: on,
  planEnd: on,
})
const fs = (predId: number, succId: number, lag = 0): ScheduleLink => ({ predId, succId, lag })

describe('the plan’s calendar arithmetic', () => {
  it('turns dates into day numbers and back, and a milestone into the end of its day', () => {
    expect(dateOf(dayOf('2026-02-28') + 1)).toBe('2026-03-01')
    expect(spanOf(task(1, '2026-06-01', '2026-06-03'))).toEqual({
      start: dayOf('2026-06-01'),
      finish: dayOf('2026-06-04'),
    })
    expect(spanOf(milestone(2, '2026-06-03'))).toEqual({ start: dayOf('2026-06-04'), finish: dayOf('2026-06-04') })
  })

  it('finds the longer of two parallel branches as the critical path', () => {
    const nodes = [
      task(1, '2026-06-01', '2026-06-05'),
      task(2, '2026-06-06', '2026-06-20'),
      task(3, '2026-06-06', '2026-06-10'),
      milestone(4, '2026-06-20'),
    ]
    const links = [fs(1, 2), fs(1, 3), fs(2, 4), fs(3, 4)]
    const cp = criticalPath(nodes, links)
    expect(cp.path).toEqual([1, 2, 4])
    expect(cp.floats.get(3)).toMatchObject({ float: 10, critical: false })
    expect(cp.finish).toBe(dayOf('2026-06-21'))
    // with a 12-day lag after the short branch, it becomes the critical one
    const lagged = criticalPath(nodes, [fs(1, 2), fs(1, 3), fs(2, 4), fs(3, 4, 12)])
    expect(lagged.path).toEqual([1, 3, 4])
  })

  it('refuses a link that closes a cycle and names it from the new link’s successor', () => {
    const links = [fs(1, 2), fs(2, 3)]
    expect(cycleWith([1, 2, 3], links, fs(3, 1))).toEqual([1, 2, 3, 1])
    expect(cycleWith([1, 2, 3], links, fs(1, 3))).toBeNull()
    expect(cycleWith([1, 2, 3], links, fs(2, 2))).toEqual([2, 2])
  })

  it('pushes dependants and the milestone when a task slips, keeping durations, and stretches the phase', () => {
    const nodes: ScheduleNode[] = [
      { id: 10, parentId: null, type: '1', planStart: '2026-06-01', planEnd: '2026-06-20' },
      task(1, '2026-06-01', '2026-06-05', 10),
      task(2, '2026-06-06', '2026-06-10', 10),
      milestone(3, '2026-06-10', 10),
    ]
    const result = propagate(
      nodes,
      [fs(1, 2, 2), fs(2, 3)],
      [{ id: 1, planStart: '2026-06-01', planEnd: '2026-06-08' }],
    )
    expect(result.moved).toEqual([
      // phases hold their children exactly: 06-01 … the milestone's day
      expect.objectContaining({ id: 10, planStart: '2026-06-01', planEnd: '2026-06-15', cause: 'parent' }),
      expect.objectContaining({ id: 1, planEnd: '2026-06-08', cause: 'direct' }),
      // 2 days' lag after 06-08: starts 06-11, five days to 06-15
      expect.objectContaining({ id: 2, planStart: '2026-06-11', planEnd: '2026-06-15', cause: 'dependency' }),
      expect.objectContaining({ id: 3, planStart: '2026-06-15', planEnd: '2026-06-15', cause: 'dependency' }),
    ])
    // moving earlier pulls no dependant
    const earlier = propagate(nodes, [fs(1, 2)], [{ id: 1, planStart: '2026-06-01', planEnd: '2026-06-02' }])
    expect(earlier.moved!.map((m) => [m.id, m.planEnd])).toEqual([
      [10, '2026-06-10'],
      [1, '2026-06-02'],
    ])
  })

  it('rolls progress up by weight, equal shares where none is given', () => {
    const nodes = [
      {
        id: 1,
        parentId: null,
        weight: null,
        progress: null,
        planStart: '2026-06-01',
        planEnd: '2026-06-30',
        type: '1',
      },
      { id: 2, parentId: 1, weight: 75, progress: 40, planStart: '2026-06-01', planEnd: '2026-06-10', type: '3' },
      { id: 3, parentId: 1, weight: 25, progress: 100, planStart: '2026-06-01', planEnd: '2026-06-10', type: '3' },
      { id: 4, parentId: null, weight: null, progress: 0, planStart: '2026-07-01', planEnd: '2026-07-31', type: '3' },
    ] as const
    const r = rollUp(nodes, '2026-06-06')
    expect(r.progress.get(1)).toBe(55)
    expect(r.total).toBe(27.5)
    // on 06-06 both tasks are half-way through their ten days: planned 50 % of the phase, 25 % of the plan
    expect(r.planned).toBe(25)
  })

  it('lights red, yellow or green from the lag and the overdue milestones', () => {
    expect(healthOf({ progress: 50, planned: 55, milestoneOverdueDays: 0, anyOverdue: false })).toBe('0')
    expect(healthOf({ progress: 40, planned: 55, milestoneOverdueDays: 0, anyOverdue: false })).toBe('1')
    expect(healthOf({ progress: 50, planned: 55, milestoneOverdueDays: 0, anyOverdue: true })).toBe('1')
    expect(healthOf({ progress: 30, planned: 55, milestoneOverdueDays: 0, anyOverdue: true })).toBe('2')
    expect(healthOf({ progress: 55, planned: 55, milestoneOverdueDays: 31, anyOverdue: true })).toBe('2')
  })
})
