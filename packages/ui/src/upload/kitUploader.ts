import { upload } from '@wp/kit'
import type { Uploader } from './uploadResult'

/** Where files go unless a widget is told otherwise (relative to the kit's API base). */
export const UPLOAD_ACTION = '/file/upload'

/** The default uploader: the kit's multipart upload (field `file`) to `action`. */
export function kitUploader(action: string = UPLOAD_ACTION): Uploader {
  return (file, onProgress) => upload(action, file, { onProgress, fieldName: 'file' })
}
