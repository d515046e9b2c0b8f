import { useGo } from '@wp/ui'
import type { WorkbenchCardProps } from '@wp/kit'
import { Badge } from 'antd'
import { detailLink } from '../task/links'
import { TodoList } from './TodoList'
import { useTodo } from './useTodo'

/** 待办审批: the workbench card with the todo count and the five newest tasks. */
export default function TodoCard({ Frame }: WorkbenchCardProps) {
  const { count, tasks, loading, failed } = useTodo(5)
  const go = useGo()
  return (
    <Frame
      title={
        <span>
          待办审批 <Badge count={count} showZero overflowCount={999} data-testid="workbench-todo-count" />
        </span>
      }
      loading={loading}
    >
      <TodoList tasks={tasks} failed={failed} onOpen={(t) => go(detailLink(t))} />
    </Frame>
  )
}
