import type { FlowTaskDto } from '@wp/contract'
import InfiniteScroll from 'antd-mobile/es/components/infinite-scroll'
import List from 'antd-mobile/es/components/list'
import PullToRefresh from 'antd-mobile/es/components/pull-to-refresh'
import Tag from 'antd-mobile/es/components/tag'
import { useCallback, useEffect, useRef, useState } from 'react'
import { taskPage, type TaskListKey } from './api'

/** The status tag of a row: open, finished with its outcome, or the instance's state. */
function statusOf(row: FlowTaskDto, list: TaskListKey): { text: string; color: string } {
  if (list === 'todo') return { text: '待处理', color: 'warning' }
  if (list === 'finished') {
    if (row.outcome === 'reject') return { text: '已驳回', color: 'danger' }
    if (row.outcome === 'return') return { text: '已退回', color: 'danger' }
    if (row.outcome === 'assign') return { text: '已转办', color: 'default' }
    return { text: '已同意', color: 'success' }
  }
  if (row.finishTime || row.processStatus === 'completed') return { text: '已通过', color: 'success' }
  if (row.processStatus === 'terminated' || row.processStatus === 'canceled')
    return { text: '已终止', color: 'default' }
  return { text: '审批中', color: 'primary' }
}

interface Props {
  list: TaskListKey
  /** opens a row */
  onOpen: (row: FlowTaskDto) => void
  /** the list's total, for the tab's count */
  onTotal?: (total: number) => void
}

/** One approval list: pull down to refresh, more rows as the end scrolls into view. */
export function TaskList({ list, onOpen, onTotal }: Props) {
  const [rows, setRows] = useState<FlowTaskDto[]>([])
  const [hasMore, setHasMore] = useState(true)
  const page = useRef(0)

  const loadMore = useCallback(async () => {
    const next = await taskPage(list, page.current + 1)
    page.current = next.current || page.current + 1
    setRows((old) => [...(page.current === 1 ? [] : old), ...next.records])
    setHasMore(page.current * next.size < next.total && next.records.length > 0)
    onTotal?.(next.total)
  }, [list, onTotal])

  const refresh = useCallback(async () => {
    page.current = 0
    await loadMore()
  }, [loadMore])

  useEffect(() => {
    page.current = 0
    setRows([])
    setHasMore(true)
  }, [list])

  return (
    <PullToRefresh onRefresh={refresh}>
      <List data-testid={`approval-list-${list}`}>
        {rows.map((row) => {
          const status = statusOf(row, list)
          return (
            <List.Item
              key={`${row.taskId ?? ''}-${row.procInsId}`}
              data-testid="approval-row"
              data-task-id={row.taskId ?? ''}
              onClick={() => onOpen(row)}
              description={`${row.startUserName ?? ''} · ${row.createTime}`}
              extra={<Tag color={status.color}>{status.text}</Tag>}
              arrow
            >
              {row.title || `${row.startUserName ?? ''}提交的${row.procDefName}`}
              <div className="wf-m-sub">当前节点：{row.taskName ?? '—'}</div>
            </List.Item>
          )
        })}
      </List>
      <InfiniteScroll loadMore={loadMore} hasMore={hasMore}>
        {hasMore ? (
          '加载中…'
        ) : rows.length ? (
          '没有更多了'
        ) : (
          <span data-testid={`approval-empty-${list}`}>暂无数据</span>
        )}
      </InfiniteScroll>
    </PullToRefresh>
  )
}
