import type { FlowTaskDto } from '@wp/contract'
import { parseTime } from '@wp/kit'
import { BriefList } from '@wp/ui'
import { Empty } from 'antd'

/** The newest tasks, each a link to its detail page. */
export function TodoList({
  tasks,
  failed,
  onOpen,
}: {
  tasks: readonly FlowTaskDto[]
  failed: boolean
  onOpen: (t: FlowTaskDto) => void
}) {
  if (!tasks.length)
    return <Empty description={failed ? '待办加载失败' : '暂无待办'} image={Empty.PRESENTED_IMAGE_SIMPLE} />
  return (
    <BriefList
      itemTestId="todo-item"
      items={tasks.map((t, i) => ({
        key: t.taskId ?? i,
        title: t.title ?? `${t.startUserName ?? ''}提交的${t.procDefName}`,
        description: `${t.taskName ?? ''} · ${parseTime(t.createTime, '{y}-{m}-{d} {h}:{i}') ?? ''}`,
        onOpen: () => onOpen(t),
      }))}
    />
  )
}
