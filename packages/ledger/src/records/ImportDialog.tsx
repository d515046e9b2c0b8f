import type { LedgerImportResult } from '@wp/contract'
import { ActionDialog, SheetDropzone } from '@wp/ui'
import { Alert, App, Typography } from 'antd'
import { useState } from 'react'
import { downloadLedgerTemplate, importLedger } from '../api'

/** 导入: the ledger's template (its dialog's fields), one .xlsx, and every bad row's reasons as the server gives them. */
export function ImportDialog({
  code,
  title,
  open,
  onClose,
  onImported,
}: {
  code: string
  title: string
  open: boolean
  onClose: () => void
  onImported: () => void
}) {
  const { message } = App.useApp()
  const [file, setFile] = useState<File | null>(null)
  const [result, setResult] = useState<{ msg: string; data?: LedgerImportResult } | null>(null)
  const close = () => {
    setFile(null)
    setResult(null)
    onClose()
  }
  const submit = async () => {
    if (!file) {
      message.error('请选择要上传的文件。')
      return false
    }
    try {
      const res = await importLedger(code, file)
      setResult({ msg: res.msg ?? '', data: res.data })
      if (res.code === 200) onImported()
    } finally {
      setFile(null)
    }
    return false // stay open: the per-row result is read here
  }
  const errors = result?.data?.errors ?? []
  return (
    <ActionDialog
      title={`${title}导入`}
      open={open}
      onClose={close}
      onSubmit={submit}
      submitTestId="ledger-import-submit"
      width={520}
    >
      <div data-testid="ledger-import-dialog">
        <SheetDropzone
          file={file}
          onChange={(f) => {
            setFile(f)
            if (f) setResult(null)
          }}
          data-testid="ledger-import-file"
        />
        <div style={{ textAlign: 'center', marginTop: 8 }}>
          <Typography.Text type="secondary">仅允许导入xlsx格式文件，* 为必填列。</Typography.Text>
          <Typography.Link onClick={() => void downloadLedgerTemplate(code)} data-testid="ledger-import-template">
            {' '}
            下载模板
          </Typography.Link>
        </div>
        {result && (
          <Alert
            style={{ marginTop: 12, maxHeight: 240, overflow: 'auto' }}
            type={errors.length ? 'warning' : 'success'}
            title={`导入 ${result.data?.added ?? 0} 条${errors.length ? `，${errors.length} 行有误` : ''}`}
            description={
              errors.length
                ? errors.map((e) => <div key={e.line}>{`第${e.line}行：${e.reasons.join('；')}`}</div>)
                : result.msg
            }
            data-testid="ledger-import-result"
          />
        )}
      </div>
    </ActionDialog>
  )
}
