import { getFeedback } from '../feedback/feedback'
import { tansParams } from '../format/params'
import { HttpError } from './errors'
import { http } from './http'

export const DOWNLOAD_TIMEOUT = 20_000
export const DOWNLOAD_LOADING_TEXT = '正在下载数据，请稍候'
/** kit wording: the spec says only that the user is told the file link was obtained */
export const DOWNLOAD_READY_TEXT = '已获取文件链接，开始下载'
export const DOWNLOAD_FAILED_TEXT = '下载文件出现错误，请联系管理员！'

/** Hands a Blob to the browser as a file download. */
export function saveBlob(blob: Blob, filename: string): void {
  const href = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = href
  link.download = filename
  link.style.display = 'none'
  document.body.appendChild(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(href), 0)
}

/**
 * The family's download helper: POSTs `params` form-encoded (nested as key[sub]), receives a file within 20 s and
 * saves it (name: `filename`, else the server's Content-Disposition, else 'download'). Resolves true when the file was
 * handed to the browser, false when it failed (the user has been told).
 */
export async function download(
  url: string,
  params: Record<string, unknown> = {},
  filename?: string,
  options: { timeout?: number } = {},
): Promise<boolean> {
  const feedback = getFeedback()
  const close = feedback.message.loading({ content: DOWNLOAD_LOADING_TEXT, duration: 0 })
  try {
    const file = await http.Post<Blob>(url, tansParams(params), {
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      timeout: options.timeout ?? DOWNLOAD_TIMEOUT,
      meta: { blob: true, repeatSubmit: false },
    })
    // duck-typed: in tests (and some embedders) Blob may come from another realm
    if (!file || typeof (file as Blob).size !== 'number') throw new Error('not a file')
    feedback.message.success(DOWNLOAD_READY_TEXT)
    saveBlob(file, filename ?? ((file as Partial<File>).name || 'download'))
    return true
  } catch (error) {
    // HttpErrors were shown where they happened
    if (!(error instanceof HttpError)) feedback.message.error(DOWNLOAD_FAILED_TEXT)
    return false
  } finally {
    close()
  }
}

export interface UploadOptions {
  /** 0–100 as the bytes go out */
  onProgress?: (percent: number) => void
  /** multipart field name, default 'file' */
  fieldName?: string
}

export interface UploadResult {
  code: number
  msg: string
  data?: { url: string; name: string; fileId?: string }
}

/**
 * Uploads one file as multipart field `file` (POST `url`, e.g. '/file/upload'), reporting progress. Resolves with
 * the server's envelope whatever its code, so the widget decides what to show (401/501 still open the re-login
 * dialog and reject); transport errors are shown and reject. No timeout: large files take their time.
 */
export function upload(url: string, file: Blob, options: UploadOptions = {}): Promise<UploadResult> {
  const form = new FormData()
  const name = file instanceof File ? file.name : 'blob'
  form.append(options.fieldName ?? 'file', file, name)
  const method = http.Post<UploadResult>(url, form, {
    timeout: 0,
    meta: { upload: true, rawEnvelope: true, repeatSubmit: false },
  })
  const { onProgress } = options
  if (onProgress) {
    method.onUpload(({ loaded, total }) =>
      onProgress(total > 0 ? Math.min(100, Math.round((loaded / total) * 100)) : 0),
    )
  }
  return method.send().then((body) => {
    const envelope = body as unknown as Partial<UploadResult>
    return {
      code: Number(envelope.code) || 200,
      msg: envelope.msg ?? '',
      ...(envelope.data ? { data: envelope.data } : {}),
    }
  })
}
