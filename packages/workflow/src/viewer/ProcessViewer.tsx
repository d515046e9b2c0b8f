import { CompressOutlined, ZoomInOutlined, ZoomOutOutlined } from '@ant-design/icons'
import type { FlowNodeState, FlowTaskDto } from '@wp/contract'
import { parseTime } from '@wp/kit'
import { Button, Descriptions, Empty, Modal, Space, Spin, Tag } from 'antd'
import { useEffect, useRef, useState } from 'react'
import { LEGEND } from './highlight'
import type { ViewerCanvas } from './canvas'

export interface ProcessViewerProps {
  xml: string
  /** completed and current nodes (flowXmlAndNode); none for a bare definition */
  nodes?: readonly FlowNodeState[]
  /** who did a node, when and what they said (flowTaskInfo); no popup without it */
  loadNodeInfo?: (elementId: string) => Promise<FlowTaskDto[]>
  height?: number | string
}

function NodeInfo({ rows }: { rows: FlowTaskDto[] }) {
  if (!rows.length) return <Empty description="该节点尚未办理" />
  return (
    <>
      {rows.map((r, i) => (
        <Descriptions key={`${r.taskId}-${i}`} size="small" column={1} bordered style={{ marginBottom: 8 }}>
          <Descriptions.Item label="办理人">
            {r.assigneeName ?? r.candidate ?? '—'} {r.assigneeDeptName ? <Tag>{r.assigneeDeptName}</Tag> : null}
          </Descriptions.Item>
          <Descriptions.Item label="接收时间">{parseTime(r.createTime) ?? '—'}</Descriptions.Item>
          <Descriptions.Item label="处理时间">{parseTime(r.finishTime) ?? '—'}</Descriptions.Item>
          <Descriptions.Item label="处理意见">{r.comment?.comment ?? '—'}</Descriptions.Item>
        </Descriptions>
      ))}
    </>
  )
}

/** A process diagram with RuoYi's highlight colours and legend; clicking a node shows who handled it. */
export function ProcessViewer({ xml, nodes = [], loadNodeInfo, height = 460 }: ProcessViewerProps) {
  const host = useRef<HTMLDivElement>(null)
  const [viewer, setViewer] = useState<ViewerCanvas>()
  const [failed, setFailed] = useState(false)
  const [info, setInfo] = useState<{ name: string; rows?: FlowTaskDto[] }>()

  useEffect(() => {
    let live = true
    let shown: ViewerCanvas | undefined
    setFailed(false)
    void (async () => {
      try {
        const { showDiagram } = await import('./canvas')
        if (!live || !host.current) return
        shown = await showDiagram(host.current, xml, nodes, (id, name) => {
          if (!loadNodeInfo) return
          setInfo({ name })
          loadNodeInfo(id).then(
            (rows) => setInfo({ name, rows }),
            () => setInfo({ name, rows: [] }),
          )
        })
        if (live) setViewer(shown)
        else shown.destroy()
      } catch {
        if (live) setFailed(true)
      }
    })()
    return () => {
      live = false
      shown?.destroy()
    }
  }, [xml, nodes, loadNodeInfo])

  return (
    <div data-testid="process-viewer">
      <Space style={{ marginBottom: 8 }} wrap>
        {LEGEND.map((l) => (
          <span
            key={l.key}
            data-testid={`viewer-legend-${l.key}`}
            style={{
              background: l.background,
              color: l.color,
              border: `1px solid ${l.border}`,
              padding: '2px 10px',
              borderRadius: 4,
            }}
          >
            {l.label}
          </span>
        ))}
        <Button size="small" icon={<ZoomInOutlined />} aria-label="放大" onClick={() => viewer?.zoomBy(0.1)} />
        <Button size="small" icon={<ZoomOutOutlined />} aria-label="缩小" onClick={() => viewer?.zoomBy(-0.1)} />
        <Button size="small" icon={<CompressOutlined />} aria-label="适应" onClick={() => viewer?.fit()} />
      </Space>
      {failed ? <Empty description="流程图加载失败" /> : null}
      <div ref={host} data-testid="process-viewer-canvas" style={{ height, border: '1px solid #f0f0f0' }}>
        {viewer || failed ? null : <Spin style={{ margin: 40 }} />}
      </div>
      <Modal open={Boolean(info)} title={info?.name} footer={null} onCancel={() => setInfo(undefined)} width={520}>
        <div data-testid="viewer-node-info">{info?.rows ? <NodeInfo rows={info.rows} /> : <Spin />}</div>
      </Modal>
    </div>
  )
}
