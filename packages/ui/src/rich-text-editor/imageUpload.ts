// No tinymce import here (types only): this module is in every bundle that shows the wrapper.
import { readUploadResponse, type UploadOutcome, type UploadResponse, type Uploader } from '../upload/uploadResult'

export const IMAGE_UPLOAD_FAILED_TEXT = '上传失败'

/** The editor's reading of an upload answer: code 200 with a url inserts it; otherwise msg, or 上传失败. */
export function editorImageOutcome(response: UploadResponse | null | undefined): UploadOutcome {
  return readUploadResponse(response, IMAGE_UPLOAD_FAILED_TEXT)
}

/** The part of TinyMCE's BlobInfo the handler uses. */
export interface EditorBlobInfo {
  blob(): Blob
  filename(): string
}

/** TinyMCE's `images_upload_handler`: resolves with the url to insert, rejects with `{ message, remove }`. */
export type ImagesUploadHandler = (blobInfo: EditorBlobInfo, progress: (percent: number) => void) => Promise<string>

/** Builds the editor's image handler on an uploader (the kit's multipart upload by default). */
export function createImagesUploadHandler(uploader: Uploader): ImagesUploadHandler {
  return async (blobInfo, progress) => {
    const blob = blobInfo.blob()
    const file = blob instanceof File ? blob : new File([blob], blobInfo.filename(), { type: blob.type })
    let response: UploadResponse
    try {
      response = await uploader(file, progress)
    } catch {
      throw { message: IMAGE_UPLOAD_FAILED_TEXT, remove: true }
    }
    const outcome = editorImageOutcome(response)
    if (!outcome.ok) throw { message: outcome.message, remove: true }
    return outcome.url
  }
}
