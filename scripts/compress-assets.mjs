#!/usr/bin/env node
// Writes `name.br` (brotli, best quality) and `name.gz` (gzip -9) beside every text asset of a built folder
// (default dist/web), so the server sends them without compressing per request. A copy is kept only when it is
// smaller; one newer than its source is left alone.
//   node scripts/compress-assets.mjs [folder]
import { existsSync, readdirSync, statSync } from 'node:fs'
import { readFile, rm, writeFile } from 'node:fs/promises'
import { availableParallelism } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'

const TEXT = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/i
const MIN_BYTES = 256
const br = promisify(brotliCompress)
const gz = promisify(gzip)

const root = path.resolve(process.argv[2] ?? 'dist/web')
const files = []
;(function walk(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name)
    if (entry.isDirectory()) walk(p)
    else if (TEXT.test(entry.name) && statSync(p).size >= MIN_BYTES) files.push(p)
  }
})(root)

const fresh = (copy, source) => existsSync(copy) && statSync(copy).mtimeMs >= statSync(source).mtimeMs

async function compress(file) {
  const data = await readFile(file)
  const out = { raw: data.length, br: 0, gz: 0 }
  const variants = [
    [
      '.br',
      () =>
        br(data, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: 11,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
          },
        }),
    ],
    ['.gz', () => gz(data, { level: 9 })],
  ]
  for (const [ext, make] of variants) {
    const copy = file + ext
    if (fresh(copy, file)) {
      out[ext.slice(1)] = statSync(copy).size
      continue
    }
    const packed = await make()
    if (packed.length < data.length) {
      await writeFile(copy, packed)
      out[ext.slice(1)] = packed.length
    } else await rm(copy, { force: true })
  }
  return out
}

const started = Date.now()
const totals = { raw: 0, br: 0, gz: 0 }
let next = 0
await Promise.all(
  Array.from({ length: Math.max(1, availableParallelism()) }, async () => {
    while (next < files.length) {
      const r = await compress(files[next++])
      for (const k of Object.keys(totals)) totals[k] += r[k] || r.raw
    }
  }),
)
const mb = (n) => `${(n / 1024 / 1024).toFixed(1)} MB`
console.log(
  `Compressed ${files.length} text assets in ${((Date.now() - started) / 1000).toFixed(1)} s: ` +
    `${mb(totals.raw)} → brotli ${mb(totals.br)}, gzip ${mb(totals.gz)}`,
)
