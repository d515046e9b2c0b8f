import type { FlowTaskDto } from '@wp/contract'

/** The task detail page (the hidden route /flowable/task/info/index) of a list row. */
export function detailLink(row: Pick<FlowTaskDto, 'taskId' | 'procInsId' | 'deployId'>, finished = false): string {
  const q = new URLSearchParams()
  if (row.taskId) q.set('taskId', row.taskId)
  q.set('procInsId', row.procInsId)
  if (row.deployId) q.set('deployId', row.deployId)
  if (finished) q.set('finished', '1')
  return `/flowable/task/info/index?${q}`
}
