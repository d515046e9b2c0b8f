import type { FlowXmlAndNode } from '@wp/contract'
import { Empty, Spin } from 'antd'
import { useCallback, useEffect, useState } from 'react'
import { flowTaskInfo, flowXmlAndNode } from '../task/api'
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
  const info = useCallback((id: string) => flowTaskInfo(procInsId, id).then((rows) => rows ?? []), [procInsId])
  if (answer === undefined) return <Spin />
  if (!answer?.xmlData) return <Empty description="暂无流程图" />
  return <ProcessViewer xml={answer.xmlData} nodes={answer.nodeData} loadNodeInfo={info} height={height} />
}
