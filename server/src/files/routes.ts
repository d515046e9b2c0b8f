import { z } from 'zod'
import type { FastifyRequest } from 'fastify'
import type { AppContext } from '../context'
import { ok } from '../http/envelope'
import { ServiceError } from '../http/errors'
import { BusinessType } from '../http/oplog'
import type { Router } from '../http/route'
import { HARD_MAX_UPLOAD_BYTES, sendFile, storeFile } from './service'

async function readUpload(request: FastifyRequest): Promise<{ bytes: Buffer; name?: string }> {
  if (request.isMultipart()) {
    const part = await request.file({ limits: { fileSize: HARD_MAX_UPLOAD_BYTES } })
    if (!part || part.fieldname !== 'file') throw new ServiceError('请通过字段 file 上传文件', 400)
    const bytes = await part.toBuffer()
    return { bytes, name: part.filename }
  }
  if (Buffer.isBuffer(request.body)) {
    const header = request.headers['x-file-name']
    return { bytes: request.body, name: typeof header === 'string' ? decodeURIComponent(header) : undefined }
  }
  throw new ServiceError('请以 multipart/form-data（字段 file）或原始文件内容上传', 400)
}

export function fileRoutes(r: Router, ctx: AppContext) {
  r.post('/file/upload', {
    access: 'signed-in',
    summary: '上传文件（multipart 字段 file，或请求体为原始图片）',
    bodyLimit: HARD_MAX_UPLOAD_BYTES,
    log: { title: '文件上传', type: BusinessType.INSERT },
    handler: async ({ raw, user }) => {
      const { bytes, name } = await readUpload(raw)
      const stored = await storeFile(ctx, bytes, name, user.userName)
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
