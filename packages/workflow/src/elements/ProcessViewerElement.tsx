import { Empty } from 'antd'
import { InstanceDiagram } from '../viewer/InstanceDiagram'

/** <wp-process-viewer proc-ins-id="…">: the diagram of one instance with its progress highlighted. */
export default function ProcessViewerElement({
  procInsId,
  instanceId,
  deployId,
  height,
}: {
  procInsId?: string
  instanceId?: string
  deployId?: string
  height?: number
}) {
  const id = procInsId || instanceId
  if (!id) return <Empty description="请设置 proc-ins-id 属性" />
  return (
    <InstanceDiagram procInsId={id} deployId={deployId || undefined} height={height && height > 0 ? height : 420} />
  )
}
