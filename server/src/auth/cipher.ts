import { createDecipheriv, createCipheriv } from 'node:crypto'

/**
 * The login password travels as base64(AES-128-ECB-PKCS7(key, utf8(password))), the format crypto-js
 * produces for `AES.encrypt(pw, enc.Base64.parse(key), {mode: ECB, padding: Pkcs7}).toString()`.
 * The key is single-use and bound to a login challenge, so a captured body cannot be replayed.
 */
export function decryptPassword(cipherText: string, keyBase64: string): string | null {
  try {
    const key = Buffer.from(keyBase64, 'base64')
    if (key.length !== 16) return null
    const decipher = createDecipheriv('aes-128-ecb', key, null)
    const plain = Buffer.concat([decipher.update(Buffer.from(cipherText, 'base64')), decipher.final()])
    const text = plain.toString('utf8')
    return text.includes('\uFFFD') ? null : text
  } catch {
    return null
  }
}

/** The client side of the same cipher, for tests and tools written in Node. */
export function encryptPassword(password: string, keyBase64: string): string {
  const cipher = createCipheriv('aes-128-ecb', Buffer.from(keyBase64, 'base64'), null)
  return Buffer.concat([cipher.update(password, 'utf8'), cipher.final()]).toString('base64')
}
