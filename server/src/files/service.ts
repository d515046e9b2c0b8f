import { createHash, randomBytes } from 'node:crypto'
import { createReadStream, createWriteStream } from 'node:fs'
import { mkdir, rename, rm } from 'node:fs/promises'
import path from 'node:path'
import { Readable, Transform } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { inArray } from 'drizzle-orm'
import type { FastifyReply } from 'fastify'
import type { AppContext } from '../context'
import { ServiceError } from '../http/errors'
import { sysFile } from './schema'
import { rowOr404 } from '../http/listing'

/** What may be uploaded, by detected content (magic bytes), never by the name the client sends. */
const ALLOWED: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  bmp: 'image/bmp',
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  cfb: 'application/x-cfb',
}
const INLINE = new Set(['png', 'jpg', 'gif', 'webp', 'bmp', 'pdf'])
export const ALLOWED_DESCRIPTION = '图片（png/jpg/gif/webp/bmp）、PDF 和 Office 文档'

/** The configuration key (seeded by the system module) that sets the upload limit in MB. */
export const MAX_UPLOAD_SETTING = 'sys.upload.maxSize'
export const DEFAULT_MAX_UPLOAD_MB = 10
/** The hard ceiling whatever the configuration says; the route refuses bigger bodies before reading them. */
export const HARD_MAX_UPLOAD_BYTES = 100 * 1024 * 1024

export async function maxUploadBytes(ctx: AppContext) {
  const mb = Number(await ctx.services.settings.get(MAX_UPLOAD_SETTING))
  const limit = Number.isFinite(mb) && mb > 0 ? mb : DEFAULT_MAX_UPLOAD_MB
  return Math.min(limit * 1024 * 1024, HARD_MAX_UPLOAD_BYTES)
}

const filesDir = (ctx: AppContext) => path.join(ctx.config.dataDir, 'files')

/** Other names a detected type's files go by (an old Office document is a .doc, .xls or .ppt). */
const EXT_ALIASES: Record<string, readonly string[]> = {
  jpg: ['jpg', 'jpeg'],
  cfb: ['doc', 'xls', 'ppt', 'cfb'],
}

/**
 * A base name without control or path characters, ending in an extension of the detected type: a client's other
 * extension is replaced (`poly.gif.html` detected as GIF is kept as `poly.gif`), so a file is never offered for
 * saving under a type it is not.
 */
