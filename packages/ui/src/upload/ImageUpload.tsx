import { PlusOutlined } from '@ant-design/icons'
import { Modal, Upload } from 'antd'
import { useState } from 'react'
import type { UploadWidgetProps } from './FileUpload'
import { IMAGE_REFUSALS } from './rules'
import { useUploadWidget } from './useUploadWidget'

export const IMAGE_TYPES: readonly string[] = ['png', 'jpg', 'jpeg']

/** Image upload as picture cards with progress and a 预览 dialog; the value is the list of image urls. */
export function ImageUpload(props: UploadWidgetProps) {
  const { list, uploadProps, disabled, full, tip } = useUploadWidget(props, IMAGE_TYPES, IMAGE_REFUSALS)
  const [preview, setPreview] = useState<string | null>(null)
  return (
    <div className="wp-image-upload">
      <Upload
        {...uploadProps}
        accept={uploadProps.accept ?? 'image/*'}
        listType="picture-card"
        onPreview={(file) => setPreview(file.url ?? null)}
      >
        {full || disabled ? null : (
          <div>
            <PlusOutlined />
            <div style={{ marginTop: 8 }}>上传</div>
          </div>
        )}
      </Upload>
      {tip}
      <Modal open={preview !== null} title="预览" footer={null} width={800} onCancel={() => setPreview(null)}>
        {preview && <img src={preview} alt="预览" style={{ display: 'block', maxWidth: '100%', margin: '0 auto' }} />}
      </Modal>
      {list.holder}
    </div>
  )
}
