import { PlusOutlined } from '@ant-design/icons'
import { Modal, Upload } from 'antd'
import { useMemo, useState } from 'react'
import { IMAGE_REFUSALS, uploadHint } from './rules'
import { kitUploader, UPLOAD_ACTION } from './kitUploader'
import { useUploadList } from './useUploadList'
import type { UploadWidgetProps } from './FileUpload'

export const IMAGE_TYPES: readonly string[] = ['png', 'jpg', 'jpeg']

/** Image upload as picture cards with progress and a 预览 dialog; the value is the list of image urls. */
export function ImageUpload({
  value,
  defaultValue,
  onChange,
  limit = 5,
  fileSize = 5,
  fileType = IMAGE_TYPES,
  showTip = true,
  disabled = false,
  action = UPLOAD_ACTION,
  uploader,
}: UploadWidgetProps) {
  const send = useMemo(() => uploader ?? kitUploader(action), [uploader, action])
  const limits = { limit, fileSize, fileType }
  const list = useUploadList({ value, defaultValue, onChange, uploader: send, texts: IMAGE_REFUSALS, ...limits })
  const [preview, setPreview] = useState<string | null>(null)
  const full = limit > 0 && list.count >= limit

  return (
    <div className="wp-image-upload">
      <Upload
        {...list.props}
        listType="picture-card"
        multiple={limit !== 1}
        disabled={disabled}
        accept={fileType.length > 0 ? fileType.map((ext) => `.${ext}`).join(',') : 'image/*'}
        showUploadList={{ showRemoveIcon: !disabled }}
        onPreview={(file) => setPreview(file.url ?? null)}
      >
        {full || disabled ? null : (
          <div>
            <PlusOutlined />
            <div style={{ marginTop: 8 }}>上传</div>
          </div>
        )}
      </Upload>
      {showTip && (
        <div className="wp-upload-tip" style={{ color: 'rgba(0, 0, 0, 0.45)', fontSize: 12, marginTop: 4 }}>
          {uploadHint(limits)}
        </div>
      )}
      <Modal open={preview !== null} title="预览" footer={null} width={800} onCancel={() => setPreview(null)}>
        {preview && <img src={preview} alt="预览" style={{ display: 'block', maxWidth: '100%', margin: '0 auto' }} />}
      </Modal>
      {list.holder}
    </div>
  )
}
