import { Readable } from 'node:stream'
import { z } from 'zod'
import type { FastifyRequest } from 'fastify'
import type { AppContext } from '../context'
import { ok } from '../http/envelope'
import { ServiceError } from '../http/errors'
import { BusinessType } from '../http/oplog'
import type { Router } from '../http/route'
import { containsNul } from '../http/validation'
import { HARD_MAX_UPLOAD_BYTES, sendFile, storeFile } from './service'

export const FILE_NAME_HEADER_MSG = '文件名（x-file-name）须为 URL 编码的 UTF-8 文本，至多 255 个字符'

/** The name a raw upload sends in `x-file-name` (percent-encoded UTF-8), checked like any other input. */
export function fileNameHeader(header: string | string[] | undefined): string | undefined {
  if (header === undefined) return undefined
  if (typeof header !== 'string' || header.length > 255 * 9) throw new ServiceError(FILE_NAME_HEADER_MSG, 400)
  let name: string
  try {
    name = decodeURIComponent(header)
  } catch {
    throw new ServiceError(FILE_NAME_HEADER_MSG, 400)
  }
  if (name.length > 255 || containsNul(name)) throw new ServiceError(FILE_NAME_HEADER_MSG, 400)
  return name
}

/** The upload as a stream (a multipart part `file`, or the raw body), never read whole into memory. */
async function readUpload(request: FastifyRequest): Promise<{ stream: Readable; name?: string }> {
  if (request.isMultipart()) {
    const part = await request.file({ limits: { fileSize: HARD_MAX_UPLOAD_BYTES } })
    if (!part || part.fieldname !== 'file') throw new ServiceError('请通过字段 file 上传文件', 400)
    return { stream: part.file, name: part.filename }
  }
  if (request.body instanceof Readable)
    return { stream: request.body, name: fileNameHeader(request.headers['x-file-name']) }
  throw new ServiceError('请以 multipart/form-data（字段 file）或原始文件内容上传', 400)
}

export function fileRoutes(r: Router, ctx: AppContext) {
  r.post('/file/upload', {
    access: 'signed-in',
    summary: '上传文件（multipart 字段 file，或请求体为原始图片）',
    bodyLimit: HARD_MAX_UPLOAD_BYTES,
    rawBody: true,
    log: { title: '文件上传', type: BusinessType.INSERT },
    handler: async ({ raw, user }) => {
      const { stream, name } = await readUpload(raw)
      const stored = await storeFile(ctx, stream, name, user.userName)
      return ok(stored, '上传成功')
    },
  })
  r.get('/file/:fileId', {
    access: 'signed-in',
    summary: '读取已上传的文件（需登录；支持 Admin-Token Cookie）',
    params: z.object({ fileId: z.string().regex(/^[0-9a-f]{32}$/, '文件编号无效') }),
    handler: ({ params, reply }) => sendFile(ctx, reply, params.fileId),
  })
}
