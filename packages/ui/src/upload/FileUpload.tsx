import { UploadOutlined } from '@ant-design/icons'
import { Button, Upload } from 'antd'
import { FILE_REFUSALS } from './rules'
import type { Uploader } from './uploadResult'
import { useUploadWidget } from './useUploadWidget'

/** Types the server accepts as documents (it checks the content too). */
export const FILE_TYPES: readonly string[] = ['doc', 'docx', 'xls', 'xlsx', 'ppt', 'pptx', 'pdf']

export interface UploadWidgetProps {
  /** Urls of the uploaded files. */
  value?: string[]
  defaultValue?: string[]
  onChange?: (urls: string[]) => void
  /** Most files; default 5. 0 means no limit. */
  limit?: number
  /** Largest file in MB; default 5. 0 means no limit. */
  fileSize?: number
  /** Accepted extensions, lower case without the dot. */
  fileType?: readonly string[]
  /** Show the size/type hint; default true. */
  showTip?: boolean
  disabled?: boolean
  /** Upload address relative to the kit's API base; default '/file/upload'. */
  action?: string
  /** Replaces the kit's upload (tests, other servers). */
  uploader?: Uploader
}

/** File upload with a progress bar: multipart field `file` through the kit; the value is the list of urls. */
export function FileUpload(props: UploadWidgetProps) {
  const { list, uploadProps, disabled, full, tip } = useUploadWidget(props, FILE_TYPES, FILE_REFUSALS)
  return (
    <div className="wp-file-upload">
      <Upload {...uploadProps}>
        <Button icon={<UploadOutlined />} disabled={disabled || full}>
          选取文件
        </Button>
      </Upload>
      {tip}
      {list.holder}
    </div>
  )
}
