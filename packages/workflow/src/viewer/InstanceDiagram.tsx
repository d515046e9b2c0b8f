import type { FlowXmlAndNode } from '@wp/contract'
import { Empty, Spin } from 'antd'
import { useCallback, useEffect, useState } from 'react'
import { flowRecord, flowXmlAndNode } from '../task/api'
import { ProcessViewer } from './ProcessViewer'

/** The diagram of one process instance with its progress (flowXmlAndNode); the detail tab and wp-process-viewer. */
export function InstanceDiagram({
  procInsId,
  deployId,
  height,
}: {
  procInsId: string
  deployId?: string
  height?: number | string
}) {
  const [answer, setAnswer] = useState<FlowXmlAndNode | null>()
  useEffect(() => {
    let live = true
    setAnswer(undefined)
    flowXmlAndNode(procInsId, deployId).then(
      (a) => live && setAnswer(a ?? null),
      () => live && setAnswer(null),
    )
    return () => {
      live = false
    }
  }, [procInsId, deployId])
  // who handled a node: its rows of the flow record (the server offers no flowTaskInfo)
  const info = useCallback(
    (id: string) => flowRecord(procInsId, deployId).then((r) => (r?.flowList ?? []).filter((t) => t.taskDefKey === id)),
    [procInsId, deployId],
  )
  if (answer === undefined) return <Spin />
  if (!answer?.xmlData) return <Empty description="暂无流程图" />
  return <ProcessViewer xml={answer.xmlData} nodes={answer.nodeData} loadNodeInfo={info} height={height} />
}
