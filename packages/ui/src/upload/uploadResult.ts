/** The server's answer to POST /file/upload. */
export interface UploadResponse {
  code: number
  msg: string
  data?: { url: string; name: string }
}

/** Sends one file and reports progress (0–100); the widgets' upload dependency. */
export type Uploader = (file: File, onProgress: (percent: number) => void) => Promise<UploadResponse>

export type UploadOutcome = { ok: true; url: string; name: string } | { ok: false; message: string }

/**
 * Reads the upload answer: only code 200 with a url is a success; otherwise the server's msg, or
 * `fallback` when it gave none.
 */
export function readUploadResponse(response: UploadResponse | null | undefined, fallback: string): UploadOutcome {
  const url = response?.data?.url
  if (response && Number(response.code) === 200 && typeof url === 'string' && url !== '') {
    return { ok: true, url, name: response.data?.name || url.split('/').pop() || url }
  }
  const message = typeof response?.msg === 'string' && response.msg.trim() !== '' ? response.msg : fallback
  return { ok: false, message }
}
