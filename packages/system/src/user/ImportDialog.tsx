import { SheetDropzone, useSheetImport, type ImportDialogControl } from '@wp/ui'
import { Alert, App, Checkbox, Modal, Progress, Typography } from 'antd'
import { useState } from 'react'
import { downloadImportTemplate, importUsers } from './api'
import { importMessageLines } from './params'

/** What the server said of an import: accepted or not, its message line by line. */
type ImportResult = { ok: boolean; lines: string[] }

/** 用户导入: template download, one .xls/.xlsx file, 是否更新已经存在的用户数据, progress, the server's per-row result. */
export function ImportDialog({ open, onClose, onImported }: ImportDialogControl) {
  const { message } = App.useApp()
  const { file, setFile, answer: result, setAnswer: setResult, dropzone, reset } = useSheetImport<ImportResult>()
  const [updateSupport, setUpdateSupport] = useState(false)
  const [percent, setPercent] = useState<number | null>(null)

  const close = () => {
    reset()
    setUpdateSupport(false)
    setPercent(null)
    onClose()
  }

  const submit = async () => {
    if (!file) {
      message.error('请选择要上传的文件。')
      return
    }
    setPercent(0)
    setResult(null)
    try {
      const res = await importUsers(file, updateSupport, setPercent)
      setResult({
        ok: res.code === 200,
        lines: importMessageLines(res.msg || (res.code === 200 ? '导入成功' : '导入失败')),
      })
      if (res.code === 200) onImported()
    } catch {
      // transport errors are shown by the kit
    } finally {
      setPercent(null)
      setFile(null)
    }
  }

  return (
    <Modal
      title="用户导入"
      open={open}
      onCancel={close}
      onOk={submit}
      okText="确定"
      cancelText="取消"
      confirmLoading={percent !== null}
      okButtonProps={{ 'data-testid': 'user-import-submit' } as never}
      width={440}
      destroyOnHidden
    >
      <div data-testid="user-import-dialog">
        <SheetDropzone {...dropzone} legacyXls data-testid="user-import-file" />
        <div style={{ textAlign: 'center', marginTop: 8 }}>
          <Checkbox
            checked={updateSupport}
            onChange={(e) => setUpdateSupport(e.target.checked)}
            data-testid="user-import-update-support"
          >
            是否更新已经存在的用户数据
          </Checkbox>
          <div>
            <Typography.Text type="secondary">仅允许导入xls、xlsx格式文件。</Typography.Text>
            <Typography.Link onClick={() => void downloadImportTemplate()} data-testid="user-import-template">
              {' '}
              下载模板
            </Typography.Link>
          </div>
        </div>
        {percent !== null && (
          <Progress percent={percent} size="small" aria-label="导入进度" data-testid="user-import-progress" />
        )}
        {result && (
          <Alert
            style={{ marginTop: 12, maxHeight: 240, overflow: 'auto' }}
            type={result.ok ? 'success' : 'error'}
            title="导入结果"
            description={result.lines.map((line, i) => (
              <div key={i}>{line}</div>
            ))}
            data-testid="user-import-result"
          />
        )}
      </div>
    </Modal>
  )
}
