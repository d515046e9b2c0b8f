import { describe, expect, it, vi } from 'vitest'
import { createImagesUploadHandler, editorImageOutcome } from './imageUpload'
import type { Uploader } from '../upload/uploadResult'

describe('editorImageOutcome', () => {
  it('inserts the url only for code 200 with a url', () => {
    expect(
      editorImageOutcome({ code: 200, msg: '上传成功', data: { url: '/prod-api/file/a1', name: 'a.png' } }),
    ).toEqual({
      ok: true,
      url: '/prod-api/file/a1',
      name: 'a.png',
    })
  })
  it('fails with the server msg otherwise', () => {
    expect(editorImageOutcome({ code: 500, msg: '不支持的文件类型' })).toEqual({
      ok: false,
      message: '不支持的文件类型',
    })
    expect(editorImageOutcome({ code: 401, msg: '登录状态已过期' })).toEqual({ ok: false, message: '登录状态已过期' })
  })
  it('fails with 上传失败 when there is no msg, or code 200 carries no url', () => {
    expect(editorImageOutcome({ code: 500, msg: '' })).toEqual({ ok: false, message: '上传失败' })
    expect(editorImageOutcome({ code: 200, msg: '' })).toEqual({ ok: false, message: '上传失败' })
    expect(editorImageOutcome({ code: 200, msg: 'ok', data: { url: '', name: '' } })).toEqual({
      ok: false,
      message: 'ok',
    })
    expect(editorImageOutcome(null)).toEqual({ ok: false, message: '上传失败' })
  })
})

describe('createImagesUploadHandler', () => {
  const blobInfo = {
    blob: () => new Blob([new Uint8Array([137, 80, 78, 71])], { type: 'image/png' }),
    filename: () => 'paste.png',
  }

  it('sends the image as a named file and resolves with the url', async () => {
    const uploader = vi.fn<Uploader>(async (_file, onProgress) => {
      onProgress(100)
      return { code: 200, msg: '', data: { url: '/prod-api/file/b2', name: 'paste.png' } }
    })
    const progress = vi.fn()
    await expect(createImagesUploadHandler(uploader)(blobInfo, progress)).resolves.toBe('/prod-api/file/b2')
    const [file] = uploader.mock.calls[0]
    expect(file.name).toBe('paste.png')
    expect(file.type).toBe('image/png')
    expect(progress).toHaveBeenCalledWith(100)
  })

  it('rejects with the msg and asks the editor to remove the image', async () => {
    const handler = createImagesUploadHandler(async () => ({ code: 500, msg: '文件大小超出限制（最大 10 MB）' }))
    await expect(handler(blobInfo, () => undefined)).rejects.toEqual({
      message: '文件大小超出限制（最大 10 MB）',
      remove: true,
    })
  })

  it('rejects with 上传失败 when the upload itself fails', async () => {
    const handler = createImagesUploadHandler(async () => {
      throw new Error('Network Error')
    })
    await expect(handler(blobInfo, () => undefined)).rejects.toEqual({ message: '上传失败', remove: true })
  })
})
