import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto'
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import type { AppContext } from '../context'

/**
 * Sealing of the secrets 主数据 keeps for outside systems (a source's password, a subscriber's token): AES-256-GCM
 * with a key from `MASTERDATA_SECRET_KEY` (any text; its SHA-256 is the key), else a random key made once in
 * `DATA_DIR/masterdata.key` (mode 0600). Sealed text is `v1:<iv>:<tag>:<data>` in base64; it is never sent back
 * and never logged. Several server processes must share the same key (set the variable).
 */
const PREFIX = 'v1:'
const keys = new Map<string, Buffer>()

function keyOf(ctx: AppContext): Buffer {
  const fromEnv = process.env.MASTERDATA_SECRET_KEY
  if (fromEnv) return createHash('sha256').update(fromEnv).digest()
  const file = path.join(ctx.config.dataDir, 'masterdata.key')
  const known = keys.get(file)
  if (known) return known
  if (!existsSync(file)) {
    mkdirSync(path.dirname(file), { recursive: true })
    writeFileSync(file, randomBytes(32).toString('base64'), { mode: 0o600, flag: 'wx' })
    chmodSync(file, 0o600)
  }
  const key = Buffer.from(readFileSync(file, 'utf8').trim(), 'base64')
  keys.set(file, key)
  return key
}

export function seal(ctx: AppContext, plain: string): string {
  const iv = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', keyOf(ctx), iv)
  const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()])
  return PREFIX + [iv, cipher.getAuthTag(), data].map((b) => b.toString('base64')).join(':')
}

export function unseal(ctx: AppContext, sealed: string | null | undefined): string | undefined {
  if (!sealed) return undefined
  if (!sealed.startsWith(PREFIX)) throw new Error('unknown sealed format')
  const [iv, tag, data] = sealed
    .slice(PREFIX.length)
    .split(':')
    .map((p) => Buffer.from(p, 'base64'))
  const decipher = createDecipheriv('aes-256-gcm', keyOf(ctx), iv)
  decipher.setAuthTag(tag)
  return Buffer.concat([decipher.update(data), decipher.final()]).toString('utf8')
}
