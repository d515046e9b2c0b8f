import type { FlowFormData, FlowRecordAnswer, FlowTaskDetail, FlowTaskDto } from '@wp/contract'
import { useLoad } from '@wp/kit'
import { useCallback, useState } from 'react'
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

const NOT_LOADED: TaskView = { failed: false, loaded: false }
const FAILED: TaskView = { failed: true, loaded: true }
// the view on show stays while the next one loads (a reload, another task)
const KEEP_PREVIOUS = { keepPrevious: true }

/** What the detail page shows: the task bundle (when a task is named) and the instance's flow record. */
export function useTaskView(taskId: string | undefined, procInsId: string | undefined, deployId: string | undefined) {
  const loadView = useCallback(async (): Promise<TaskView> => {
    try {
      const detail = taskId ? await taskDetail(taskId) : undefined
      const ins = procInsId ?? detail?.task.procInsId
      const record = ins ? await flowRecord(ins, deployId ?? detail?.task.deployId) : undefined
      const head = detail?.task ?? record?.flowList.at(-1) ?? record?.flowList[0]
      return {
        detail,
        record,
        head,
        startForm: detail?.startForm ?? record?.formData ?? null,
        failed: false,
        loaded: true,
      }
    } catch {
      return FAILED
    }
  }, [taskId, procInsId, deployId])
  const { value, reload: askAgain } = useLoad(loadView, KEEP_PREVIOUS)
  const [round, setRound] = useState(0)
  // asks the same loader again (the view on show stays meanwhile), and tells what shows the instance
  const reload = useCallback(() => {
    setRound((r) => r + 1)
    askAgain()
  }, [askAgain])
  const view = value ?? NOT_LOADED
  /** `round` changes with every reload: what shows the instance (its diagram) reloads with it */
  return { view, reload, round }
}
