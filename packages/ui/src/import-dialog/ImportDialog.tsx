import type { ImportAnswer } from '@wp/kit'
import { Alert, App, Typography } from 'antd'
import { ActionDialog } from '../action-dialog/ActionDialog'
import { SheetDropzone } from '../upload/SheetDropzone'
import { useSheetImport } from '../upload/useSheetImport'

/**
 * What a list gives any import dialog, this one or a module's own: whether it is open, closing it, and what to do
 * when rows came in.
 */
export interface ImportDialogControl {
  open: boolean
  onClose: () => void
  /** some rows were added: reload the list */
  onImported: () => void
}

export interface ImportDialogProps extends ImportDialogControl {
  /** what one row is called: the title reads 供应商导入 */
  noun: string
  /** downloads the template (`crudApi(resource).importTemplate`) */
  template: () => Promise<unknown>
  /** uploads the filled workbook (`crudApi(resource).importData`) */
  upload: (file: File) => Promise<ImportAnswer>
  /** data-testid prefix: `<testId>-dialog`, `-file`, `-template`, `-submit`, `-result` */
  testId: string
}

/**
 * 导入: the template (the dialog's fields, * for required ones), one .xlsx, and every bad row's reasons as the server
 * gives them. The dialog stays open after an import, so the per-row result can be read.
 */
export function ImportDialog({ noun, open, onClose, onImported, template, upload, testId }: ImportDialogProps) {
  const { message } = App.useApp()
  const { file, setFile, answer, setAnswer, dropzone, reset } = useSheetImport<ImportAnswer>()
  const close = () => {
    reset()
    onClose()
  }
  const submit = async () => {
    if (!file) {
      message.error('请选择要上传的文件。')
      return false
    }
    try {
      const res = await upload(file)
      setAnswer(res)
      if (res.code === 200 && res.data?.added) onImported()
    } finally {
      setFile(null)
    }
    return false
  }
  const errors = answer?.data?.errors ?? []
  const refused = !!answer && answer.code !== 200
  return (
    <ActionDialog
      title={`${noun}导入`}
      open={open}
      onClose={close}
      onSubmit={submit}
      submitTestId={`${testId}-submit`}
      width={520}
    >
      <div data-testid={`${testId}-dialog`}>
        <SheetDropzone {...dropzone} data-testid={`${testId}-file`} />
        <div style={{ textAlign: 'center', marginTop: 8 }}>
          <Typography.Text type="secondary">仅允许导入xlsx格式文件，* 为必填列。</Typography.Text>
          <Typography.Link onClick={() => void template()} data-testid={`${testId}-template`}>
            {' '}
            下载模板
          </Typography.Link>
        </div>
        {answer && (
          <Alert
            style={{ marginTop: 12, maxHeight: 240, overflow: 'auto' }}
            type={refused ? 'error' : errors.length ? 'warning' : 'success'}
            title={
              refused
                ? '导入失败'
                : `导入 ${answer.data?.added ?? 0} 条${errors.length ? `，${errors.length} 行有误` : ''}`
            }
            description={
              errors.length
                ? errors.map((e) => <div key={e.line}>{`第${e.line}行：${e.reasons.join('；')}`}</div>)
                : answer.msg
            }
            data-testid={`${testId}-result`}
          />
        )}
      </div>
    </ActionDialog>
  )
}
