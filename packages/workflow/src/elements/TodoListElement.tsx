import type { FlowTaskDto } from '@wp/contract'
import { Badge, Card } from 'antd'
import { detailLink } from '../task/links'
import { TodoList } from '../workbench/TodoList'
import { useTodo } from '../workbench/useTodo'

/**
 * <wp-todo-list limit="5">: the count badge and the newest tasks, for other intranet pages. Clicking a task emits
 * `open` (detail: the task row and its link); without a listener the page goes to the detail link.
 */
export default function TodoListElement({
  limit,
  onOpen,
}: {
  limit?: number
  onOpen?: (detail: { task: FlowTaskDto; link: string }) => void
}) {
  const { count, tasks, loading, failed } = useTodo(limit && limit > 0 ? Math.min(limit, 50) : 5)
  return (
    <Card
      size="small"
      loading={loading}
      data-testid="wp-todo-list"
      title={
        <span>
          待办 <Badge count={count} showZero overflowCount={999} data-testid="todo-count" />
        </span>
      }
    >
      <TodoList
        tasks={tasks}
        failed={failed}
        onOpen={(task) => {
          const link = detailLink(task)
          if (onOpen) onOpen({ task, link })
          else window.location.assign(link)
        }}
      />
    </Card>
  )
}
