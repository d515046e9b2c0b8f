#!/usr/bin/env node
// `npm run dev`: the product with the development loop, at http://localhost:8080 (PORT).
// - The front end is built with esbuild into dist/dev (same entries and layout as the production build) and rebuilt on
//   every change in packages/ and hosts/, typically in well under a second; each open page then reloads itself.
// - The API runs from source with tsx watch (restarted when server/ changes), on the embedded database in ./data
//   (or DATABASE_URL), on an internal port; this script serves dist/dev and passes /prod-api to it.
// Production builds stay with Rollup (scripts/build.mjs); this loop trades minification and tree-shaking for speed.
import { spawn } from 'node:child_process'
import { createReadStream, existsSync, mkdirSync, rmSync, statSync, writeFileSync } from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import * as esbuild from 'esbuild'
import { cssInjectEsbuild } from './rollup/css-inject.mjs'
import { esbuildOptions, HOSTS, hostHtml } from './front-end.mjs'

const PORT = Number(process.env.PORT ?? 8080)
const API_PORT = Number(process.env.API_PORT ?? PORT + 1)
const OUT = path.resolve('dist/dev')
const RELOAD_PATH = '/__dev/reload'
const PREFIXES = { dingtalk: '/h5/', bigscreen: '/screen/', portal: '/' }
const TYPES = { '.js': 'text/javascript', '.html': 'text/html', '.css': 'text/css', '.map': 'application/json' }

// ---- the API, from source, restarted on server changes --------------------------------------------------------------
const api = spawn(
  process.execPath,
  ['node_modules/tsx/dist/cli.mjs', 'watch', '--clear-screen=false', 'server/src/main.ts'],
  {
    stdio: 'inherit',
    // NODE_ENV development: the code generator may write modules into this working tree (代码生成 → 写入工作目录)
    env: { ...process.env, NODE_ENV: 'development', PORT: String(API_PORT), HOST: '127.0.0.1', WEB_ROOT: '' },
  },
)

// ---- the front end, rebuilt on change -------------------------------------------------------------------------------
const listeners = new Set()
function writePages() {
  const reload = `\n    <script>new EventSource('${RELOAD_PATH}').onmessage = () => location.reload()</script>`
  for (const h of HOSTS) {
    mkdirSync(path.join(OUT, h.dir), { recursive: true })
    writeFileSync(
      path.join(OUT, h.dir, 'index.html'),
      hostHtml({ title: h.title, viewport: h.viewport, script: `${h.dir}/main.js`, extra: reload }),
    )
  }
}
let started = Date.now()
const reloadPlugin = {
  name: 'reload',
  setup(build) {
    build.onStart(() => {
      started = Date.now()
    })
    build.onEnd((result) => {
      const ms = Date.now() - started
      if (result.errors.length) return console.log(`✖ front end: ${result.errors.length} error(s) (${ms} ms)`)
      writePages()
      console.log(`✔ front end rebuilt in ${ms} ms; reloading ${listeners.size} page(s)`)
      for (const res of listeners) res.write(`data: ${Date.now()}\n\n`)
    })
  },
}
rmSync(OUT, { recursive: true, force: true })
const context = await esbuild.context({
  ...esbuildOptions(OUT, 'development'),
  plugins: [cssInjectEsbuild, reloadPlugin],
})
await context.watch()

// ---- the dev server: dist/dev, the hosts' pages for their routes, /prod-api to the API ----------------------------
function sendFile(res, file) {
  res.writeHead(200, {
    'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream',
    'cache-control': 'no-store',
  })
  createReadStream(file).pipe(res)
}
function proxy(req, res) {
  const upstream = http.request(
    { host: '127.0.0.1', port: API_PORT, path: req.url, method: req.method, headers: req.headers },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers)
      answer.pipe(res)
    },
  )
  upstream.on('error', () => {
    res.writeHead(502, { 'content-type': 'text/plain; charset=utf-8' })
    res.end('API 尚未启动，请稍候再试')
  })
  req.pipe(upstream)
}
const server = http.createServer((req, res) => {
  const url = decodeURIComponent((req.url ?? '/').split('?')[0])
  if (url.startsWith('/prod-api')) return proxy(req, res)
  if (url === RELOAD_PATH) {
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-store', connection: 'keep-alive' })
    listeners.add(res)
    return req.on('close', () => listeners.delete(res))
  }
  const file = path.join(OUT, url)
  if (file.startsWith(OUT + path.sep) && existsSync(file) && statSync(file).isFile()) return sendFile(res, file)
  if (/\.[a-z0-9]+$/i.test(url)) {
    res.writeHead(404, { 'content-type': 'text/plain' })
    return res.end('Not found')
  }
  const host = HOSTS.find((h) => url.startsWith(PREFIXES[h.dir])) ?? HOSTS[0]
  sendFile(res, path.join(OUT, host.dir, 'index.html'))
})
server.listen(PORT, () =>
  console.log(`综合工作平台 (development) at http://localhost:${PORT}; the API on port ${API_PORT}`),
)

for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, async () => {
    server.close()
    await context.dispose()
    api.kill(signal)
    api.once('exit', () => process.exit(0))
  })
