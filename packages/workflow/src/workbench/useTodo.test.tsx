import type { FlowTaskDto } from '@wp/contract'
import { act, cleanup, renderHook } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { listTodo, todoCount } from '../task/api'
import { useTodo } from './useTodo'

vi.mock('../task/api', () => ({ listTodo: vi.fn(), todoCount: vi.fn() }))

afterEach(() => {
  cleanup()
  vi.mocked(listTodo).mockReset()
  vi.mocked(todoCount).mockReset()
})

const task = { taskId: 't1', taskName: '审批' } as FlowTaskDto

describe('useTodo', () => {
  it('is loading, then gives the count and the newest tasks', async () => {
    vi.mocked(todoCount).mockResolvedValue({ todo: 7 } as never)
    vi.mocked(listTodo).mockResolvedValue({ rows: [task], total: 1 } as never)
    const { result } = renderHook(() => useTodo(5))
    expect(result.current).toEqual({ count: 0, tasks: [], loading: true, failed: false })
    await act(async () => {})
    expect(result.current).toEqual({ count: 7, tasks: [task], loading: false, failed: false })
    expect(listTodo).toHaveBeenCalledWith({ pageNum: 1, pageSize: 5 })
  })

  it('falls back to the page total without a count, and reads as failed when either call fails', async () => {
    vi.mocked(todoCount).mockResolvedValue(undefined as never)
    vi.mocked(listTodo).mockResolvedValue({ rows: [task], total: 3 } as never)
    const counted = renderHook(() => useTodo(5))
    await act(async () => {})
    expect(counted.result.current.count).toBe(3)

    vi.mocked(listTodo).mockRejectedValue(new Error('down'))
    const failed = renderHook(() => useTodo(5))
    await act(async () => {})
    expect(failed.result.current).toEqual({ count: 0, tasks: [], loading: false, failed: true })
  })
})
