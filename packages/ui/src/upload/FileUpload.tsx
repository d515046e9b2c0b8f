import { UploadOutlined } from '@ant-design/icons'
import { Button, Upload } from 'antd'
import { useMemo } from 'react'
import { FILE_REFUSALS, uploadHint } from './rules'
import { kitUploader, UPLOAD_ACTION } from './kitUploader'
import type { Uploader } from './uploadResult'
import { useUploadList } from './useUploadList'

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
export function FileUpload({
  value,
  defaultValue,
  onChange,
  limit = 5,
  fileSize = 5,
  fileType = FILE_TYPES,
  showTip = true,
  disabled = false,
  action = UPLOAD_ACTION,
  uploader,
}: UploadWidgetProps) {
  const send = useMemo(() => uploader ?? kitUploader(action), [uploader, action])
  const limits = { limit, fileSize, fileType }
  const list = useUploadList({ value, defaultValue, onChange, uploader: send, texts: FILE_REFUSALS, ...limits })
  const full = limit > 0 && list.count >= limit

  return (
    <div className="wp-file-upload">
      <Upload
        {...list.props}
        multiple={limit !== 1}
        disabled={disabled}
        accept={fileType.length > 0 ? fileType.map((ext) => `.${ext}`).join(',') : undefined}
        showUploadList={{ showRemoveIcon: !disabled }}
      >
        <Button icon={<UploadOutlined />} disabled={disabled || full}>
          选取文件
        </Button>
      </Upload>
      {showTip && (
        <div className="wp-upload-tip" style={{ color: 'rgba(0, 0, 0, 0.45)', fontSize: 12, marginTop: 4 }}>
          {uploadHint(limits)}
        </div>
      )}
      {list.holder}
    </div>
  )
}
