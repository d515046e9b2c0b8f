import { InboxOutlined } from '@ant-design/icons'
import type { LedgerImportResult } from '@wp/contract'
import { Alert, App, Modal, Typography, Upload } from 'antd'
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
  const [busy, setBusy] = useState(false)
  const [result, setResult] = useState<{ msg: string; data?: LedgerImportResult } | null>(null)
  const close = () => {
    setFile(null)
    setResult(null)
    onClose()
  }
  const submit = async () => {
    if (!file) {
      message.error('请选择要上传的文件。')
      return
    }
    setBusy(true)
    try {
      const res = await importLedger(code, file)
      setResult({ msg: res.msg ?? '', data: res.data })
      if (res.code === 200) onImported()
    } catch {
      // transport errors are shown by the kit
    } finally {
      setBusy(false)
      setFile(null)
    }
  }
  const errors = result?.data?.errors ?? []
  return (
    <Modal
      title={`${title}导入`}
      open={open}
      onCancel={close}
      onOk={submit}
      okText="确定"
      cancelText="取消"
      confirmLoading={busy}
      okButtonProps={{ 'data-testid': 'ledger-import-submit' } as never}
      width={520}
      destroyOnHidden
    >
      <div data-testid="ledger-import-dialog">
        <Upload.Dragger
          accept=".xlsx"
          maxCount={1}
          fileList={file ? [{ uid: '1', name: file.name, status: 'done' }] : []}
          beforeUpload={(f) => {
            if (!/\.xlsx$/i.test(f.name)) {
              message.error('文件格式不正确，请上传.xlsx格式的文件')
              return Upload.LIST_IGNORE
            }
            setFile(f)
            setResult(null)
            return false
          }}
          onRemove={() => setFile(null)}
          data-testid="ledger-import-file"
        >
          <p className="ant-upload-drag-icon">
            <InboxOutlined />
          </p>
          <p>
            将文件拖到此处，或<em>点击上传</em>
          </p>
        </Upload.Dragger>
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
    </Modal>
  )
}
