import { InboxOutlined } from '@ant-design/icons'
import { App, Upload } from 'antd'

export interface SheetDropzoneProps {
  /** the chosen workbook, shown as the one file of the list */
  file: File | null
  /** a workbook was chosen (a File) or removed (null); a file of another kind is refused with a message */
  onChange: (file: File | null) => void
  /** also accept the old binary .xls (the family's user import does) */
  legacyXls?: boolean
  'data-testid'?: string
}

/** An import dialog's drop zone for one Excel workbook: drag or click, refused by its extension before any upload. */
export function SheetDropzone({ file, onChange, legacyXls = false, 'data-testid': testId }: SheetDropzoneProps) {
  const { message } = App.useApp()
  return (
    <Upload.Dragger
      accept={legacyXls ? '.xlsx,.xls' : '.xlsx'}
      maxCount={1}
      fileList={file ? [{ uid: '1', name: file.name, status: 'done' }] : []}
      beforeUpload={(f) => {
        if (!(legacyXls ? /\.xlsx?$/i : /\.xlsx$/i).test(f.name)) {
          message.error(`文件格式不正确，请上传${legacyXls ? '.xls或.xlsx' : '.xlsx'}格式的文件`)
          return Upload.LIST_IGNORE
        }
        onChange(f)
        return false
      }}
      onRemove={() => onChange(null)}
      data-testid={testId}
    >
      <p className="ant-upload-drag-icon">
        <InboxOutlined />
      </p>
      <p>
        将文件拖到此处，或<em>点击上传</em>
      </p>
    </Upload.Dragger>
  )
}
