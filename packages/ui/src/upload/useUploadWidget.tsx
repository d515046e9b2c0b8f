import type { UploadProps } from 'antd'
import { useMemo } from 'react'
import type { UploadWidgetProps } from './FileUpload'
import { kitUploader, UPLOAD_ACTION } from './kitUploader'
import { uploadHint, type RefusalTexts } from './rules'
import { useUploadList } from './useUploadList'

/**
 * What both upload widgets share: the defaults (5 files of at most 5 MB, the kit's uploader), the list of uploads,
 * the antd Upload props, whether the list is full, and the hint under the widget.
 */
export function useUploadWidget(props: UploadWidgetProps, defaultTypes: readonly string[], texts: RefusalTexts) {
  const { value, defaultValue, onChange, limit = 5, fileSize = 5, fileType = defaultTypes } = props
  const { showTip = true, disabled = false, action = UPLOAD_ACTION, uploader } = props
  const send = useMemo(() => uploader ?? kitUploader(action), [uploader, action])
  const limits = { limit, fileSize, fileType }
  const list = useUploadList({ value, defaultValue, onChange, uploader: send, texts, ...limits })
  const uploadProps: UploadProps = {
    ...list.props,
    multiple: limit !== 1,
    disabled,
    accept: fileType.length > 0 ? fileType.map((ext) => `.${ext}`).join(',') : undefined,
    showUploadList: { showRemoveIcon: !disabled },
  }
  const tip = showTip ? (
    <div className="wp-upload-tip" style={{ color: 'rgba(0, 0, 0, 0.62)', fontSize: 12, marginTop: 4 }}>
      {uploadHint(limits)}
    </div>
  ) : null
  return { list, uploadProps, disabled, full: limit > 0 && list.count >= limit, tip }
}
