import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { App } from 'antd'
import { useState } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { FileUpload } from './FileUpload'
import { ImageUpload } from './ImageUpload'
import type { UploadResponse, Uploader } from './uploadResult'

const kit = vi.hoisted(() => ({ upload: vi.fn() }))
vi.mock('@wp/kit', () => kit)

afterEach(() => cleanup())
beforeEach(() => kit.upload.mockReset())

/** An uploader whose progress and answer the test drives. */
function controlledUploader() {
  let report: (percent: number) => void = () => undefined
  let answer: (response: UploadResponse) => void = () => undefined
  let fail: (error: Error) => void = () => undefined
  const uploader = vi.fn<Uploader>(
    (_file, onProgress) =>
      new Promise<UploadResponse>((resolve, reject) => {
        report = onProgress
        answer = resolve
        fail = reject
      }),
  )
  return {
    uploader,
    progress: (percent: number) => act(() => report(percent)),
    answer: (response: UploadResponse) => act(async () => answer(response)),
    fail: (error: Error) => act(async () => fail(error)),
  }
}

const pdf = (name = '制度.pdf', size = 1024) => new File([new Uint8Array(size)], name, { type: 'application/pdf' })
const png = (name = '现场.png') => new File([new Uint8Array(64)], name, { type: 'image/png' })

function choose(...files: File[]) {
  const input = document.querySelector('input[type="file"]') as HTMLInputElement
  fireEvent.change(input, { target: { files } })
}

const messages = () => [...document.querySelectorAll('.ant-message-notice')].map((n) => n.textContent)

function Field({ uploader, image = false }: { uploader?: Uploader; image?: boolean }) {
  const [urls, setUrls] = useState<string[]>([])
  const Widget = image ? ImageUpload : FileUpload
  return (
    <App>
      <Widget value={urls} onChange={setUrls} uploader={uploader} />
      <output aria-label="值">{urls.join(',')}</output>
    </App>
  )
}
const valueText = () => screen.getByLabelText('值').textContent

