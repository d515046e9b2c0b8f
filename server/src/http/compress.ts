import { promisify } from 'node:util'
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib'
import type { FastifyInstance } from 'fastify'

/** Bodies below this go as they are: compressing a few hundred bytes costs more time than it saves on the wire. */
export const COMPRESS_THRESHOLD = 1024
/** Above this the work moves to libuv's thread pool instead of the event loop. */
const ASYNC_ABOVE = 64 * 1024
/** Cheap levels: brotli 4 is as small as gzip 9 on our JSON at a fraction of the time. */
const BROTLI = {
  params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT },
}
const GZIP = { level: 1 }
const brotliAsync = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

function pick(accept: string | undefined): 'br' | 'gzip' | undefined {
  if (!accept) return undefined
  if (/\bbr\b(?!;q=0(?:\.0*)?\b)/.test(accept)) return 'br'
  if (/\bgzip\b(?!;q=0(?:\.0*)?\b)/.test(accept)) return 'gzip'
  return undefined
}

/**
 * Compresses JSON answers above 1 KB for clients that accept it (brotli, else gzip), with `Vary: Accept-Encoding`.
 * A hook of our own rather than @fastify/compress: that plugin pipes every payload through a zlib stream; measured
 * here on a 2.6 KB body with 20 connections it served 4,580 req/s against 5,055 for this hook (15,000
 * uncompressed), for the same bytes. Static files are not touched: the build compressed them once.
 */
export function registerJsonCompression(fastify: FastifyInstance) {
  // A callback hook: the common case (small or not JSON) must not cost a promise per request.
  fastify.addHook('onSend', (request, reply, payload, done) => {
    if (typeof payload !== 'string' || payload.length < COMPRESS_THRESHOLD || reply.hasHeader('content-encoding'))
      return done(null, payload)
    const type = reply.getHeader('content-type')
    if (typeof type !== 'string' || !type.startsWith('application/json')) return done(null, payload)
    const vary = reply.getHeader('vary')
    reply.header('vary', vary ? `${String(vary)}, Accept-Encoding` : 'Accept-Encoding')
    const encoding = pick(request.headers['accept-encoding'])
    if (!encoding) return done(null, payload)
    const body = Buffer.from(payload)
    reply.header('content-encoding', encoding)
    reply.removeHeader('content-length')
    if (body.length <= ASYNC_ABOVE)
      return done(null, encoding === 'br' ? brotliCompressSync(body, BROTLI) : gzipSync(body, GZIP))
    ;(encoding === 'br' ? brotliAsync(body, BROTLI) : gzipAsync(body, GZIP)).then(
      (packed) => done(null, packed),
      (err: Error) => done(err),
    )
  })
}
