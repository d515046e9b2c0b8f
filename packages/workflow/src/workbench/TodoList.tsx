import type { FlowTaskDto } from '@wp/contract'
import { parseTime } from '@wp/kit'
import { Empty, List, Typography } from 'antd'

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
    <List
      size="small"
      dataSource={tasks as FlowTaskDto[]}
      renderItem={(t) => (
        <List.Item key={t.taskId} data-testid="todo-item">
          <List.Item.Meta
            title={
              <Typography.Link onClick={() => onOpen(t)}>
                {t.title ?? `${t.startUserName ?? ''}提交的${t.procDefName}`}
              </Typography.Link>
            }
            description={`${t.taskName ?? ''} · ${parseTime(t.createTime, '{y}-{m}-{d} {h}:{i}') ?? ''}`}
          />
        </List.Item>
      )}
    />
  )
}
