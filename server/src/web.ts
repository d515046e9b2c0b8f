import { existsSync } from 'node:fs'
import path from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance } from 'fastify'
import type { ServerConfig } from './config'
import { fail } from './http/envelope'

/** The hosts' single-page apps: a path under each prefix that is not a file gets that host's index.html. */
const SPA_HOSTS = [
  { prefix: '/h5/', dir: 'dingtalk' },
  { prefix: '/screen/', dir: 'bigscreen' },
  { prefix: '/', dir: 'portal' },
]

/**
 * Rollup's content-hashed names (`[name]-[hash].js`: shared chunks in `assets/`, each host's entry such as
 * `portal/main-[hash].js`): their content never changes, so browsers may keep them for a year without asking again.
 * Everything else (index.html, the stable element bundles `/elements/system.js`) is revalidated on every use.
 */
export const HASHED_ASSET = /^(?!\/?elements\/)(?:.*\/)?[^/]*-[A-Za-z0-9_-]{8}\.(?:js|mjs|css)$/

/**
 * Serves the built front end (portal at /, DingTalk at /h5/, big screen at /screen/, element bundles at
 * /elements/) and answers unknown API paths with the family's 404 envelope.
 */
export async function registerWeb(fastify: FastifyInstance, config: ServerConfig, apiPrefix: string) {
  const root = config.webRoot && existsSync(config.webRoot) ? path.resolve(config.webRoot) : undefined
  if (root) {
    await fastify.register(fastifyStatic, {
      root,
      prefix: '/',
      wildcard: false,
      index: false,
      // The build wrote .br and .gz copies (scripts/compress-assets.mjs): sent by Accept-Encoding, with Vary.
      preCompressed: true,
      cacheControl: false,
      setHeaders: (res, filePath) => {
        const logical = filePath.replace(/\.(br|gz)$/, '')
        res.header(
          'Cache-Control',
          HASHED_ASSET.test(path.relative(root, logical).split(path.sep).join('/'))
            ? 'public, max-age=31536000, immutable'
            : 'no-cache',
        )
      },
    })
  }
  fastify.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0]
    if (url.startsWith(apiPrefix + '/') || url === apiPrefix || request.method !== 'GET') {
      return reply.status(200).send(fail(`访问资源不存在：${request.method} ${url.slice(0, 200)}`, 404))
    }
    if (!root) {
      return reply
        .status(503)
        .type('text/html; charset=utf-8')
        .send(
          '<!doctype html><meta charset="utf-8"><title>综合工作平台</title><p>前端尚未构建：请运行 <code>npm run build</code> 或 <code>npm start</code>。</p>',
        )
    }
    if (/\.[a-z0-9]+$/i.test(url)) return reply.status(404).type('text/plain; charset=utf-8').send('Not found')
    const host = SPA_HOSTS.find((h) => url.startsWith(h.prefix) || url + '/' === h.prefix)!
    const file = path.join(host.dir, 'index.html')
    if (!existsSync(path.join(root, file))) return reply.status(404).type('text/plain; charset=utf-8').send('Not found')
    return reply.header('Cache-Control', 'no-cache').sendFile(file)
  })
}
