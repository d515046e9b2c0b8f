import { Empty, Spin } from 'antd'
import { useLoad } from '@wp/kit'
import { useCallback } from 'react'
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
  const diagram = useLoad(useCallback(() => flowXmlAndNode(procInsId, deployId), [procInsId, deployId]))
  // who handled a node: its rows of the flow record (the server offers no flowTaskInfo)
  const info = useCallback(
    (id: string) => flowRecord(procInsId, deployId).then((r) => (r?.flowList ?? []).filter((t) => t.taskDefKey === id)),
    [procInsId, deployId],
  )
  if (diagram.loading) return <Spin />
  const answer = diagram.value
  if (diagram.error || !answer?.xmlData) return <Empty description="暂无流程图" />
  return <ProcessViewer xml={answer.xmlData} nodes={answer.nodeData} loadNodeInfo={info} height={height} />
}
