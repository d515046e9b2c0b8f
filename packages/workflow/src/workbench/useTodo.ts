import type { FlowTaskDto } from '@wp/contract'
import { useLoad } from '@wp/kit'
import { useCallback } from 'react'
import { listTodo, todoCount } from '../task/api'

export interface TodoState {
  count: number
  tasks: FlowTaskDto[]
  loading: boolean
  failed: boolean
}

const NO_TASKS: FlowTaskDto[] = []

/** The user's todo count and the newest `limit` tasks (the workbench card and wp-todo-list). */
export function useTodo(limit: number): TodoState {
  const todo = useLoad(
    useCallback(
      () =>
        Promise.all([todoCount(), listTodo({ pageNum: 1, pageSize: limit })]).then(([count, page]) => ({
          count: count?.todo ?? page.total,
          tasks: page.rows,
        })),
      [limit],
    ),
  )
  return {
    count: todo.value?.count ?? 0,
    tasks: todo.value?.tasks ?? NO_TASKS,
    loading: todo.loading,
    failed: !!todo.error,
  }
}
