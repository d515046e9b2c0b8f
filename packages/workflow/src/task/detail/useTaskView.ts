import type { FlowFormData, FlowRecordAnswer, FlowTaskDetail, FlowTaskDto } from '@wp/contract'
import { useCallback, useEffect, useState } from 'react'
import { flowRecord, taskDetail } from '../api'

export interface TaskView {
  /** the open task's bundle (only with a taskId) */
  detail?: FlowTaskDetail
  record?: FlowRecordAnswer
  /** the row the header describes: the task, or the newest record of the instance */
  head?: FlowTaskDto
  startForm?: FlowFormData | null
  failed: boolean
  /** the answers are in (with neither a task nor an instance named, at once: there is nothing to load) */
  loaded: boolean
}

/** What the detail page shows: the task bundle (when a task is named) and the instance's flow record. */
export function useTaskView(taskId: string | undefined, procInsId: string | undefined, deployId: string | undefined) {
  const [view, setView] = useState<TaskView>({ failed: false, loaded: false })
  const [round, setRound] = useState(0)
  const reload = useCallback(() => setRound((r) => r + 1), [])
  useEffect(() => {
    let live = true
    void (async () => {
      try {
        const detail = taskId ? await taskDetail(taskId) : undefined
        const ins = procInsId ?? detail?.task.procInsId
        const record = ins ? await flowRecord(ins, deployId ?? detail?.task.deployId) : undefined
        if (!live) return
        const head = detail?.task ?? record?.flowList.at(-1) ?? record?.flowList[0]
        setView({
          detail,
          record,
          head,
          startForm: detail?.startForm ?? record?.formData ?? null,
          failed: false,
          loaded: true,
        })
      } catch {
        if (live) setView({ failed: true, loaded: true })
      }
    })()
    return () => {
      live = false
    }
  }, [taskId, procInsId, deployId, round])
  /** `round` changes with every reload: what shows the instance (its diagram) reloads with it */
  return { view, reload, round }
}
