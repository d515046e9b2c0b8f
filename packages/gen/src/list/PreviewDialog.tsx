import type { GenFiles } from '@wp/contract'
import { Modal } from 'antd'
import { useEffect, useState } from 'react'
import { previewSaved } from '../api'
import { CodePreview } from '../preview/CodePreview'

/** 代码预览 of an imported table's saved settings. */
export function PreviewDialog({ tableId, onClose }: { tableId?: number; onClose: () => void }) {
  const [files, setFiles] = useState<GenFiles>()
  const [error, setError] = useState<string>()
  useEffect(() => {
    setFiles(undefined)
    setError(undefined)
    if (tableId)
      previewSaved(tableId).then(setFiles, (e: unknown) => setError(e instanceof Error ? e.message : '预览失败'))
  }, [tableId])
  return (
    <Modal
      title="代码预览"
      open={!!tableId}
      width="80%"
      footer={null}
      onCancel={onClose}
      data-testid="gen-preview-dialog"
    >
      <CodePreview files={files} loading={!files && !error} error={error} />
    </Modal>
  )
}