describe('FileUpload', () => {
  it('shows the upload progress, then adds the url to the value on success', async () => {
    const server = controlledUploader()
    render(<Field uploader={server.uploader} />)
    choose(pdf())
    await waitFor(() => expect(server.uploader).toHaveBeenCalledTimes(1))
    expect(server.uploader.mock.calls[0][0].name).toBe('制度.pdf')

    server.progress(40)
    const bar = await screen.findByRole('progressbar')
    expect(bar.getAttribute('aria-valuenow')).toBe('40')
    expect(valueText()).toBe('')

    await server.answer({ code: 200, msg: '上传成功', data: { url: '/prod-api/file/abc', name: '制度.pdf' } })
    await waitFor(() => expect(valueText()).toBe('/prod-api/file/abc'))
    expect(screen.queryByRole('progressbar')).toBeNull()
    expect(screen.getByText('制度.pdf')).toBeTruthy()
  })

  it('shows the server message when the upload is refused, and keeps the value', async () => {
    const server = controlledUploader()
    render(<Field uploader={server.uploader} />)
    choose(pdf())
    await waitFor(() => expect(server.uploader).toHaveBeenCalled())
    await server.answer({ code: 500, msg: '不支持的文件类型' })
    await waitFor(() => expect(messages()).toContain('不支持的文件类型'))
    expect(valueText()).toBe('')
    expect(screen.queryByText('制度.pdf')).toBeNull()
  })

  it('says 上传文件失败，请重试 when the upload fails without an answer', async () => {
    const server = controlledUploader()
    render(<Field uploader={server.uploader} />)
    choose(pdf())
    await waitFor(() => expect(server.uploader).toHaveBeenCalled())
    await server.fail(new Error('Network Error'))
    await waitFor(() => expect(messages()).toContain('上传文件失败，请重试'))
    expect(valueText()).toBe('')
  })

  it('refuses a file of another type or above the size, before sending it', async () => {
    const server = controlledUploader()
    render(<Field uploader={server.uploader} />)
    choose(new File(['x'], '脚本.exe'))
    await waitFor(() => expect(messages()).toContain('文件格式不正确，请上传doc/docx/xls/xlsx/ppt/pptx/pdf格式文件!'))
    choose(pdf('大文件.pdf', 6 * 1024 * 1024))
    await waitFor(() => expect(messages()).toContain('上传文件大小不能超过 5 MB!'))
    expect(server.uploader).not.toHaveBeenCalled()
  })

  it('refuses files beyond the limit', async () => {
    const uploader = vi.fn<Uploader>(async () => ({
      code: 200,
      msg: '',
      data: { url: '/prod-api/file/x', name: 'x.pdf' },
    }))
    render(
      <App>
        <FileUpload limit={2} defaultValue={['/prod-api/file/a']} uploader={uploader} />
      </App>,
    )
    choose(pdf('一.pdf'), pdf('二.pdf'))
    await waitFor(() => expect(messages()).toContain('上传文件数量不能超过 2 个!'))
    await waitFor(() => expect(uploader).toHaveBeenCalledTimes(1))
  })

  it('shows the size and type hint', () => {
    render(<FileUpload uploader={vi.fn()} />)
    expect(screen.getByText('请上传 大小不超过 5MB 格式为 doc/docx/xls/xlsx/ppt/pptx/pdf 的文件')).toBeTruthy()
  })

  it('removes a file from the value', async () => {
    const onChange = vi.fn()
    render(<FileUpload value={['/prod-api/file/a', '/prod-api/file/b']} onChange={onChange} uploader={vi.fn()} />)
    const removeButtons = screen.getAllByRole('button', { name: /删除|remove|delete/i })
    fireEvent.click(removeButtons[0])
    await waitFor(() => expect(onChange).toHaveBeenCalledWith(['/prod-api/file/b']))
  })

  it('uploads through the kit (multipart field file to /file/upload) when no uploader is given', async () => {
    kit.upload.mockImplementation(async (_url: string, _file: Blob, options?: { onProgress?: (p: number) => void }) => {
      options?.onProgress?.(100)
      return { code: 200, msg: '上传成功', data: { url: '/prod-api/file/kit', name: '制度.pdf' } }
    })
    render(<Field />)
    choose(pdf())
    await waitFor(() => expect(valueText()).toBe('/prod-api/file/kit'))
    expect(kit.upload).toHaveBeenCalledWith(
      '/file/upload',
      expect.any(File),
      expect.objectContaining({ fieldName: 'file' }),
    )
  })
})

describe('ImageUpload', () => {
  it('shows progress on the card and adds the image url on success', async () => {
    const server = controlledUploader()
    render(<Field image uploader={server.uploader} />)
    choose(png())
    await waitFor(() => expect(server.uploader).toHaveBeenCalled())
    server.progress(70)
    expect((await screen.findByRole('progressbar')).getAttribute('aria-valuenow')).toBe('70')
    await server.answer({ code: 200, msg: '上传成功', data: { url: '/prod-api/file/img', name: '现场.png' } })
    await waitFor(() => expect(valueText()).toBe('/prod-api/file/img'))
    expect(document.querySelector('img[src="/prod-api/file/img"]')).toBeTruthy()
  })

  it('refuses a non-image with the image wording and reports a failed upload', async () => {
    const server = controlledUploader()
    render(<Field image uploader={server.uploader} />)
    choose(pdf())
    await waitFor(() => expect(messages()).toContain('文件格式错误，请上传图片类型,如：png/jpg/jpeg图片格式文件!'))
    choose(png())
    await waitFor(() => expect(server.uploader).toHaveBeenCalled())
    await server.answer({ code: 413, msg: '' })
    await waitFor(() => expect(messages()).toContain('上传文件失败，请重试'))
    expect(valueText()).toBe('')
  })
})
