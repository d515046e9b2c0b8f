import type { StatImportResult, StatKindDescription } from '@wp/contract'
import { ActionDialog, PlainTable, SheetDropzone, useSheetImport, type ImportDialogControl } from '@wp/ui'
import { Alert, App, Button, Checkbox } from 'antd'
import { useState } from 'react'
import { downloadTemplate, importRows } from './api'

/**
 * Excel import of one kind: pick a file (.xlsx), optionally update existing rows, then read what went in and every
 * refused row with its reasons (row numbers as in Excel). Refused rows leave the others in.
 */
export function ImportDialog({ kind, open, onClose, onImported }: ImportDialogControl & { kind: StatKindDescription }) {
  const { message } = App.useApp()
  const { file, answer: result, setAnswer: setResult, dropzone, reset } = useSheetImport<StatImportResult>()
  const [update, setUpdate] = useState(false)
  if (!open) return null
  const close = () => {
    reset()
    onClose()
  }
  return (
    <ActionDialog
      open
      title={`${kind.title} · 导入`}
      width={640}
      onClose={close}
      submitTestId="stat-import-submit"
      onSubmit={async () => {
        if (!file) {
          message.warning('请选择要上传的文件')
          return false
        }
        const reply = await importRows(kind.kind as never, file, update)
        if (reply.code !== 200 && !reply.result) {
          message.error(reply.msg || '导入失败')
          return false
        }
        setResult(reply.result ?? { inserted: 0, updated: 0, failed: [] })
        onImported()
        return false // stay open: the per-row result is read here
      }}
    >
      <div data-testid="stat-import">
        <SheetDropzone {...dropzone} data-testid="stat-import-file" />
        <div style={{ marginTop: 8, display: 'flex', justifyContent: 'space-between' }}>
          <Checkbox checked={update} onChange={(e) => setUpdate(e.target.checked)}>
            是否更新已经存在的数据
          </Checkbox>
          <Button type="link" onClick={() => void downloadTemplate(kind.kind as never)}>
            下载模板
          </Button>
        </div>
        {result && (
          <div data-testid="stat-import-result" style={{ marginTop: 12 }}>
            <Alert
              type={result.failed.length ? 'warning' : 'success'}
              title={`新增 ${result.inserted} 条，更新 ${result.updated} 条，失败 ${result.failed.length} 条`}
            />
            {result.failed.length > 0 && (
              <PlainTable
                style={{ marginTop: 8 }}
                rowKey="row"
                scroll={{ y: 240 }}
                dataSource={result.failed}
                data-testid="stat-import-errors"
                columns={[
                  { title: '行号', dataIndex: 'row', width: 80 },
                  { title: '错误', dataIndex: 'errors', render: (errors: string[]) => errors.join('；') },
                ]}
              />
            )}
          </div>
        )}
      </div>
    </ActionDialog>
  )
}
