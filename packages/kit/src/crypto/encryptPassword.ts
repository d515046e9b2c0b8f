// crypto-js stays inside this file: it is discontinued upstream, and only the login cipher needs it.
import AES from 'crypto-js/aes'
import Base64 from 'crypto-js/enc-base64'
import ECB from 'crypto-js/mode-ecb'
import Pkcs7 from 'crypto-js/pad-pkcs7'

/**
 * The login password cipher of the server contract: AES (128-bit key from the `/code` challenge, base64),
 * ECB mode, PKCS7 padding, output base64. The key is single use, so a captured body cannot be replayed.
 */
export function encryptPassword(password: string, keyBase64: string): string {
  return AES.encrypt(password, Base64.parse(keyBase64), { mode: ECB, padding: Pkcs7 }).toString()
}
