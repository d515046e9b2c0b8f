import { describe, expect, it } from 'vitest'
import { HIGHLIGHT_DONE, HIGHLIGHT_TODO, markers } from './highlight'

const flow = (id: string, s: string, t: string) => ({ id, source: { id: s }, target: { id: t } })

describe('diagram highlighting (RuoYi colours)', () => {
  it('marks completed nodes done, waiting ones todo, and connections after their target', () => {
    const m = markers(
      [
        { key: 'start', completed: true },
        { key: 'apply', completed: true },
        { key: 'manager', completed: false },
      ],
      [
        flow('f1', 'start', 'apply'),
        flow('f2', 'apply', 'manager'),
        flow('f3', 'apply', 'hr'),
        flow('f4', 'manager', 'end'),
      ],
    )
    expect(Object.fromEntries(m)).toEqual({
      start: HIGHLIGHT_DONE,
      apply: HIGHLIGHT_DONE,
      manager: HIGHLIGHT_TODO,
      f1: HIGHLIGHT_DONE,
      f2: HIGHLIGHT_TODO,
    })
  })

  it('a node waiting again after a return shows as current', () => {
    const m = markers(
      [
        { key: 'apply', completed: false },
        { key: 'apply', completed: true },
      ],
      [],
    )
    expect(m.get('apply')).toBe(HIGHLIGHT_TODO)
  })
})
