import type { FlowTaskDto } from '@wp/contract'
import { useEffect, useState } from 'react'
import { listTodo, todoCount } from '../task/api'

export interface TodoState {
  count: number
  tasks: FlowTaskDto[]
  loading: boolean
  failed: boolean
}

/** The user's todo count and the newest `limit` tasks (the workbench card and wp-todo-list). */
export function useTodo(limit: number): TodoState {
  const [state, setState] = useState<TodoState>({ count: 0, tasks: [], loading: true, failed: false })
  useEffect(() => {
    let live = true
    Promise.all([todoCount(), listTodo({ pageNum: 1, pageSize: limit })]).then(
      ([count, page]) =>
        live && setState({ count: count?.todo ?? page.total, tasks: page.rows, loading: false, failed: false }),
      () => live && setState({ count: 0, tasks: [], loading: false, failed: true }),
    )
    return () => {
      live = false
    }
  }, [limit])
  return state
}