export function cleanFileName(name: string | undefined, ext: string) {
  const base = (name ?? '').split(/[\\/]/).pop() ?? ''
  let cleaned = base
    .replace(/[\u0000-\u001f\u007f<>:"|?*]/g, '')
    .trim()
    .slice(0, 200)
  const aliases = EXT_ALIASES[ext] ?? [ext]
  const own = /\.([^.]*)$/.exec(cleaned)?.[1]?.toLowerCase()
  if (own !== undefined && !aliases.includes(own)) cleaned = cleaned.slice(0, -own.length - 1).trim()
  const now = /\.([^.]*)$/.exec(cleaned)?.[1]?.toLowerCase()
  if (!cleaned) return `file.${ext}`
  return now !== undefined && aliases.includes(now) ? cleaned : `${cleaned}.${ext}`
}

/** How many leading bytes the type is detected from (file-type reads at most this many). */
const SNIFF_BYTES = 4100

export const FILE_TOO_LARGE_MSG = (limit: number) => `文件大小超出限制（最大 ${Math.round(limit / 1024 / 1024)} MB）`

/**
 * Stores an upload: streamed to a temporary file in the files folder while it is counted (past the configured limit
 * it is refused with 413 without reading further), hashed and its leading bytes kept; the type is detected from those
 * bytes, never from the name; only then is it renamed into place and recorded. Never whole in memory.
 */
export async function storeFile(
  ctx: AppContext,
  source: Buffer | Readable,
  clientName: string | undefined,
  by: string,
) {
  const limit = await maxUploadBytes(ctx)
  if (Buffer.isBuffer(source) && source.length > limit) throw new ServiceError(FILE_TOO_LARGE_MSG(limit), 413)
  const fileId = randomBytes(16).toString('hex')
  await mkdir(filesDir(ctx), { recursive: true })
  const partial = path.join(filesDir(ctx), `.${fileId}.part`)
  const hash = createHash('sha256')
  const head: Buffer[] = []
  let headBytes = 0
  let size = 0
  const counter = new Transform({
    transform(chunk: Buffer, _enc, next) {
      size += chunk.length
      if (size > limit) return next(new ServiceError(FILE_TOO_LARGE_MSG(limit), 413))
      hash.update(chunk)
      if (headBytes < SNIFF_BYTES) {
        head.push(chunk.subarray(0, SNIFF_BYTES - headBytes))
        headBytes += Math.min(chunk.length, SNIFF_BYTES - headBytes)
      }
      next(null, chunk)
    },
  })
  try {
    await pipeline(
      Buffer.isBuffer(source) ? Readable.from([source]) : source,
      counter,
      createWriteStream(partial, { flags: 'wx' }),
    )
    if (size === 0) throw new ServiceError('上传文件不能为空', 400)
    const { fileTypeFromBuffer } = await import('file-type') // loaded at the first upload, not at every start
    const ext = (await fileTypeFromBuffer(Buffer.concat(head)))?.ext
    if (!ext || !ALLOWED[ext]) throw new ServiceError(`不支持的文件类型，仅允许${ALLOWED_DESCRIPTION}`, 415)
    const storedName = `${fileId}.${ext}`
    await rename(partial, path.join(filesDir(ctx), storedName))
    const name = cleanFileName(clientName, ext)
    await ctx.db.insert(sysFile).values({
      fileId,
      originalName: name,
      storedName,
      mime: ALLOWED[ext],
      ext,
      size,
      sha256: hash.digest('hex'),
      createBy: by,
      createTime: ctx.clock.now(),
    })
    return { fileId, name, url: `/prod-api/file/${fileId}`, size, mime: ALLOWED[ext] }
  } finally {
    await rm(partial, { force: true })
  }
}

/** The platform's address of an uploaded file (`/prod-api/file/<id>`): what upload answers and records keep. */
const FILE_ADDRESS = /^\/prod-api\/file\/([0-9a-f]{32})$/

/**
 * Checks that a record's comma-joined addresses name files uploaded here whose detected content is an image (a
 * hazard's photos, a rectification's after-photos): not an outside address, not a PDF renamed `.png`. Returns the
 * refusal, naming the field, or null when every address is such an image.
 */
export async function refuseNonImages(ctx: AppContext, addresses: string, label: string): Promise<string | null> {
  const parts = addresses
    .split(',')
    .map((a) => a.trim())
    .filter(Boolean)
  const ids = parts.map((a) => FILE_ADDRESS.exec(a)?.[1])
  if (ids.some((id) => !id)) return `${label}须为本系统上传的图片`
  const rows = await ctx.db
    .select({ fileId: sysFile.fileId, mime: sysFile.mime })
    .from(sysFile)
    .where(inArray(sysFile.fileId, ids as string[]))
  const images = new Set(rows.filter((r) => r.mime.startsWith('image/')).map((r) => r.fileId))
  return ids.every((id) => images.has(id!)) ? null : `${label}须为本系统上传的图片`
}

export async function openFile(ctx: AppContext, fileId: string) {
  const row = await rowOr404(ctx.db, sysFile, sysFile.fileId, fileId, '文件不存在')
  // The stored name comes from our own table (hex id + known extension), so it cannot leave the folder.
  return { row, stream: createReadStream(path.join(filesDir(ctx), row.storedName)), inline: INLINE.has(row.ext) }
}

/** Sends a stored file by id: its type, size, name (inline for pictures and PDF) and a sandboxing policy. */
export async function sendFile(ctx: AppContext, reply: FastifyReply, fileId: string) {
  const { row, stream, inline } = await openFile(ctx, fileId)
  return reply
    .header('Content-Type', row.mime)
    .header('Content-Length', String(row.size))
    .header(
      'Content-Disposition',
      `${inline ? 'inline' : 'attachment'}; filename*=UTF-8''${encodeURIComponent(row.originalName)}`,
    )
    .header('Cache-Control', 'private, max-age=86400')
    .header('Content-Security-Policy', "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox")
    .send(stream)
}
