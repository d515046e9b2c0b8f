import {
  CheckCircleOutlined,
  CloudUploadOutlined,
  CompressOutlined,
  DownloadOutlined,
  FileAddOutlined,
  FolderOpenOutlined,
  RedoOutlined,
  UndoOutlined,
  ZoomInOutlined,
  ZoomOutOutlined,
} from '@ant-design/icons'
import { saveBlob } from '@wp/kit'
import { App, Button, Modal, Space, Tooltip } from 'antd'
import { useRef, useState, type ReactNode } from 'react'
import { blankDiagram } from './blankDiagram'
import type { DesignerCanvas } from './modeler'

interface ToolProps {
  title: string
  icon: ReactNode
  onClick: () => void
  disabled?: boolean
  testId: string
}

function Tool({ title, icon, onClick, disabled, testId }: ToolProps) {
  return (
    <Tooltip title={title}>
      <Button icon={icon} onClick={onClick} disabled={disabled} data-testid={testId} aria-label={title} />
    </Tooltip>
  )
}

function XmlDialog({ xml, onClose }: { xml: string; onClose: () => void }) {
  return (
    <Modal
      open
      title="流程XML"
      width={820}
      onCancel={onClose}
      okText="下载"
      cancelText="关闭"
      onOk={() => saveBlob(new Blob([xml], { type: 'application/xml' }), 'process.bpmn')}
    >
      <pre data-testid="designer-xml" style={{ maxHeight: '60vh', overflow: 'auto', fontSize: 12 }}>
        {xml}
      </pre>
    </Modal>
  )
}

/** 新建 / 导入 / 导出 / 撤销 / 重做 / 缩放 / 适应 / 校验 / 部署. */
export function DesignerToolbar({
  canvas,
  version,
  onCheck,
  onDeploy,
}: {
  canvas: DesignerCanvas | undefined
  /** bumps on every edit, so undo / redo availability is read again */
  version: number
  onCheck: () => void
  onDeploy: () => void
}) {
  const file = useRef<HTMLInputElement>(null)
  const { message, modal } = App.useApp()
  const [xml, setXml] = useState<string>()
  const ready = Boolean(canvas)
  void version

  const importFile = async (f: File | undefined) => {
    if (!f || !canvas) return
    try {
      await canvas.importXml(await f.text())
      message.success('导入成功')
    } catch {
      message.error('文件不是有效的 BPMN 流程图')
    }
  }
  const exportXml = async () => canvas && setXml(await canvas.exportXml())
  const fresh = () =>
    modal.confirm({
      title: '提示',
      content: '新建将清空当前画布，是否继续？',
      onOk: () => canvas?.importXml(blankDiagram()),
    })

  /** 导出 / 撤销 / 重做 / 缩放 / 适应: the buttons on the diagram as it stands (usable once the canvas is ready). */
  const canvasTools: ToolProps[] = [
    { title: '导出XML', icon: <DownloadOutlined />, onClick: exportXml, testId: 'designer-export' },
    {
      title: '撤销',
      icon: <UndoOutlined />,
      onClick: () => canvas?.undo(),
      disabled: !canvas?.canUndo(),
      testId: 'designer-undo',
    },
    {
      title: '重做',
      icon: <RedoOutlined />,
      onClick: () => canvas?.redo(),
      disabled: !canvas?.canRedo(),
      testId: 'designer-redo',
    },
    { title: '放大', icon: <ZoomInOutlined />, onClick: () => canvas?.zoomBy(0.1), testId: 'designer-zoom-in' },
    { title: '缩小', icon: <ZoomOutOutlined />, onClick: () => canvas?.zoomBy(-0.1), testId: 'designer-zoom-out' },
    { title: '适应画布', icon: <CompressOutlined />, onClick: () => canvas?.fit(), testId: 'designer-fit' },
  ]

  return (
    <Space wrap data-testid="designer-toolbar">
      <Tool title="新建" icon={<FileAddOutlined />} onClick={fresh} disabled={!ready} testId="designer-new" />
      <Tool
        title="导入"
        icon={<FolderOpenOutlined />}
        onClick={() => file.current?.click()}
        disabled={!ready}
        testId="designer-import"
      />
      <input
        ref={file}
        type="file"
        accept=".bpmn,.xml"
        hidden
        data-testid="designer-import-file"
        onChange={(e) => {
          void importFile(e.target.files?.[0])
          e.target.value = ''
        }}
      />
      {canvasTools.map((tool) => (
        <Tool key={tool.testId} disabled={!ready} {...tool} />
      ))}
      <Button icon={<CheckCircleOutlined />} onClick={onCheck} disabled={!ready} data-testid="designer-validate">
        校验
      </Button>
      <Button
        type="primary"
        icon={<CloudUploadOutlined />}
        onClick={onDeploy}
        disabled={!ready}
        data-testid="designer-deploy"
      >
        部署
      </Button>
      {xml === undefined ? null : <XmlDialog xml={xml} onClose={() => setXml(undefined)} />}
    </Space>
  )
}
